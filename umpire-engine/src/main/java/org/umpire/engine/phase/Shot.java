package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.List;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.dice.RollPurpose;
import org.umpire.engine.event.Fire;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.Raid;

/**
 * One unit's fire at one target: its dice (2 full, 1 reduced), the value a die must not exceed, the
 * hits. Becomes a {@link Fire} event once the target's fate is known.
 */
record Shot(UnitId firer, UnitId target, List<Integer> rolls, int value, int hits) {

    Shot {
        rolls = List.copyOf(rolls);
    }

    /** Rolls {@code dice} d10 for {@code firer} at {@code target}, each under {@code key/<n>}; hits are rolls at or under {@code value}. */
    static Shot roll(
            Board board, Raid raid, UnitId firer, UnitId target, int diceCount, int value, String key, Dice dice) {
        List<Integer> rolls = new ArrayList<>();
        int hits = 0;
        for (int i = 1; i <= diceCount; i++) {
            int r = dice.d10(RollPurpose.of(
                    key + "/" + i,
                    "T" + board.turn() + " P" + board.phase().number() + " "
                            + board.phase().englishName() + " over " + raid.target() + ": " + firer + " at " + target
                            + ", die " + i + "/" + diceCount + ", hits on 1-" + value));
            rolls.add(r);
            if (r <= value) {
                hits++;
            }
        }
        return new Shot(firer, target, rolls, value, hits);
    }

    /**
     * Rolls {@code dice} d10 for {@code firer} at {@code target} in a surface combat of {@code hex}
     * (phases 8-10), each under {@code key/<n>}; hits are rolls at or under {@code value} (the
     * combat value less any night penalty, NAV-5, BBD-2).
     */
    static Shot at(Board board, Hex hex, UnitId firer, UnitId target, int diceCount, int value, String key, Dice dice) {
        List<Integer> rolls = new ArrayList<>();
        int hits = 0;
        for (int i = 1; i <= diceCount; i++) {
            int r = dice.d10(RollPurpose.of(
                    key + "/" + i,
                    "T" + board.turn() + " P" + board.phase().number() + " "
                            + board.phase().englishName() + " in " + hex + ": " + firer + " at " + target
                            + ", die " + i + "/" + diceCount + ", hits on 1-" + value));
            rolls.add(r);
            if (r <= value) {
                hits++;
            }
        }
        return new Shot(firer, target, rolls, value, hits);
    }

    /** The event of this shot by {@code side} in a surface combat: both sides name both units by id (they fought). */
    Fire event(Board board, Hex hex, Fire.Kind kind, Side side, Fire.Result result) {
        return new Fire(
                board.turn(),
                board.phase(),
                kind,
                hex,
                side,
                firer,
                firer,
                target,
                target,
                rolls,
                value,
                hits,
                hits == 0 && result != Fire.Result.STOPPED ? Fire.Result.MISSED : result);
    }

    /** The event of this shot by {@code side}, naming each unit as the other side knows it (I-18). */
    Fire event(Board board, Raid raid, Fire.Kind kind, Side side, Fire.Result result) {
        return new Fire(
                board.turn(),
                board.phase(),
                kind,
                raid.target(),
                side,
                firer,
                Raids.shown(raid, firer, side.enemy()),
                target,
                Raids.shown(raid, target, side),
                rolls,
                value,
                hits,
                hits == 0 ? Fire.Result.MISSED : result);
    }
}

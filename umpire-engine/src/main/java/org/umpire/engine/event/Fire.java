package org.umpire.engine.event;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * One unit fired at one enemy unit in a combat step (AIR-3, AIR-4, AA-2, BOMB-1): its dice, the
 * value they had to reach, the hits and what became of the target. Both sides of the combat read it,
 * each naming the units as it knows them: a raiding air unit is its label to the defender (I-18).
 * The umpire reads the dice.
 *
 * @param firerShown  the firer as the target's owner knows it (its label, or its id)
 * @param targetShown the target as the firer's owner knows it
 * @param rolls       the dice, in order
 * @param value       a roll at or under it hits
 * @param hits        hits scored
 * @param result      what became of the target after this fire
 */
public record Fire(
        int turn,
        Phase phase,
        Kind kind,
        Hex hex,
        Side side,
        UnitId firer,
        UnitId firerShown,
        UnitId target,
        UnitId targetShown,
        List<Integer> rolls,
        int value,
        int hits,
        Result result)
        implements Event {

    /** The kind of fire. */
    public enum Kind {
        /** a fighter at its chosen target (AIR-3) */
        FIGHTER,
        /** a target that survived firing back (AIR-4) */
        REPLY,
        /** anti-aircraft fire (AA-2) */
        AA,
        /** bombs and torpedoes (BOMB-1, MID-1) */
        BOMB,
        /** a ship's guns at an enemy ship (NAV-3) */
        SURFACE,
        /** a submarine's torpedoes at a ship (SUB-3) */
        SUBMARINE,
        /** a destroyer screening against a submarine: any 1 stops it (SUB-2) */
        SCREEN,
        /** the screen's re-roll after it stopped the submarine: each 1 is a step of the submarine (SUB-2) */
        SCREEN_CHASE,
        /** the re-roll after a failed screen: each 1 is a step of the destroyer, lost to the submarine (SUB-2) */
        SCREEN_LOSS,
        /** a battleship or cruiser shelling a land unit at Midway (BBD-1) */
        BOMBARDMENT,
        /** a land unit at an enemy land unit (LAND-3, LAND-4) */
        LAND;

        public String code() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** What became of the target. */
    public enum Result {
        /** no hit */
        MISSED,
        /** hit, lost a step */
        REDUCED,
        /** hit, lost its last step: shot down, sunk, destroyed */
        ELIMINATED,
        /** hit, but cannot lose another step to air attack or bombardment (MID-1, BBD-1) */
        HELD,
        /** hit on a JP battleship that did no real damage (BOMB-2) */
        SPARED,
        /** the screen rolled a 1: the submarine is stopped and does not attack this turn (SUB-2) */
        STOPPED;

        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public Fire {
        Objects.requireNonNull(kind, "kind");
        rolls = List.copyOf(rolls);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        if (audience == Audience.UMPIRE) {
            return Optional.of(EventKeys.umpireFire(kind)
                    .view(
                            "side",
                            side,
                            "hex",
                            hex,
                            "firer",
                            firer.equals(firerShown) ? firer.value() : firer + " (" + firerShown + ")",
                            "target",
                            target.equals(targetShown) ? target.value() : target + " (" + targetShown + ")",
                            "dice",
                            rolls,
                            "value",
                            value,
                            "hits",
                            hits,
                            "result",
                            result.code()));
        }
        if (audience == side.audience()) {
            return Optional.of(EventKeys.fired(kind)
                    .view("hex", hex, "firer", firer, "target", targetShown, "hits", hits, "result", result.code()));
        }
        return Optional.of(EventKeys.firedAt(kind)
                .view("hex", hex, "firer", firerShown, "target", target, "hits", hits, "result", result.code()));
    }
}

package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.Raid;
import org.umpire.engine.state.UnitState;

/** Questions every raid step asks of this turn's raids (phases 4–7 and 11). */
final class Raids {

    private Raids() {}

    /**
     * The roll-key prefix of a raid: turn, phase, attacking side, hex and kind ({@code T3/P4/JP-H6-island}:
     * both sides may raid the ships of one hex in the same turn), never a unit id of the attacker, so
     * that the defender's dice do not depend on which carriers the raid came from (I-18).
     */
    static String key(Board board, Raid raid) {
        return "T" + board.turn() + "/P" + board.phase().number() + "/" + raid.attacker() + "-" + raid.target()
                + (raid.island() ? "-island" : "");
    }

    static boolean alive(Board board, UnitId id) {
        UnitState u = board.unit(id);
        return !u.isEliminated() && u.location().isInPlay();
    }

    /** The raid's air units still flying, in label order. */
    static List<Raid.Flight> flying(Board board, Raid raid) {
        List<Raid.Flight> result = new ArrayList<>();
        for (Raid.Flight f : raid.aircraft()) {
            if (alive(board, f.unit())) {
                result.add(f);
            }
        }
        return result;
    }

    /** The raid's defending fighters still in the fight. */
    static List<UnitId> defending(Board board, Raid raid) {
        List<UnitId> result = new ArrayList<>();
        for (UnitId id : raid.defenders()) {
            if (alive(board, id)) {
                result.add(id);
            }
        }
        return result;
    }

    /**
     * What the raid strikes (BOMB-1, MID-1) and what fires AA at it (AA-1): the defender's ships at
     * sea in the target hex (never submarines), or for a raid on Midway island its land units ashore.
     */
    static List<UnitState> targetUnits(Board board, Raid raid) {
        if (raid.island()) {
            return board.ashoreAtMidway(raid.defender());
        }
        return board.shipsAt(raid.target(), raid.defender());
    }

    /** How {@code viewer} knows a unit of the raid: its label for the defender (I-18), else its id. */
    static UnitId shown(Raid raid, UnitId unit, Side viewer) {
        if (viewer == raid.defender()) {
            Optional<Raid.Flight> f = raid.flightOf(unit);
            if (f.isPresent()) {
                return f.get().label();
            }
        }
        return unit;
    }

    /** Did the raid have fighter escorts when it took off (AIR-2: two rounds)? */
    static boolean escorted(Board board, Raid raid) {
        return raid.aircraft().stream().anyMatch(f -> board.def(f.unit()).type() == UnitType.F);
    }
}

package org.umpire.engine.phase;

import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/**
 * What phase 1 asks of a side (SEQ-1): whether a unit could move, enter or declare a Midway raid now. Orders
 * themselves are checked by the receipt's checks before the phase ({@code MovementChecks}, see docs/orders.md).
 */
final class MovementRules {

    private MovementRules() {}

    /** Could {@code u} move this turn: a ship at sea whose speed allows it (MOV-1, I-4), not held at Midway (MOV-4)? */
    static boolean mayMoveNow(Board board, UnitState u) {
        UnitDef def = board.def(u.id());
        return def.type().isNaval()
                && def.speed() != null
                && u.location() instanceof Location.OnMap
                && def.speed().mayMove(board.turn(), u.lastMoveTurn())
                && !heldAtMidway(board, u);
    }

    /** MOV-4, I-5: a JP transport whose land unit is ashore stays in the Midway hex. */
    static boolean heldAtMidway(Board board, UnitState transport) {
        if (board.def(transport.id()).type() != UnitType.TT) {
            return false;
        }
        for (UnitState land : board.ashoreAtMidway(board.sideOf(transport))) {
            if (transport.id().equals(board.def(land.id()).base())) {
                return true;
            }
        }
        return false;
    }

    /** May {@code u} enter this turn somewhere (its group is due; SET-6 for the late group)? */
    static boolean mayEnterNow(Board board, UnitState u) {
        UnitDef def = board.def(u.id());
        if (!def.type().isNaval()
                || def.arrival().kind() != Arrival.Kind.GROUP
                || !(u.location() instanceof Location.OffMap)
                || board.turn() < def.arrival().group()) {
            return false;
        }
        if (isLateGroup(board, u)) {
            int located = board.state().usCarrierFirstLocatedTurn();
            return located > 0 && board.turn() >= lateGroupEarliestTurn(board, located);
        }
        return true;
    }

    /** SET-6: no earlier than the late group's own turn, and at least the delay after the first US carrier located. */
    static int lateGroupEarliestTurn(Board board, int locatedTurn) {
        return Math.max(
                board.scenario().lateGroup(), locatedTurn + board.scenario().lateGroupDelay());
    }

    static boolean isLateGroup(Board board, UnitState u) {
        Arrival a = board.def(u.id()).arrival();
        return a.kind() == Arrival.Kind.GROUP
                && board.scenario().lateGroup() > 0
                && a.group() == board.scenario().lateGroup();
    }

    /** Is {@code side} allowed to declare a Midway raid at all (RAID-4)? JP always; the US once JP land units are ashore. */
    static boolean mayRaidMidway(Board board, Side side) {
        return side == Side.JP || !board.ashoreAtMidway(Side.JP).isEmpty();
    }
}

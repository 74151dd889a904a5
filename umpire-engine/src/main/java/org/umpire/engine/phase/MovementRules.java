package org.umpire.engine.phase;

import java.util.Optional;

import org.umpire.engine.event.IgnoredReason;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/** The rules of phase 1 for one unit: moving (MOV-1..4, I-4, I-5), entering (SET-4..6) and leaving (SET-7). */
final class MovementRules {

    private MovementRules() {
    }

    /** May {@code u} move to {@code to} this turn? */
    static Optional<Refusal> move(Board board, UnitState u, Hex to) {
        Optional<Refusal> atSea = atSeaAndFree(board, u);
        if (atSea.isPresent()) {
            return atSea;
        }
        if (!board.grid().contains(to)) {
            return Refusal.of(IgnoredReason.OFF_MAP_HEX, "hex", to);
        }
        Hex from = ((Location.OnMap) u.location()).hex();
        if (HexGrid.distance(from, to) != 1) {
            return Refusal.of(IgnoredReason.NOT_ADJACENT, "unit", u.id(), "from", from, "to", to);
        }
        return Refusal.none();
    }

    /** May {@code u} leave the map this turn from where it is (SET-7)? Leaving is its move for the turn. */
    static Optional<Refusal> exit(Board board, UnitState u) {
        Optional<Refusal> atSea = atSeaAndFree(board, u);
        if (atSea.isPresent()) {
            return atSea;
        }
        Hex hex = ((Location.OnMap) u.location()).hex();
        if (!board.scenario().map().isExitHex(board.sideOf(u), hex)) {
            return Refusal.of(IgnoredReason.NOT_EXIT_HEX, "unit", u.id(), "hex", hex);
        }
        return Refusal.none();
    }

    /** Could {@code u} move at all this turn (speed, MOV-4)? Used by both checks above. */
    static Optional<Refusal> atSeaAndFree(Board board, UnitState u) {
        UnitDef def = board.def(u.id());
        if (!def.type().isNaval() || def.speed() == null) {
            return Refusal.of(IgnoredReason.NOT_NAVAL, "unit", u.id());
        }
        if (!(u.location() instanceof Location.OnMap)) {
            return Refusal.of(IgnoredReason.NOT_AT_SEA, "unit", u.id());
        }
        if (!def.speed().mayMove(board.turn(), u.lastMoveTurn())) {
            return Refusal.of(IgnoredReason.TOO_SLOW, "unit", u.id(),
                    "next-turn", u.lastMoveTurn() + def.speed().turnsPerHex());
        }
        if (heldAtMidway(board, u)) {
            return Refusal.of(IgnoredReason.HELD_AT_MIDWAY, "unit", u.id());
        }
        return Refusal.none();
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

    /** May {@code u} enter the map at {@code hex} this turn (SET-4..6)? */
    static Optional<Refusal> enter(Board board, UnitState u, Hex hex) {
        Optional<Refusal> now = enterNow(board, u);
        if (now.isPresent()) {
            return now;
        }
        if (!board.scenario().map().entryHexes(isLateGroup(board, u)).contains(hex)) {
            return Refusal.of(IgnoredReason.NOT_ENTRY_HEX, "unit", u.id(), "hex", hex);
        }
        return Refusal.none();
    }

    /** May {@code u} enter this turn somewhere (its group is due; SET-6 for the late group)? */
    static Optional<Refusal> enterNow(Board board, UnitState u) {
        UnitDef def = board.def(u.id());
        if (!def.type().isNaval()) {
            return Refusal.of(IgnoredReason.NOT_NAVAL, "unit", u.id());
        }
        if (def.arrival().kind() != Arrival.Kind.GROUP || !(u.location() instanceof Location.OffMap)) {
            return Refusal.of(IgnoredReason.NOT_ARRIVING, "unit", u.id());
        }
        int group = def.arrival().group();
        if (board.turn() < group) {
            return Refusal.of(IgnoredReason.NOT_DUE, "unit", u.id(), "turn", group);
        }
        if (isLateGroup(board, u)) {
            int located = board.state().usCarrierFirstLocatedTurn();
            if (located <= 0) {
                return Refusal.of(IgnoredReason.LATE_GROUP_WAITING, "unit", u.id());
            }
            int earliest = lateGroupEarliestTurn(board, located);
            if (board.turn() < earliest) {
                return Refusal.of(IgnoredReason.LATE_GROUP_NOT_YET, "unit", u.id(), "turn", earliest);
            }
        }
        return Refusal.none();
    }

    /** SET-6: no earlier than the late group's own turn, and at least the delay after the first US carrier located. */
    static int lateGroupEarliestTurn(Board board, int locatedTurn) {
        return Math.max(board.scenario().lateGroup(), locatedTurn + board.scenario().lateGroupDelay());
    }

    static boolean isLateGroup(Board board, UnitState u) {
        Arrival a = board.def(u.id()).arrival();
        return a.kind() == Arrival.Kind.GROUP && board.scenario().lateGroup() > 0
                && a.group() == board.scenario().lateGroup();
    }

    /** Is {@code side} allowed to declare a Midway raid at all (RAID-4)? JP always; the US once JP land units are ashore. */
    static boolean mayRaidMidway(Board board, Side side) {
        return side == Side.JP || !board.ashoreAtMidway(Side.JP).isEmpty();
    }
}

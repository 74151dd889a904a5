package org.umpire.engine.phase;

import java.util.List;
import java.util.Optional;

import org.umpire.engine.event.Event;
import org.umpire.engine.event.IgnoredReason;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.UnitState;

/** The first check of every order naming a unit: it exists and belongs to the side giving the order. */
final class OwnUnits {

    private OwnUnits() {
    }

    /** The unit, or empty after adding the reason it cannot be ordered to {@code events}. */
    static Optional<UnitState> find(Board board, Side side, Given given, UnitId id, List<Event> events) {
        Optional<UnitState> u = board.scenario().unit(id).flatMap(d -> board.findUnit(id));
        if (u.isEmpty()) {
            events.add(Ignored.because(board, side, given, IgnoredReason.UNKNOWN_UNIT, "unit", id));
            return Optional.empty();
        }
        if (board.sideOf(u.get()) != side) {
            events.add(Ignored.because(board, side, given, IgnoredReason.NOT_OWN_UNIT, "unit", id));
            return Optional.empty();
        }
        return u;
    }
}

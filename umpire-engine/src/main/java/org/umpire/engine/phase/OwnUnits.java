package org.umpire.engine.phase;

import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.UnitState;

/** The unit an order names: orders reach the resolvers checked (see docs/orders.md), so it is the side's own. */
final class OwnUnits {

    private OwnUnits() {}

    /** The side's unit {@code id}; any other is a bug (the checks refuse it first, NOT_YOUR_UNIT). */
    static UnitState of(Board board, Side side, UnitId id) {
        UnitState u = board.scenario()
                .unit(id)
                .flatMap(d -> board.findUnit(id))
                .orElseThrow(() -> new IllegalStateException("an order naming " + id + " passed the checks"));
        if (board.sideOf(u) != side) {
            throw new IllegalStateException("an order of " + side + " naming " + id + " passed the checks");
        }
        return u;
    }
}

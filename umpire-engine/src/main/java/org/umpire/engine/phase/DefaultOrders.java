package org.umpire.engine.phase;

import org.umpire.engine.model.Side;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.GameState;

/**
 * The orders that stand for a side that sends none by the deadline (PRODUCT.md "Deadlines"):
 * set-up on the placement zones' centres (JP I-168 at Midway, I-ENG-1); no move and no entry;
 * automatic searches only; ready every air unit that may be readied. Resolving with these orders
 * gives the same state as resolving with none; the CLI shows them in the receipt.
 */
public final class DefaultOrders {

    private DefaultOrders() {}

    public static OrderSet of(Scenario scenario, GameState state, Side side) {
        if (state.isOver()) {
            return OrderSet.none(side);
        }
        return TurnSequence.resolverFor(state.phase()).defaults(new Board(scenario, state), side);
    }
}

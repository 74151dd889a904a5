package org.umpire.engine.phase;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.state.Board;

/**
 * One phase of the turn sequence (RULES section 2). A resolver reads the board and the orders of
 * its phase and returns the next state (still at this phase: the {@link TurnSequence} moves on)
 * and the events. Orders of other phases never reach it; admin orders are the engine's.
 */
public interface PhaseResolver {

    /** The phase it resolves. */
    Phase phase();

    /** The sides that have a decision to make in this phase now (SEQ-1). */
    Set<Side> awaiting(Board board);

    /**
     * The orders that stand for {@code side} when it sends none (PRODUCT.md: no move, automatic
     * searches only, ready everything that may be readied, set-up on the zone centres). Resolving
     * with them gives the same state as resolving with no orders.
     */
    OrderSet defaults(Board board, Side side);

    /** Resolves the phase. {@code orders} holds every side, possibly with an empty list. */
    StepResult resolve(Board board, Map<Side, List<Given>> orders, Dice dice);
}

package org.umpire.engine.phase;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.IgnoredReason;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.Board;

/**
 * Why a rule check says no, with the reason's parameters. Checks return
 * {@code Optional<Refusal>} so the same rule serves both resolving an order (the refusal becomes an
 * {@code OrderIgnored} event) and asking whether a side has a decision to make (SEQ-1).
 */
record Refusal(IgnoredReason reason, List<Object> details) {

    static Optional<Refusal> of(IgnoredReason reason, Object... namesAndValues) {
        return Optional.of(new Refusal(reason, List.of(namesAndValues)));
    }

    static Optional<Refusal> none() {
        return Optional.empty();
    }

    Event toEvent(Board board, Side side, Given given) {
        return Ignored.because(board, side, given, reason, details.toArray());
    }
}

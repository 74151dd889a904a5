package org.umpire.engine.phase;

import java.util.TreeMap;
import org.umpire.engine.event.IgnoredReason;
import org.umpire.engine.event.OrderIgnored;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.Board;

/** Builds {@link OrderIgnored} events: {@code Ignored.because(board, side, given, TOO_SLOW, "unit", id, "next-turn", 5)}. */
final class Ignored {

    private Ignored() {}

    static OrderIgnored because(Board board, Side side, Given given, IgnoredReason reason, Object... namesAndValues) {
        TreeMap<String, String> details = new TreeMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            details.put((String) namesAndValues[i], String.valueOf(namesAndValues[i + 1]));
        }
        return new OrderIgnored(
                board.turn(), board.phase(), side, given.index(), OrderText.of(given.order()), reason, details);
    }
}

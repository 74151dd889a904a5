package org.umpire.cli.orders;

import java.util.Map;
import java.util.Optional;
import org.umpire.engine.order.Order;

/**
 * One accepted order with the line it came from. Most carry an engine {@link Order}; "stay" and
 * "delay" statements carry none (they restate what happens without orders) but are echoed too.
 *
 * @param line   1-based line number
 * @param column column of the statement
 * @param source the statement as written
 * @param order  the engine order, if any
 * @param note   echo key and parameters for a statement without engine order
 */
public record AcceptedOrder(int line, int column, String source, Optional<Order> order, Optional<Note> note) {

    /** An echo for a statement that gives the engine nothing to do ({@code echo.stay}, {@code echo.delay}). */
    public record Note(String key, Map<String, Object> params) {}
}

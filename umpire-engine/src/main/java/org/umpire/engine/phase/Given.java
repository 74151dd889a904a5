package org.umpire.engine.phase;

import java.util.Objects;
import org.umpire.engine.order.Order;

/**
 * An order as a resolver receives it: the order and its 1-based position in the side's
 * {@code OrderSet}, so that anything set aside can name the player's line.
 */
public record Given(int index, Order order) {
    public Given {
        Objects.requireNonNull(order, "order");
        if (index < 1) {
            throw new IllegalArgumentException("order positions start at 1");
        }
    }
}

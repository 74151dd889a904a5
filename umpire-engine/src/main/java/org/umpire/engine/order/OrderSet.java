package org.umpire.engine.order;

import java.util.List;
import java.util.stream.Collectors;
import org.umpire.engine.model.Side;

/** The orders one side gives for one phase. An empty set means "no orders": the defaults apply. */
public record OrderSet(Side side, List<Order> orders) {

    public OrderSet {
        orders = List.copyOf(orders);
    }

    public static OrderSet none(Side side) {
        return new OrderSet(side, List.of());
    }

    public <T extends Order> List<T> ofKind(Class<T> kind) {
        return orders.stream().filter(kind::isInstance).map(kind::cast).collect(Collectors.toList());
    }
}

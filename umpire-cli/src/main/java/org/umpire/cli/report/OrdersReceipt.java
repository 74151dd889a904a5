package org.umpire.cli.report;

import java.util.List;

/**
 * The orders received from a side for the reported phase, as the orders parser understood them.
 *
 * @param orders   each accepted order in canonical form, in the order given
 * @param problems each rejected line with its line number and the reason, already in the reader's language
 * @param defaulted the side was asked for orders and sent none: its standing orders and the defaults
 *                  were applied (issue 12), and it is told so
 * @param advance  the orders were sent in advance, with those of an earlier phase of the turn (issue 12)
 */
public record OrdersReceipt(List<String> orders, List<String> problems, boolean defaulted, boolean advance) {

    public OrdersReceipt(List<String> orders, List<String> problems) {
        this(orders, problems, false, false);
    }

    public OrdersReceipt(List<String> orders, List<String> problems, boolean defaulted) {
        this(orders, problems, defaulted, false);
    }

    /** No orders came from a side that was asked: the standing orders and defaults were applied. */
    public static OrdersReceipt defaults() {
        return new OrdersReceipt(List.of(), List.of(), true);
    }

    public OrdersReceipt {
        orders = List.copyOf(orders);
        problems = List.copyOf(problems);
    }
}

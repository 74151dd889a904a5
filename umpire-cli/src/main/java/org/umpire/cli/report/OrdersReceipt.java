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
 * @param parts    for a report telling several phases one resolve went through (issue 12), each phase's
 *                 receipt under its phase (the other fields then empty); the report words the titles
 */
public record OrdersReceipt(List<String> orders, List<String> problems, boolean defaulted, boolean advance,
                            List<Part> parts) {

    /** One phase's receipt in a report telling several. */
    public record Part(org.umpire.engine.model.Phase phase, OrdersReceipt receipt) {
    }

    public OrdersReceipt(List<String> orders, List<String> problems) {
        this(orders, problems, false, false, List.of());
    }

    public OrdersReceipt(List<String> orders, List<String> problems, boolean defaulted) {
        this(orders, problems, defaulted, false, List.of());
    }

    public OrdersReceipt(List<String> orders, List<String> problems, boolean defaulted, boolean advance) {
        this(orders, problems, defaulted, advance, List.of());
    }

    /** The receipts of several phases, each under its phase. */
    public static OrdersReceipt ofParts(List<Part> parts) {
        return new OrdersReceipt(List.of(), List.of(), false, false, parts);
    }

    /** No orders came from a side that was asked: the standing orders and defaults were applied. */
    public static OrdersReceipt defaults() {
        return new OrdersReceipt(List.of(), List.of(), true);
    }

    public OrdersReceipt {
        orders = List.copyOf(orders);
        problems = List.copyOf(problems);
        parts = parts == null ? List.of() : List.copyOf(parts);
    }
}

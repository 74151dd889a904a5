package org.umpire.cli.report;

import java.util.List;

/**
 * The orders received from a side for the reported phase, as the orders parser understood them.
 *
 * @param orders   each accepted order in canonical form, in the order given
 * @param problems each rejected line with its line number and the reason, already in the reader's language
 */
public record OrdersReceipt(List<String> orders, List<String> problems) {
    public OrdersReceipt {
        orders = List.copyOf(orders);
        problems = List.copyOf(problems);
    }
}

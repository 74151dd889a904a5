package org.umpire.cli.orders;


import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * The one path by which a side's orders are stored for the game's current phase, whether they come
 * from {@code umpire orders submit} or from a mail: read, and only when every line is accepted,
 * stored (replacing earlier ones, which the game keeps) with the standing orders merged kind by
 * kind (I-ORD-16).
 */
public final class OrdersSubmission {

    /** What became of a submission. */
    public enum Outcome {
        /** Stored; no earlier orders for the phase. */
        STORED,
        /** Stored, replacing orders sent earlier for the phase. */
        REPLACED,
        /** Some line refused: nothing stored, earlier orders stay in force. */
        REFUSED,
        /** No order and no error in the text: nothing stored, earlier orders stay in force. */
        EMPTY
    }

    /**
     * @param receipt the orders as read for the current phase
     * @param outcome what was stored
     * @param later   orders sent in advance for later phases of the turn ({@link AdvanceOrders}), as read
     *                for each: stored with the current phase's, or refused with them
     */
    public record Result(OrdersReceipt receipt, Outcome outcome, java.util.SortedMap<Phase, OrdersReceipt> later) {

        public Result(OrdersReceipt receipt, Outcome outcome) {
            this(receipt, outcome, new java.util.TreeMap<>());
        }

        public Result {
            later = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(later));
        }

        public boolean stored() {
            return outcome == Outcome.STORED || outcome == Outcome.REPLACED;
        }

        /** The receipt of the current phase, then one per later phase sent in advance (for people). */
        public String render(ReceiptWriter writer) {
            StringBuilder sb = new StringBuilder(writer.render(receipt));
            later.forEach((phase, r) -> sb.append('\n').append(writer.later(phase)).append('\n').append(writer.render(r)));
            return sb.toString();
        }
    }

    private OrdersSubmission() {
    }

    /**
     * Reads and stores {@code text} as {@code side}'s orders for the locked game's current phase.
     *
     * @param keepEarlierWhenEmpty when true, a text with no order at all stores nothing (a mail
     *                             that says nothing never wipes earlier orders)
     */
    public static Result submit(OrdersContexts.LockedGame locked, Side side, String text, boolean keepEarlierWhenEmpty) {
        OrdersContext ctx = locked.context();
        AdvanceOrders.Split split = AdvanceOrders.read(ctx.scenario(), ctx.state(), side, text);
        OrdersReceipt receipt = split.now();
        java.util.SortedMap<Phase, OrdersReceipt> later = new java.util.TreeMap<>();
        split.later().forEach((phase, l) -> later.put(phase, l.receipt()));
        if (!split.allAccepted()) {
            return new Result(receipt, Outcome.REFUSED, later);
        }
        if (keepEarlierWhenEmpty && receipt.accepted().isEmpty() && later.isEmpty()) {
            return new Result(receipt, Outcome.EMPTY);
        }
        boolean replaced = false;
        // a text with orders for later phases only leaves the current phase's orders sent earlier in force
        if (!receipt.accepted().isEmpty() || later.isEmpty() || locked.orders(ctx.state().phase(), side).isEmpty()) {
            // standing orders come into force when the phase is resolved (the engine keeps them in the state)
            replaced = locked.saveOrders(ctx.state().phase(), side, split.nowText());
        }
        for (java.util.Map.Entry<Phase, AdvanceOrders.Later> l : split.later().entrySet()) {
            replaced |= locked.saveOrders(l.getKey(), side, l.getValue().text());
        }
        return new Result(receipt, replaced ? Outcome.REPLACED : Outcome.STORED, later);
    }
}

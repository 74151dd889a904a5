package org.umpire.cli.orders;


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

    /** @param receipt the orders as read; @param outcome what was stored */
    public record Result(OrdersReceipt receipt, Outcome outcome) {
        public boolean stored() {
            return outcome == Outcome.STORED || outcome == Outcome.REPLACED;
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
        OrdersReceipt receipt = OrdersReader.read(ctx.scenario(), ctx.state(), side, text);
        if (!receipt.allAccepted()) {
            return new Result(receipt, Outcome.REFUSED);
        }
        if (keepEarlierWhenEmpty && receipt.accepted().isEmpty()) {
            return new Result(receipt, Outcome.EMPTY);
        }
        // standing orders come into force when the phase is resolved (the engine keeps them in the state)
        boolean replaced = locked.saveOrders(side, text);
        return new Result(receipt, replaced ? Outcome.REPLACED : Outcome.STORED);
    }
}

package org.umpire.cli.orders;

import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * The one path by which a side's orders are stored for the game's current phase, whether they come
 * from {@code umpire orders submit} or from a mail: read, and stored (replacing earlier ones, which the
 * game keeps) without its refused lines (I-ORD-23; I-ORD-16 before see docs/orders.md), or refused whole when it
 * asks for all or nothing; standing orders are merged kind by kind when the phase is resolved.
 */
public final class OrdersSubmission {

    /** What became of a submission. */
    public enum Outcome {
        /** Stored; no earlier orders for the phase. */
        STORED,
        /** Stored, replacing orders sent earlier for the phase. */
        REPLACED,
        /** Every line refused, or a line refused in a text that asked for all or nothing: nothing stored. */
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
    public record Result(OrdersReceipt receipt, Outcome outcome, SortedMap<Phase, OrdersReceipt> later) {

        public Result(OrdersReceipt receipt, Outcome outcome) {
            this(receipt, outcome, new TreeMap<>());
        }

        public Result {
            later = Collections.unmodifiableSortedMap(new TreeMap<>(later));
        }

        public boolean stored() {
            return outcome == Outcome.STORED || outcome == Outcome.REPLACED;
        }

        /** Stored without the lines refused (I-ORD-23): the receipt lists them with their fix. */
        public boolean partly() {
            return stored()
                    && (!receipt.allAccepted() || later.values().stream().anyMatch(r -> !r.allAccepted()));
        }

        /** Refused whole because the text asked for all or nothing and a line was refused. */
        public boolean refusedAllOrNothing() {
            return outcome == Outcome.REFUSED
                    && (receipt.allOrNothing() || later.values().stream().anyMatch(OrdersReceipt::allOrNothing));
        }

        /** The receipt of the current phase, then one per later phase sent in advance (for people). */
        public String render(ReceiptWriter writer) {
            StringBuilder sb = new StringBuilder(writer.render(receipt));
            later.forEach((phase, r) ->
                    sb.append('\n').append(writer.later(phase)).append('\n').append(writer.render(r)));
            return sb.toString();
        }
    }

    private OrdersSubmission() {}

    /**
     * Reads and stores {@code text} as {@code side}'s orders for the locked game's current phase.
     *
     * @param keepEarlierWhenEmpty when true, a text with no order at all stores nothing (a mail
     *                             that says nothing never wipes earlier orders)
     */
    public static Result submit(
            OrdersContexts.LockedGame locked, Side side, String text, boolean keepEarlierWhenEmpty) {
        OrdersContext ctx = locked.context();
        AdvanceOrders.Split split = AdvanceOrders.read(ctx.scenario(), ctx.state(), side, text);
        OrdersReceipt receipt = split.now();
        SortedMap<Phase, OrdersReceipt> later = new TreeMap<>();
        split.later().forEach((phase, l) -> later.put(phase, l.receipt()));
        boolean allOrNothing = receipt.allOrNothing() || later.values().stream().anyMatch(OrdersReceipt::allOrNothing);
        boolean anyAccepted = !receipt.accepted().isEmpty()
                || later.values().stream().anyMatch(r -> !r.accepted().isEmpty());
        if (!split.allAccepted() && (allOrNothing || !anyAccepted)) {
            // all or nothing asked, or every line refused: nothing stored, earlier orders stay in force
            return new Result(receipt, Outcome.REFUSED, later);
        }
        // a refused line never costs the others (I-ORD-23): only the accepted statements are stored
        String nowText = storable(ctx, side, receipt, split.nowText(), false);
        Map<Phase, String> laterTexts = new TreeMap<>();
        boolean unstorable = nowText == null;
        for (Map.Entry<Phase, AdvanceOrders.Later> l : split.later().entrySet()) {
            OrdersReceipt lr = l.getValue().receipt();
            if (lr.accepted().isEmpty()) {
                continue;
            }
            OrdersContext at = new OrdersContext(
                    ctx.scenario(), ctx.state().at(ctx.state().turn(), l.getKey()), ctx.gameDir(), ctx.languages());
            String t = storable(at, side, lr, l.getValue().text(), true);
            unstorable |= t == null;
            laterTexts.put(l.getKey(), t);
        }
        if (unstorable) {
            return new Result(receipt, Outcome.REFUSED, later);
        }
        boolean nowAccepted = !receipt.accepted().isEmpty();
        boolean laterAccepted = !laterTexts.isEmpty();
        if (keepEarlierWhenEmpty && !nowAccepted && !laterAccepted) {
            return new Result(receipt, split.allAccepted() ? Outcome.EMPTY : Outcome.REFUSED, later);
        }
        boolean replaced = false;
        // a text with orders for later phases only leaves the current phase's orders sent earlier in force
        if (nowAccepted
                || !laterAccepted
                || locked.orders(ctx.state().phase(), side).isEmpty()) {
            // standing orders come into force when the phase is resolved (the engine keeps them in the state)
            replaced = locked.saveOrders(ctx.state().phase(), side, nowText);
        }
        for (Map.Entry<Phase, String> l : laterTexts.entrySet()) {
            replaced |= locked.saveOrders(l.getKey(), side, l.getValue());
        }
        return new Result(receipt, replaced ? Outcome.REPLACED : Outcome.STORED, later);
    }

    /**
     * The text to store for {@code receipt}'s phase: the text read, its refused statements blanked. It must
     * read again to exactly the accepted orders (the resolve reads it again, and refuses a stored text
     * that no longer passes): a refused line can change what another means (a named ship's line taking
     * it out of its hex line's move, ORD-2), so when the blanked text reads otherwise, the accepted orders'
     * canonical lines are stored instead. Null when neither reads back (never seen: then nothing is stored).
     */
    private static String storable(OrdersContext ctx, Side side, OrdersReceipt receipt, String text, boolean deferred) {
        if (receipt.refused().isEmpty()) {
            return text;
        }
        String blanked = receipt.acceptedText(text);
        if (readsBack(ctx, side, receipt, blanked, deferred)) {
            return blanked;
        }
        ReceiptWriter en = ReceiptWriter.load(Language.EN, null);
        String canonical = String.join("\n", en.echoes(receipt)) + "\n";
        if (deferred) {
            canonical += text.substring(text.lastIndexOf(AdvanceOrders.MARKER));
        }
        return readsBack(ctx, side, receipt, canonical, deferred) ? canonical : null;
    }

    private static boolean readsBack(
            OrdersContext ctx, Side side, OrdersReceipt receipt, String text, boolean deferred) {
        OrdersReceipt again = deferred
                ? OrdersReader.readDeferred(SideView.of(ctx.scenario(), ctx.state(), side), text)
                : OrdersReader.read(SideView.of(ctx.scenario(), ctx.state(), side), text);
        return again.allAccepted()
                && again.orders().equals(receipt.orders())
                && again.accepted().size() == receipt.accepted().size();
    }
}

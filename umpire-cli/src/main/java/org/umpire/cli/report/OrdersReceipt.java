package org.umpire.cli.report;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;

/**
 * The orders received from a side for the reported phase, as the orders parser understood them.
 *
 * @param orders   each accepted order in canonical form, in the order given
 * @param problems each rejected line with its line number and the reason, already worded
 * @param defaulted the side was asked for orders and sent none: its standing orders and the defaults
 *                  were applied (see docs/orders.md), and it is told so
 * @param advance  the orders were sent in advance, with those of an earlier phase of the turn (see docs/orders.md)
 * @param parts    for a report telling several phases one resolve went through (see docs/orders.md), each phase's
 *                 receipt under its phase (the other fields then empty); the report words the titles
 * @param worded   the same orders and problems in each language the receipt was worded in ({@link #in}):
 *                 a report reads them in its own language, whatever its reader's (see docs/reports-and-mail.md#one-language-per-reader)
 * @param source   who gave the orders: the side's player, or, its orders not having come by the deadline, the
 *                 missed-orders policy (docs/club.md): the stand-in, or the side's forfeit
 */
public record OrdersReceipt(
        List<String> orders,
        List<String> problems,
        boolean defaulted,
        boolean advance,
        List<Part> parts,
        Map<Language, Wording> worded,
        Source source) {

    /** Who gave a side's orders. */
    public enum Source {
        /** the side's player (or the program, for a side it plays from the start) */
        PLAYER,
        /** the stand-in: the side's plan bot, its orders not having come by the deadline */
        STAND_IN,
        /** the missed-orders policy made the side concede after the stand-in's limit */
        FORFEIT
    }

    public OrdersReceipt(
            List<String> orders,
            List<String> problems,
            boolean defaulted,
            boolean advance,
            List<Part> parts,
            Map<Language, Wording> worded) {
        this(orders, problems, defaulted, advance, parts, worded, Source.PLAYER);
    }

    /** The same receipt, given by {@code by}. */
    public OrdersReceipt by(Source by) {
        return new OrdersReceipt(orders, problems, defaulted, advance, parts, worded, by);
    }

    /** One phase's receipt in a report telling several. */
    public record Part(Phase phase, OrdersReceipt receipt) {}

    /** The orders and problems of a receipt in one language. */
    public record Wording(List<String> orders, List<String> problems) {
        public Wording {
            orders = List.copyOf(orders);
            problems = List.copyOf(problems);
        }
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

    public OrdersReceipt(
            List<String> orders, List<String> problems, boolean defaulted, boolean advance, List<Part> parts) {
        this(orders, problems, defaulted, advance, parts, Map.of());
    }

    /** The receipts of several phases, each under its phase. */
    public static OrdersReceipt ofParts(List<Part> parts) {
        return new OrdersReceipt(List.of(), List.of(), false, false, parts);
    }

    /** No orders came from a side that was asked: the standing orders and defaults were applied. */
    public static OrdersReceipt defaults() {
        return new OrdersReceipt(List.of(), List.of(), true);
    }

    /** A receipt worded in every language: {@code orders} and {@code problems} are the first language's. */
    public static OrdersReceipt worded(Map<Language, Wording> worded, Language first, boolean advance) {
        Wording w = worded.get(first);
        return new OrdersReceipt(w.orders(), w.problems(), false, advance, List.of(), worded);
    }

    public OrdersReceipt {
        orders = List.copyOf(orders);
        problems = List.copyOf(problems);
        parts = parts == null ? List.of() : List.copyOf(parts);
        worded = worded == null || worded.isEmpty() ? Map.of() : Map.copyOf(new EnumMap<>(worded));
        source = source == null ? Source.PLAYER : source;
    }

    /** The same receipt with {@code more} problems after its own, in each language it is worded in. */
    public OrdersReceipt withProblems(Map<Language, List<String>> more, Language first) {
        List<String> problems = new ArrayList<>(this.problems);
        problems.addAll(more.getOrDefault(first, List.of()));
        Map<Language, Wording> w = new EnumMap<>(Language.class);
        for (Map.Entry<Language, List<String>> e : more.entrySet()) {
            Wording own = worded.getOrDefault(e.getKey(), new Wording(orders, this.problems));
            List<String> p = new ArrayList<>(own.problems());
            p.addAll(e.getValue());
            w.put(e.getKey(), new Wording(own.orders(), p));
        }
        return new OrdersReceipt(orders, problems, defaulted, advance, parts, w, source);
    }

    /** This receipt as a report in {@code language} reads it (see docs/reports-and-mail.md: one language per reader). */
    public OrdersReceipt in(Language language) {
        List<Part> ps = parts.stream()
                .map(p -> new Part(p.phase(), p.receipt().in(language)))
                .toList();
        Wording w = worded.get(language);
        return w == null
                ? new OrdersReceipt(orders, problems, defaulted, advance, ps, worded, source)
                : new OrdersReceipt(w.orders(), w.problems(), defaulted, advance, ps, worded, source);
    }
}

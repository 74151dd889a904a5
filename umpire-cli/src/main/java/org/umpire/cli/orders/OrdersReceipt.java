package org.umpire.cli.orders;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.order.StandingOrder;

/**
 * The result of reading a side's orders: the accepted orders (each with its line, to be echoed)
 * and every problem with its line and column. Language-neutral: {@link ReceiptWriter} words it.
 */
public final class OrdersReceipt {

    private final Side side;
    private final int turn;
    private final Phase phase;
    private final List<AcceptedOrder> accepted;
    private final List<LineProblem> problems;
    final Names names;
    private final List<Refused> refused;
    private final boolean allOrNothing;

    /**
     * A refused statement: its line and the column where it starts (it runs to the next {@code ;} or the
     * end of the line). A submission blanks it out of the text it stores (I-ORD-23).
     */
    public record Refused(int line, int column) {}

    OrdersReceipt(
            Side side,
            int turn,
            Phase phase,
            List<AcceptedOrder> accepted,
            List<LineProblem> problems,
            Names names,
            List<Refused> refused,
            boolean allOrNothing) {
        this.refused = List.copyOf(refused);
        this.allOrNothing = allOrNothing;
        this.side = side;
        this.turn = turn;
        this.phase = phase;
        this.accepted = List.copyOf(accepted);
        this.problems = List.copyOf(problems);
        this.names = names;
    }

    public Side side() {
        return side;
    }

    public int turn() {
        return turn;
    }

    public Phase phase() {
        return phase;
    }

    public List<AcceptedOrder> accepted() {
        return accepted;
    }

    public List<LineProblem> problems() {
        return problems;
    }

    public List<LineProblem> errors() {
        return problems.stream().filter(LineProblem::isError).collect(Collectors.toList());
    }

    /** The statements refused, in text order. */
    public List<Refused> refused() {
        return refused;
    }

    /** The text asked for all or nothing ({@code all or nothing} / {@code tout ou rien}, I-ORD-23). */
    public boolean allOrNothing() {
        return allOrNothing;
    }

    /** The notes: lines not read as orders (conversation, I-ORD-22) and headings, which are not problems. */
    public List<LineProblem> notes() {
        return problems.stream().filter(LineProblem::isNote).collect(Collectors.toList());
    }

    /**
     * {@code text} without its refused statements (each blanked with spaces up to the next {@code ;} or the
     * end of its line, so the other lines keep their numbers and columns): what is stored when a mail is
     * taken in part (I-ORD-23). {@code text} must be the text this receipt was read from.
     */
    public String acceptedText(String text) {
        String[] lines = text.split("\r?\n", -1);
        for (Refused r : refused) {
            if (r.line() < 1 || r.line() > lines.length) {
                continue;
            }
            String l = lines[r.line() - 1];
            int from = Math.max(0, Math.min(l.length(), r.column() - 1));
            int to = l.indexOf(';', from);
            to = to < 0 ? l.length() : to;
            lines[r.line() - 1] = l.substring(0, from) + " ".repeat(to - from) + l.substring(to);
        }
        return String.join("\n", lines);
    }

    /** True when no line was refused (warnings allowed). */
    public boolean allAccepted() {
        return errors().isEmpty();
    }

    /** The engine orders accepted, in the order of the text. */
    public List<Order> orders() {
        List<Order> l = new ArrayList<>();
        for (AcceptedOrder a : accepted) {
            a.order().ifPresent(l::add);
        }
        return l;
    }

    /** The accepted orders as the engine receives them for this phase. */
    public OrderSet orderSet() {
        return new OrderSet(side, orders());
    }

    /** The standing orders among the accepted ones. */
    public List<StandingOrder> standingOrders() {
        List<StandingOrder> l = new ArrayList<>();
        for (Order o : orders()) {
            if (o instanceof StandingOrder order) {
                l.add(order);
            }
        }
        return l;
    }

    Optional<Names> names() {
        return Optional.ofNullable(names);
    }
}

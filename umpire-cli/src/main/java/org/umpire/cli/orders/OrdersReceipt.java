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

    OrdersReceipt(Side side, int turn, Phase phase, List<AcceptedOrder> accepted, List<LineProblem> problems,
                  Names names) {
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
            if (o instanceof StandingOrder) {
                l.add((StandingOrder) o);
            }
        }
        return l;
    }

    Optional<Names> names() {
        return Optional.ofNullable(names);
    }
}

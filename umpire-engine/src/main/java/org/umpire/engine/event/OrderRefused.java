package org.umpire.engine.event;

import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import org.umpire.engine.legality.OrderProblem;
import org.umpire.engine.legality.ProblemKind;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * An order the engine set aside before resolving its phase because the side's own checks refuse it
 * there and then (see docs/orders.md: one check per order kind): the very {@link ProblemKind} a receipt
 * gives, with its parameters, so that the player reads the same reason, worded by the same message
 * ({@code problem.<key>}), as on a receipt. Orders reach the engine checked; this happens to orders sent
 * in advance for a later phase (a search with the movement orders, a landing with any earlier phase)
 * that the state of their own phase no longer allows, and to orders given to the engine directly.
 * What the side could not know is never a refusal: that is an {@link OrderIgnored} with a truth-only
 * {@link IgnoredReason}. Seen by the side that gave the order and by the umpire.
 *
 * @param index   1-based position of the order in the side's {@code OrderSet}
 * @param order   the engine's short English form of the order, for logs
 * @param problem the check that refuses it
 * @param details the problem's parameters ({@link ProblemKind#params()}) as text, {@code -} for one it does not give
 */
public record OrderRefused(
        int turn,
        Phase phase,
        Side side,
        int index,
        String order,
        ProblemKind problem,
        SortedMap<String, String> details)
        implements Event {

    public OrderRefused {
        details = new TreeMap<>(details);
        if (!details.keySet().equals(new TreeSet<>(problem.params()))) {
            throw new IllegalArgumentException(
                    problem + " needs details " + problem.params() + ", got " + details.keySet());
        }
    }

    /** The refusal of order {@code index} (1-based) for {@code p}, its parameters as views word them. */
    public static OrderRefused of(int turn, Phase phase, Side side, int index, String order, OrderProblem p) {
        SortedMap<String, String> details = new TreeMap<>();
        for (String name : p.kind().params()) {
            Object v = p.params().get(name);
            details.put(name, v == null ? "-" : EventKey.text(v));
        }
        return new OrderRefused(turn, phase, side, index, order, p.kind(), details);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(
                audience,
                side,
                () -> EventKeys.refused(problem).view(pairs(false)),
                () -> EventKeys.umpireRefused(problem).view(pairs(true)));
    }

    private Object[] pairs(boolean withSide) {
        return Views.orderPairs(side, withSide, index, order, details);
    }
}

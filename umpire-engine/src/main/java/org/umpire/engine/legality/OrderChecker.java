package org.umpire.engine.legality;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.order.AdminOrder;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.CombatOrder;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.RecoveryOrder;
import org.umpire.engine.order.SearchOrder;
import org.umpire.engine.order.SetupOrder;
import org.umpire.engine.order.StandingOrder;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * The legality checks of orders, against what the ordering side knows only ({@link SideView}).
 * Pure: the same scenario, state, side and orders always give the same problems, in order.
 * The CLI uses it to answer each mail; the engine may use it again before resolving.
 */
public final class OrderChecker {

    private OrderChecker() {}

    /** Problems of one order on its own. */
    public static List<OrderProblem> check(Scenario scenario, GameState state, Side side, Order order) {
        return check(scenario, state, side, List.of(order));
    }

    /**
     * Problems of a side's orders for the current phase, each tied to its order's index. Orders are
     * checked together: positions after this phase's moves (a carrier moving within range of
     * Midway, ST11 reaching Kure), units given two orders, search counts, capacity.
     */
    public static List<OrderProblem> check(
            Scenario scenario, GameState state, Side side, List<? extends Order> orders) {
        return check(SideView.of(scenario, state, side), orders);
    }

    /** Problems of one order on its own, from what one side knows only. */
    public static List<OrderProblem> check(SideView side, Order order) {
        return check(side, List.of(order));
    }

    /** Problems of a side's orders for the current phase, from its view (the orders parser's way in). */
    public static List<OrderProblem> check(SideView side, List<? extends Order> orders) {
        SideView view = side.with(orders);
        Problems p = new Problems();
        for (int i = 0; i < orders.size(); i++) {
            p.at(i);
            Order o = orders.get(i);
            if (view.gameOver()) {
                p.add(ProblemKind.GAME_OVER);
                continue;
            }
            if (!o.phases().contains(view.phase())) {
                p.add(ProblemKind.WRONG_PHASE, "phase", view.phase(), "expected", sortedPhases(o.phases()));
                continue;
            }
            checkOne(view, p, o);
        }
        SetChecks.run(view, p, orders);
        List<OrderProblem> result = new ArrayList<>(p.list());
        result.sort(Comparator.comparingInt(OrderProblem::order));
        return result;
    }

    static List<Phase> sortedPhases(Set<Phase> phases) {
        return new ArrayList<>(new TreeSet<>(phases));
    }

    private static void checkOne(SideView v, Problems p, Order o) {
        if (o instanceof SetupOrder order7) {
            MovementChecks.setup(v, p, order7);
        } else if (o instanceof MovementOrder order6) {
            MovementChecks.movement(v, p, order6);
        } else if (o instanceof SearchOrder order5) {
            AirChecks.search(v, p, order5);
        } else if (o instanceof AirOrder order4) {
            AirChecks.air(v, p, order4);
        } else if (o instanceof CombatOrder order3) {
            TargetChecks.combat(v, p, order3);
        } else if (o instanceof RecoveryOrder order2) {
            RecoveryChecks.recovery(v, p, order2);
        } else if (o instanceof StandingOrder order1) {
            StandingChecks.standing(p, order1);
        } else if (o instanceof AdminOrder order) {
            MovementChecks.admin(v, p, order);
        } else {
            throw new AssertionError(o);
        }
    }
}

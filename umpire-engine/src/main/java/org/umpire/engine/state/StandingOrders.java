package org.umpire.engine.state;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.StandingOrder;

/**
 * A side's standing orders in force: what its fighters, AA and bombers do in a combat step for
 * which it sent no orders. They stay in force until replaced, kind by kind. With {@code askMe}
 * the side is asked in every combat step all the same ("ask me in combats").
 *
 * @param fighters   the fighter policy (AIR-3), if stated
 * @param aa         the AA policy (AA-1), if stated
 * @param priorities target priorities by combat step (BOMB-1, NAV-3, ...)
 * @param askMe      wait for this side's orders in every combat step where it decides
 */
public record StandingOrders(
        Optional<StandingOrder.FighterPolicy.Mode> fighters,
        Optional<StandingOrder.AaPolicy.Mode> aa,
        Map<StandingOrder.Step, List<UnitType>> priorities,
        boolean askMe) {

    public static final StandingOrders NONE = new StandingOrders(Optional.empty(), Optional.empty(), Map.of(), false);

    public StandingOrders {
        fighters = fighters == null ? Optional.empty() : fighters;
        aa = aa == null ? Optional.empty() : aa;
        EnumMap<StandingOrder.Step, List<UnitType>> m = new EnumMap<>(StandingOrder.Step.class);
        priorities.forEach((k, v) -> m.put(k, List.copyOf(v)));
        priorities = Collections.unmodifiableMap(m);
    }

    /** These standing orders with {@code order} in force (replacing the one of its kind). */
    public StandingOrders with(StandingOrder order) {
        if (order instanceof StandingOrder.FighterPolicy policy) {
            return new StandingOrders(Optional.of(policy.mode()), aa, priorities, askMe);
        }
        if (order instanceof StandingOrder.AaPolicy policy1) {
            return new StandingOrders(fighters, Optional.of(policy1.mode()), priorities, askMe);
        }
        if (order instanceof StandingOrder.TargetPriority p) {
            EnumMap<StandingOrder.Step, List<UnitType>> m = new EnumMap<>(StandingOrder.Step.class);
            m.putAll(priorities);
            m.put(p.step(), p.priority());
            return new StandingOrders(fighters, aa, m, askMe);
        }
        if (order instanceof StandingOrder.AskMe me) {
            return new StandingOrders(fighters, aa, priorities, me.ask());
        }
        throw new AssertionError(order);
    }

    public Optional<List<UnitType>> priority(StandingOrder.Step step) {
        return Optional.ofNullable(priorities.get(step));
    }

    public boolean isEmpty() {
        return fighters.isEmpty() && aa.isEmpty() && priorities.isEmpty() && !askMe;
    }
}

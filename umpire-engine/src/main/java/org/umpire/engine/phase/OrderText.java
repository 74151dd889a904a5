package org.umpire.engine.phase;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.order.AdminOrder;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.Assignment;
import org.umpire.engine.order.CombatOrder;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.RecoveryOrder;
import org.umpire.engine.order.SearchOrder;
import org.umpire.engine.order.SetupOrder;
import org.umpire.engine.order.StandingOrder;

/**
 * The engine's short English form of an order, for logs and {@code OrderIgnored} events: every kind has one,
 * never the program's record form ({@code FighterTargets[combat=F6, ...]}). Player reports show the player's own
 * line instead (found by the order's index), never this.
 */
public final class OrderText {

    private OrderText() {}

    public static String of(Order order) {
        if (order instanceof SetupOrder.Place p) {
            return "place " + join(p.units()) + " in " + p.hex();
        }
        if (order instanceof MovementOrder.Move m) {
            return join(m.units()) + " -> " + m.to();
        }
        if (order instanceof MovementOrder.Enter e) {
            return "enter " + join(e.units()) + " at " + e.hex();
        }
        if (order instanceof MovementOrder.Exit exit) {
            return "exit " + join(exit.units());
        }
        if (order instanceof MovementOrder.DeclareMidwayRaid r) {
            return "raid Midway with " + join(r.aircraft())
                    + r.landAt().map(b -> ", landing on " + b).orElse("");
        }
        if (order instanceof SearchOrder.SourceSearch s) {
            return "search " + s.target() + " from " + s.source();
        }
        if (order instanceof SearchOrder.AircraftSearch s) {
            return "search " + s.target() + " with " + s.aircraft();
        }
        if (order instanceof RecoveryOrder.SetReadiness r) {
            return r.aircraft() + (r.readiness() == Readiness.READY ? " ready" : " not ready");
        }
        if (order instanceof AdminOrder.FormGroup g) {
            return "group " + g.name() + ": " + join(g.units());
        }
        if (order instanceof AdminOrder.Concede) {
            return "concede";
        }
        if (order instanceof MovementOrder.StartKureBase) {
            return "start the Kure base";
        }
        if (order instanceof AirOrder.Raid r) {
            return "raid " + r.target() + " with " + join(r.aircraft())
                    + r.landAt().map(b -> ", landing on " + b).orElse("");
        }
        if (order instanceof AirOrder.CancelMidwayRaid) {
            return "cancel the Midway raid";
        }
        if (order instanceof AirOrder.FighterTargets f) {
            return "fighters over " + f.combat() + ": " + assignments(f.assignments());
        }
        if (order instanceof AirOrder.AaTargets a) {
            return "AA in " + a.combat() + ": " + assignments(a.assignments());
        }
        if (order instanceof AirOrder.BombingTargets b) {
            return "bombing in " + b.combat() + ": " + assignments(b.assignments());
        }
        if (order instanceof CombatOrder.DeclareNavalCombat combat) {
            return "naval combat in " + combat.hex();
        }
        if (order instanceof CombatOrder.SubmarineAttack a) {
            return "submarine attack in " + a.hex()
                    + (a.assignments().isEmpty() ? "" : ": " + assignments(a.assignments()));
        }
        if (order instanceof CombatOrder.ScreenAssignments a) {
            return "screen in " + a.hex() + ": " + assignments(a.assignments());
        }
        if (order instanceof CombatOrder.SurfaceTargets a) {
            return "surface fire in " + a.hex() + ": " + assignments(a.assignments());
        }
        if (order instanceof CombatOrder.BombardmentTargets targets) {
            return "bombard: " + assignments(targets.assignments());
        }
        if (order instanceof CombatOrder.Land land) {
            return "land " + join(land.landUnits()) + " at Midway";
        }
        if (order instanceof CombatOrder.LandCombatTargets targets1) {
            return "land combat: " + assignments(targets1.assignments());
        }
        if (order instanceof RecoveryOrder.LandAircraft l) {
            return l.aircraft() + " lands on " + l.base();
        }
        if (order instanceof RecoveryOrder.BringInReserve r) {
            return "bring in " + r.reserve() + (r.readiness() == Readiness.READY ? " ready" : " not ready");
        }
        if (order instanceof StandingOrder standingOrder) {
            return "standing order " + standing(standingOrder);
        }
        throw new AssertionError(order);
    }

    /** {@code F6 -> R1, F7 -> R2}. */
    private static String assignments(List<Assignment> list) {
        return list.stream().map(a -> a.firer() + " -> " + a.target()).collect(Collectors.joining(", "));
    }

    private static String standing(StandingOrder o) {
        if (o instanceof StandingOrder.TargetPriority t) {
            return t.step().name().toLowerCase(Locale.ROOT) + " priority " + join(t.priority());
        }
        if (o instanceof StandingOrder.AaPolicy policy) {
            return "AA " + policy.mode().name().toLowerCase(Locale.ROOT);
        }
        if (o instanceof StandingOrder.FighterPolicy policy1) {
            return "fighters " + policy1.mode().name().toLowerCase(Locale.ROOT);
        }
        if (o instanceof StandingOrder.AskMe me) {
            return me.ask() ? "ask me in combats" : "do not ask me";
        }
        throw new AssertionError(o);
    }

    private static String join(Collection<?> items) {
        return items.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }
}

package org.umpire.engine.phase;

import java.util.Collection;
import java.util.stream.Collectors;

import org.umpire.engine.order.AdminOrder;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.RecoveryOrder;
import org.umpire.engine.order.SearchOrder;
import org.umpire.engine.order.SetupOrder;

/**
 * The engine's short English form of an order, for logs and {@code OrderIgnored} events: every kind has one,
 * never the program's record form ({@code FighterTargets[combat=F6, ...]}). Player reports show the player's own
 * line instead (found by the order's index), never this.
 */
public final class OrderText {

    private OrderText() {
    }

    public static String of(Order order) {
        if (order instanceof SetupOrder.Place) {
            SetupOrder.Place p = (SetupOrder.Place) order;
            return "place " + join(p.units()) + " in " + p.hex();
        }
        if (order instanceof MovementOrder.Move) {
            MovementOrder.Move m = (MovementOrder.Move) order;
            return join(m.units()) + " -> " + m.to();
        }
        if (order instanceof MovementOrder.Enter) {
            MovementOrder.Enter e = (MovementOrder.Enter) order;
            return "enter " + join(e.units()) + " at " + e.hex();
        }
        if (order instanceof MovementOrder.Exit) {
            return "exit " + join(((MovementOrder.Exit) order).units());
        }
        if (order instanceof MovementOrder.DeclareMidwayRaid) {
            MovementOrder.DeclareMidwayRaid r = (MovementOrder.DeclareMidwayRaid) order;
            return "raid Midway with " + join(r.aircraft()) + r.landAt().map(b -> ", landing on " + b).orElse("");
        }
        if (order instanceof SearchOrder.SourceSearch) {
            SearchOrder.SourceSearch s = (SearchOrder.SourceSearch) order;
            return "search " + s.target() + " from " + s.source();
        }
        if (order instanceof SearchOrder.AircraftSearch) {
            SearchOrder.AircraftSearch s = (SearchOrder.AircraftSearch) order;
            return "search " + s.target() + " with " + s.aircraft();
        }
        if (order instanceof RecoveryOrder.SetReadiness) {
            RecoveryOrder.SetReadiness r = (RecoveryOrder.SetReadiness) order;
            return r.aircraft() + (r.readiness() == org.umpire.engine.model.Readiness.READY ? " ready" : " not ready");
        }
        if (order instanceof AdminOrder.FormGroup) {
            AdminOrder.FormGroup g = (AdminOrder.FormGroup) order;
            return "group " + g.name() + ": " + join(g.units());
        }
        if (order instanceof AdminOrder.Concede) {
            return "concede";
        }
        if (order instanceof MovementOrder.StartKureBase) {
            return "start the Kure base";
        }
        if (order instanceof org.umpire.engine.order.AirOrder.Raid) {
            org.umpire.engine.order.AirOrder.Raid r = (org.umpire.engine.order.AirOrder.Raid) order;
            return "raid " + r.target() + " with " + join(r.aircraft()) + r.landAt().map(b -> ", landing on " + b).orElse("");
        }
        if (order instanceof org.umpire.engine.order.AirOrder.CancelMidwayRaid) {
            return "cancel the Midway raid";
        }
        if (order instanceof org.umpire.engine.order.AirOrder.FighterTargets) {
            org.umpire.engine.order.AirOrder.FighterTargets f = (org.umpire.engine.order.AirOrder.FighterTargets) order;
            return "fighters over " + f.combat() + ": " + assignments(f.assignments());
        }
        if (order instanceof org.umpire.engine.order.AirOrder.AaTargets) {
            org.umpire.engine.order.AirOrder.AaTargets a = (org.umpire.engine.order.AirOrder.AaTargets) order;
            return "AA in " + a.combat() + ": " + assignments(a.assignments());
        }
        if (order instanceof org.umpire.engine.order.AirOrder.BombingTargets) {
            org.umpire.engine.order.AirOrder.BombingTargets b = (org.umpire.engine.order.AirOrder.BombingTargets) order;
            return "bombing in " + b.combat() + ": " + assignments(b.assignments());
        }
        if (order instanceof org.umpire.engine.order.CombatOrder.DeclareNavalCombat) {
            return "naval combat in " + ((org.umpire.engine.order.CombatOrder.DeclareNavalCombat) order).hex();
        }
        if (order instanceof org.umpire.engine.order.CombatOrder.SubmarineAttack) {
            org.umpire.engine.order.CombatOrder.SubmarineAttack a = (org.umpire.engine.order.CombatOrder.SubmarineAttack) order;
            return "submarine attack in " + a.hex() + (a.assignments().isEmpty() ? "" : ": " + assignments(a.assignments()));
        }
        if (order instanceof org.umpire.engine.order.CombatOrder.ScreenAssignments) {
            org.umpire.engine.order.CombatOrder.ScreenAssignments a = (org.umpire.engine.order.CombatOrder.ScreenAssignments) order;
            return "screen in " + a.hex() + ": " + assignments(a.assignments());
        }
        if (order instanceof org.umpire.engine.order.CombatOrder.SurfaceTargets) {
            org.umpire.engine.order.CombatOrder.SurfaceTargets a = (org.umpire.engine.order.CombatOrder.SurfaceTargets) order;
            return "surface fire in " + a.hex() + ": " + assignments(a.assignments());
        }
        if (order instanceof org.umpire.engine.order.CombatOrder.BombardmentTargets) {
            return "bombard: " + assignments(((org.umpire.engine.order.CombatOrder.BombardmentTargets) order).assignments());
        }
        if (order instanceof org.umpire.engine.order.CombatOrder.Land) {
            return "land " + join(((org.umpire.engine.order.CombatOrder.Land) order).landUnits()) + " at Midway";
        }
        if (order instanceof org.umpire.engine.order.CombatOrder.LandCombatTargets) {
            return "land combat: " + assignments(((org.umpire.engine.order.CombatOrder.LandCombatTargets) order).assignments());
        }
        if (order instanceof RecoveryOrder.LandAircraft) {
            RecoveryOrder.LandAircraft l = (RecoveryOrder.LandAircraft) order;
            return l.aircraft() + " lands on " + l.base();
        }
        if (order instanceof RecoveryOrder.BringInReserve) {
            RecoveryOrder.BringInReserve r = (RecoveryOrder.BringInReserve) order;
            return "bring in " + r.reserve() + (r.readiness() == org.umpire.engine.model.Readiness.READY ? " ready" : " not ready");
        }
        if (order instanceof org.umpire.engine.order.StandingOrder) {
            return "standing order " + standing((org.umpire.engine.order.StandingOrder) order);
        }
        throw new AssertionError(order);
    }

    /** {@code F6 -> R1, F7 -> R2}. */
    private static String assignments(java.util.List<org.umpire.engine.order.Assignment> list) {
        return list.stream().map(a -> a.firer() + " -> " + a.target()).collect(Collectors.joining(", "));
    }

    private static String standing(org.umpire.engine.order.StandingOrder o) {
        if (o instanceof org.umpire.engine.order.StandingOrder.TargetPriority) {
            org.umpire.engine.order.StandingOrder.TargetPriority t = (org.umpire.engine.order.StandingOrder.TargetPriority) o;
            return t.step().name().toLowerCase(java.util.Locale.ROOT) + " priority " + join(t.priority());
        }
        if (o instanceof org.umpire.engine.order.StandingOrder.AaPolicy) {
            return "AA " + ((org.umpire.engine.order.StandingOrder.AaPolicy) o).mode().name().toLowerCase(java.util.Locale.ROOT);
        }
        if (o instanceof org.umpire.engine.order.StandingOrder.FighterPolicy) {
            return "fighters " + ((org.umpire.engine.order.StandingOrder.FighterPolicy) o).mode().name()
                    .toLowerCase(java.util.Locale.ROOT);
        }
        if (o instanceof org.umpire.engine.order.StandingOrder.AskMe) {
            return ((org.umpire.engine.order.StandingOrder.AskMe) o).ask() ? "ask me in combats" : "do not ask me";
        }
        throw new AssertionError(o);
    }

    private static String join(Collection<?> items) {
        return items.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }
}

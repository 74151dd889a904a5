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
 * The engine's short English form of an order, for logs and {@code OrderIgnored} events. Player
 * reports should show the player's own line instead (found by the order's index).
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
        if (order instanceof MovementOrder.StartKureBase) {
            return "start the Kure base";
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
        // every other kind: its record form names its kind and fields
        return order.toString();
    }

    private static String join(Collection<?> items) {
        return items.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }
}

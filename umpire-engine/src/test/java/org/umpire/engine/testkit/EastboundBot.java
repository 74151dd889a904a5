package org.umpire.engine.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.order.SearchOrder;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/**
 * A scripted player for multi-turn tests. JP: groups listed in {@code entries} enter on their turn
 * at their hex and then steam east one hex whenever they may, until column {@code stopColumn};
 * JP flies its Wake search. US: stays put and flies its Johnston and Midway searches on fixed
 * targets. Orders depend only on the side's own units and the turn, never on the enemy.
 */
public final class EastboundBot {

    private final Scenario scenario;
    private final Map<Integer, String> entries;
    private final int stopColumn;

    public EastboundBot(Scenario scenario, Map<Integer, String> entries, char stopColumn) {
        this.scenario = scenario;
        this.entries = Map.copyOf(entries);
        this.stopColumn = stopColumn - 'A';
    }

    public OrderSet orders(GameState state, Side side) {
        List<Order> orders = new ArrayList<>();
        switch (state.phase()) {
            case MOVEMENT -> {
                if (side == Side.JP) {
                    jpMoves(state, orders);
                }
            }
            case SEARCH -> {
                if (side == Side.US) {
                    orders.add(new SearchOrder.SourceSearch("johnston", Hex.parse("K10")));
                    for (String t : List.of("C6", "D8", "E4")) {
                        orders.add(new SearchOrder.SourceSearch("midway-area", Hex.parse(t)));
                    }
                } else {
                    orders.add(new SearchOrder.SourceSearch("wake", Hex.parse("C10")));
                }
            }
            default -> {}
        }
        return new OrderSet(side, orders);
    }

    private void jpMoves(GameState state, List<Order> orders) {
        for (UnitState u : state.units().values()) {
            UnitDef def = scenario.unitOrThrow(u.id());
            if (def.side() != Side.JP || !def.type().isNaval()) {
                continue;
            }
            if (u.location() instanceof Location.OffMap
                    && def.arrival().kind() == Arrival.Kind.GROUP
                    && entries.containsKey(def.arrival().group())
                    && state.turn() == def.arrival().group()) {
                orders.add(new MovementOrder.Enter(
                        List.of(u.id()), Hex.parse(entries.get(def.arrival().group()))));
            } else if (u.location() instanceof Location.OnMap
                    && def.speed().mayMove(state.turn(), u.lastMoveTurn())
                    && def.arrival().kind() == Arrival.Kind.GROUP) {
                Hex here = ((Location.OnMap) u.location()).hex();
                if (here.column() < stopColumn) {
                    orders.add(new MovementOrder.Move(List.of(u.id()), east(here)));
                }
            }
        }
    }

    /** The hex to the east on the same row: always a neighbour on this grid. */
    private Hex east(Hex from) {
        Hex e = new Hex(from.column() + 1, from.row());
        return scenario.map().grid().contains(e) ? e : from;
    }

    /** Distance helper for tests. */
    public static int distance(String a, String b) {
        return HexGrid.distance(Hex.parse(a), Hex.parse(b));
    }

    /** Ids of a side's units. */
    public static List<UnitId> idsOf(Scenario sc, Side side) {
        List<UnitId> ids = new ArrayList<>();
        sc.unitsOf(side).forEach(d -> ids.add(d.id()));
        return ids;
    }
}

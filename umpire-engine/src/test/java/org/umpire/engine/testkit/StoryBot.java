package org.umpire.engine.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitCategory;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.order.SearchOrder;
import org.umpire.engine.phase.DefaultOrders;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/**
 * The players of the Midway story (works on any scenario with the standard groups and sources):
 * <ul>
 *   <li>JP: group 1 enters at A6 on turn 1, 2 at A3 (fog) on turn 2, 3 at A8 on turn 3, 4 at A4 (fog) on
 *   turn 4, 13 at A1 as soon as allowed; every ship then steams east along its row whenever it may,
 *   groups 1, 2 and 13 up to column H, group 3 up to D, group 4 up to F (it stays in the fog zone).
 *   By day JP flies its Wake search on C10 and its floatplanes two hexes east of its first carrier
 *   out of fog.</li>
 *   <li>US: set-up by default (surface ships on N5); the surface fleet steams west along row 5 to
 *   column J. By day: Johnston on K10; Midway's three long-range searches on group 1's track
 *   (B6, C6, D6, E6, F6, G6, H6 from turn 2), on B4 until turn 8 then E4, and on D8.</li>
 * </ul>
 */
public final class StoryBot {

    private static final Map<Integer, String> ENTRY = Map.of(1, "A6", 2, "A3", 3, "A8", 4, "A4", 13, "A1");
    private static final Map<Integer, Character> STOP = Map.of(1, 'H', 2, 'H', 3, 'D', 4, 'F', 13, 'H');

    private final Scenario scenario;

    public StoryBot(Scenario scenario) {
        this.scenario = scenario;
    }

    public OrderSet orders(GameState s, Side side) {
        List<Order> orders = new ArrayList<>();
        switch (s.phase()) {
            case MOVEMENT -> {
                if (side == Side.JP) {
                    jp(s, orders);
                } else {
                    us(s, orders);
                }
                return new OrderSet(side, orders);
            }
            case SEARCH -> {
                if (side == Side.US) {
                    orders.add(new SearchOrder.SourceSearch("johnston", Hex.parse("K10")));
                    if (s.turn() >= 2) {
                        orders.add(new SearchOrder.SourceSearch("midway-area", new Hex(Math.min(s.turn() - 1, 7), 6)));
                    }
                    orders.add(new SearchOrder.SourceSearch("midway-area", Hex.parse(s.turn() < 9 ? "B4" : "E4")));
                    orders.add(new SearchOrder.SourceSearch("midway-area", Hex.parse("D8")));
                } else {
                    orders.add(new SearchOrder.SourceSearch("wake", Hex.parse("C10")));
                    firstCarrierOutOfFog(s)
                            .ifPresent(h -> orders.add(
                                    new SearchOrder.SourceSearch("floatplanes", new Hex(h.column() + 2, h.row()))));
                }
                return new OrderSet(side, orders);
            }
            default -> {
                return DefaultOrders.of(scenario, s, side);
            }
        }
    }

    private void jp(GameState s, List<Order> orders) {
        for (UnitState u : s.units().values()) {
            UnitDef d = scenario.unitOrThrow(u.id());
            if (d.side() != Side.JP || !d.type().isNaval() || d.arrival().kind() != Arrival.Kind.GROUP) {
                continue;
            }
            int group = d.arrival().group();
            if (u.location() instanceof Location.OffMap && ENTRY.containsKey(group) && s.turn() >= group) {
                orders.add(new MovementOrder.Enter(List.of(u.id()), Hex.parse(ENTRY.get(group))));
            } else if (u.location() instanceof Location.OnMap && d.speed().mayMove(s.turn(), u.lastMoveTurn())) {
                Hex here = ((Location.OnMap) u.location()).hex();
                if (here.column() < STOP.getOrDefault(group, 'A') - 'A') {
                    orders.add(new MovementOrder.Move(List.of(u.id()), new Hex(here.column() + 1, here.row())));
                }
            }
        }
    }

    private void us(GameState s, List<Order> orders) {
        List<UnitId> fleet = new ArrayList<>();
        Hex at = null;
        for (UnitState u : s.units().values()) {
            UnitDef d = scenario.unitOrThrow(u.id());
            if (d.side() == Side.US
                    && d.type().category() == UnitCategory.SHIP
                    && u.location() instanceof Location.OnMap) {
                fleet.add(u.id());
                at = ((Location.OnMap) u.location()).hex();
            }
        }
        if (at != null && at.column() > 'J' - 'A') {
            orders.add(new MovementOrder.Move(fleet, new Hex(at.column() - 1, at.row())));
        }
    }

    private Optional<Hex> firstCarrierOutOfFog(GameState s) {
        for (UnitState u : s.units().values()) {
            UnitDef d = scenario.unitOrThrow(u.id());
            if (d.side() == Side.JP && d.isCarrier() && u.location() instanceof Location.OnMap) {
                Hex h = ((Location.OnMap) u.location()).hex();
                if (s.fogLifted() || !scenario.map().isFogZone(h)) {
                    return Optional.of(h);
                }
            }
        }
        return Optional.empty();
    }
}

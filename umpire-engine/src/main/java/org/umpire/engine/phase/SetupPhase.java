package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.UnitsPlaced;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.order.SetupOrder;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.PlacementZone;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/**
 * Set-up before turn 1 (RULES section 3). The US places its naval units within their placement
 * zones (SET-3: surface ships within 5 of N5, SS1–SS3 within 2 of Midway, SS4 in L5); JP places
 * I-168 anywhere (SET-1). Land units and aircraft already start aboard (SET-2, SET-3).
 *
 * <p>Defaults: a unit not placed by a valid order goes to the centre of its placement zone; a unit
 * without a zone (JP I-168 in the standard scenario) goes to Midway, where the historical I-168 was
 * scouting (I-ENG-1).
 */
public final class SetupPhase implements PhaseResolver {

    @Override
    public Phase phase() {
        return Phase.SETUP;
    }

    @Override
    public Set<Side> awaiting(Board board) {
        Set<Side> sides = EnumSet.noneOf(Side.class);
        for (Side s : Side.values()) {
            if (!toPlace(board, s).isEmpty()) {
                sides.add(s);
            }
        }
        return sides;
    }

    @Override
    public OrderSet defaults(Board board, Side side) {
        SortedMap<Hex, List<UnitId>> byHex = new TreeMap<>();
        for (UnitState u : toPlace(board, side)) {
            byHex.computeIfAbsent(defaultHex(board, board.def(u.id())), h -> new ArrayList<>())
                    .add(u.id());
        }
        List<Order> orders = new ArrayList<>();
        byHex.forEach((hex, units) -> orders.add(new SetupOrder.Place(units, hex)));
        return new OrderSet(side, orders);
    }

    @Override
    public StepResult resolve(Board board, Map<Side, List<Given>> orders, Dice dice) {
        List<Event> events = new ArrayList<>();
        Map<UnitId, UnitState> placed = new TreeMap<>();
        for (Side side : Side.values()) {
            List<UnitState> pending = toPlace(board, side);
            SortedMap<UnitId, Hex> chosen = new TreeMap<>();
            for (Given g : orders.getOrDefault(side, List.of())) {
                if (!(g.order() instanceof SetupOrder.Place)) {
                    throw new AssertionError(g.order());
                }
                place((SetupOrder.Place) g.order(), chosen);
            }
            SortedMap<Hex, List<UnitId>> ordered = new TreeMap<>();
            SortedMap<Hex, List<UnitId>> byDefault = new TreeMap<>();
            for (UnitState u : pending) {
                Hex chosenHex = chosen.get(u.id());
                Hex hex = chosenHex != null ? chosenHex : defaultHex(board, board.def(u.id()));
                (chosenHex != null ? ordered : byDefault)
                        .computeIfAbsent(hex, h -> new ArrayList<>())
                        .add(u.id());
                placed.put(u.id(), u.at(new Location.OnMap(hex)));
            }
            ordered.forEach((hex, ids) -> events.add(new UnitsPlaced(0, Phase.SETUP, side, hex, ids, false)));
            byDefault.forEach((hex, ids) -> events.add(new UnitsPlaced(0, Phase.SETUP, side, hex, ids, true)));
        }
        return new StepResult(board.state().withUnits(placed), events);
    }

    /** SET-3: the checks refused what may not be placed there (off the map, outside the zone, twice, not to place). */
    private static void place(SetupOrder.Place order, Map<UnitId, Hex> chosen) {
        for (UnitId id : order.units()) {
            chosen.put(id, order.hex());
        }
    }

    /** Units of {@code side} still to be placed: US set-up units (SET-3), JP units starting on the map (SET-1). */
    static List<UnitState> toPlace(Board board, Side side) {
        List<UnitState> result = new ArrayList<>();
        for (UnitState u : board.unitsOf(side)) {
            Arrival.Kind kind = board.def(u.id()).arrival().kind();
            if ((kind == Arrival.Kind.SETUP || kind == Arrival.Kind.ON_MAP)
                    && u.location() instanceof Location.OffMap
                    && board.def(u.id()).type().isNaval()) {
                result.add(u);
            }
        }
        return result;
    }

    /** The zone that names the unit, else the first zone of its side covering its type (SET-3). */
    static Optional<PlacementZone> zoneOf(Board board, UnitDef def) {
        List<PlacementZone> zones = board.scenario().placement();
        for (PlacementZone z : zones) {
            if (z.units().contains(def.id())) {
                return Optional.of(z);
            }
        }
        for (PlacementZone z : zones) {
            if (z.side() == def.side() && z.types().contains(def.type())) {
                return Optional.of(z);
            }
        }
        return Optional.empty();
    }

    static Hex defaultHex(Board board, UnitDef def) {
        return zoneOf(board, def).map(PlacementZone::centre).orElse(board.midway());
    }
}

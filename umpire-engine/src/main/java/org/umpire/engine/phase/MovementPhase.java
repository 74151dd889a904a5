package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.GroupEntered;
import org.umpire.engine.event.KureBaseClosed;
import org.umpire.engine.event.KureBaseStarted;
import org.umpire.engine.event.MidwayRaidDeclared;
import org.umpire.engine.event.UnitMoved;
import org.umpire.engine.event.UnitsExited;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.order.RecoveryOrder;
import org.umpire.engine.scenario.NamedHexes;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.KureBase;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.MidwayRaidDeclaration;
import org.umpire.engine.state.UnitState;

/**
 * Phase 1: naval movement, arrivals and exits, Midway raid declarations, the Kure base
 * (RULES sections 3 and 4, RAID-4, KURE-1, KURE-2).
 *
 * <p>Movement is simultaneous (STYLE 3): every order is checked against the state at the start of
 * the phase and planned; then all plans are applied at once. A unit takes one plan per turn: the
 * first valid order naming it counts, later ones are set aside ({@code already-ordered}). Units not
 * ordered stay where they are (MOV-1: never obliged to move; SET-5: arrivals may be delayed).
 */
public final class MovementPhase implements PhaseResolver {

    @Override
    public Phase phase() {
        return Phase.MOVEMENT;
    }

    @Override
    public Set<Side> awaiting(Board board) {
        Set<Side> sides = EnumSet.noneOf(Side.class);
        for (Side s : Side.values()) {
            if (hasDecision(board, s)) {
                sides.add(s);
            }
        }
        return sides;
    }

    private static boolean hasDecision(Board board, Side side) {
        for (UnitState u : board.unitsOf(side)) {
            if (!board.def(u.id()).type().isNaval()) {
                continue;
            }
            if (MovementRules.mayMoveNow(board, u) || MovementRules.mayEnterNow(board, u)) {
                return true;
            }
        }
        if (!board.isNight()
                && MovementRules.mayRaidMidway(board, side)
                && board.state().midwayRaidOf(side).isEmpty()) {
            for (UnitState u : board.unitsOf(side)) {
                if (board.type(u).isAircraft() && AirRules.mayFly(board, u).isEmpty()) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public OrderSet defaults(Board board, Side side) {
        return OrderSet.none(side);
    }

    @Override
    public StepResult resolve(Board board, Map<Side, List<Given>> orders, Dice dice) {
        Plans plans = new Plans();
        List<Event> events = new ArrayList<>();
        GameState next = board.state();
        List<Map.Entry<Side, Given>> kureOrders = new ArrayList<>();
        for (Side side : Side.values()) {
            for (Given g : orders.getOrDefault(side, List.of())) {
                if (g.order() instanceof MovementOrder.Move) {
                    MovementOrder.Move m = (MovementOrder.Move) g.order();
                    forEachUnit(m.units(), u -> plans.moves.put(u, m.to()));
                } else if (g.order() instanceof MovementOrder.Enter) {
                    MovementOrder.Enter e = (MovementOrder.Enter) g.order();
                    forEachUnit(e.units(), u -> plans.entries.put(u, e.hex()));
                } else if (g.order() instanceof MovementOrder.Exit) {
                    MovementOrder.Exit x = (MovementOrder.Exit) g.order();
                    forEachUnit(x.units(), plans.exits::add);
                } else if (g.order() instanceof MovementOrder.DeclareMidwayRaid) {
                    MidwayRaidDeclaration d = declareRaid(board, side, (MovementOrder.DeclareMidwayRaid) g.order());
                    next = next.withMidwayRaid(d);
                    events.add(new MidwayRaidDeclared(board.turn(), Phase.MOVEMENT, side, d.aircraft(), d.landAt()));
                } else if (g.order() instanceof MovementOrder.StartKureBase) {
                    kureOrders.add(Map.entry(side, g));
                } else if (!(g.order() instanceof RecoveryOrder.BringInReserve)) {
                    throw new AssertionError(g.order());
                }
            }
        }
        next = apply(board, plans, next, events);
        next = kure(board, new Board(board.scenario(), next), kureOrders, events);
        for (Side side : Side.values()) {
            // RES-1 in advance (I-ENG-24): reserves brought in with the movement orders, as at the recovery just before
            next = Reserves.bringIn(board.on(next), side, orders.getOrDefault(side, List.of()), events);
        }
        return new StepResult(next, events);
    }

    /** The moves, entries and exits of the phase, planned against the start-of-phase state. */
    private static final class Plans {
        final SortedMap<UnitId, Hex> moves = new TreeMap<>();
        final SortedMap<UnitId, Hex> entries = new TreeMap<>();
        final Set<UnitId> exits = new TreeSet<>();
    }

    /** MOV-1, SET-4..7: the checks refused every move, entry and exit that may not be made (or twice). */
    private static void forEachUnit(List<UnitId> units, Consumer<UnitId> plan) {
        units.forEach(plan);
    }

    /** Applies every plan at once and reports them: entries, moves, exits, side by side. */
    private static GameState apply(Board board, Plans plans, GameState state, List<Event> events) {
        int turn = board.turn();
        Map<UnitId, UnitState> changed = new TreeMap<>();
        for (Side side : Side.values()) {
            SortedMap<Integer, SortedMap<Hex, List<UnitId>>> entered = new TreeMap<>();
            for (Map.Entry<UnitId, Hex> e : plans.entries.entrySet()) {
                UnitState u = board.unit(e.getKey());
                if (board.sideOf(u) != side) {
                    continue;
                }
                int group = board.def(u.id()).arrival().group();
                UnitState moved = u.at(new Location.OnMap(e.getValue())).movedOn(turn);
                changed.put(u.id(), u.groupName().isPresent() ? moved : moved.inGroup(Integer.toString(group)));
                entered.computeIfAbsent(group, k -> new TreeMap<>())
                        .computeIfAbsent(e.getValue(), k -> new ArrayList<>())
                        .add(u.id());
            }
            entered.forEach((group, byHex) -> byHex.forEach(
                    (hex, ids) -> events.add(new GroupEntered(turn, Phase.MOVEMENT, side, group, hex, ids))));
            for (Map.Entry<UnitId, Hex> m : plans.moves.entrySet()) {
                UnitState u = board.unit(m.getKey());
                if (board.sideOf(u) != side) {
                    continue;
                }
                Hex from = ((Location.OnMap) u.location()).hex();
                changed.put(u.id(), u.at(new Location.OnMap(m.getValue())).movedOn(turn));
                events.add(new UnitMoved(turn, Phase.MOVEMENT, side, u.id(), from, m.getValue()));
            }
            SortedMap<Hex, List<UnitId>> exited = new TreeMap<>();
            for (UnitId id : plans.exits) {
                UnitState u = board.unit(id);
                if (board.sideOf(u) != side) {
                    continue;
                }
                Hex from = ((Location.OnMap) u.location()).hex();
                for (UnitState gone : withEverythingAboard(board, u)) {
                    changed.put(gone.id(), gone.at(new Location.Exited(turn)));
                    exited.computeIfAbsent(from, k -> new ArrayList<>()).add(gone.id());
                }
            }
            exited.forEach((hex, ids) -> events.add(new UnitsExited(turn, Phase.MOVEMENT, side, hex, ids)));
        }
        return state.withUnits(changed);
    }

    /** A ship and what it carries, and what that carries: aircraft leave the map only aboard a carrier (RAID-3). */
    private static List<UnitState> withEverythingAboard(Board board, UnitState ship) {
        Set<UnitState> all = new LinkedHashSet<>();
        all.add(ship);
        for (UnitState aboard : board.state().unitsAboard(ship.id())) {
            all.addAll(withEverythingAboard(board, aboard));
        }
        return new ArrayList<>(all);
    }

    /**
     * RAID-4: records a Midway raid declaration. The checks refused one at night, by the US before JP troops are
     * ashore, a second one, aircraft unfit to fly and a landing place that is not the side's.
     */
    private static MidwayRaidDeclaration declareRaid(Board board, Side side, MovementOrder.DeclareMidwayRaid order) {
        return new MidwayRaidDeclaration(
                board.turn(), side, new ArrayList<>(new TreeSet<>(order.aircraft())), order.landAt());
    }

    /**
     * KURE-1: the base starts when ST11 is in Kure after this phase's movement (it may arrive and
     * start in the same phase). KURE-2: the base closes at once when ST11 leaves Kure.
     */
    private static GameState kure(Board before, Board after, List<Map.Entry<Side, Given>> orders, List<Event> events) {
        GameState state = after.state();
        Hex kureHex = after.scenario().map().hexOf(NamedHexes.KURE);
        Optional<UnitState> tender = after.seaplaneTender();
        boolean atKure = tender.flatMap(after::seaHexOf).map(kureHex::equals).orElse(false);
        KureBase base = state.kure();
        if (!orders.isEmpty() && !base.started()) {
            // KURE-1: the checks refused an order by the US, once closed or started, or without ST11 in Kure after the
            // moves
            base = new KureBase(before.turn(), false);
            events.add(new KureBaseStarted(
                    before.turn(),
                    Phase.MOVEMENT,
                    kureHex,
                    before.turn() + before.scenario().kureBaseDelay()));
        }
        if (base.started() && !base.closed() && !atKure && tender.isPresent()) {
            base = new KureBase(base.startedTurn(), true);
            events.add(new KureBaseClosed(
                    before.turn(),
                    Phase.MOVEMENT,
                    kureHex,
                    tender.get().id(),
                    tender.get().isEliminated() ? KureBaseClosed.Cause.ELIMINATED : KureBaseClosed.Cause.LEFT));
        }
        return state.withKure(base);
    }
}

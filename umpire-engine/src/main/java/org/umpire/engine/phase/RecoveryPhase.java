package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.IgnoredReason;
import org.umpire.engine.event.ReadinessChanged;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.order.RecoveryOrder;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/**
 * Phase 11: recovery. First the aircraft back from raids land (REC-2..5, {@link Landing}); then JP
 * may bring in its reserve fighters (RES-1, RES-2, I-13); then readiness (REC-1, REC-3). Searches
 * come back to their base (I-6) and need no landing.
 *
 * <p>Awaited (SEQ-1): a side with a choice, aircraft it may ready (REC-1) or aircraft back from a raid
 * with more than one way to land ({@link Landing#hasChoice}, I-ENG-48). JP is not asked for its reserve
 * alone: it may bring it in with any recovery orders, or with its next movement orders (I-ENG-24).
 *
 * <p>REC-1: an air unit that did not fly this turn may go from not ready to ready, at its owner's
 * choice; by default it is readied. REC-3: a unit that flew is not ready and cannot fly next turn,
 * so it can be readied at the earliest in the recovery of the next turn; a heavy bomber (H) needs
 * two full turns without flying, so at the earliest two turns after its flight (I-ENG-9). A ready
 * unit stays ready: the rules give no way to stand it down (I-ENG-10).
 */
public final class RecoveryPhase implements PhaseResolver {

    @Override
    public Phase phase() {
        return Phase.RECOVERY;
    }

    @Override
    public Set<Side> awaiting(Board board) {
        Set<Side> sides = EnumSet.noneOf(Side.class);
        for (Side s : Side.values()) {
            if (!readiable(board, s).isEmpty() || Landing.hasChoice(board, s)) {
                sides.add(s);
            }
        }
        return sides;
    }

    @Override
    public OrderSet defaults(Board board, Side side) {
        List<Order> orders = new ArrayList<>();
        for (UnitState u : readiable(board, side)) {
            orders.add(new RecoveryOrder.SetReadiness(u.id(), Readiness.READY));
        }
        return new OrderSet(side, orders);
    }

    @Override
    public StepResult resolve(Board start, Map<Side, List<Given>> orders, Dice dice) {
        List<Event> events = new ArrayList<>();
        Board board = start;
        for (Side side : Side.values()) {
            List<Given> mine = orders.getOrDefault(side, List.of());
            board = board.on(Landing.land(board, side, mine, events));
            board = board.on(Reserves.bringIn(board, side, mine, events));
        }
        Map<UnitId, UnitState> changed = new TreeMap<>();
        for (Side side : Side.values()) {
            Set<UnitId> keepNotReady = new TreeSet<>();
            Set<UnitId> named = new TreeSet<>();
            for (Given g : orders.getOrDefault(side, List.of())) {
                if (g.order() instanceof RecoveryOrder.SetReadiness) {
                    setReadiness(
                            board,
                            side,
                            g,
                            (RecoveryOrder.SetReadiness) g.order(),
                            named,
                            keepNotReady,
                            changed,
                            events);
                } else if (!(g.order() instanceof RecoveryOrder)) {
                    throw new AssertionError("the checks refuse an order of another phase: " + g.order());
                }
            }
            List<UnitId> readied = new ArrayList<>();
            for (UnitState u : readiable(board, side)) {
                boolean broughtInNow = start.unit(u.id()).location() instanceof Location.InReserve; // RES-1: as chosen
                if (!keepNotReady.contains(u.id()) && !broughtInNow) {
                    changed.put(u.id(), u.withReadiness(Readiness.READY));
                    readied.add(u.id());
                }
            }
            if (!readied.isEmpty()) {
                events.add(new ReadinessChanged(board.turn(), Phase.RECOVERY, side, readied, Readiness.READY));
            }
        }
        return new StepResult(board.state().withUnits(changed), events);
    }

    private static void setReadiness(
            Board board,
            Side side,
            Given g,
            RecoveryOrder.SetReadiness order,
            Set<UnitId> named,
            Set<UnitId> keepNotReady,
            Map<UnitId, UnitState> changed,
            List<Event> events) {
        // an own air unit named once (checked: NOT_AN_AIR_UNIT, UNIT_ORDERED_TWICE)
        UnitState u = OwnUnits.of(board, side, order.aircraft());
        named.add(u.id());
        if (u.readiness() == Readiness.READY) {
            if (order.readiness() == Readiness.NOT_READY) {
                // REC-3: fighters that defended come back ready unless their owner puts them not ready; the
                // checks refused it for any other ready unit (ALREADY_READY)
                changed.put(u.id(), u.withReadiness(Readiness.NOT_READY));
                events.add(
                        new ReadinessChanged(board.turn(), Phase.RECOVERY, side, List.of(u.id()), Readiness.NOT_READY));
            }
            return;
        }
        Optional<Refusal> refusal = mayReady(board, u);
        if (refusal.isPresent()) {
            if (order.readiness() == Readiness.READY) {
                events.add(refusal.get().toEvent(board, side, g));
            }
            return;
        }
        if (order.readiness() == Readiness.NOT_READY) {
            keepNotReady.add(u.id());
        }
    }

    private static boolean defendedThisTurn(Board board, UnitId id) {
        return board.state().raids().stream().anyMatch(r -> r.defenders().contains(id));
    }

    /** Not-ready air units of {@code side} that may be readied now (REC-1), sorted by id. */
    static List<UnitState> readiable(Board board, Side side) {
        List<UnitState> result = new ArrayList<>();
        for (UnitState u : board.unitsOf(side)) {
            if (board.type(u).isAircraft()
                    && u.readiness() == Readiness.NOT_READY
                    && mayReady(board, u).isEmpty()) {
                result.add(u);
            }
        }
        return result;
    }

    /** May this not-ready air unit be readied in this turn's recovery (REC-1, REC-3, BOMB-3)? */
    static Optional<Refusal> mayReady(Board board, UnitState u) {
        if (u.trapped() || board.baseOf(u).isEmpty() || board.hexOf(u.id()).isEmpty()) {
            return Refusal.of(IgnoredReason.CANNOT_LAUNCH, "unit", u.id());
        }
        int earliest = earliestReadyTurn(board, u);
        if (board.turn() < earliest) {
            return Refusal.of(IgnoredReason.CANNOT_READY_YET, "unit", u.id(), "turn", earliest);
        }
        return Refusal.none();
    }

    /** The first turn in whose recovery a unit that flew may be readied: the next turn, two turns on for H. */
    static int earliestReadyTurn(Board board, UnitState u) {
        if (u.lastFlightTurn() <= 0) {
            return 0;
        }
        return u.lastFlightTurn() + (board.type(u) == UnitType.H ? 2 : 1);
    }
}

package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.EventView;
import org.umpire.engine.event.GameEnded;
import org.umpire.engine.event.KnowledgeFolder;
import org.umpire.engine.event.OrderRefused;
import org.umpire.engine.legality.OrderChecker;
import org.umpire.engine.legality.OrderProblem;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.order.AdminOrder;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.order.StandingOrder;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Knowledge;

/**
 * The engine's entry point: pure and deterministic. State + orders + dice in; next state + events
 * out. No I/O, no clock; everything that reaches an event is sorted.
 *
 * <p>{@link #resolve} resolves the current phase with the orders given, then every following phase
 * in which no side has a decision to make (SEQ-1), with no orders, and stops at the next phase
 * that awaits orders, or when the game is over. After every phase each side's knowledge is
 * updated by folding the views that side received (and nothing else).
 */
public final class TurnEngine {

    private TurnEngine() {}

    /**
     * Resolves the current phase and the following ones that need no orders.
     *
     * @param orders the orders of the current phase by side; a missing side sent none (its
     *               defaults apply, as with an empty set)
     * @throws IllegalArgumentException if the game is over, or an order set is filed under the wrong side
     */
    public static Resolution resolve(Scenario scenario, GameState state, Map<Side, OrderSet> orders, Dice dice) {
        if (state.isOver()) {
            throw new IllegalArgumentException("the game is over: there is nothing left to resolve");
        }
        for (Map.Entry<Side, OrderSet> e : orders.entrySet()) {
            if (e.getValue().side() != e.getKey()) {
                throw new IllegalArgumentException("orders of " + e.getValue().side() + " filed under " + e.getKey());
            }
        }
        List<Event> events = new ArrayList<>();
        Board board = new Board(scenario, state);
        Map<Side, OrderSet> given = orders;
        while (true) {
            StepResult step = step(board, given, dice);
            GameState s = fold(step.state(), step.events());
            events.addAll(step.events());
            board = new Board(scenario, s);
            if (s.isOver()
                    || !TurnSequence.resolverFor(s.phase()).awaiting(board).isEmpty()) {
                return new Resolution(s, events);
            }
            given = Map.of();
        }
    }

    /**
     * {@code side} concedes now, outside any phase's orders (GAME-3: "any time"): the game ends at
     * once, the current phase unresolved, and the other side wins. The same happens when a
     * {@code Concede} order comes with a phase's orders.
     */
    public static Resolution concede(Scenario scenario, GameState state, Side side) {
        if (state.isOver()) {
            throw new IllegalArgumentException("the game is over: there is nothing left to concede");
        }
        List<Event> events = new ArrayList<>();
        GameState s = GameEnd.conceded(new Board(scenario, state), state, side, events);
        return new Resolution(fold(s, events), events);
    }

    /** The sides that must send orders now (SEQ-1); empty when the game is over. */
    public static Set<Side> awaiting(Scenario scenario, GameState state) {
        if (state.isOver()) {
            return EnumSet.noneOf(Side.class);
        }
        return TurnSequence.resolverFor(state.phase()).awaiting(new Board(scenario, state));
    }

    /** One phase (and the end of turn after phase 11). */
    private static StepResult step(Board board, Map<Side, OrderSet> orders, Dice dice) {
        GameState state = board.state();
        Scenario scenario = board.scenario();
        PhaseResolver resolver = TurnSequence.resolverFor(state.phase());
        List<Event> events = new ArrayList<>();

        Optional<GameState> conceded = concessions(board, orders, events);
        if (conceded.isPresent()) {
            return new StepResult(conceded.get(), events);
        }

        Map<Side, List<Given>> phaseOrders = new EnumMap<>(Side.class);
        List<Map.Entry<Side, Given>> groups = new ArrayList<>();
        GameState withStanding = state;
        for (Side side : Side.values()) {
            List<Given> mine = new ArrayList<>();
            List<Order> list = orders.containsKey(side) ? orders.get(side).orders() : List.of();
            Set<Integer> refused = refuse(board, side, list, events);
            for (int i = 0; i < list.size(); i++) {
                if (refused.contains(i)) {
                    continue;
                }
                Given g = new Given(i + 1, list.get(i));
                Order o = g.order();
                if (o instanceof AdminOrder.FormGroup) {
                    groups.add(Map.entry(side, g));
                } else if (o instanceof StandingOrder order) {
                    // in force from this phase on, until replaced kind by kind
                    withStanding = withStanding.withStanding(
                            side, withStanding.standingOf(side).with(order));
                } else if (o.phases().contains(state.phase())) {
                    mine.add(g);
                } else {
                    throw new AssertionError("the checks refuse an order of another phase: " + o);
                }
            }
            phaseOrders.put(side, mine);
        }

        board = board.on(withStanding);
        StepResult resolved = resolver.resolve(board, phaseOrders, dice);
        events.addAll(resolved.events());
        GameState s = groups.isEmpty()
                ? resolved.state()
                : AdminOrders.formGroups(board.on(resolved.state()), groups, events);

        if (state.phase() == Phase.SETUP) {
            events.add(EndOfTurn.began(scenario.turn(1)));
            return new StepResult(s.at(1, Phase.MOVEMENT), events);
        }
        PhaseResolver next = TurnSequence.after(state.phase());
        if (next != null) {
            return new StepResult(s.at(s.turn(), next.phase()), events);
        }
        StepResult end = TurnSequence.END_OF_TURN.resolve(board.on(s), dice);
        events.addAll(end.events());
        return new StepResult(end.state(), events);
    }

    /**
     * One check per order kind (see docs/orders.md): the side's orders go through the very checks of its
     * receipt ({@link OrderChecker}), on the state at the start of this phase as the side sees it
     * ({@code SideView}: its own units, its own knowledge, public facts). An order with an error is set
     * aside with the receipt's reason ({@link OrderRefused}, its first error), and the rest is checked again
     * without it, as the receipt does, so that no order leans on a refused one. Resolvers receive checked
     * orders only; what they still set aside is what the side could not know ({@code IgnoredReason}).
     *
     * @return the 0-based positions of the orders set aside
     */
    private static Set<Integer> refuse(Board board, Side side, List<Order> list, List<Event> events) {
        Set<Integer> refused = new TreeSet<>();
        while (true) {
            List<Integer> live = new ArrayList<>();
            List<Order> checked = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                if (!refused.contains(i)) {
                    live.add(i);
                    checked.add(list.get(i));
                }
            }
            Map<Integer, OrderProblem> first = new TreeMap<>();
            for (OrderProblem p : OrderChecker.check(board.scenario(), board.state(), side, checked)) {
                if (p.isError()) {
                    first.putIfAbsent(live.get(p.order()), p);
                }
            }
            if (first.isEmpty()) {
                return refused;
            }
            first.forEach((i, p) -> events.add(
                    OrderRefused.of(board.turn(), board.phase(), side, i + 1, OrderText.of(list.get(i)), p)));
            refused.addAll(first.keySet());
        }
    }

    /** GAME-3: a concession, in any phase, ends the game at once; the phase's other orders are not resolved. */
    private static Optional<GameState> concessions(Board board, Map<Side, OrderSet> orders, List<Event> events) {
        Set<Side> conceding = EnumSet.noneOf(Side.class);
        for (Side side : Side.values()) {
            if (orders.containsKey(side)
                    && orders.get(side).orders().stream().anyMatch(o -> o instanceof AdminOrder.Concede)) {
                conceding.add(side);
            }
        }
        if (conceding.isEmpty()) {
            return Optional.empty();
        }
        if (conceding.size() == 2) {
            return Optional.of(
                    GameEnd.byPoints(board, board.state(), GameEnded.Ending.CONCEDED_BOTH, Set.of(), events));
        }
        return Optional.of(
                GameEnd.conceded(board, board.state(), conceding.iterator().next(), events));
    }

    /** Each side learns what its own views of these events tell it, and nothing else. */
    private static GameState fold(GameState state, List<Event> events) {
        GameState s = state;
        for (Side side : Side.values()) {
            List<EventView> views = new ArrayList<>();
            for (Event e : events) {
                if (KnowledgeFolder.canTeach(e)) {
                    e.viewFor(side.audience()).ifPresent(views::add);
                }
            }
            Knowledge before = s.knowledgeOf(side);
            Knowledge after = KnowledgeFolder.apply(before, views);
            if (after != before) {
                s = s.withKnowledge(side, after);
            }
        }
        return s;
    }
}

package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.IgnoredReason;
import org.umpire.engine.event.PolicyApplied;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.Assignment;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.Raid;
import org.umpire.engine.state.StandingOrders;

/**
 * What the raid steps 4–7 share: each is a set of engagements (one side's firers over one raid and
 * the targets they may pick), decided by the side's orders, else its standing orders, else the
 * documented default, then fired. A side is awaited only where it has a real choice, firers and more
 * than one target to pick from ({@link #isChoice}, I-ENG-47), and its standing orders do not decide for it,
 * or it asked to be asked ({@code ask me in combats}).
 */
abstract class CombatStep implements PhaseResolver {

    /**
     * One side's choice over one raid.
     *
     * @param chooser the side that picks the targets
     * @param firers  its units that fire, in order
     * @param targets the targets it may pick: as the chooser knows them (a label, I-18) -> the unit
     */
    record Engagement(
            Hex hex,
            Raid raid,
            Side chooser,
            List<UnitId> firers,
            Map<UnitId, UnitId> targets,
            PolicyApplied.Kind kind) {

        /** A raid step's engagement: over the raid's target, of the step's kind. */
        Engagement(Raid raid, Side chooser, List<UnitId> firers, Map<UnitId, UnitId> targets) {
            this(raid.target(), raid, chooser, firers, targets, null);
        }

        /** A surface engagement (phases 8-10): in a hex, no raid, of its own kind. */
        static Engagement at(
                Hex hex, Side chooser, List<UnitId> firers, Map<UnitId, UnitId> targets, PolicyApplied.Kind kind) {
            return new Engagement(hex, null, chooser, firers, targets, kind);
        }
    }

    /** The engagements of this step now, in the order they are fired. */
    abstract List<Engagement> engagements(Board board);

    /**
     * The engagements given this phase's orders (a naval combat exists only once declared, SUB-1 and
     * NAV-1); orders that cannot make one are set aside in {@code events}. By default {@link #engagements(Board)}.
     */
    List<Engagement> engagements(Board board, Map<Side, List<Given>> orders, List<Event> events) {
        return engagements(board);
    }

    /** Does {@code order} decide for engagement {@code e} (a screen order for the screen, not the surface fire)? */
    boolean fits(Engagement e, Order order) {
        return true;
    }

    /** Do these standing orders decide this step? */
    abstract boolean covers(StandingOrders standing);

    /**
     * Does the chooser of this engagement have a real choice to make (SEQ-1, I-ENG-47)? By default
     * when there is more than one target to pick from: with a single target every firer fires at it (AIR-3,
     * BOMB-1, LAND-3, LAND-4), whatever it would write. The targets are those the chooser was shown, so this
     * reads nothing hidden from it.
     */
    boolean isChoice(Engagement e) {
        return e.targets().size() > 1;
    }

    /** Do these standing orders decide this engagement? By default as for the whole step. */
    boolean covers(StandingOrders standing, Engagement e) {
        return covers(standing);
    }

    /** The assignments of an order of this step, or empty when the order is of another kind. */
    abstract Optional<List<Assignment>> assignments(Order order);

    /** Each target may be picked by one firer only (AA-1). */
    boolean oneFirerPerTarget() {
        return false;
    }

    abstract PolicyApplied.Kind policyKind();

    /** The policy text of this engagement. By default as for the whole step. */
    String policy(StandingOrders standing, Engagement e) {
        return policy(standing);
    }

    /** Are these free firers told what chose for them? False for firers that hold their fire by default. */
    boolean reportsPolicy(Engagement e) {
        return true;
    }

    /**
     * Fires every engagement, in order: {@code chosen} maps each engagement to its firers' targets.
     * Steps whose engagements fire in another order (surface combat: submarines, screens, initiative)
     * override it.
     */
    void fireAll(
            Board board,
            Damage damage,
            List<Engagement> engagements,
            Map<Engagement, Map<UnitId, UnitId>> chosen,
            Dice dice,
            List<Event> events) {
        for (Engagement e : engagements) {
            fire(board, damage, e, chosen.get(e), dice, events);
        }
    }

    /** The policy text for the report: a mode code or a priority list. */
    abstract String policy(StandingOrders standing);

    /** Targets (as the chooser knows them) for {@code free} firers, by the standing orders or the default. */
    abstract Map<UnitId, UnitId> pick(
            Board board, Engagement e, List<UnitId> free, Map<UnitId, UnitId> targetsLeft, StandingOrders standing);

    /** Fires the engagement: {@code picks} maps each firer to the unit it fires at. */
    abstract void fire(
            Board board, Damage damage, Engagement e, Map<UnitId, UnitId> picks, Dice dice, List<Event> events);

    @Override
    public Set<Side> awaiting(Board board) {
        Set<Side> sides = EnumSet.noneOf(Side.class);
        for (Engagement e : engagements(board)) {
            StandingOrders so = board.state().standingOf(e.chooser());
            if (isChoice(e) && (so.askMe() || !covers(so, e))) {
                sides.add(e.chooser());
            }
        }
        return sides;
    }

    /** Nothing: the standing orders, else the default, pick the targets. */
    @Override
    public OrderSet defaults(Board board, Side side) {
        return OrderSet.none(side);
    }

    @Override
    public StepResult resolve(Board board, Map<Side, List<Given>> orders, Dice dice) {
        List<Event> events = new ArrayList<>();
        List<Engagement> engagements = engagements(board, orders, events);
        Map<Engagement, Map<UnitId, UnitId>> chosen = new LinkedHashMap<>();
        for (Engagement e : engagements) {
            chosen.put(e, new LinkedHashMap<>());
        }
        for (Side side : Side.values()) {
            for (Given g : orders.getOrDefault(side, List.of())) {
                Optional<List<Assignment>> list = assignments(g.order());
                if (list.isEmpty()) {
                    throw new AssertionError("the checks refuse an order of another phase: " + g.order());
                }
                for (Assignment a : list.get()) {
                    assign(board, side, g, a, engagements, chosen, events);
                }
            }
        }
        Damage damage = new Damage(board, events);
        for (Engagement e : engagements) {
            Map<UnitId, UnitId> mine = chosen.get(e);
            List<UnitId> free = new ArrayList<>();
            for (UnitId f : e.firers()) {
                if (!mine.containsKey(f)) {
                    free.add(f);
                }
            }
            if (!free.isEmpty()) {
                Map<UnitId, UnitId> left = new LinkedHashMap<>(e.targets());
                if (oneFirerPerTarget()) {
                    left.values().removeAll(mine.values());
                }
                StandingOrders so = board.state().standingOf(e.chooser());
                Map<UnitId, UnitId> picks = left.isEmpty() ? Map.of() : pick(board, e, free, left, so);
                // told when it chose something, or chose to hold fire (bombardment): not when nothing was left to pick
                if (reportsPolicy(e) && !left.isEmpty()) {
                    List<UnitId> units = new ArrayList<>(picks.isEmpty() ? free : picks.keySet());
                    units.sort(null);
                    events.add(new PolicyApplied(
                            board.turn(),
                            board.phase(),
                            e.chooser(),
                            e.hex(),
                            e.kind() != null ? e.kind() : policyKind(),
                            covers(so, e) ? PolicyApplied.Source.STANDING : PolicyApplied.Source.DEFAULT,
                            policy(so, e),
                            units));
                }
                picks.forEach((f, shown) -> mine.put(f, e.targets().get(shown)));
            }
        }
        fireAll(board, damage, engagements, chosen, dice, events);
        damage.finish();
        return new StepResult(damage.state(), events);
    }

    private void assign(
            Board board,
            Side side,
            Given g,
            Assignment a,
            List<Engagement> engagements,
            Map<Engagement, Map<UnitId, UnitId>> chosen,
            List<Event> events) {
        Engagement e = null;
        for (Engagement c : engagements) {
            if (c.chooser() == side && c.firers().contains(a.firer()) && fits(c, g.order())) {
                e = c;
                break;
            }
        }
        if (e == null) {
            events.add(Ignored.because(board, side, g, IgnoredReason.NOT_IN_COMBAT, "unit", a.firer()));
            return;
        }
        Map<UnitId, UnitId> mine = chosen.get(e); // each firer given one target: checked (FIRER_TWICE)
        UnitId target = e.targets().get(a.target());
        if (target == null) {
            events.add(Ignored.because(
                    board, side, g, IgnoredReason.WRONG_TARGET, "unit", a.firer(), "target", a.target()));
            return;
        }
        if (oneFirerPerTarget() && mine.containsValue(target)) {
            events.add(Ignored.because(
                    board, side, g, IgnoredReason.TARGET_TAKEN, "unit", a.firer(), "target", a.target()));
            return;
        }
        mine.put(a.firer(), target);
    }
}

package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.event.EnemyUnitSeen;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.Fire;
import org.umpire.engine.event.PolicyApplied;
import org.umpire.engine.event.TroopsLanded;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.Assignment;
import org.umpire.engine.order.CombatOrder;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.order.StandingOrder;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.StandingOrders;
import org.umpire.engine.state.UnitState;

/**
 * Phase 10: landing (LAND-1, I-5) and land combat (LAND-2..5, MID-2).
 *
 * <p>By day, JP may land any land unit embarked on a transport at sea in the Midway hex; landing is
 * optional and may be partial; a landed unit never re-embarks and its transport stays in the hex
 * while it is ashore (MOV-4, I-5: the movement phase refuses to move it). The US reads the units
 * landed (it fights them at once).
 *
 * <p>Then, by day, while units of both sides are ashore, land combat is compulsory: one round, the US
 * first, every JP unit targeted before any gets a second firer (LAND-3); the surviving JP units reply
 * (LAND-4). 2 dice full / 1 reduced, a roll at or under the land combat value hits; land units can be
 * eliminated (LAND-5); each hit on a US land unit has the MID-2 effects.
 */
public final class LandingPhase extends CombatStep {

    @Override
    public Phase phase() {
        return Phase.LANDING;
    }

    /** JP when it may land (by day, an embarked land unit at Midway); either side with land combat to decide. */
    @Override
    public Set<Side> awaiting(Board board) {
        Set<Side> sides = EnumSet.noneOf(Side.class);
        sides.addAll(super.awaiting(board));
        if (!landable(board).isEmpty()) {
            sides.add(Side.JP);
        }
        return sides;
    }

    /** JP land units embarked on a transport at sea in the Midway hex, by day (LAND-1). */
    static List<UnitState> landable(Board board) {
        List<UnitState> result = new ArrayList<>();
        if (board.isNight()) {
            return result;
        }
        for (UnitState u : board.unitsOf(Side.JP)) {
            if (board.type(u) == UnitType.LAND && embarkedAtMidway(board, u)) {
                result.add(u);
            }
        }
        return result;
    }

    private static boolean embarkedAtMidway(Board board, UnitState u) {
        if (!(u.location() instanceof Location.Aboard)) {
            return false;
        }
        UnitId transport = ((Location.Aboard) u.location()).base();
        return board.findUnit(transport)
                .map(t -> t.location().equals(new Location.OnMap(board.midway())))
                .orElse(false);
    }

    @Override
    public OrderSet defaults(Board board, Side side) {
        return OrderSet.none(side);
    }

    @Override
    public StepResult resolve(Board board, Map<Side, List<Given>> orders, Dice dice) {
        List<Event> events = new ArrayList<>();
        GameState s = board.state();
        List<UnitId> landed = new ArrayList<>();
        Set<UnitId> transports = new TreeSet<>();
        Map<Side, List<Given>> rest = new LinkedHashMap<>();
        for (Side side : Side.values()) {
            List<Given> others = new ArrayList<>();
            for (Given g : orders.getOrDefault(side, List.of())) {
                if (!(g.order() instanceof CombatOrder.Land)) {
                    others.add(g);
                    continue;
                }
                // LAND-1: JP land units embarked on transports in the Midway hex, by day, each once (all checked)
                for (UnitId id : ((CombatOrder.Land) g.order()).landUnits()) {
                    UnitState u = s.unitOrThrow(id);
                    if (!embarkedAtMidway(board, u)) {
                        throw new IllegalStateException("a landing of " + id + " passed the checks");
                    }
                    transports.add(((Location.Aboard) u.location()).base());
                    s = s.withUnit(u.at(new Location.Ashore(board.midway())));
                    landed.add(id);
                }
            }
            rest.put(side, others);
        }
        if (!landed.isEmpty()) {
            landed.sort(null);
            events.add(new TroopsLanded(board.turn(), board.phase(), landed, new ArrayList<>(transports)));
            for (UnitId id : landed) {
                UnitState u = s.unitOrThrow(id);
                events.add(new EnemyUnitSeen(
                        board.turn(),
                        board.phase(),
                        Side.US,
                        board.midway(),
                        EnemyUnitSeen.Role.LAND,
                        id,
                        UnitType.LAND,
                        board.def(id).name(),
                        u.steps()));
            }
        }
        StepResult combat = super.resolve(board.on(s), rest, dice);
        events.addAll(combat.events());
        return new StepResult(combat.state(), events);
    }

    @Override
    List<Engagement> engagements(Board board) {
        List<Engagement> result = new ArrayList<>();
        if (board.isNight()) {
            return result; // LAND-2
        }
        for (Side side : List.of(Side.US, Side.JP)) { // LAND-3: the US first
            List<UnitId> firers = new ArrayList<>();
            board.ashoreAtMidway(side).forEach(u -> firers.add(u.id()));
            Map<UnitId, UnitId> targets = new LinkedHashMap<>();
            board.ashoreAtMidway(side.enemy()).forEach(u -> targets.put(u.id(), u.id()));
            if (!firers.isEmpty() && !targets.isEmpty()) {
                result.add(Engagement.at(board.midway(), side, firers, targets, PolicyApplied.Kind.LAND));
            }
        }
        return result;
    }

    @Override
    boolean covers(StandingOrders standing) {
        return standing.priority(StandingOrder.Step.LAND).isPresent();
    }

    @Override
    Optional<List<Assignment>> assignments(Order order) {
        return order instanceof CombatOrder.LandCombatTargets lct ? Optional.of(lct.assignments()) : Optional.empty();
    }

    @Override
    PolicyApplied.Kind policyKind() {
        return PolicyApplied.Kind.LAND;
    }

    @Override
    String policy(StandingOrders standing) {
        return "spread";
    }

    /** LAND-3: every enemy unit once before any twice, the strongest first (a standing order cannot do otherwise). */
    @Override
    Map<UnitId, UnitId> pick(
            Board board, Engagement e, List<UnitId> free, Map<UnitId, UnitId> targetsLeft, StandingOrders standing) {
        List<Targeting.Candidate> targets = new ArrayList<>();
        targetsLeft.forEach((shown, unit) -> targets.add(new Targeting.Candidate(
                shown, UnitType.LAND, board.unit(unit).steps(), board.def(unit).combat())));
        return Targeting.spread(free, targets);
    }

    /** The US fires, then the JP survivors reply (LAND-3, LAND-4). */
    @Override
    void fire(Board board, Damage damage, Engagement e, Map<UnitId, UnitId> picks, Dice dice, List<Event> events) {
        String key = "T" + board.turn() + "/P" + board.phase().number() + "/" + board.midway();
        List<Shot> shots = new ArrayList<>();
        for (UnitId firer : e.firers()) {
            UnitId target = picks.get(firer);
            if (target == null || !damage.alive(firer)) {
                continue;
            }
            if (!damage.alive(target)) {
                Map<UnitId, UnitId> left = new LinkedHashMap<>();
                e.targets().forEach((shown, unit) -> {
                    if (damage.alive(unit)) {
                        left.put(shown, unit);
                    }
                });
                target = pick(damage.board(), e, List.of(firer), left, StandingOrders.NONE)
                        .get(firer);
                if (target == null) {
                    continue;
                }
            }
            shots.add(Shot.at(
                    board,
                    e.hex(),
                    firer,
                    target,
                    damage.unit(firer).dice(),
                    board.def(firer).combat(),
                    key + "/" + firer + "/at-" + target,
                    dice));
        }
        for (Shot s : shots) {
            Fire.Result r = damage.hit(
                    s.target(),
                    s.hits(),
                    UnitType.LAND,
                    e.chooser(),
                    Damage.Source.LAND,
                    dice,
                    key + "/" + s.firer() + "/at-" + s.target());
            events.add(s.event(board, e.hex(), Fire.Kind.LAND, e.chooser(), r));
            damage.flush();
        }
    }
}

package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.event.EnemyUnitSeen;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.Fire;
import org.umpire.engine.event.PolicyApplied;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.Assignment;
import org.umpire.engine.order.CombatOrder;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.StandingOrder;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.StandingOrders;
import org.umpire.engine.state.UnitState;

/**
 * Phase 9: bombardment of Midway (BBD-1..3). BB and CA at sea in the Midway hex that took no part in
 * a naval combat this turn may each shell one enemy land unit ashore: one round, both sides at once,
 * 2 dice full / 1 reduced, a roll at or under the naval combat value hits (the US at night needs
 * roll + 1, BBD-2). Land units are reduced, never eliminated, and do not reply; every hit on a US
 * land unit has the MID-2 effects (BBD-3).
 *
 * <p>Bombardment is optional: ships named in the phase's bombardment order fire; without one, a
 * side's standing bombardment priority makes every eligible ship fire, else they hold their fire
 * (I-ENG-37). Either way the side reads which.
 */
public final class BombardmentPhase extends CombatStep {

    @Override
    public Phase phase() {
        return Phase.BOMBARDMENT;
    }

    @Override
    List<Engagement> engagements(Board board) {
        List<Engagement> result = new ArrayList<>();
        Hex midway = board.midway();
        for (Side side : Side.values()) {
            List<UnitId> firers = new ArrayList<>();
            for (UnitState u : board.shipsAt(midway, side)) {
                UnitType t = board.type(u);
                if ((t == UnitType.BB || t == UnitType.CA)
                        && u.lastFlightTurn() != board.turn()
                        && board.def(u.id()).combat() > 0) {
                    firers.add(u.id());
                }
            }
            Map<UnitId, UnitId> targets = new LinkedHashMap<>();
            for (UnitState u : board.ashoreAtMidway(side.enemy())) {
                targets.put(u.id(), u.id());
            }
            if (!firers.isEmpty() && !targets.isEmpty()) {
                result.add(Engagement.at(midway, side, firers, targets, PolicyApplied.Kind.BOMBARDMENT));
            }
        }
        return result;
    }

    @Override
    boolean covers(StandingOrders standing) {
        return standing.priority(StandingOrder.Step.BOMBARDMENT).isPresent();
    }

    /** BBD-1: bombarding is optional, so firing or holding fire is a choice even at a single target (I-ENG-47). */
    @Override
    boolean isChoice(Engagement e) {
        return true;
    }

    @Override
    Optional<List<Assignment>> assignments(Order order) {
        return order instanceof CombatOrder.BombardmentTargets bt ? Optional.of(bt.assignments()) : Optional.empty();
    }

    @Override
    PolicyApplied.Kind policyKind() {
        return PolicyApplied.Kind.BOMBARDMENT;
    }

    @Override
    String policy(StandingOrders standing) {
        return standing.priority(StandingOrder.Step.BOMBARDMENT)
                .map(Targeting::describe)
                .orElse("hold-fire");
    }

    @Override
    Map<UnitId, UnitId> pick(
            Board board, Engagement e, List<UnitId> free, Map<UnitId, UnitId> targetsLeft, StandingOrders standing) {
        Optional<List<UnitType>> priority = standing.priority(StandingOrder.Step.BOMBARDMENT);
        if (priority.isEmpty()) {
            return Map.of(); // optional: without an order or a standing order, the ships hold their fire
        }
        List<Targeting.Candidate> targets = new ArrayList<>();
        targetsLeft.forEach((shown, unit) -> targets.add(new Targeting.Candidate(
                shown,
                board.def(unit).type(),
                board.unit(unit).steps(),
                board.def(unit).combat())));
        return Targeting.bombing(free, targets, priority.get());
    }

    /** Both sides at once (BBD-1): every shot is rolled, then the hits are applied. */
    @Override
    void fireAll(
            Board board,
            Damage damage,
            List<Engagement> engagements,
            Map<Engagement, Map<UnitId, UnitId>> chosen,
            Dice dice,
            List<Event> events) {
        String key = "T" + board.turn() + "/P" + board.phase().number() + "/" + board.midway();
        Map<Engagement, List<Shot>> all = new LinkedHashMap<>();
        for (Engagement e : engagements) {
            int penalty = e.chooser() == Side.US && board.isNight() ? 1 : 0; // BBD-2
            List<Shot> shots = new ArrayList<>();
            for (UnitId firer : e.firers()) {
                UnitId target = chosen.get(e).get(firer);
                if (target != null) {
                    shots.add(Shot.at(
                            board,
                            e.hex(),
                            firer,
                            target,
                            board.unit(firer).dice(),
                            board.def(firer).combat() - penalty,
                            key + "/" + firer + "/at-" + target,
                            dice));
                }
            }
            all.put(e, shots);
        }
        // a ship shelling Midway is in the island's hex, under its defenders' eyes: they see it (I-ENG-43)
        all.forEach((e, shots) -> shots.stream()
                .map(Shot::firer)
                .distinct()
                .forEach(firer -> events.add(new EnemyUnitSeen(
                        board.turn(),
                        board.phase(),
                        e.chooser().enemy(),
                        e.hex(),
                        EnemyUnitSeen.Role.SHIP,
                        firer,
                        board.def(firer).type(),
                        board.def(firer).name(),
                        board.unit(firer).steps()))));
        all.forEach((e, shots) -> {
            for (Shot s : shots) {
                Fire.Result r = damage.hit(
                        s.target(),
                        s.hits(),
                        board.def(s.firer()).type(),
                        e.chooser(),
                        Damage.Source.BOMBARDMENT,
                        dice,
                        key + "/" + s.firer() + "/at-" + s.target());
                events.add(s.event(board, e.hex(), Fire.Kind.BOMBARDMENT, e.chooser(), r));
                damage.flush();
            }
        });
    }

    @Override
    void fire(Board board, Damage damage, Engagement e, Map<UnitId, UnitId> picks, Dice dice, List<Event> events) {
        throw new AssertionError("bombardment fires through fireAll");
    }
}

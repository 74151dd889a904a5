package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.Fire;
import org.umpire.engine.event.PolicyApplied;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.Assignment;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.StandingOrder;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.Raid;
import org.umpire.engine.state.StandingOrders;
import org.umpire.engine.state.UnitState;

/**
 * Phase 7: bombing (BOMB-1..5, MID-1, MID-2). Each D, T, M and H still flying picks one enemy ship
 * in the target hex (several may share one), or at Midway island one enemy land unit; 2 dice full,
 * 1 reduced; a roll at or under the bombing value hits. Hits are applied in label order, each with
 * its effects: BOMB-2's roll on a JP battleship, a damaged or sunk carrier and its aircraft
 * (BOMB-3..5), land units reduced but never eliminated by air attack (MID-1) and every hit on a US
 * land unit costing Midway capacity, an air unit on the ground and a search (MID-2).
 */
public final class BombingPhase extends CombatStep {

    @Override
    public Phase phase() {
        return Phase.BOMBING;
    }

    @Override
    List<Engagement> engagements(Board board) {
        List<Engagement> result = new ArrayList<>();
        for (Raid raid : board.state().raids()) {
            List<UnitId> firers = new ArrayList<>();
            for (Raid.Flight f : Raids.flying(board, raid)) {
                if (board.def(f.unit()).type().isStrikeAircraft()) {
                    firers.add(f.unit());
                }
            }
            Map<UnitId, UnitId> targets = new LinkedHashMap<>();
            for (UnitState u : Raids.targetUnits(board, raid)) {
                targets.put(u.id(), u.id());
            }
            if (!firers.isEmpty() && !targets.isEmpty()) {
                result.add(new Engagement(raid, raid.attacker(), firers, targets));
            }
        }
        return result;
    }

    @Override
    boolean covers(StandingOrders standing) {
        return standing.priority(StandingOrder.Step.BOMBING).isPresent();
    }

    @Override
    Optional<List<Assignment>> assignments(Order order) {
        return order instanceof AirOrder.BombingTargets bt ? Optional.of(bt.assignments()) : Optional.empty();
    }

    @Override
    PolicyApplied.Kind policyKind() {
        return PolicyApplied.Kind.BOMBING;
    }

    @Override
    String policy(StandingOrders standing) {
        return Targeting.describe(standing.priority(StandingOrder.Step.BOMBING).orElse(Targeting.DEFAULT_BOMBING));
    }

    @Override
    Map<UnitId, UnitId> pick(
            Board board, Engagement e, List<UnitId> free, Map<UnitId, UnitId> targetsLeft, StandingOrders standing) {
        List<Targeting.Candidate> targets = new ArrayList<>();
        targetsLeft.forEach((shown, unit) -> targets.add(new Targeting.Candidate(
                shown, board.def(unit).type(), board.unit(unit).steps(), 0)));
        return Targeting.bombing(
                free, targets, standing.priority(StandingOrder.Step.BOMBING).orElse(Targeting.DEFAULT_BOMBING));
    }

    @Override
    void fire(Board board, Damage damage, Engagement e, Map<UnitId, UnitId> picks, Dice dice, List<Event> events) {
        Raid raid = e.raid();
        String key = Raids.key(board, raid);
        List<Shot> shots = new ArrayList<>();
        for (UnitId firer : e.firers()) {
            UnitId target = picks.get(firer);
            if (target != null) {
                shots.add(Shot.roll(
                        board,
                        raid,
                        firer,
                        target,
                        damage.unit(firer).dice(),
                        board.def(firer).bombing(),
                        key + "/" + Raids.shown(raid, firer, raid.defender()) + "/at-" + target,
                        dice));
            }
        }
        for (Shot s : shots) {
            Fire.Result result = damage.hit(
                    s.target(),
                    s.hits(),
                    board.def(s.firer()).type(),
                    raid.attacker(),
                    true,
                    dice,
                    key + "/" + Raids.shown(raid, s.firer(), raid.defender()) + "/at-" + s.target());
            events.add(s.event(board, raid, Fire.Kind.BOMB, raid.attacker(), result));
            damage.flush();
        }
    }
}

package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.Fire;
import org.umpire.engine.event.PolicyApplied;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.Assignment;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.StandingOrder;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.Raid;
import org.umpire.engine.state.StandingOrders;
import org.umpire.engine.state.UnitState;

/**
 * Phase 6: anti-aircraft fire (AA-1, AA-2, MID-1, MID-4). The defender's ships in the target hex
 * with an AA value (at Midway island: its land units) each pick one enemy D, T or M air unit still
 * flying; each air unit may be picked by one firer only, extra firers do not fire. Fighters and heavy
 * bombers are never fired at. 2 dice full, 1 reduced; a roll at or under the AA value hits.
 */
public final class AntiAircraftPhase extends CombatStep {

    @Override
    public Phase phase() {
        return Phase.ANTI_AIRCRAFT;
    }

    @Override
    List<Engagement> engagements(Board board) {
        List<Engagement> result = new ArrayList<>();
        for (Raid raid : board.state().raids()) {
            List<UnitId> firers = new ArrayList<>();
            for (UnitState u : Raids.targetUnits(board, raid)) {
                if (board.def(u.id()).aa() > 0) {
                    firers.add(u.id());
                }
            }
            Map<UnitId, UnitId> targets = new LinkedHashMap<>();
            for (Raid.Flight f : Raids.flying(board, raid)) {
                UnitType t = board.def(f.unit()).type();
                if (t == UnitType.D || t == UnitType.T || t == UnitType.M) {
                    targets.put(f.label(), f.unit());
                }
            }
            if (!firers.isEmpty() && !targets.isEmpty()) {
                result.add(new Engagement(raid, raid.defender(), firers, targets));
            }
        }
        return result;
    }

    @Override
    boolean covers(StandingOrders standing) {
        return standing.aa().isPresent();
    }

    @Override
    Optional<List<Assignment>> assignments(Order order) {
        return order instanceof AirOrder.AaTargets at ? Optional.of(at.assignments()) : Optional.empty();
    }

    @Override
    boolean oneFirerPerTarget() {
        return true;
    }

    /**
     * AA-1: each bomber may be picked by one firer only, so with several firers even a single bomber leaves a
     * choice (which ship fires at it); one firer and one bomber leave none (I-ENG-47).
     */
    @Override
    boolean isChoice(Engagement e) {
        return e.targets().size() > 1 || e.firers().size() > 1;
    }

    @Override
    PolicyApplied.Kind policyKind() {
        return PolicyApplied.Kind.AA;
    }

    /** The documented default: spread. */
    private static StandingOrder.AaPolicy.Mode mode(StandingOrders standing) {
        return standing.aa().orElse(StandingOrder.AaPolicy.Mode.SPREAD);
    }

    @Override
    String policy(StandingOrders standing) {
        return mode(standing).name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    @Override
    Map<UnitId, UnitId> pick(
            Board board, Engagement e, List<UnitId> free, Map<UnitId, UnitId> targetsLeft, StandingOrders standing) {
        List<Targeting.Candidate> firers = new ArrayList<>();
        for (UnitId f : free) {
            firers.add(new Targeting.Candidate(
                    f, board.def(f).type(), board.unit(f).steps(), board.def(f).aa()));
        }
        List<Targeting.Candidate> targets = new ArrayList<>();
        targetsLeft.forEach((shown, unit) -> targets.add(new Targeting.Candidate(
                shown,
                board.def(unit).type(),
                board.unit(unit).steps(),
                board.def(unit).bombing())));
        return Targeting.aa(firers, targets, mode(standing));
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
                        board.def(firer).aa(),
                        key + "/" + firer + "/at-" + Raids.shown(raid, target, raid.defender()),
                        dice));
            }
        }
        for (Shot s : shots) {
            Fire.Result result = damage.hit(
                    s.target(),
                    s.hits(),
                    board.def(s.firer()).type(),
                    raid.defender(),
                    false,
                    dice,
                    key + "/" + Raids.shown(raid, s.target(), raid.defender()));
            events.add(s.event(board, raid, Fire.Kind.AA, raid.defender(), result));
            damage.flush();
        }
    }
}

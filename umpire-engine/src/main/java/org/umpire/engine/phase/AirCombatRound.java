package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.dice.RollPurpose;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.Fire;
import org.umpire.engine.event.PolicyApplied;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.Assignment;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.StandingOrder;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.Raid;
import org.umpire.engine.state.StandingOrders;

/**
 * A round of air combat (AIR-1..5): the firing side's fighters each fire at their target (2 dice
 * full, 1 reduced; a roll at or under the air-combat value hits), all at once; then every target
 * still flying replies once, at its strength after the hits, at the fighter that attacked it (drawn
 * at random among several, AIR-4). Round 1 is the initiative side's; round 2, the other side's, only
 * when the raid has escorts (AIR-2). Heavy bombers never meet fighters (AIR-1).
 */
abstract class AirCombatRound extends CombatStep {

    /** 1 or 2. */
    abstract int round();

    private Optional<Side> firing(Board board, Raid raid) {
        if (!raid.airCombat() || raid.initiative().isEmpty()) {
            return Optional.empty();
        }
        Side first = raid.initiative().get();
        if (round() == 1) {
            return Optional.of(first);
        }
        return Raids.escorted(board, raid) ? Optional.of(first.enemy()) : Optional.empty();
    }

    @Override
    List<Engagement> engagements(Board board) {
        List<Engagement> result = new ArrayList<>();
        for (Raid raid : board.state().raids()) {
            Optional<Side> side = firing(board, raid);
            if (side.isEmpty()) {
                continue;
            }
            List<UnitId> firers = new ArrayList<>();
            Map<UnitId, UnitId> targets = new LinkedHashMap<>();
            if (side.get() == raid.attacker()) {
                for (Raid.Flight f : Raids.flying(board, raid)) {
                    if (board.def(f.unit()).type() == UnitType.F) {
                        firers.add(f.unit());
                    }
                }
                for (UnitId d : Raids.defending(board, raid)) {
                    targets.put(d, d);
                }
            } else {
                firers.addAll(Raids.defending(board, raid));
                for (Raid.Flight f : Raids.flying(board, raid)) {
                    if (board.def(f.unit()).type() != UnitType.H) {
                        targets.put(f.label(), f.unit());
                    }
                }
            }
            if (!firers.isEmpty() && !targets.isEmpty()) {
                result.add(new Engagement(raid, side.get(), firers, targets));
            }
        }
        return result;
    }

    @Override
    boolean covers(StandingOrders standing) {
        return standing.fighters().isPresent();
    }

    @Override
    Optional<List<Assignment>> assignments(Order order) {
        return order instanceof AirOrder.FighterTargets ft ? Optional.of(ft.assignments()) : Optional.empty();
    }

    @Override
    PolicyApplied.Kind policyKind() {
        return PolicyApplied.Kind.FIGHTERS;
    }

    @Override
    String policy(StandingOrders standing) {
        return mode(standing).name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The documented default: bombers first. */
    private static StandingOrder.FighterPolicy.Mode mode(StandingOrders standing) {
        return standing.fighters().orElse(StandingOrder.FighterPolicy.Mode.BOMBERS_FIRST);
    }

    @Override
    Map<UnitId, UnitId> pick(
            Board board, Engagement e, List<UnitId> free, Map<UnitId, UnitId> targetsLeft, StandingOrders standing) {
        List<Targeting.Candidate> candidates = new ArrayList<>();
        targetsLeft.forEach((shown, unit) -> {
            UnitType t = board.def(unit).type();
            int value =
                    t == UnitType.F ? board.def(unit).combat() : board.def(unit).bombing();
            candidates.add(new Targeting.Candidate(shown, t, board.unit(unit).steps(), value));
        });
        return Targeting.fighters(free, candidates, mode(standing));
    }

    @Override
    void fire(Board board, Damage damage, Engagement e, Map<UnitId, UnitId> picks, Dice dice, List<Event> events) {
        Raid raid = e.raid();
        Side side = e.chooser();
        String key = Raids.key(board, raid);
        Map<UnitId, List<UnitId>> attackersOf = new LinkedHashMap<>();
        Map<UnitId, Integer> hitsOn = new LinkedHashMap<>();
        List<Shot> volley = new ArrayList<>();
        for (UnitId firer : e.firers()) {
            UnitId target = picks.get(firer);
            if (target == null) {
                continue;
            }
            Shot shot = Shot.roll(
                    board,
                    raid,
                    firer,
                    target,
                    damage.unit(firer).dice(),
                    board.def(firer).combat(),
                    key + "/" + name(raid, firer) + "/at-" + name(raid, target),
                    dice);
            hitsOn.merge(target, shot.hits(), Integer::sum);
            attackersOf.computeIfAbsent(target, t -> new ArrayList<>()).add(firer);
            volley.add(shot);
        }
        Map<UnitId, Fire.Result> results = new LinkedHashMap<>();
        hitsOn.forEach((target, hits) -> results.put(
                target, damage.hit(target, hits, UnitType.F, side, true, dice, key + "/" + name(raid, target))));
        for (Shot v : volley) {
            events.add(v.event(board, raid, Fire.Kind.FIGHTER, side, results.get(v.target())));
        }
        damage.flush();
        // AIR-4: every target still flying replies once, at its strength after the hits
        Map<UnitId, Integer> replyHits = new LinkedHashMap<>();
        List<Shot> replies = new ArrayList<>();
        for (Map.Entry<UnitId, List<UnitId>> t : attackersOf.entrySet()) {
            UnitId target = t.getKey();
            if (!damage.alive(target)) {
                continue;
            }
            List<UnitId> attackers = t.getValue();
            UnitId at = attackers.get(0);
            String tk = key + "/" + name(raid, target);
            if (attackers.size() > 1) {
                int pick = dice.roll(
                        RollPurpose.of(
                                tk + "/reply-pick",
                                "T" + board.turn() + " AIR-4: " + target + " replies at one of " + attackers
                                        + ", drawn 1-" + attackers.size()),
                        attackers.size());
                at = attackers.get(pick - 1);
            }
            Shot shot = Shot.roll(
                    board,
                    raid,
                    target,
                    at,
                    damage.unit(target).dice(),
                    board.def(target).combat(),
                    tk + "/reply",
                    dice);
            replyHits.merge(at, shot.hits(), Integer::sum);
            replies.add(shot);
        }
        Map<UnitId, Fire.Result> replyResults = new LinkedHashMap<>();
        replyHits.forEach((target, hits) -> replyResults.put(
                target,
                damage.hit(target, hits, UnitType.F, side.enemy(), true, dice, key + "/" + name(raid, target))));
        for (Shot v : replies) {
            events.add(v.event(board, raid, Fire.Kind.REPLY, side.enemy(), replyResults.get(v.target())));
        }
        damage.flush();
    }

    /** How a unit is named in roll keys: the defender's view (labels for raiders, I-18). */
    private static String name(Raid raid, UnitId unit) {
        return Raids.shown(raid, unit, raid.defender()).value();
    }
}

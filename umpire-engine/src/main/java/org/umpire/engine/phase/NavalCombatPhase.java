package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.dice.RollPurpose;
import org.umpire.engine.event.EnemyUnitSeen;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.Fire;
import org.umpire.engine.event.IgnoredReason;
import org.umpire.engine.event.NavalCombatDeclared;
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
import org.umpire.engine.state.Location;
import org.umpire.engine.state.StandingOrders;
import org.umpire.engine.state.UnitState;

/**
 * Phase 8: submarines (SUB-1..4, I-11), then surface combat (NAV-1..5, I-10), hex by hex.
 *
 * <p>Submarines attack where their owner orders it and enemy ships are (not in fog); the
 * defender's destroyers in the hex screen first (SUB-2): each rolls its dice at the submarine it
 * picked, any 1 stops it, then the same dice are rolled again: after a stop each 1 is a step of the
 * submarine, after a failed screen each 1 is a step of the destroyer. Submarines that got through
 * fire at ships of their choice (any ship, I-11; never ST11 once the Kure base was started, nor the
 * SFT at JP-controlled Midway, SUB-4).
 *
 * <p>A surface combat takes place in a hex, out of fog, where a side with ships there declared it
 * and had located the hex this turn (NAV-1). Initiative d10 (I-10): 1–4 JP, 5–8 US, 9–10 both at
 * once. One round: the initiative side's combatants (DD, CL, CA, BB) fire, each at its target, then
 * the other side's survivors reply; non-combatants are targeted only once every enemy combatant has
 * a firer (NAV-3). At night the US needs roll + 1 ≤ value (NAV-5). Damage as from the air, without
 * the bomber-only clauses (NAV-4). Every ship in the hex took part: none of them bombards (BBD-1).
 */
public final class NavalCombatPhase extends CombatStep {

    /** I-10: 1–4 JP, 5–8 US, 9–10 simultaneous. */
    static final int JP_UP_TO = 4;

    static final int US_UP_TO = 8;

    @Override
    public Phase phase() {
        return Phase.NAVAL_COMBAT;
    }

    /**
     * A side decides here when it has ships or submarines in a hex it located this turn, out of fog
     * (it may declare a combat or attack, NAV-1, SUB-1). Nothing hidden decides it: the side knows
     * where its own units are and which hexes it located.
     */
    @Override
    public Set<Side> awaiting(Board board) {
        Set<Side> sides = EnumSet.noneOf(Side.class);
        for (Side side : Side.values()) {
            Set<Hex> located = board.state().knowledgeOf(side).locatedHexes(board.turn());
            for (Hex hex : located) {
                if (!board.inFog(hex) && !board.navalAt(hex, side).isEmpty()) {
                    sides.add(side);
                }
            }
        }
        return sides;
    }

    /** Without orders nothing is declared: engagements come from the orders. */
    @Override
    List<Engagement> engagements(Board board) {
        return List.of();
    }

    @Override
    List<Engagement> engagements(Board board, Map<Side, List<Given>> orders, List<Event> events) {
        SortedMap<Hex, Set<Side>> declared = new TreeMap<>();
        SortedMap<Hex, Map<Side, List<UnitId>>> attacks = new TreeMap<>();
        for (Side side : Side.values()) {
            for (Given g : orders.getOrDefault(side, List.of())) {
                if (g.order() instanceof CombatOrder.DeclareNavalCombat) {
                    Hex hex = ((CombatOrder.DeclareNavalCombat) g.order()).hex();
                    Optional<IgnoredReason> why = declarationProblem(board, side, hex);
                    if (why.isPresent()) {
                        events.add(Ignored.because(board, side, g, why.get(), "hex", hex));
                    } else {
                        declared.computeIfAbsent(hex, h -> EnumSet.noneOf(Side.class))
                                .add(side);
                    }
                } else if (g.order() instanceof CombatOrder.SubmarineAttack) {
                    CombatOrder.SubmarineAttack a = (CombatOrder.SubmarineAttack) g.order();
                    Optional<IgnoredReason> why = attackProblem(board, side, a.hex());
                    if (why.isPresent()) {
                        events.add(Ignored.because(board, side, g, why.get(), "hex", a.hex()));
                        continue;
                    }
                    List<UnitId> subs = attacks.computeIfAbsent(a.hex(), h -> new TreeMap<>())
                            .computeIfAbsent(side, s -> new ArrayList<>());
                    for (UnitState u : board.navalAt(a.hex(), side)) {
                        boolean named =
                                a.assignments().stream().anyMatch(x -> x.firer().equals(u.id()));
                        if (board.type(u) == UnitType.SS
                                && (a.assignments().isEmpty() || named)
                                && !subs.contains(u.id())) {
                            subs.add(u.id());
                        }
                    }
                    subs.sort(null);
                }
            }
        }
        List<Engagement> result = new ArrayList<>();
        attacks.forEach((hex, bySide) -> bySide.forEach((attacker, subs) -> {
            Side defender = attacker.enemy();
            Map<UnitId, UnitId> subTargets = new LinkedHashMap<>();
            subs.forEach(s -> subTargets.put(s, s));
            List<UnitId> screens = new ArrayList<>();
            for (UnitState u : board.shipsAt(hex, defender)) {
                if (board.type(u) == UnitType.DD) {
                    screens.add(u.id());
                }
            }
            if (!screens.isEmpty()) {
                result.add(Engagement.at(hex, defender, screens, subTargets, PolicyApplied.Kind.SCREEN));
            }
            Map<UnitId, UnitId> ships = new LinkedHashMap<>();
            for (UnitState u : board.shipsAt(hex, defender)) {
                if (!immune(board, u)) {
                    ships.put(u.id(), u.id());
                }
            }
            result.add(Engagement.at(hex, attacker, subs, ships, PolicyApplied.Kind.SUBMARINE));
        }));
        declared.forEach((hex, sides) -> {
            for (Side side : sides) {
                result.add(new Engagement(hex, null, side, List.of(), Map.of(), null)); // the declaration
            }
            for (Side side : Side.values()) {
                List<UnitId> firers = new ArrayList<>();
                for (UnitState u : board.shipsAt(hex, side)) {
                    if (board.type(u).isSurfaceCombatant() && board.def(u.id()).combat() > 0) {
                        firers.add(u.id());
                    }
                }
                Map<UnitId, UnitId> targets = new LinkedHashMap<>();
                for (UnitState u : board.shipsAt(hex, side.enemy())) {
                    targets.put(u.id(), u.id());
                }
                if (!firers.isEmpty() && !targets.isEmpty()) {
                    result.add(Engagement.at(hex, side, firers, targets, PolicyApplied.Kind.SURFACE));
                }
            }
        });
        return result;
    }

    /**
     * NAV-1, SUB-1: the checks refused a declaration or an attack in fog, without own ships (or submarines) there,
     * or (a declaration) in a hex not located; what is left is truth-only: the enemy's ships are not there.
     */
    private static Optional<IgnoredReason> declarationProblem(Board board, Side side, Hex hex) {
        return board.shipsAt(hex, side.enemy()).isEmpty()
                ? Optional.of(IgnoredReason.NO_ENEMY_SHIPS)
                : Optional.empty();
    }

    private static Optional<IgnoredReason> attackProblem(Board board, Side side, Hex hex) {
        return declarationProblem(board, side, hex);
    }

    /** SUB-4: ST11 once the Kure base was started; the SFT at Midway while Midway is JP-controlled. */
    static boolean immune(Board board, UnitState u) {
        UnitType t = board.type(u);
        if (t == UnitType.ST) {
            return board.state().kure().started();
        }
        if (t == UnitType.SFT) {
            return u.location().equals(new Location.OnMap(board.midway())) && board.midwayController() == Side.JP;
        }
        return false;
    }

    @Override
    boolean fits(Engagement e, Order order) {
        Hex hex;
        PolicyApplied.Kind kind;
        if (order instanceof CombatOrder.SubmarineAttack attack) {
            hex = attack.hex();
            kind = PolicyApplied.Kind.SUBMARINE;
        } else if (order instanceof CombatOrder.ScreenAssignments assignments) {
            hex = assignments.hex();
            kind = PolicyApplied.Kind.SCREEN;
        } else if (order instanceof CombatOrder.SurfaceTargets targets) {
            hex = targets.hex();
            kind = PolicyApplied.Kind.SURFACE;
        } else {
            return false;
        }
        return e.hex().equals(hex) && e.kind() == kind;
    }

    @Override
    boolean covers(StandingOrders standing) {
        return false;
    }

    @Override
    boolean covers(StandingOrders standing, Engagement e) {
        StandingOrder.Step step = step(e);
        return step != null && standing.priority(step).isPresent();
    }

    private static StandingOrder.Step step(Engagement e) {
        if (e.kind() == PolicyApplied.Kind.SURFACE) {
            return StandingOrder.Step.SURFACE;
        }
        if (e.kind() == PolicyApplied.Kind.SUBMARINE) {
            return StandingOrder.Step.SUBMARINE;
        }
        return null;
    }

    @Override
    Optional<List<Assignment>> assignments(Order order) {
        if (order instanceof CombatOrder.DeclareNavalCombat) {
            return Optional.of(List.of());
        }
        if (order instanceof CombatOrder.SubmarineAttack attack) {
            return Optional.of(attack.assignments());
        }
        if (order instanceof CombatOrder.ScreenAssignments assignments) {
            return Optional.of(assignments.assignments());
        }
        if (order instanceof CombatOrder.SurfaceTargets targets) {
            return Optional.of(targets.assignments());
        }
        return Optional.empty();
    }

    @Override
    PolicyApplied.Kind policyKind() {
        return PolicyApplied.Kind.SURFACE;
    }

    @Override
    String policy(StandingOrders standing) {
        return Targeting.describe(Targeting.DEFAULT_SURFACE);
    }

    @Override
    String policy(StandingOrders standing, Engagement e) {
        if (e.kind() == PolicyApplied.Kind.SCREEN) {
            return "spread";
        }
        if (e.kind() == PolicyApplied.Kind.SUBMARINE) {
            return Targeting.describe(
                    standing.priority(StandingOrder.Step.SUBMARINE).orElse(Targeting.DEFAULT_BOMBING));
        }
        return Targeting.describe(standing.priority(StandingOrder.Step.SURFACE).orElse(Targeting.DEFAULT_SURFACE));
    }

    @Override
    Map<UnitId, UnitId> pick(
            Board board, Engagement e, List<UnitId> free, Map<UnitId, UnitId> targetsLeft, StandingOrders standing) {
        List<Targeting.Candidate> targets = new ArrayList<>();
        targetsLeft.forEach((shown, unit) -> targets.add(new Targeting.Candidate(
                shown,
                board.def(unit).type(),
                board.unit(unit).steps(),
                board.def(unit).combat())));
        if (e.kind() == PolicyApplied.Kind.SCREEN) {
            return Targeting.spread(free, targets);
        }
        if (e.kind() == PolicyApplied.Kind.SUBMARINE) {
            return Targeting.bombing(
                    free,
                    targets,
                    standing.priority(StandingOrder.Step.SUBMARINE).orElse(Targeting.DEFAULT_BOMBING));
        }
        return Targeting.surface(
                free, targets, standing.priority(StandingOrder.Step.SURFACE).orElse(Targeting.DEFAULT_SURFACE));
    }

    @Override
    void fire(Board board, Damage damage, Engagement e, Map<UnitId, UnitId> picks, Dice dice, List<Event> events) {
        throw new AssertionError("naval combat fires through fireAll");
    }

    @Override
    void fireAll(
            Board board,
            Damage damage,
            List<Engagement> engagements,
            Map<Engagement, Map<UnitId, UnitId>> chosen,
            Dice dice,
            List<Event> events) {
        // SUB-1: every submarine attack first, hex by hex, screens before torpedoes (SUB-2, SUB-3)
        for (int i = 0; i < engagements.size(); i++) {
            Engagement e = engagements.get(i);
            if (e.kind() == PolicyApplied.Kind.SUBMARINE) {
                Engagement screen = i > 0
                                && engagements.get(i - 1).kind() == PolicyApplied.Kind.SCREEN
                                && engagements.get(i - 1).hex().equals(e.hex())
                        ? engagements.get(i - 1)
                        : null;
                submarines(
                        board,
                        damage,
                        e,
                        chosen.get(e),
                        screen,
                        screen == null ? Map.of() : chosen.get(screen),
                        dice,
                        events);
            }
        }
        // NAV-1..5: the surface combats, hex by hex
        SortedMap<Hex, Set<Side>> declared = new TreeMap<>();
        for (Engagement e : engagements) {
            if (e.kind() == null) {
                declared.computeIfAbsent(e.hex(), h -> EnumSet.noneOf(Side.class))
                        .add(e.chooser());
            }
        }
        declared.forEach((hex, sides) -> {
            Map<Side, Engagement> bySide = new TreeMap<>();
            for (Engagement e : engagements) {
                if (e.kind() == PolicyApplied.Kind.SURFACE && e.hex().equals(hex)) {
                    bySide.put(e.chooser(), e);
                }
            }
            surface(board, damage, hex, sides, bySide, chosen, dice, events);
        });
    }

    private void submarines(
            Board board,
            Damage damage,
            Engagement attack,
            Map<UnitId, UnitId> subPicks,
            Engagement screen,
            Map<UnitId, UnitId> screenPicks,
            Dice dice,
            List<Event> events) {
        Hex hex = attack.hex();
        Side attacker = attack.chooser();
        Side defender = attacker.enemy();
        String key = "T" + board.turn() + "/P" + board.phase().number() + "/" + hex;
        Set<UnitId> stopped = new TreeSet<>();
        if (screen != null) {
            for (UnitId dd : screen.firers()) {
                UnitId sub = screenPicks.get(dd);
                if (sub == null || !damage.alive(dd) || !damage.alive(sub)) {
                    continue;
                }
                int n = damage.unit(dd).dice();
                Shot first = Shot.at(board, hex, dd, sub, n, 1, key + "/" + dd + "/screen-" + sub, dice);
                boolean stop = first.hits() > 0;
                events.add(first.event(
                        board, hex, Fire.Kind.SCREEN, defender, stop ? Fire.Result.STOPPED : Fire.Result.MISSED));
                if (stop) {
                    stopped.add(sub);
                }
                Shot again = Shot.at(
                        board,
                        hex,
                        stop ? dd : sub,
                        stop ? sub : dd,
                        n,
                        1,
                        key + "/" + dd + "/screen-" + sub + "/again",
                        dice);
                if (stop) {
                    Fire.Result r = damage.hit(
                            sub,
                            again.hits(),
                            UnitType.DD,
                            defender,
                            Damage.Source.SURFACE,
                            dice,
                            key + "/" + dd + "/screen-" + sub);
                    events.add(again.event(board, hex, Fire.Kind.SCREEN_CHASE, defender, r));
                } else {
                    Fire.Result r = damage.hit(
                            dd,
                            again.hits(),
                            UnitType.SS,
                            attacker,
                            Damage.Source.SURFACE,
                            dice,
                            key + "/" + dd + "/screen-" + sub);
                    events.add(again.event(board, hex, Fire.Kind.SCREEN_LOSS, attacker, r));
                }
                damage.flush();
            }
        }
        int penalty = attacker == Side.US && board.isNight() ? 1 : 0; // NAV-5 (I-ENG-36)
        for (UnitId sub : attack.firers()) {
            UnitId target = subPicks.get(sub);
            if (target == null || stopped.contains(sub) || !damage.alive(sub)) {
                continue;
            }
            if (!damage.alive(target)) {
                target = repick(board, damage, attack, sub, attacker);
                if (target == null) {
                    continue;
                }
            }
            Shot s = Shot.at(
                    board,
                    hex,
                    sub,
                    target,
                    damage.unit(sub).dice(),
                    board.def(sub).combat() - penalty,
                    key + "/" + sub + "/at-" + target,
                    dice);
            Fire.Result r = damage.hit(
                    target,
                    s.hits(),
                    UnitType.SS,
                    attacker,
                    Damage.Source.SURFACE,
                    dice,
                    key + "/" + sub + "/at-" + target);
            events.add(s.event(board, hex, Fire.Kind.SUBMARINE, attacker, r));
            damage.flush();
        }
    }

    private void surface(
            Board board,
            Damage damage,
            Hex hex,
            Set<Side> declaredBy,
            Map<Side, Engagement> bySide,
            Map<Engagement, Map<UnitId, UnitId>> chosen,
            Dice dice,
            List<Event> events) {
        String key = "T" + board.turn() + "/P" + board.phase().number() + "/" + hex;
        int roll = dice.d10(RollPurpose.of(
                key + "/initiative",
                "T" + board.turn() + " naval combat in " + hex
                        + ": initiative, 1-" + JP_UP_TO + " JP, " + (JP_UP_TO + 1) + "-" + US_UP_TO + " US, "
                        + (US_UP_TO + 1) + "-10 both at once (I-10)"));
        Optional<Side> initiative =
                roll <= JP_UP_TO ? Optional.of(Side.JP) : roll <= US_UP_TO ? Optional.of(Side.US) : Optional.empty();
        events.add(
                new NavalCombatDeclared(board.turn(), board.phase(), hex, new TreeSet<>(declaredBy), initiative, roll));
        Board now = damage.board();
        for (Side side : Side.values()) {
            for (UnitState u : now.shipsAt(hex, side)) {
                events.add(new EnemyUnitSeen(
                        board.turn(),
                        board.phase(),
                        side.enemy(),
                        hex,
                        EnemyUnitSeen.Role.SHIP,
                        u.id(),
                        now.type(u),
                        now.def(u.id()).name(),
                        u.steps()));
                damage.update(damage.unit(u.id()).flewOn(board.turn())); // took part: no bombardment (BBD-1)
            }
        }
        if (initiative.isPresent()) {
            for (Side side : List.of(initiative.get(), initiative.get().enemy())) {
                Engagement e = bySide.get(side);
                if (e != null) {
                    apply(board, damage, e, roll(board, damage, e, chosen.get(e), key, dice), dice, key, events);
                }
            }
        } else {
            Map<Engagement, List<Shot>> all = new LinkedHashMap<>();
            for (Engagement e : bySide.values()) {
                all.put(e, roll(board, damage, e, chosen.get(e), key, dice));
            }
            all.forEach((e, shots) -> apply(board, damage, e, shots, dice, key, events));
        }
    }

    /** The shots of one side's surviving combatants, each at its target or, if that one sank, the next by its policy. */
    private List<Shot> roll(
            Board board, Damage damage, Engagement e, Map<UnitId, UnitId> picks, String key, Dice dice) {
        int penalty = e.chooser() == Side.US && board.isNight() ? 1 : 0; // NAV-5
        List<Shot> shots = new ArrayList<>();
        for (UnitId firer : e.firers()) {
            UnitId target = picks.get(firer);
            if (target == null || !damage.alive(firer)) {
                continue;
            }
            if (!damage.alive(target)) {
                target = repick(board, damage, e, firer, e.chooser());
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
                    board.def(firer).combat() - penalty,
                    key + "/" + firer + "/at-" + target,
                    dice));
        }
        return shots;
    }

    private void apply(
            Board board, Damage damage, Engagement e, List<Shot> shots, Dice dice, String key, List<Event> events) {
        for (Shot s : shots) {
            Fire.Result r = damage.hit(
                    s.target(),
                    s.hits(),
                    board.def(s.firer()).type(),
                    e.chooser(),
                    Damage.Source.SURFACE,
                    dice,
                    key + "/" + s.firer() + "/at-" + s.target());
            events.add(s.event(board, e.hex(), Fire.Kind.SURFACE, e.chooser(), r));
            damage.flush();
        }
    }

    /** A firer whose target sank before it fired picks again among the survivors, by its side's policy (I-ENG-35). */
    private UnitId repick(Board board, Damage damage, Engagement e, UnitId firer, Side side) {
        Map<UnitId, UnitId> left = new LinkedHashMap<>();
        e.targets().forEach((shown, unit) -> {
            if (damage.alive(unit)) {
                left.put(shown, unit);
            }
        });
        if (left.isEmpty()) {
            return null;
        }
        UnitId shown = pick(
                        damage.board(), e, List.of(firer), left, board.state().standingOf(side))
                .get(firer);
        return shown == null ? null : left.get(shown);
    }
}

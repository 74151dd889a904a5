package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import java.util.stream.Collectors;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.StandingOrder;

/**
 * How targets are chosen for units whose side sent none for a combat step: by its standing order,
 * else by the documented default (docs/engine.md "Targets nobody chose"). Pure functions of the
 * candidates, so the same inputs always give the same picks.
 */
final class Targeting {

    /** The default bombing priority (BOMB-1): the most valuable ships first (VP-1), escorts last. */
    static final List<UnitType> DEFAULT_BOMBING = List.of(
            UnitType.CV,
            UnitType.CVL,
            UnitType.BB,
            UnitType.CA,
            UnitType.TT,
            UnitType.SFT,
            UnitType.ST,
            UnitType.CL,
            UnitType.DD);

    /** The default surface priority (NAV-3): the strongest combatants first, then the non-combatants by value. */
    static final List<UnitType> DEFAULT_SURFACE = List.of(
            UnitType.BB,
            UnitType.CA,
            UnitType.CL,
            UnitType.DD,
            UnitType.CV,
            UnitType.CVL,
            UnitType.TT,
            UnitType.SFT,
            UnitType.ST);

    /** A candidate firer or target: who it is to the chooser, its type, strength and the value that matters. */
    record Candidate(UnitId id, UnitType type, int steps, int value) {
        /** Strength for ordering: dice times value. */
        int strength() {
            return steps * value;
        }
    }

    private static final Comparator<Candidate> STRONGEST_FIRST = Comparator.comparingInt(Candidate::strength)
            .reversed()
            .thenComparing(Comparator.comparingInt(Candidate::steps).reversed())
            .thenComparing(Candidate::id);

    private Targeting() {}

    /**
     * Fighters (AIR-3): targets of the preferred kind first (bombers D/T/M/H, or fighters), strongest
     * first; firers are spread so that every target gets one fighter before any gets a second.
     */
    static Map<UnitId, UnitId> fighters(
            List<UnitId> firers, List<Candidate> targets, StandingOrder.FighterPolicy.Mode mode) {
        boolean bombersFirst = mode == StandingOrder.FighterPolicy.Mode.BOMBERS_FIRST;
        List<Candidate> order = targets.stream()
                .sorted(Comparator.comparing((Candidate c) -> (c.type() == UnitType.F) == bombersFirst)
                        .thenComparing(STRONGEST_FIRST))
                .collect(Collectors.toList());
        return roundRobin(firers, order);
    }

    /**
     * AA (AA-1): one firer per target, extra firers do not fire. SPREAD: targets in the order the
     * defender knows them, firers in id order; STRONGEST_FIRST: the strongest bombers get the
     * strongest firers.
     */
    static Map<UnitId, UnitId> aa(List<Candidate> firers, List<Candidate> targets, StandingOrder.AaPolicy.Mode mode) {
        List<Candidate> f = new ArrayList<>(firers);
        List<Candidate> t = new ArrayList<>(targets);
        if (mode == StandingOrder.AaPolicy.Mode.STRONGEST_FIRST) {
            f.sort(STRONGEST_FIRST);
            t.sort(STRONGEST_FIRST);
        } else {
            f.sort(Comparator.comparing(Candidate::id));
            t.sort(Comparator.comparing(Candidate::id));
        }
        Map<UnitId, UnitId> result = new LinkedHashMap<>();
        for (int i = 0; i < Math.min(f.size(), t.size()); i++) {
            result.put(f.get(i).id(), t.get(i).id());
        }
        return result;
    }

    /**
     * Bombs and torpedoes (BOMB-1): each bomber takes the first type of {@code priority} present (types
     * not listed come after, in the default order); among ships of that type, the one with the fewest
     * bombers so far, then the strongest, then by id. Land units (MID-1) are shared out the same way.
     */
    static Map<UnitId, UnitId> bombing(List<UnitId> bombers, List<Candidate> targets, List<UnitType> priority) {
        return byPriority(bombers, targets, withDefaults(priority, DEFAULT_BOMBING), (c, load) -> true);
    }

    /**
     * Surface fire (NAV-3): like {@link #bombing}, but while an enemy combatant (DD, CL, CA, BB) has no
     * firer yet, each firer picks among the combatants without one; non-combatants come after.
     */
    static Map<UnitId, UnitId> surface(List<UnitId> firers, List<Candidate> targets, List<UnitType> priority) {
        return byPriority(firers, targets, withDefaults(priority, DEFAULT_SURFACE), (c, load) -> {
            boolean combatantFree =
                    targets.stream().anyMatch(x -> x.type().isSurfaceCombatant() && !load.containsKey(x.id()));
            return !combatantFree || c.type().isSurfaceCombatant() && !load.containsKey(c.id());
        });
    }

    /** {@code priority}, then the types of {@code defaults} it does not list, in their order. */
    private static List<UnitType> withDefaults(List<UnitType> priority, List<UnitType> defaults) {
        List<UnitType> order = new ArrayList<>(priority);
        for (UnitType t : defaults) {
            if (!order.contains(t)) {
                order.add(t);
            }
        }
        return order;
    }

    /**
     * Each firer in turn takes, among the targets {@code allowed} given the shots so far, the first type
     * of {@code order} (types not listed last), then the one with the fewest firers so far, then the
     * strongest, then by id.
     */
    private static Map<UnitId, UnitId> byPriority(
            List<UnitId> firers,
            List<Candidate> targets,
            List<UnitType> order,
            BiPredicate<Candidate, Map<UnitId, Integer>> allowed) {
        Map<UnitId, UnitId> result = new LinkedHashMap<>();
        Map<UnitId, Integer> load = new HashMap<>();
        for (UnitId f : firers) {
            Candidate best = null;
            int bestRank = Integer.MAX_VALUE;
            for (Candidate c : targets) {
                if (!allowed.test(c, load)) {
                    continue;
                }
                int rank = order.indexOf(c.type());
                rank = rank < 0 ? order.size() : rank;
                if (best == null || rank < bestRank || rank == bestRank && better(c, best, load)) {
                    best = c;
                    bestRank = rank;
                }
            }
            if (best == null) {
                break;
            }
            result.put(f, best.id());
            load.merge(best.id(), 1, Integer::sum);
        }
        return result;
    }

    /**
     * Every target once before any twice (SUB-2 screens, LAND-3): targets strongest first, firers in
     * the order given, dealt round.
     */
    static Map<UnitId, UnitId> spread(List<UnitId> firers, List<Candidate> targets) {
        List<Candidate> order = new ArrayList<>(targets);
        order.sort(STRONGEST_FIRST);
        return roundRobin(firers, order);
    }

    private static boolean better(Candidate c, Candidate best, Map<UnitId, Integer> load) {
        int lc = load.getOrDefault(c.id(), 0);
        int lb = load.getOrDefault(best.id(), 0);
        if (lc != lb) {
            return lc < lb;
        }
        if (c.steps() != best.steps()) {
            return c.steps() > best.steps();
        }
        return c.id().compareTo(best.id()) < 0;
    }

    private static Map<UnitId, UnitId> roundRobin(List<UnitId> firers, List<Candidate> order) {
        Map<UnitId, UnitId> result = new LinkedHashMap<>();
        if (order.isEmpty()) {
            return result;
        }
        for (int i = 0; i < firers.size(); i++) {
            result.put(firers.get(i), order.get(i % order.size()).id());
        }
        return result;
    }

    /** {@code CV > BB > CA}: how a priority reads in reports (type codes are the same in French and English). */
    static String describe(List<UnitType> priority) {
        return priority.stream().map(UnitType::name).collect(Collectors.joining(" > "));
    }
}

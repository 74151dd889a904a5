package org.umpire.cli.bot;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.state.SightingLevel;
import org.umpire.engine.state.UnitState;

/** The Japanese plan's air orders: searches (phase 2), strikes (phase 3) and the Midway raid (phase 1). */
final class JapanAir {

    /** Torpedo planes flown as scouts a turn at most (they then miss this turn's and the next turn's strikes). */
    private static final int MOST_AIR_SEARCHES = 2;
    /** An air unit searches only where it may find this many carriers (expected). */
    private static final double AIR_SEARCH_WORTH = 0.25;
    /** Bombers sent against each Marine company that may still be at full strength. */
    private static final int BOMBERS_PER_COMPANY = 2;
    /** A located carrier force gets this many bombers before a second one gets any. */
    private static final int BOMBERS_PER_TARGET = 6;

    private static final List<UnitType> BOMBERS = List.of(UnitType.D, UnitType.T);
    /** Torpedo planes first for Midway and for scouting: the dive bombers are kept for the carriers (BOMB-3). */
    private static final List<UnitType> SCOUTS_FIRST = List.of(UnitType.T, UnitType.D);

    private JapanAir() {}

    // --- phase 2 ------------------------------------------------------------------------------

    /**
     * The searches that cover the most expected enemy carriers: the floatplanes' two and Wake's
     * first (they cost nothing), then torpedo planes from the carriers while they may find enough.
     */
    static String searches(Sight s, CarrierMap map) {
        SideView v = s.view();
        Set<Hex> covered = new HashSet<>();
        List<Hex> carrierHexes = new ArrayList<>();
        for (UnitState c : s.carriers()) {
            Hex at = s.hexOf(c).orElseThrow();
            carrierHexes.add(at);
            covered.addAll(footprint(s, at)); // the automatic search of a carrier's hex (SRCH-4)
        }
        for (Hex h : s.shipsByHex().keySet()) {
            covered.add(h); // naval searches (SRCH-2)
        }
        StringBuilder out = new StringBuilder();
        for (SearchSource src : v.scenario().searchSourcesOf(v.side())) {
            if (src.automatic()) {
                continue;
            }
            Set<Hex> options = new TreeSet<>();
            switch (src.anchor()) {
                case HEX -> options.addAll(s.grid().within(src.centre(), src.radius()));
                case INTACT_CARRIER ->
                    carrierHexes.forEach(h -> options.addAll(s.grid().within(h, src.radius())));
                default -> {
                    if (v.kure().operational(v.turn(), v.scenario().kureBaseDelay())) {
                        options.addAll(s.grid().within(src.centre(), src.radius()));
                    }
                }
            }
            for (int i = 0; i < src.count() && !options.isEmpty(); i++) {
                Hex target = best(s, map, options, covered);
                if (gain(s, map, target, covered) <= 0) {
                    break; // nothing to find there
                }
                covered.addAll(footprint(s, target));
                out.append("search ")
                        .append(target)
                        .append(" with ")
                        .append(src.id())
                        .append('\n');
            }
        }
        int flown = 0;
        for (UnitState c : s.carriers()) {
            Hex at = s.hexOf(c).orElseThrow();
            for (UnitId scout : s.free(c.id(), List.of(UnitType.T))) {
                if (flown >= MOST_AIR_SEARCHES) {
                    break;
                }
                Set<Hex> options = s.grid().within(at, v.def(scout).range() / 2);
                Hex target = best(s, map, options, covered);
                if (gain(s, map, target, covered) < AIR_SEARCH_WORTH) {
                    break;
                }
                covered.addAll(footprint(s, target));
                out.append("search ")
                        .append(target)
                        .append(" with ")
                        .append(scout.value())
                        .append('\n');
                flown++;
            }
        }
        return out.toString();
    }

    private static Hex best(Sight s, CarrierMap map, Set<Hex> options, Set<Hex> covered) {
        Hex best = null;
        double most = -1;
        for (Hex h : options) {
            if (s.view().inFog(h)) {
                continue;
            }
            double g = gain(s, map, h, covered);
            if (g > most + 1e-9) {
                best = h;
                most = g;
            }
        }
        return best == null ? options.iterator().next() : best;
    }

    private static double gain(Sight s, CarrierMap map, Hex target, Set<Hex> covered) {
        double g = 0;
        for (Hex h : footprint(s, target)) {
            if (!covered.contains(h)) {
                g += map.at(h);
            }
        }
        return g;
    }

    /** An air search covers its hex and the six around it (SRCH-5). */
    static Set<Hex> footprint(Sight s, Hex target) {
        Set<Hex> f = new HashSet<>(s.grid().neighbours(target));
        f.add(target);
        return f;
    }

    // --- phase 3 ------------------------------------------------------------------------------

    /**
     * Every carrier's ready bombers strike the located enemy carriers in range (else the located
     * ships), the nearest first, each force getting {@link #BOMBERS_PER_TARGET} before a second one
     * gets any; half of each launching carrier's fighters escort.
     */
    static String strikes(Sight s) {
        SideView v = s.view();
        if (v.night()) {
            return "";
        }
        List<Hex> targets = located(s, SightingLevel.CARRIERS);
        if (targets.isEmpty()) {
            targets = located(s, SightingLevel.SHIPS);
        }
        if (targets.isEmpty()) {
            return "";
        }
        Map<Hex, List<UnitId>> raids = new LinkedHashMap<>();
        Map<Hex, Integer> bombers = new LinkedHashMap<>();
        for (UnitState c : s.carriers()) {
            Hex at = s.hexOf(c).orElseThrow();
            List<UnitId> ready = s.free(c.id(), BOMBERS);
            Hex target = choose(targets, at, bombers, s.radius(ready));
            if (ready.isEmpty() || target == null) {
                continue;
            }
            List<UnitId> raid = raids.computeIfAbsent(target, h -> new ArrayList<>());
            raid.addAll(ready);
            bombers.merge(target, ready.size(), Integer::sum);
            List<UnitId> fighters = s.free(c.id(), List.of(UnitType.F));
            raid.addAll(fighters.subList(0, fighters.size() / 2));
        }
        StringBuilder out = new StringBuilder();
        raids.forEach((h, ids) -> out.append("raid on ")
                .append(h)
                .append(": ")
                .append(Sight.join(ids))
                .append('\n'));
        return out.toString();
    }

    private static List<Hex> located(Sight s, SightingLevel level) {
        Hex home = s.carriers().isEmpty()
                ? s.view().midwayHex()
                : s.hexOf(s.carriers().get(0)).orElseThrow();
        return s.located(s.view().turn(), level, home);
    }

    /** The target in {@code radius} of {@code at} that most needs bombers (the nearest on a tie). */
    private static Hex choose(List<Hex> targets, Hex at, Map<Hex, Integer> bombers, int radius) {
        Hex best = null;
        for (Hex t : targets) {
            if (HexGrid.distance(at, t) > radius) {
                continue;
            }
            if (best == null) {
                best = t;
                continue;
            }
            int have = bombers.getOrDefault(t, 0);
            int bestHave = bombers.getOrDefault(best, 0);
            boolean needs = have < BOMBERS_PER_TARGET;
            boolean bestNeeds = bestHave < BOMBERS_PER_TARGET;
            if (needs && !bestNeeds || needs == bestNeeds && needs && have < bestHave) {
                best = t;
            }
        }
        return best;
    }

    // --- phase 1 ------------------------------------------------------------------------------

    /**
     * The Midway raid (RAID-4), by day, while Marine companies may be at full strength and no US
     * carrier was found near the force last turn: two bombers a company (torpedo planes first) from
     * the carriers in range after this turn's moves, half their fighters escorting.
     */
    static String midwayRaid(Sight s, Map<UnitId, Hex> after, int fullCompanies) {
        SideView v = s.view();
        if (v.night() || fullCompanies == 0 || !v.ownMidwayRaids().isEmpty()) {
            return "";
        }
        Hex midway = v.midwayHex();
        int need = BOMBERS_PER_COMPANY * fullCompanies;
        List<UnitId> raid = new ArrayList<>();
        int sent = 0;
        for (UnitState c : s.carriers()) {
            Hex at = after.get(c.id());
            if (at == null || v.inFog(at) || enemyCarriersNear(s, at)) {
                continue;
            }
            List<UnitId> ready = new ArrayList<>();
            for (UnitType t : SCOUTS_FIRST) {
                for (UnitId id : s.ready(c.id(), List.of(t))) {
                    if (HexGrid.distance(at, midway) <= v.def(id).range() / 2 && sent + ready.size() < need) {
                        ready.add(id);
                    }
                }
            }
            if (ready.isEmpty()) {
                continue;
            }
            raid.addAll(ready);
            sent += ready.size();
            List<UnitId> fighters = s.ready(c.id(), List.of(UnitType.F));
            raid.addAll(fighters.subList(0, fighters.size() / 2));
        }
        return raid.isEmpty() ? "" : "raid Midway: " + Sight.join(raid).replace(", ", " + ") + "\n";
    }

    /** US carriers located last turn within three hexes: the bombers are kept for them. */
    private static boolean enemyCarriersNear(Sight s, Hex at) {
        for (Hex h : s.located(s.view().turn() - 1, SightingLevel.CARRIERS, at)) {
            if (HexGrid.distance(h, at) <= 3) {
                return true;
            }
        }
        return false;
    }
}

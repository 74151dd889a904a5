package org.umpire.engine.legality;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.AdminOrder;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.Assignment;
import org.umpire.engine.order.CombatOrder;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.RecoveryOrder;
import org.umpire.engine.order.SearchOrder;
import org.umpire.engine.order.SetupOrder;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.state.EnemyUnitReport;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/** Checks that look at a side's orders for the phase together. */
final class SetChecks {

    private SetChecks() {}

    static void run(SideView v, Problems p, List<? extends Order> orders) {
        if (v.gameOver()) {
            return;
        }
        Map<String, Map<UnitId, Integer>> seen = new HashMap<>();
        Map<String, Integer> searchesBySource = new HashMap<>();
        int heavySearches = 0;
        Map<Hex, Map<UnitId, List<UnitId>>> aaTargets = new TreeMap<>();
        Map<Hex, List<Integer>> surfaceOrders = new TreeMap<>();
        List<Integer> landCombat = new ArrayList<>();
        Map<UnitId, Integer> landingBase = new LinkedHashMap<>();
        Map<UnitId, UnitId> landings = new HashMap<>();
        Map<UnitId, Integer> reserves = new LinkedHashMap<>();
        int lastPlace = -1;
        int midwayRaids = 0;
        int kureStarts = 0;
        for (int i = 0; i < orders.size(); i++) {
            Order o = orders.get(i);
            if (!o.phases().contains(v.phase())) {
                continue;
            }
            p.at(i);
            if (o instanceof SetupOrder.Place place) {
                once(p, seen, "position", place.units(), i);
                lastPlace = i;
            } else if (o instanceof MovementOrder.Move move) {
                once(p, seen, "position", move.units(), i);
            } else if (o instanceof MovementOrder.Enter enter) {
                once(p, seen, "position", enter.units(), i);
            } else if (o instanceof MovementOrder.Exit exit) {
                once(p, seen, "position", exit.units(), i);
            } else if (o instanceof MovementOrder.StartKureBase) {
                if (kureStarts++ > 0 && !p.hasErrorAt(i)) {
                    p.add(ProblemKind.KURE_ALREADY_STARTED, "turn", v.turn()); // KURE-1: once
                }
            } else if (o instanceof MovementOrder.DeclareMidwayRaid raid1) {
                missions(p, seen, raid1.aircraft(), i);
                if (midwayRaids++ > 0 || !v.ownMidwayRaids().isEmpty()) {
                    p.add(ProblemKind.MIDWAY_RAID_TWICE); // RAID-4: one Midway raid a turn
                }
            } else if (o instanceof AirOrder.Raid raid) {
                missions(p, seen, raid.aircraft(), i);
            } else if (o instanceof SearchOrder.AircraftSearch search1) {
                UnitId a = search1.aircraft();
                missions(p, seen, List.of(a), i);
                if (v.side() == Side.US
                        && v.ownDef(a).map(d -> d.type() == UnitType.H).orElse(false)
                        && ++heavySearches > 1) {
                    p.add(ProblemKind.ONE_HEAVY_BOMBER_SEARCH, "unit", a);
                }
            } else if (o instanceof SearchOrder.SourceSearch search) {
                if (p.hasErrorAt(i)) {
                    continue; // a refused search uses none of the source's searches (SRCH-4)
                }
                String id = search.source();
                int n = searchesBySource.merge(id, 1, Integer::sum);
                Optional<SearchSource> src = v.scenario().searchSourcesOf(v.side()).stream()
                        .filter(s -> s.id().equals(id))
                        .findFirst();
                if (src.isPresent()) {
                    int available = SearchCounts.available(v, src.get());
                    if (available > 0 && n > available) {
                        p.add(ProblemKind.TOO_MANY_SEARCHES, "source", id, "count", available);
                    }
                }
            } else if (o instanceof AirOrder.FighterTargets targets3) {
                firers(p, seen, "fighter", targets3.assignments(), i);
            } else if (o instanceof AirOrder.AaTargets a) {
                firers(p, seen, "aa", a.assignments(), i);
                for (Assignment as : a.assignments()) {
                    aaTargets
                            .computeIfAbsent(a.combat(), h -> new LinkedHashMap<>())
                            .computeIfAbsent(as.target(), t -> new ArrayList<>())
                            .add(as.firer());
                }
            } else if (o instanceof AirOrder.BombingTargets targets2) {
                firers(p, seen, "bomber", targets2.assignments(), i);
            } else if (o instanceof CombatOrder.SubmarineAttack attack) {
                firers(p, seen, "submarine", attack.assignments(), i);
            } else if (o instanceof CombatOrder.ScreenAssignments assignments) {
                firers(p, seen, "screen", assignments.assignments(), i);
            } else if (o instanceof CombatOrder.SurfaceTargets s) {
                firers(p, seen, "surface", s.assignments(), i);
                surfaceOrders.computeIfAbsent(s.hex(), h -> new ArrayList<>()).add(i);
            } else if (o instanceof CombatOrder.BombardmentTargets targets1) {
                firers(p, seen, "bombardment", targets1.assignments(), i);
            } else if (o instanceof CombatOrder.LandCombatTargets targets) {
                firers(p, seen, "land", targets.assignments(), i);
                landCombat.add(i);
            } else if (o instanceof CombatOrder.Land land) {
                once(p, seen, "landing", land.landUnits(), i);
            } else if (o instanceof RecoveryOrder.LandAircraft l) {
                once(p, seen, "land-aircraft", List.of(l.aircraft()), i);
                boolean legal = v.own(l.aircraft())
                                .map(u -> u.lastFlightTurn() == v.turn())
                                .orElse(false)
                        && AirChecks.mayLandOn(v, l.aircraft(), l.base());
                if (legal) {
                    landings.put(l.aircraft(), l.base());
                    landingBase.put(l.base(), i);
                }
            } else if (o instanceof RecoveryOrder.SetReadiness readiness) {
                once(p, seen, "readiness", List.of(readiness.aircraft()), i);
            } else if (o instanceof RecoveryOrder.BringInReserve reserve) {
                UnitId r = reserve.reserve();
                once(p, seen, "reserve", List.of(r), i);
                reserves.put(r, i);
            } else if (o instanceof AdminOrder.FormGroup group) {
                once(p, seen, "group", group.units(), i);
            }
        }
        midwayRaidCommitments(v, p, orders);
        aaShared(p, orders, aaTargets);
        surfaceNonCombatants(v, p, orders, surfaceOrders);
        landCoverage(v, p, orders, landCombat);
        capacity(v, p, landings, landingBase, reserves);
        if (lastPlace >= 0) {
            unplaced(v, p, seen.getOrDefault("position", Map.of()), lastPlace);
        }
    }

    private static void once(
            Problems p, Map<String, Map<UnitId, Integer>> seen, String what, List<UnitId> units, int i) {
        Map<UnitId, Integer> m = seen.computeIfAbsent(what, k -> new HashMap<>());
        for (UnitId u : units) {
            if (m.putIfAbsent(u, i) != null) {
                p.addTo(i, ProblemKind.UNIT_ORDERED_TWICE, "unit", u);
            }
        }
    }

    private static void missions(Problems p, Map<String, Map<UnitId, Integer>> seen, List<UnitId> units, int i) {
        Map<UnitId, Integer> m = seen.computeIfAbsent("mission", k -> new HashMap<>());
        Set<UnitId> here = new HashSet<>();
        for (UnitId u : units) {
            if (!here.add(u)) {
                p.addTo(i, ProblemKind.UNIT_ORDERED_TWICE, "unit", u);
            } else if (m.putIfAbsent(u, i) != null) {
                p.addTo(i, ProblemKind.AIRCRAFT_TWO_MISSIONS, "unit", u);
            }
        }
    }

    private static void firers(
            Problems p, Map<String, Map<UnitId, Integer>> seen, String role, List<Assignment> list, int i) {
        Map<UnitId, Integer> m = seen.computeIfAbsent("firer-" + role, k -> new HashMap<>());
        for (Assignment a : list) {
            if (m.putIfAbsent(a.firer(), i) != null) {
                p.addTo(i, ProblemKind.FIRER_TWICE, "unit", a.firer());
            }
        }
    }

    /**
     * RAID-4: the air units of this turn's Midway raid fly that raid; cancelled in phase 3, its
     * fighters are free again but its bombers fly no other mission.
     */
    private static void midwayRaidCommitments(SideView v, Problems p, List<? extends Order> orders) {
        Set<UnitId> committed = new HashSet<>();
        v.ownMidwayRaids().forEach(r -> committed.addAll(r.aircraft()));
        if (committed.isEmpty()) {
            return;
        }
        boolean cancelled = orders.stream().anyMatch(o -> o instanceof AirOrder.CancelMidwayRaid);
        for (int i = 0; i < orders.size(); i++) {
            Order o = orders.get(i);
            if (!o.phases().contains(v.phase())) {
                continue;
            }
            List<UnitId> flying = o instanceof AirOrder.Raid r
                    ? r.aircraft()
                    : o instanceof SearchOrder.AircraftSearch as ? List.of(as.aircraft()) : List.of();
            for (UnitId u : flying) {
                boolean fighter = v.ownDef(u).map(d -> d.type() == UnitType.F).orElse(false);
                if (committed.contains(u) && !(cancelled && fighter)) {
                    p.addTo(i, ProblemKind.COMMITTED_TO_MIDWAY_RAID, "unit", u);
                }
            }
        }
    }

    /** AA-1: one firer per aircraft unit; extra firers do not fire. */
    private static void aaShared(Problems p, List<? extends Order> orders, Map<Hex, Map<UnitId, List<UnitId>>> aa) {
        for (Map.Entry<Hex, Map<UnitId, List<UnitId>>> e : aa.entrySet()) {
            for (Map.Entry<UnitId, List<UnitId>> t : e.getValue().entrySet()) {
                if (t.getValue().size() > 1) {
                    int idx = lastIndexOf(orders, AirOrder.AaTargets.class, e.getKey());
                    p.addTo(idx, ProblemKind.AA_TARGET_SHARED, "target", t.getKey(), "units", t.getValue());
                }
            }
        }
    }

    private static int lastIndexOf(List<? extends Order> orders, Class<?> kind, Hex hex) {
        int idx = 0;
        for (int i = 0; i < orders.size(); i++) {
            if (kind.isInstance(orders.get(i))
                    && ((AirOrder.AaTargets) orders.get(i)).combat().equals(hex)) {
                idx = i;
            }
        }
        return idx;
    }

    /** NAV-3: non-combatants only once every known enemy combatant is someone's target. */
    private static void surfaceNonCombatants(
            SideView v, Problems p, List<? extends Order> orders, Map<Hex, List<Integer>> byHex) {
        for (Map.Entry<Hex, List<Integer>> e : byHex.entrySet()) {
            Set<UnitId> targeted = new HashSet<>();
            for (int i : e.getValue()) {
                ((CombatOrder.SurfaceTargets) orders.get(i)).assignments().forEach(a -> targeted.add(a.target()));
            }
            List<UnitId> untargeted = new ArrayList<>();
            for (EnemyUnitReport r : v.knownEnemies(e.getKey())) {
                if (r.type().isSurfaceCombatant() && !targeted.contains(r.id())) {
                    untargeted.add(r.id());
                }
            }
            if (untargeted.isEmpty()) {
                continue;
            }
            for (int i : e.getValue()) {
                for (Assignment a : ((CombatOrder.SurfaceTargets) orders.get(i)).assignments()) {
                    Optional<EnemyUnitReport> t = v.knownEnemy(e.getKey(), a.target());
                    if (t.isPresent() && t.get().type().isNonCombatant()) {
                        p.addTo(i, ProblemKind.NON_COMBATANT_TOO_EARLY, "target", a.target(), "untargeted", untargeted);
                    }
                }
            }
        }
    }

    /** LAND-3: US targets may be shared only once every known JP land unit is targeted. */
    private static void landCoverage(SideView v, Problems p, List<? extends Order> orders, List<Integer> idx) {
        if (v.side() != Side.US || idx.isEmpty()) {
            return;
        }
        Map<UnitId, Integer> perTarget = new HashMap<>();
        int firers = 0;
        for (int i : idx) {
            for (Assignment a : ((CombatOrder.LandCombatTargets) orders.get(i)).assignments()) {
                perTarget.merge(a.target(), 1, Integer::sum);
                firers++;
            }
        }
        boolean shared = perTarget.values().stream().anyMatch(n -> n > 1);
        List<UnitId> untargeted = new ArrayList<>();
        for (EnemyUnitReport r : v.knownEnemies(v.midwayHex())) {
            if (r.type() == UnitType.LAND && !perTarget.containsKey(r.id())) {
                untargeted.add(r.id());
            }
        }
        if (shared && !untargeted.isEmpty() && firers > 0) {
            p.addTo(idx.get(idx.size() - 1), ProblemKind.LAND_TARGETS_UNCOVERED, "untargeted", untargeted);
        }
    }

    /** REC-4: each base that receives aircraft (or a reserve unit) holds no more than its capacity. */
    private static void capacity(
            SideView v,
            Problems p,
            Map<UnitId, UnitId> landings,
            Map<UnitId, Integer> landingBase,
            Map<UnitId, Integer> reserves) {
        Map<UnitId, Integer> incomingIdx = new TreeMap<>(landingBase);
        for (Map.Entry<UnitId, Integer> r : reserves.entrySet()) {
            v.own(r.getKey())
                    .map(UnitState::location)
                    .filter(l -> l instanceof Location.InReserve)
                    .ifPresent(l -> incomingIdx.merge(((Location.InReserve) l).carrier(), r.getValue(), Math::max));
        }
        for (Map.Entry<UnitId, Integer> e : incomingIdx.entrySet()) {
            UnitId base = e.getKey();
            int load = 0;
            for (UnitState u : v.ownUnits()) {
                if (!v.def(u.id()).type().isAircraft() || u.isEliminated()) {
                    continue;
                }
                UnitId finalBase = landings.get(u.id());
                if (finalBase == null && u.location() instanceof Location.Aboard) {
                    finalBase = ((Location.Aboard) u.location()).base();
                }
                if (finalBase == null && reserves.containsKey(u.id()) && u.location() instanceof Location.InReserve) {
                    finalBase = ((Location.InReserve) u.location()).carrier();
                }
                if (base.equals(finalBase)) {
                    load += u.steps() == 2 ? 2 : 1;
                }
            }
            int cap = v.capacityHalves(base);
            if (cap > 0 && load > cap) {
                p.addTo(
                        e.getValue(),
                        ProblemKind.CAPACITY_EXCEEDED,
                        "base",
                        base,
                        "capacity",
                        halves(cap),
                        "load",
                        halves(load));
            }
        }
    }

    static String halves(int h) {
        return h % 2 == 0 ? Integer.toString(h / 2) : (h / 2) + ".5";
    }

    /** SET-3: warn of units the side still has to place. */
    private static void unplaced(SideView v, Problems p, Map<UnitId, Integer> placed, int lastPlace) {
        Set<UnitId> missing = new TreeSet<>();
        for (UnitState u : v.ownUnits()) {
            Arrival.Kind k = v.def(u.id()).arrival().kind();
            if ((k == Arrival.Kind.SETUP || k == Arrival.Kind.ON_MAP)
                    && v.def(u.id()).type().isNaval()
                    && u.location() instanceof Location.OffMap
                    && !placed.containsKey(u.id())) {
                missing.add(u.id());
            }
        }
        if (!missing.isEmpty()) {
            p.addTo(lastPlace, ProblemKind.UNITS_NOT_PLACED, "units", new ArrayList<>(missing));
        }
    }
}

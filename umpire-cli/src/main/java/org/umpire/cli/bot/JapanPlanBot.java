package org.umpire.cli.bot;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import org.umpire.engine.legality.SideView;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.SightingLevel;
import org.umpire.engine.state.UnitState;

/**
 * The Japanese plan, after the historical one (and the Carrier solitaire game's Japanese side): the
 * groups enter on time in the middle rows, the carriers close to two hexes of Midway and raid it at
 * dawn, the transports follow to Midway, ST11 makes for Kure to build the seaplane base, the
 * floatplanes search ahead of the fleet; once US carriers are located they are struck first and the
 * carriers turn towards them. Fighters, AA and bombs follow standing orders given at the set-up.
 */
public final class JapanPlanBot implements Bot {

    private static final List<UnitType> STRIKE = List.of(UnitType.D, UnitType.T);
    private static final Map<Integer, String> ENTRY = Map.of(1, "A6", 2, "A5", 3, "A7", 4, "A8", 11, "A6", 13, "A3");

    @Override
    public String name() {
        return "plan";
    }

    @Override
    public String orders(SideView view) {
        Sight s = new Sight(view);
        switch (view.phase()) {
            case SETUP:
                return "I-168 -> K6\n";
            case MOVEMENT:
                return movement(s);
            case SEARCH:
                return searches(s);
            case RAID_DECLARATION:
                return raids(s);
            case LANDING:
                return view.night() ? "" : "landing: all\n"; // the transports at Midway land their troops (LAND-1)
            default:
                return "";
        }
    }

    private String movement(Sight s) {
        SideView v = s.view();
        StringBuilder out = new StringBuilder();
        if (v.turn() == 1) {
            out.append("fighters: bombers first\nAA: spread\nbombing priority: CV > CVL > BB > CA\n");
        }
        TreeSet<Integer> due = new TreeSet<>();
        for (UnitDef d : v.scenario().unitsOf(v.side())) {
            UnitState u = v.own(d.id()).orElse(null);
            if (u != null && u.location() instanceof Location.OffMap && d.arrival().kind() == Arrival.Kind.GROUP
                    && d.arrival().group() <= v.turn()) {
                due.add(d.arrival().group());
            }
        }
        for (int g : due) {
            out.append("group ").append(g).append(" enters ").append(ENTRY.getOrDefault(g, "A6")).append('\n');
        }
        Hex midway = v.midwayHex();
        Hex strikePoint = new Hex(midway.column() - 2, midway.row());
        List<Hex> enemyCarriers = s.located(v.turn() - 1, SightingLevel.CARRIERS, strikePoint);
        Hex carrierGoal = enemyCarriers.isEmpty() ? strikePoint : enemyCarriers.get(0);
        Map<UnitId, Hex> after = new TreeMap<>();
        for (Map.Entry<Hex, List<UnitState>> e : s.shipsByHex().entrySet()) {
            for (UnitState u : e.getValue()) {
                UnitType t = v.def(u.id()).type();
                Hex goal = t == UnitType.TT || t == UnitType.SFT ? midway
                        : t == UnitType.ST ? v.scenario().map().hexOf(org.umpire.engine.scenario.NamedHexes.KURE)
                        : carrierGoal;
                // the fleet keeps two hexes from an enemy carrier force, in range of its own strikes
                Hex next = s.stepToward(e.getKey(), goal);
                if (goal == carrierGoal && !enemyCarriers.isEmpty() && HexGrid.distance(next, goal) < 2) {
                    next = e.getKey();
                }
                if (!next.equals(e.getKey()) && v.def(u.id()).speed().mayMove(v.turn(), u.lastMoveTurn())) {
                    out.append(u.id().value()).append(" -> ").append(next).append('\n');
                    after.put(u.id(), next);
                } else {
                    after.put(u.id(), e.getKey());
                }
            }
        }
        if (!v.kure().started() && !v.kure().closed()) {
            for (UnitState st : v.ownOfType(UnitType.ST)) {
                Hex kure = v.scenario().map().hexOf(org.umpire.engine.scenario.NamedHexes.KURE);
                if (kure.equals(after.get(st.id()))) {
                    out.append("start the Kure base\n");
                }
            }
        }
        if (!v.night() && v.ownMidwayRaids().isEmpty() && enemyCarriers.isEmpty()) {
            List<UnitId> raid = new ArrayList<>();
            for (UnitState c : s.carriers()) {
                Hex at = after.get(c.id());
                List<UnitId> strike = s.ready(c.id(), STRIKE);
                if (at != null && !strike.isEmpty() && HexGrid.distance(at, midway) <= s.radius(strike)) {
                    raid.addAll(strike);
                    List<UnitId> fighters = s.ready(c.id(), List.of(UnitType.F));
                    raid.addAll(fighters.subList(0, fighters.size() / 2)); // half escort, half stay to defend
                }
            }
            if (!raid.isEmpty()) {
                out.append("raid Midway: ").append(Sight.join(raid).replace(", ", " + ")).append('\n');
            }
        }
        return out.toString();
    }

    private String searches(Sight s) {
        SideView v = s.view();
        if (v.night()) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        for (SearchSource src : v.scenario().searchSourcesOf(v.side())) {
            if (src.id().equals("wake")) {
                out.append("search ").append(src.centre()).append(" with wake\n");
            }
        }
        List<UnitState> carriers = s.carriers();
        if (!carriers.isEmpty()) {
            Hex at = s.hexOf(carriers.get(0)).orElseThrow();
            Hex ahead = new Hex(Math.min(at.column() + 2, s.grid().columns() - 1), at.row());
            out.append("search ").append(ahead).append(" with floatplanes\n");
            Hex flank = new Hex(Math.min(at.column() + 2, s.grid().columns() - 1), Math.min(at.row() + 2, s.grid().rows()));
            out.append("search ").append(flank).append(" with floatplanes\n");
        }
        return out.toString();
    }

    private String raids(Sight s) {
        return Strikes.declare(s, STRIKE);
    }
}

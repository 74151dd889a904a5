package org.umpire.cli.report;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.umpire.cli.map.GroupMarker;
import org.umpire.cli.map.MapTitle;
import org.umpire.cli.map.MapView;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitCategory;
import org.umpire.engine.scenario.NamedHex;
import org.umpire.engine.scenario.NamedHexes;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.Knowledge;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.RaidWarning;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.SightingLevel;
import org.umpire.engine.state.UnitState;

/** Builds map views: a side's from its situation only, the umpire's from the full state. */
public final class MapViews {

    private MapViews() {}

    static MapView forSide(SideSituation s) {
        Scenario sc = s.scenario();
        int turn = s.moment().turn();
        SortedMap<Hex, SightingLevel> located = new TreeMap<>();
        SortedSet<Hex> searched = new TreeSet<>();
        for (Sighting sg : s.knowledge().sightingsOn(turn)) {
            searched.add(sg.hex());
            if (sg.located()) {
                located.merge(sg.hex(), sg.level(), (a, b) -> a.compareTo(b) >= 0 ? a : b);
            }
        }
        searched.removeAll(located.keySet());
        SortedSet<Hex> locatedByEnemy = new TreeSet<>(s.knowledge().noticesOn(turn));
        SortedMap<Hex, List<Hex>> raids = new TreeMap<>();
        for (RaidWarning w : s.knowledge().raidWarningsOn(turn)) {
            raids.computeIfAbsent(w.hex(), h -> new ArrayList<>()).addAll(w.from());
        }
        return new MapView(
                s.side().audience(),
                title(s.moment(), sc),
                sc.map().grid(),
                islands(sc),
                s.fogLifted() ? new TreeSet<>() : sc.map().fog(),
                groups(sc, s.side(), s.ownUnits().values()),
                located,
                searched,
                locatedByEnemy,
                raids);
    }

    /** The umpire's map of a moment: both sides' groups, the fog, and every search of the moment's turn. */
    public static MapView forUmpire(
            Scenario sc,
            ReportMoment moment,
            Collection<UnitState> units,
            boolean fogLifted,
            Map<Side, Knowledge> knowledge) {
        List<GroupMarker> groups = new ArrayList<>();
        for (Side side : Side.values()) {
            List<UnitState> own = new ArrayList<>();
            for (UnitState u : units) {
                if (sc.unitOrThrow(u.id()).side() == side) {
                    own.add(u);
                }
            }
            groups.addAll(groups(sc, side, own));
        }
        // every search of the turn, by either side: hexes where ships were found, and hexes found empty
        TreeMap<Hex, SightingLevel> located = new TreeMap<>();
        TreeSet<Hex> empty = new TreeSet<>();
        for (Knowledge k : knowledge.values()) {
            for (Sighting sg : k.sightingsOn(moment.turn())) {
                if (sg.located()) {
                    located.merge(sg.hex(), sg.level(), (a, b) -> a.compareTo(b) >= 0 ? a : b);
                } else {
                    empty.add(sg.hex());
                }
            }
        }
        empty.removeAll(located.keySet());
        return new MapView(
                Audience.UMPIRE,
                title(moment, sc),
                sc.map().grid(),
                islands(sc),
                fogLifted ? new TreeSet<>() : sc.map().fog(),
                groups,
                located,
                empty,
                new TreeSet<>());
    }

    private static MapTitle title(ReportMoment m, Scenario sc) {
        var slot = sc.turn(Math.max(1, m.turn()));
        return new MapTitle(m.gameId(), m.turn(), slot.time(), m.turn() > 0 && slot.night(), m.phase());
    }

    /** Midway and the islands of the US automatic searches (SRCH-2). */
    static List<NamedHex> islands(Scenario sc) {
        List<NamedHex> result = new ArrayList<>();
        result.add(sc.map().named(NamedHexes.MIDWAY).orElseThrow());
        for (String key : sc.usIslandSearches()) {
            sc.map().named(key).ifPresent(result::add);
        }
        return result;
    }

    /** One marker per hex holding own ships or submarines at sea: group names, then ships in no group. */
    static List<GroupMarker> groups(Scenario sc, Side side, Collection<UnitState> own) {
        SortedMap<Hex, SortedSet<String>> groupNames = new TreeMap<>();
        SortedMap<Hex, SortedSet<String>> loose = new TreeMap<>();
        SortedMap<Hex, SortedSet<String>> subs = new TreeMap<>();
        for (UnitState u : own) {
            if (!(u.location() instanceof Location.OnMap)) {
                continue;
            }
            Hex hex = ((Location.OnMap) u.location()).hex();
            UnitDef def = sc.unitOrThrow(u.id());
            groupNames.computeIfAbsent(hex, h -> new TreeSet<>());
            if (u.groupName().isPresent()) {
                groupNames.get(hex).add(u.groupName().get());
            } else if (def.type().category() == UnitCategory.SUBMARINE) {
                subs.computeIfAbsent(hex, h -> new TreeSet<>()).add(def.name());
            } else {
                loose.computeIfAbsent(hex, h -> new TreeSet<>()).add(def.name());
            }
        }
        List<GroupMarker> markers = new ArrayList<>();
        for (Map.Entry<Hex, SortedSet<String>> e : groupNames.entrySet()) {
            List<String> labels = new ArrayList<>(e.getValue());
            labels.addAll(loose.getOrDefault(e.getKey(), new TreeSet<>()));
            labels.addAll(subs.getOrDefault(e.getKey(), new TreeSet<>()));
            markers.add(new GroupMarker(side, e.getKey(), labels));
        }
        return markers;
    }
}

package org.umpire.engine.event;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.state.EnemyUnitReport;
import org.umpire.engine.state.Knowledge;
import org.umpire.engine.state.LocatedNotice;
import org.umpire.engine.state.RaidWarning;
import org.umpire.engine.state.SearchKind;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.SightingLevel;

/**
 * Builds a side's {@link Knowledge} from the views that side received, and from nothing else: the
 * engine calls it after every phase with the side's own views, so knowledge can never hold what the
 * side was not told. A view that teaches nothing about the enemy is skipped.
 *
 * <ul>
 *   <li>{@code search.result.<level>.<kind>} becomes a {@link Sighting} (SRCH-7, SRCH-10);</li>
 *   <li>{@code search.located.<kind>} becomes a located notice (SRCH-8);</li>
 *   <li>{@code raid.seen.<role>} becomes an {@link EnemyUnitReport}: an enemy unit seen in detail, a
 *   legal target for the rest of the turn (RAID-7, I-18);</li>
 *   <li>{@code raid.arrived.*} becomes a {@link RaidWarning}: the raid and its direction, for the map.</li>
 * </ul>
 * {@code search.result.fog} is not kept: nothing can be seen in fog (SRCH-9).
 */
public final class KnowledgeFolder {

    private static final Map<String, Sighting> RESULT_KEYS = new HashMap<>();
    private static final Map<String, SearchKind> LOCATED_KEYS = new HashMap<>();

    static {
        for (SightingLevel level : SightingLevel.values()) {
            for (SearchKind kind : SearchKind.values()) {
                // turn and hex are placeholders: only level and kind are read from this template
                RESULT_KEYS.put(EventKeys.result(level, kind).key(), new Sighting(0, new Hex(0, 1), level, kind));
            }
        }
        for (SearchKind kind : SearchKind.values()) {
            LOCATED_KEYS.put(EventKeys.located(kind).key(), kind);
        }
    }

    private KnowledgeFolder() {}

    /**
     * Can this event's views teach a side anything {@link #apply} keeps? Only searches' results and
     * notices and what raids show (a cheap filter: the other views need not be built to fold).
     */
    public static boolean canTeach(Event e) {
        return e instanceof SearchResult
                || e instanceof org.umpire.engine.event.LocatedNotice
                || e instanceof EnemyUnitSeen
                || e instanceof RaidArrived;
    }

    /** {@code knowledge} plus what {@code views} (one side's, in order) teach. */
    public static Knowledge apply(Knowledge knowledge, List<EventView> views) {
        if (views.isEmpty()) {
            return knowledge;
        }
        List<Sighting> sightings = new ArrayList<>(knowledge.sightings());
        List<LocatedNotice> notices = new ArrayList<>(knowledge.notices());
        List<EnemyUnitReport> enemies = new ArrayList<>(knowledge.enemyUnits());
        List<RaidWarning> raids = new ArrayList<>(knowledge.raidWarnings());
        for (EventView v : views) {
            if (EventKeys.isRaidArrival(v.key())) {
                List<Hex> from = new ArrayList<>();
                String f = v.params().getOrDefault("from", "-");
                if (!f.equals("-")) {
                    for (String h : f.split(", ")) {
                        from.add(Hex.parse(h));
                    }
                }
                raids.add(new RaidWarning(turn(v), hex(v), from));
                continue;
            }
            if (EventKeys.seenRole(v.key()).isPresent()) {
                enemies.add(new EnemyUnitReport(
                        turn(v),
                        hex(v),
                        UnitId.of(v.param("unit")),
                        UnitType.valueOf(v.param("type")),
                        v.param("name"),
                        Integer.parseInt(v.param("steps"))));
                continue;
            }
            Sighting template = RESULT_KEYS.get(v.key());
            if (template != null) {
                sightings.add(new Sighting(turn(v), hex(v), template.level(), template.kind()));
                continue;
            }
            SearchKind kind = LOCATED_KEYS.get(v.key());
            if (kind != null) {
                notices.add(new LocatedNotice(turn(v), hex(v), kind));
            }
        }
        if (sightings.size() == knowledge.sightings().size()
                && notices.size() == knowledge.notices().size()
                && enemies.size() == knowledge.enemyUnits().size()
                && raids.size() == knowledge.raidWarnings().size()) {
            return knowledge;
        }
        return new Knowledge(sightings, notices, enemies, raids);
    }

    private static int turn(EventView v) {
        return Integer.parseInt(v.param("turn"));
    }

    private static Hex hex(EventView v) {
        return Hex.parse(v.param("hex"));
    }
}

package org.umpire.engine.scenario;

import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * Everything fixed about a game before it starts: map, schedule, order of battle and the
 * rule parameters a club may edit. Built by the scenario loader of the CLI and validated there;
 * the engine trusts it.
 *
 * <p>Fields: id (e.g. {@code victory-at-midway}), title, map, schedule (one slot per turn),
 * units (every counter, in data order), airfields, placement (SET-3), searchSources (SRCH-4,
 * KURE-3), usIslandSearches (SRCH-2, named-hex keys), lateGroup and lateGroupDelay (SET-6),
 * kureBaseDelay (KURE-1, I-12) and the VP table.
 */
public final class Scenario {

    private final String id;
    private final String title;
    private final MapDef map;
    private final List<TurnSlot> schedule;
    private final List<UnitDef> units;
    private final List<Airfield> airfields;
    private final List<PlacementZone> placement;
    private final List<SearchSource> searchSources;
    private final List<String> usIslandSearches;
    private final int lateGroup;
    private final int lateGroupDelay;
    private final int kureBaseDelay;
    private final VictoryPoints vp;
    private final Map<UnitId, UnitDef> unitIndex;
    /** Computed once from the fields above (this class is immutable): the questions the engine asks most. */
    private final Map<Side, List<UnitDef>> unitsBySide = new EnumMap<>(Side.class);

    private final Map<Side, List<SearchSource>> sourcesBySide = new EnumMap<>(Side.class);
    private final Map<UnitId, Airfield> airfieldIndex = new HashMap<>();
    /** The same as {@code unitIndex}, unwrapped and roomy: the engine looks units up very often. */
    private final Map<UnitId, UnitDef> lookup;

    private final Set<Hex> fog;
    /** Looked up on first use (a record of final fields: a race only looks it up twice). */
    private Hex midway;

    public Scenario(
            String id,
            String title,
            MapDef map,
            List<TurnSlot> schedule,
            List<UnitDef> units,
            List<Airfield> airfields,
            List<PlacementZone> placement,
            List<SearchSource> searchSources,
            List<String> usIslandSearches,
            int lateGroup,
            int lateGroupDelay,
            int kureBaseDelay,
            VictoryPoints vp) {
        this.id = id;
        this.title = title;
        this.map = map;
        this.schedule = List.copyOf(schedule);
        this.units = List.copyOf(units);
        this.airfields = List.copyOf(airfields);
        this.placement = List.copyOf(placement);
        this.searchSources = List.copyOf(searchSources);
        this.usIslandSearches = List.copyOf(usIslandSearches);
        this.lateGroup = lateGroup;
        this.lateGroupDelay = lateGroupDelay;
        this.kureBaseDelay = kureBaseDelay;
        this.vp = vp;
        this.unitIndex = Collections.unmodifiableMap(this.units.stream()
                .collect(Collectors.toMap(UnitDef::id, Function.identity(), (a, b) -> a, LinkedHashMap::new)));
        for (Side side : Side.values()) {
            unitsBySide.put(
                    side, this.units.stream().filter(u -> u.side() == side).collect(Collectors.toUnmodifiableList()));
            sourcesBySide.put(
                    side,
                    this.searchSources.stream().filter(x -> x.side() == side).collect(Collectors.toUnmodifiableList()));
        }
        for (Airfield a : this.airfields) {
            airfieldIndex.putIfAbsent(a.id(), a);
        }
        lookup = new HashMap<>(this.unitIndex.size() * 4);
        lookup.putAll(this.unitIndex);
        fog = map == null ? Set.of() : new HashSet<>(map.fog());
    }

    public String id() {
        return id;
    }

    public String title() {
        return title;
    }

    public MapDef map() {
        return map;
    }

    public List<TurnSlot> schedule() {
        return schedule;
    }

    public List<UnitDef> units() {
        return units;
    }

    public List<Airfield> airfields() {
        return airfields;
    }

    public List<PlacementZone> placement() {
        return placement;
    }

    public List<SearchSource> searchSources() {
        return searchSources;
    }

    public List<String> usIslandSearches() {
        return usIslandSearches;
    }

    public int lateGroup() {
        return lateGroup;
    }

    public int lateGroupDelay() {
        return lateGroupDelay;
    }

    public int kureBaseDelay() {
        return kureBaseDelay;
    }

    public VictoryPoints vp() {
        return vp;
    }

    /** Midway's hex ({@code scenario.map().midway()}), looked up once. */
    public Hex midwayHex() {
        Hex h = midway;
        if (h == null) {
            h = map.midway();
            midway = h;
        }
        return h;
    }

    public int lastTurn() {
        return schedule.size();
    }

    public TurnSlot turn(int turn) {
        if (turn < 1 || turn > schedule.size()) {
            throw new IllegalArgumentException("turn " + turn + " is not in the schedule 1.." + schedule.size());
        }
        return schedule.get(turn - 1);
    }

    public Optional<UnitDef> unit(UnitId id) {
        return Optional.ofNullable(lookup.get(id));
    }

    /** The unit of this id, or {@code null} if the scenario has none. */
    public UnitDef unitOrNull(UnitId id) {
        return lookup.get(id);
    }

    /** The unit a game references; a missing one is a bug (ids are validated on load). */
    public UnitDef unitOrThrow(UnitId id) {
        UnitDef d = lookup.get(id);
        if (d == null) {
            throw new IllegalArgumentException("no unit " + id + " in scenario " + this.id);
        }
        return d;
    }

    /** Is {@code hex} in the map's fog zone ({@code map().isFogZone(hex)}, one hash probe)? */
    public boolean isFogZone(Hex hex) {
        return fog.contains(hex);
    }

    /** Units by id, in data order. */
    public Map<UnitId, UnitDef> unitIndex() {
        return unitIndex;
    }

    /** The units of {@code side}, in data order (read-only). */
    public List<UnitDef> unitsOf(Side side) {
        return unitsBySide.get(side);
    }

    public Optional<Airfield> airfield(UnitId id) {
        return Optional.ofNullable(airfieldIndex.get(id));
    }

    /** The search sources of {@code side}, in data order (read-only). */
    public List<SearchSource> searchSourcesOf(Side side) {
        return sourcesBySide.get(side);
    }
}

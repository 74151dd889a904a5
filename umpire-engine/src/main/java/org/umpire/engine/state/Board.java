package org.umpire.engine.state;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitCategory;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.TurnSlot;
import org.umpire.engine.scenario.UnitDef;

/**
 * A read-only view of a game for the rules: the scenario, the state, and the questions every
 * phase asks (where is a unit, is a hex in fog, is it night). Rules read a {@code Board}; only the
 * phase resolvers produce the next {@link GameState}.
 */
public final class Board {

    private final Scenario scenario;
    private final GameState state;
    private SortedMap<Hex, List<UnitState>> atSea;
    private final Map<Side, List<UnitState>> bySide = new EnumMap<>(Side.class);
    private final Map<Side, List<UnitState>> ashore = new EnumMap<>(Side.class);
    private Optional<UnitState> tender;

    public Board(Scenario scenario, GameState state) {
        if (!scenario.id().equals(state.scenarioId())) {
            throw new IllegalArgumentException(
                    "state of scenario " + state.scenarioId() + " given with scenario " + scenario.id());
        }
        this.scenario = scenario;
        this.state = state;
    }

    /** The same board if {@code next} is this board's state, else a board on {@code next}. */
    public Board on(GameState next) {
        return next == state ? this : new Board(scenario, next);
    }

    /** Indexes ships by hex, once, on first use. */
    private void indexSea() {
        if (atSea != null) {
            return;
        }
        SortedMap<Hex, List<UnitState>> m = new TreeMap<>();
        for (UnitState u : state.units().values()) {
            if (u.location() instanceof Location.OnMap) {
                m.computeIfAbsent(((Location.OnMap) u.location()).hex(), h -> new ArrayList<>(4))
                        .add(u);
            }
        }
        m.replaceAll((h, l) -> Collections.unmodifiableList(l));
        atSea = Collections.unmodifiableSortedMap(m);
    }

    public Scenario scenario() {
        return scenario;
    }

    public GameState state() {
        return state;
    }

    public int turn() {
        return state.turn();
    }

    public Phase phase() {
        return state.phase();
    }

    public HexGrid grid() {
        return scenario.map().grid();
    }

    /** The schedule slot of the current turn (GAME-2); empty during set-up. */
    public Optional<TurnSlot> slot() {
        return state.turn() >= 1 && state.turn() <= scenario.lastTurn()
                ? Optional.of(scenario.turn(state.turn()))
                : Optional.empty();
    }

    /** Night turns have no air action (GAME-2). Set-up is not a night. */
    public boolean isNight() {
        return slot().map(TurnSlot::night).orElse(false);
    }

    /** Is {@code hex} in fog now (FOG-1, FOG-3)? */
    public boolean inFog(Hex hex) {
        return !state.fogLifted() && scenario.isFogZone(hex);
    }

    public Hex midway() {
        return scenario.midwayHex();
    }

    public UnitDef def(UnitId id) {
        UnitDef d = scenario.unitOrNull(id);
        if (d == null) {
            throw new IllegalArgumentException("no unit " + id + " in scenario " + scenario.id());
        }
        return d;
    }

    public UnitState unit(UnitId id) {
        return state.unitOrThrow(id);
    }

    public Optional<UnitState> findUnit(UnitId id) {
        return state.unit(id);
    }

    public UnitType type(UnitState u) {
        return def(u.id()).type();
    }

    public Side sideOf(UnitState u) {
        return def(u.id()).side();
    }

    /** Every unit of {@code side}, sorted by id. */
    public List<UnitState> unitsOf(Side side) {
        List<UnitState> l = bySide.get(side);
        if (l == null) {
            l = ((UnitTable) state.units()).ofSide(scenario, side, true);
            bySide.put(side, l);
        }
        return l;
    }

    /** Hexes holding units at sea, with those units sorted by id. */
    public Map<Hex, List<UnitState>> atSea() {
        indexSea();
        return atSea;
    }

    /** Naval units (ships and submarines) of {@code side} at sea in {@code hex}, sorted by id. */
    public List<UnitState> navalAt(Hex hex, Side side) {
        List<UnitState> l = new ArrayList<>();
        for (UnitState u : atSea().getOrDefault(hex, List.of())) {
            if (sideOf(u) == side) {
                l.add(u);
            }
        }
        return l;
    }

    /** Surface ships (not submarines) of {@code side} in {@code hex}: what a search can locate (SRCH-3). */
    public List<UnitState> shipsAt(Hex hex, Side side) {
        List<UnitState> l = new ArrayList<>();
        for (UnitState u : atSea().getOrDefault(hex, List.of())) {
            UnitDef d = def(u.id());
            if (d.side() == side && d.type().category() == UnitCategory.SHIP) {
                l.add(u);
            }
        }
        return l;
    }

    /** The hex a ship is in, if it is at sea. */
    public Optional<Hex> seaHexOf(UnitState u) {
        return u.location() instanceof Location.OnMap
                ? Optional.of(((Location.OnMap) u.location()).hex())
                : Optional.empty();
    }

    /**
     * Where a unit is on the map: its hex at sea, ashore, or the hex of the carrier, transport or
     * airfield it is aboard. Empty when it is not in play (off-map, reserve, exited, eliminated).
     */
    public Optional<Hex> hexOf(UnitId id) {
        return hexOf(unit(id), 0);
    }

    private Optional<Hex> hexOf(UnitState u, int depth) {
        Location l = u.location();
        if (l instanceof Location.OnMap map) {
            return Optional.of(map.hex());
        }
        if (l instanceof Location.Ashore ashore1) {
            return Optional.of(ashore1.hex());
        }
        if (l instanceof Location.Aloft aloft) {
            return Optional.of(aloft.over());
        }
        if (l instanceof Location.Aboard aboard && depth < 3) {
            UnitId base = aboard.base();
            Optional<Airfield> field = scenario.airfield(base);
            if (field.isPresent()) {
                return Optional.of(field.get().hex());
            }
            return state.unit(base).flatMap(b -> hexOf(b, depth + 1));
        }
        return Optional.empty();
    }

    /** Is the unit on the map (I-1): at sea, ashore, or aboard something that is? */
    public boolean isOnMap(UnitState u) {
        return hexOf(u, 0).isPresent();
    }

    /** A carrier that has not been damaged (BOMB-3): still at its starting steps, at sea. */
    public boolean isIntactCarrier(UnitState u) {
        UnitDef d = def(u.id());
        return d.isCarrier() && u.location() instanceof Location.OnMap && u.steps() == d.steps();
    }

    /** Intact carriers of {@code side} at sea, sorted by id. */
    public List<UnitState> intactCarriers(Side side) {
        List<UnitState> l = new ArrayList<>();
        for (UnitState u : unitsOf(side)) {
            if (isIntactCarrier(u)) {
                l.add(u);
            }
        }
        return l;
    }

    /** Land units of {@code side} ashore at Midway (SRCH-2, LAND-6, LAND-7). */
    public List<UnitState> ashoreAtMidway(Side side) {
        return ashore.computeIfAbsent(side, s -> {
            Hex m = midway();
            return unitsOf(s).stream()
                    .filter(u -> u.location() instanceof Location.Ashore
                            && ((Location.Ashore) u.location()).hex().equals(m))
                    .collect(Collectors.toUnmodifiableList());
        });
    }

    /**
     * Can aircraft take off from this base now? An airfield unless Midway is occupied (LAND-7);
     * a carrier at sea, undamaged (BOMB-3). Fog is checked by the caller (FOG-2).
     */
    public boolean canLaunchFrom(UnitId base) {
        Optional<Airfield> field = scenario.airfield(base);
        if (field.isPresent()) {
            return !(field.get().hex().equals(midway()) && state.midway().occupied());
        }
        return state.unit(base).map(this::isIntactCarrier).orElse(false);
    }

    /** The base an air unit is aboard, if any. */
    public Optional<UnitId> baseOf(UnitState u) {
        return u.location() instanceof Location.Aboard
                ? Optional.of(((Location.Aboard) u.location()).base())
                : Optional.empty();
    }

    /** Midway is JP-controlled when every US land unit is eliminated and a JP land unit is ashore (LAND-6). */
    public Side midwayController() {
        boolean usLandLeft = unitsOf(Side.US).stream().anyMatch(u -> type(u) == UnitType.LAND && !u.isEliminated());
        return !usLandLeft && !ashoreAtMidway(Side.JP).isEmpty() ? Side.JP : Side.US;
    }

    /** The JP seaplane tender unit (type ST) that builds the Kure base (KURE-1), if the scenario has one. */
    public Optional<UnitState> seaplaneTender() {
        if (tender == null) {
            tender = unitsOf(Side.JP).stream()
                    .filter(u -> type(u) == UnitType.ST)
                    .findFirst();
        }
        return tender;
    }

    /** Is {@code base} an airfield (Midway) rather than a carrier? */
    public boolean isAirfield(UnitId base) {
        return scenario.airfield(base).isPresent();
    }

    /** The hex of a carrier at sea or of an airfield; empty for a carrier that is not at sea. */
    public Optional<Hex> baseHex(UnitId base) {
        Optional<Airfield> field = scenario.airfield(base);
        if (field.isPresent()) {
            return Optional.of(field.get().hex());
        }
        return state.unit(base).flatMap(this::seaHexOf);
    }

    /**
     * The capacity of a base in half air units (REC-4): a carrier's while it is intact at sea, 0 once
     * damaged (BOMB-3); Midway's less 1 full unit per hit (MID-2), 0 once occupied (LAND-7).
     */
    public int capacityHalves(UnitId base) {
        Optional<Airfield> field = scenario.airfield(base);
        if (field.isPresent()) {
            if (field.get().hex().equals(midway())) {
                MidwayState m = state.midway();
                return m.occupied() ? 0 : Math.max(0, field.get().capacityHalves() - 2 * m.capacityLost());
            }
            return field.get().capacityHalves();
        }
        return state.unit(base)
                .filter(this::isIntactCarrier)
                .map(u -> def(u.id()).capacityHalves())
                .orElse(0);
    }

    /** Half air units aboard {@code base} now: a full unit counts 2, a reduced one 1 (REC-4). */
    public int usedHalves(UnitId base) {
        int used = 0;
        for (UnitState u : state.unitsAboard(base)) {
            if (type(u).isAircraft()) {
                used += u.steps();
            }
        }
        return used;
    }
}

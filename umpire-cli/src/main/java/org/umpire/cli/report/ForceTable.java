package org.umpire.cli.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitCategory;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.MidwayState;
import org.umpire.engine.state.UnitState;

/**
 * Builds the force table of one side (GAME-5) from that side's own units only. Handing it a unit of
 * the other side is a bug and fails at once: this is one of the guards against leaks.
 */
public final class ForceTable {

    private final Scenario scenario;
    private final Side side;
    private final Map<UnitId, UnitState> units;

    public ForceTable(Scenario scenario, Side side, Map<UnitId, UnitState> ownUnits) {
        this.scenario = scenario;
        this.side = side;
        for (UnitId id : ownUnits.keySet()) {
            if (scenario.unitOrThrow(id).side() != side) {
                throw new IllegalArgumentException(
                        id + " is not a unit of " + side + ": a force table holds own units only");
            }
        }
        this.units = ownUnits;
    }

    /** Every own unit known to the scenario, in data order (ships, then submarines, aircraft, land units). */
    public List<ForceRow> rows() {
        List<ForceRow> rows = new ArrayList<>();
        for (UnitCategory category : UnitCategory.values()) {
            for (UnitDef def : scenario.unitsOf(side)) {
                UnitState st = units.get(def.id());
                if (st != null && def.type().category() == category) {
                    rows.add(row(def, st));
                }
            }
        }
        return rows;
    }

    /** Own carriers and airfields still able to hold aircraft, with the room taken. */
    public List<BaseRow> bases(Optional<MidwayState> airfieldState) {
        List<BaseRow> rows = new ArrayList<>();
        for (UnitDef def : scenario.unitsOf(side)) {
            UnitState st = units.get(def.id());
            if (st == null || !def.isCarrier() || !placeOf(st).inGame()) {
                continue;
            }
            int capacity = st.steps() < def.steps() ? 0 : def.capacityHalves();
            rows.add(new BaseRow(def.id().value(), def.name(), hexOf(st), capacity, usedHalves(def.id())));
        }
        for (Airfield a : scenario.airfields()) {
            if (a.side() != side) {
                continue;
            }
            int capacity = a.capacityHalves();
            if (airfieldState.isPresent()) {
                MidwayState m = airfieldState.get();
                capacity = m.occupied() ? 0 : Math.max(0, capacity - 2 * m.capacityLost());
            }
            rows.add(new BaseRow(a.id().value(), a.name(), Optional.of(a.hex()), capacity, usedHalves(a.id())));
        }
        return rows;
    }

    private int usedHalves(UnitId base) {
        int used = 0;
        for (UnitState u : units.values()) {
            if (u.location() instanceof Location.Aboard
                    && ((Location.Aboard) u.location()).base().equals(base)
                    && scenario.unitOrThrow(u.id()).type().isAircraft()) {
                used += u.steps();
            }
        }
        return used;
    }

    private ForceRow row(UnitDef def, UnitState st) {
        return new ForceRow(
                def.side(),
                def.id(),
                def.name(),
                def.type(),
                st.groupName(),
                placeOf(st),
                st.isEliminated() ? 0 : st.steps(),
                def.steps(),
                values(def),
                Optional.ofNullable(st.readiness()),
                st.trapped());
    }

    static String values(UnitDef def) {
        return switch (def.type().category()) {
            case SHIP, SUBMARINE ->
                def.combat() + "-" + def.aa() + "-"
                        + (def.speed() == null ? "0" : def.speed().toString());
            case AIRCRAFT -> def.combat() + "-" + def.bombing() + "-" + def.range();
            case LAND -> def.combat() + "-" + def.aa();
        };
    }

    Place placeOf(UnitState st) {
        Location loc = st.location();
        if (loc instanceof Location.OnMap map) {
            return new Place(Place.Kind.AT_SEA, Optional.of(map.hex()), Optional.empty(), 0);
        } else if (loc instanceof Location.Aboard aboard) {
            UnitId base = aboard.base();
            return new Place(Place.Kind.ABOARD, hexOf(st), Optional.of(baseName(base)), 0);
        } else if (loc instanceof Location.Ashore ashore) {
            return new Place(Place.Kind.ASHORE, Optional.of(ashore.hex()), Optional.empty(), 0);
        } else if (loc instanceof Location.OffMap) {
            UnitDef def = scenario.unitOrThrow(st.id());
            return new Place(
                    Place.Kind.OFF_MAP,
                    Optional.empty(),
                    Optional.empty(),
                    def.arrival().group());
        } else if (loc instanceof Location.InReserve reserve) {
            return new Place(Place.Kind.IN_RESERVE, Optional.empty(), Optional.of(baseName(reserve.carrier())), 0);
        } else if (loc instanceof Location.Aloft a) {
            return new Place(Place.Kind.ALOFT, Optional.of(a.over()), Optional.of(baseName(a.base())), 0);
        } else if (loc instanceof Location.Exited exited) {
            return new Place(Place.Kind.EXITED, Optional.empty(), Optional.empty(), exited.turn());
        } else if (loc instanceof Location.Eliminated eliminated) {
            return new Place(Place.Kind.ELIMINATED, Optional.empty(), Optional.empty(), eliminated.turn());
        }
        throw new AssertionError(loc);
    }

    private String baseName(UnitId base) {
        Optional<Airfield> airfield = scenario.airfield(base);
        if (airfield.isPresent()) {
            return airfield.get().name();
        }
        return scenario.unit(base).map(UnitDef::name).orElse(base.value());
    }

    /** The hex a unit is in: its own hex at sea or ashore, its base's hex aboard (an own unit or an airfield). */
    Optional<Hex> hexOf(UnitState st) {
        Location loc = st.location();
        for (int depth = 0; depth < 4; depth++) {
            if (loc instanceof Location.OnMap map) {
                return Optional.of(map.hex());
            } else if (loc instanceof Location.Ashore ashore) {
                return Optional.of(ashore.hex());
            } else if (loc instanceof Location.Aboard aboard) {
                UnitId base = aboard.base();
                Optional<Airfield> airfield = scenario.airfield(base);
                if (airfield.isPresent()) {
                    return Optional.of(airfield.get().hex());
                }
                UnitState carrier = units.get(base);
                if (carrier == null) {
                    return Optional.empty();
                }
                loc = carrier.location();
            } else {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }
}

package org.umpire.cli.aar;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/** The forces of a state: ships and submarines grouped by their group label, or alone. */
final class Forces {

    private final Scenario scenario;

    Forces(Scenario scenario) {
        this.scenario = scenario;
    }

    /** The force a ship belongs to in a state: its group, or itself; empty for air and land units. */
    Optional<Force> of(UnitState u) {
        UnitDef def = scenario.unitOrThrow(u.id());
        if (!def.type().isNaval()) {
            return Optional.empty();
        }
        return Optional.of(u.groupName()
                .map(g -> new Force(def.side(), g, true))
                .orElseGet(() -> new Force(def.side(), def.name(), false)));
    }

    /** The force of a unit in a state, if the unit is a ship of that state. */
    Optional<Force> of(GameState state, UnitId id) {
        return state.unit(id).flatMap(this::of);
    }

    /** Every force of {@code side} at sea in {@code state}, with its hexes. */
    SortedMap<Force, SortedSet<Hex>> atSea(GameState state, Side side) {
        SortedMap<Force, SortedSet<Hex>> result = new TreeMap<>();
        for (UnitState u : state.units().values()) {
            Optional<Hex> hex = atSea(u);
            Optional<Force> f = of(u);
            if (hex.isPresent() && f.isPresent() && f.get().side() == side) {
                result.computeIfAbsent(f.get(), k -> new TreeSet<>()).add(hex.get());
            }
        }
        return result;
    }

    /** The names of the ships of a force at sea in a state, in unit order. */
    List<String> ships(GameState state, Force force) {
        List<String> names = new ArrayList<>();
        for (UnitState u : state.units().values()) {
            if (atSea(u).isPresent() && of(u).equals(Optional.of(force))) {
                names.add(scenario.unitOrThrow(u.id()).name());
            }
        }
        return names;
    }

    /** The units of a force in a state (wherever they are), in unit order. */
    List<UnitState> units(GameState state, Force force) {
        List<UnitState> result = new ArrayList<>();
        for (UnitState u : state.units().values()) {
            if (of(u).equals(Optional.of(force))) {
                result.add(u);
            }
        }
        return result;
    }

    static Optional<Hex> atSea(UnitState u) {
        return u.location() instanceof Location.OnMap
                ? Optional.of(((Location.OnMap) u.location()).hex())
                : Optional.empty();
    }

    Scenario scenario() {
        return scenario;
    }
}

package org.umpire.engine.state;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.UnitDef;

/** The state of a new game: set-up phase, every unit where SET-1..3 put it before any order. */
public final class InitialState {

    private InitialState() {}

    public static GameState of(Scenario scenario) {
        SortedMap<UnitId, UnitState> units = new TreeMap<>();
        for (UnitDef def : scenario.units()) {
            units.put(
                    def.id(),
                    new UnitState(
                            def.id(),
                            startLocation(scenario, def),
                            def.steps(),
                            def.type().isAircraft() ? Readiness.READY : null,
                            0,
                            0,
                            null,
                            false));
        }
        return new GameState(
                scenario.id(),
                0,
                Phase.SETUP,
                units,
                Map.of(),
                0,
                KureBase.NOT_STARTED,
                MidwayState.INTACT,
                new TreeSet<>(),
                0,
                List.of(),
                Optional.empty(),
                List.of(),
                List.of(),
                Map.of());
    }

    private static Location startLocation(Scenario scenario, UnitDef def) {
        switch (def.arrival().kind()) {
            case ABOARD -> {
                // US land units "aboard" the Midway airfield are ashore there (SET-3); JP ones are
                // embarked on their transport (SET-2); aircraft sit ready on their base.
                if (def.type() == UnitType.LAND && scenario.airfield(def.base()).isPresent()) {
                    return new Location.Ashore(
                            scenario.airfield(def.base()).get().hex());
                }
                return new Location.Aboard(def.base());
            }
            case RESERVE -> {
                return new Location.InReserve(def.base());
            }
            default -> {
                return new Location.OffMap();
            }
        }
    }
}

package org.umpire.engine.scenario;

import java.util.Set;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;

/**
 * A set-up constraint (SET-3): the units it names (by id, or by type for the side's units of
 * those types not named by another zone) must start within {@code radius} of {@code centre}.
 *
 * @param id     short name for messages ({@code us-surface}, {@code us-submarines-midway})
 * @param side   whose units
 * @param units  units named explicitly (may be empty)
 * @param types  unit types covered (may be empty)
 * @param centre the centre hex
 * @param radius 0 means exactly on the centre hex
 */
public record PlacementZone(String id, Side side, Set<UnitId> units, Set<UnitType> types, Hex centre, int radius) {
    public PlacementZone {
        units = Set.copyOf(units);
        types = Set.copyOf(types);
    }
}

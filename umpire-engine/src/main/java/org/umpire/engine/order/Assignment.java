package org.umpire.engine.order;

import java.util.Objects;
import org.umpire.engine.model.UnitId;

/** One firer and its target, in any combat step (AIR-3, AA-1, BOMB-1, SUB-2, NAV-3, BBD-1, LAND-3). */
public record Assignment(UnitId firer, UnitId target) {
    public Assignment {
        Objects.requireNonNull(firer, "firer");
        Objects.requireNonNull(target, "target");
    }

    @Override
    public String toString() {
        return firer + " -> " + target;
    }
}

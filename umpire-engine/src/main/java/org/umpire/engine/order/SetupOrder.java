package org.umpire.engine.order;

import java.util.List;
import java.util.Set;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;

/** Orders of the set-up before turn 1 (SET-1, SET-3). */
public sealed interface SetupOrder extends Order permits SetupOrder.Place {

    @Override
    default Set<Phase> phases() {
        return Set.of(Phase.SETUP);
    }

    /** Place units in a hex: US set-up (SET-3) or the JP submarine I-168 (SET-1). */
    record Place(List<UnitId> units, Hex hex) implements SetupOrder {
        public Place {
            units = List.copyOf(units);
        }
    }
}

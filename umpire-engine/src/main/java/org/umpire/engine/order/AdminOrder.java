package org.umpire.engine.order;

import java.util.List;
import java.util.Set;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;

/** Orders that may come in any phase: naming groups (MOV-3) and conceding (GAME-3). */
public sealed interface AdminOrder extends Order permits AdminOrder.FormGroup, AdminOrder.Concede {

    @Override
    default Set<Phase> phases() {
        return Order.anyPhase();
    }

    /** These ships now form the group {@code name} (a label only, MOV-3). */
    record FormGroup(String name, List<UnitId> units) implements AdminOrder {
        public FormGroup {
            units = List.copyOf(units);
            if (name == null || name.isBlank()) {
                throw new IllegalArgumentException("a group needs a name");
            }
        }
    }

    /** The side concedes the game (GAME-3). */
    record Concede() implements AdminOrder {}
}

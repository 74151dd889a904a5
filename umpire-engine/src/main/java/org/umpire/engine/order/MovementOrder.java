package org.umpire.engine.order;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;

/** Orders of phase 1: movement, entry, exit, Midway raid declaration, Kure base (section 4, RAID-4, KURE-1). */
public sealed interface MovementOrder extends Order
        permits MovementOrder.Move,
                MovementOrder.Enter,
                MovementOrder.Exit,
                MovementOrder.DeclareMidwayRaid,
                MovementOrder.StartKureBase {

    @Override
    default Set<Phase> phases() {
        return Set.of(Phase.MOVEMENT);
    }

    /** Each unit moves to {@code to}, an adjacent hex (MOV-1, ORD-2). */
    record Move(List<UnitId> units, Hex to) implements MovementOrder {
        public Move {
            units = List.copyOf(units);
        }
    }

    /** JP units enter the map at {@code hex} (SET-4, SET-6). Units not ordered to enter stay off-map (SET-5). */
    record Enter(List<UnitId> units, Hex hex) implements MovementOrder {
        public Enter {
            units = List.copyOf(units);
        }
    }

    /** Units leave the map for good from the edge hex they are in (SET-7). */
    record Exit(List<UnitId> units) implements MovementOrder {
        public Exit {
            units = List.copyOf(units);
        }
    }

    /** A Midway raid declared in phase 1 with its ready aircraft (RAID-4). */
    record DeclareMidwayRaid(List<UnitId> aircraft, Optional<UnitId> landAt) implements MovementOrder {
        public DeclareMidwayRaid {
            aircraft = List.copyOf(aircraft);
        }
    }

    /** JP: ST11, in Kure, starts the seaplane base (KURE-1). */
    record StartKureBase() implements MovementOrder {}
}

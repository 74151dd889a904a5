package org.umpire.engine.order;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;

/** Orders of phases 3–7: raids, fighter, AA and bombing targets (section 6). */
public sealed interface AirOrder extends Order
        permits AirOrder.Raid,
                AirOrder.CancelMidwayRaid,
                AirOrder.FighterTargets,
                AirOrder.AaTargets,
                AirOrder.BombingTargets {

    /** A raid on a located hex or Midway (RAID-1, RAID-5), landing elsewhere if {@code landAt} is given (RAID-3). */
    record Raid(Hex target, List<UnitId> aircraft, Optional<UnitId> landAt) implements AirOrder {
        public Raid {
            aircraft = List.copyOf(aircraft);
        }

        @Override
        public Set<Phase> phases() {
            return Set.of(Phase.RAID_DECLARATION);
        }
    }

    /** JP cancels its phase-1 Midway raid; its D and T fly no other mission (RAID-4). */
    record CancelMidwayRaid() implements AirOrder {
        @Override
        public Set<Phase> phases() {
            return Set.of(Phase.RAID_DECLARATION);
        }
    }

    /** Fighter targets of an air combat round (AIR-3, AIR-5). */
    record FighterTargets(Hex combat, List<Assignment> assignments) implements AirOrder {
        public FighterTargets {
            assignments = List.copyOf(assignments);
        }

        @Override
        public Set<Phase> phases() {
            return Set.of(Phase.AIR_COMBAT_1, Phase.AIR_COMBAT_2);
        }
    }

    /** AA firers and their targets (AA-1). */
    record AaTargets(Hex combat, List<Assignment> assignments) implements AirOrder {
        public AaTargets {
            assignments = List.copyOf(assignments);
        }

        @Override
        public Set<Phase> phases() {
            return Set.of(Phase.ANTI_AIRCRAFT);
        }
    }

    /** Bomb and torpedo targets (BOMB-1). */
    record BombingTargets(Hex combat, List<Assignment> assignments) implements AirOrder {
        public BombingTargets {
            assignments = List.copyOf(assignments);
        }

        @Override
        public Set<Phase> phases() {
            return Set.of(Phase.BOMBING);
        }
    }
}

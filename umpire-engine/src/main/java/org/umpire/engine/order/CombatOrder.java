package org.umpire.engine.order;

import java.util.List;
import java.util.Set;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;

/** Orders of phases 8–10: naval combat, submarines, bombardment, landing and land combat (sections 8–10). */
public sealed interface CombatOrder extends Order
        permits CombatOrder.DeclareNavalCombat,
                CombatOrder.SubmarineAttack,
                CombatOrder.ScreenAssignments,
                CombatOrder.SurfaceTargets,
                CombatOrder.BombardmentTargets,
                CombatOrder.Land,
                CombatOrder.LandCombatTargets {

    /** Surface combat in a located hex (NAV-1). */
    record DeclareNavalCombat(Hex hex) implements CombatOrder {
        @Override
        public Set<Phase> phases() {
            return Set.of(Phase.NAVAL_COMBAT);
        }
    }

    /**
     * Submarines attack in their hex, each at its target (SUB-1, SUB-3). An empty list means every
     * submarine of the side in the hex attacks, its target picked by the side's standing submarine
     * priority (the player may not know the enemy ships there yet; ruling I-ORD-7).
     */
    record SubmarineAttack(Hex hex, List<Assignment> assignments) implements CombatOrder {
        public SubmarineAttack {
            assignments = List.copyOf(assignments);
        }

        @Override
        public Set<Phase> phases() {
            return Set.of(Phase.NAVAL_COMBAT);
        }
    }

    /** Destroyers screening against attacking submarines (SUB-2). */
    record ScreenAssignments(Hex hex, List<Assignment> assignments) implements CombatOrder {
        public ScreenAssignments {
            assignments = List.copyOf(assignments);
        }

        @Override
        public Set<Phase> phases() {
            return Set.of(Phase.NAVAL_COMBAT);
        }
    }

    /** Surface fire targets (NAV-3). */
    record SurfaceTargets(Hex hex, List<Assignment> assignments) implements CombatOrder {
        public SurfaceTargets {
            assignments = List.copyOf(assignments);
        }

        @Override
        public Set<Phase> phases() {
            return Set.of(Phase.NAVAL_COMBAT);
        }
    }

    /** Bombardment of enemy land units at Midway (BBD-1). */
    record BombardmentTargets(List<Assignment> assignments) implements CombatOrder {
        public BombardmentTargets {
            assignments = List.copyOf(assignments);
        }

        @Override
        public Set<Phase> phases() {
            return Set.of(Phase.BOMBARDMENT);
        }
    }

    /** JP lands these land units from their transports at Midway (LAND-1). */
    record Land(List<UnitId> landUnits) implements CombatOrder {
        public Land {
            landUnits = List.copyOf(landUnits);
        }

        @Override
        public Set<Phase> phases() {
            return Set.of(Phase.LANDING);
        }
    }

    /** Land combat targets (LAND-3, LAND-4). */
    record LandCombatTargets(List<Assignment> assignments) implements CombatOrder {
        public LandCombatTargets {
            assignments = List.copyOf(assignments);
        }

        @Override
        public Set<Phase> phases() {
            return Set.of(Phase.LANDING);
        }
    }
}

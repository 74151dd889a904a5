package org.umpire.engine.order;

import java.util.Set;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.UnitId;

/** Orders of phase 11: landing aircraft, readiness, JP reserve fighters (section 7, RES-1). */
public sealed interface RecoveryOrder extends Order
        permits RecoveryOrder.LandAircraft, RecoveryOrder.SetReadiness, RecoveryOrder.BringInReserve {

    @Override
    default Set<Phase> phases() {
        return Set.of(Phase.RECOVERY);
    }

    /** An air unit that flew lands on this carrier or airfield (REC-2). */
    record LandAircraft(UnitId aircraft, UnitId base) implements RecoveryOrder {}

    /** An air unit's readiness at the end of the turn (REC-1, REC-3). */
    record SetReadiness(UnitId aircraft, Readiness readiness) implements RecoveryOrder {}

    /**
     * JP brings in a reserve fighter unit on its carrier (RES-1): in the recovery, or with the next
     * turn's movement orders, which counts as the recovery just before (I-ENG-24), so that JP is never
     * asked for a recovery mail only to keep its reserve.
     */
    record BringInReserve(UnitId reserve, Readiness readiness) implements RecoveryOrder {
        @Override
        public Set<Phase> phases() {
            return Set.of(Phase.MOVEMENT, Phase.RECOVERY);
        }
    }
}

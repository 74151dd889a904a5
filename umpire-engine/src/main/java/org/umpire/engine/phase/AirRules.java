package org.umpire.engine.phase;

import java.util.Optional;

import org.umpire.engine.event.IgnoredReason;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.UnitState;

/** Whether an air unit may take off on a mission this turn (RAID-1, REC-3, BOMB-3, LAND-7). */
final class AirRules {

    private AirRules() {
    }

    /**
     * Only ready units fly (RAID-1; REC-3 keeps a unit that flew not ready through the next turn);
     * trapped aircraft never fly (BOMB-3); the base must be able to launch: an undamaged carrier at
     * sea, or an airfield not occupied (LAND-7). Night and fog are the caller's.
     */
    static Optional<Refusal> mayFly(Board board, UnitState u) {
        UnitType type = board.type(u);
        if (!type.isAircraft()) {
            return Refusal.of(IgnoredReason.NOT_AIRCRAFT, "unit", u.id());
        }
        if (u.readiness() != Readiness.READY) {
            return Refusal.of(IgnoredReason.NOT_READY, "unit", u.id());
        }
        if (u.trapped() || board.baseOf(u).map(b -> !board.canLaunchFrom(b)).orElse(true)
                || board.hexOf(u.id()).isEmpty()) {
            return Refusal.of(IgnoredReason.CANNOT_LAUNCH, "unit", u.id());
        }
        return Refusal.none();
    }
}

package org.umpire.engine.event;

import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * An air unit of the Midway raid declared in phase 1 (RAID-4) that cannot take off in phase 3, and
 * why (the declaration was accepted: the unit is never dropped silently). Owner and umpire.
 */
public record RaidUnitStayed(int turn, Phase phase, Side side, UnitId unit, IgnoredReason reason) implements Event {

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(
                audience,
                side,
                () -> EventKeys.RAID_UNIT_STAYED.view("unit", unit, "reason", reason.code()),
                () -> EventKeys.U_RAID_UNIT_STAYED.view("side", side, "unit", unit, "reason", reason.code()));
    }
}

package org.umpire.engine.event;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * A Midway raid declared in phase 1 (RAID-4) and recorded for the raid phases.
 * Seen by its owner and the umpire: the defender learns of it only when it arrives (RAID-7).
 */
public record MidwayRaidDeclared(int turn, Phase phase, Side side, List<UnitId> aircraft, Optional<UnitId> landAt)
        implements Event {

    public MidwayRaidDeclared {
        aircraft = List.copyOf(aircraft);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(
                audience,
                side,
                () -> landAt.isPresent()
                        ? EventKeys.MIDWAY_RAID_LANDING.view("aircraft", aircraft, "landing", landAt.get())
                        : EventKeys.MIDWAY_RAID.view("aircraft", aircraft),
                () -> landAt.isPresent()
                        ? EventKeys.U_MIDWAY_RAID_LANDING.view(
                                "side", side, "aircraft", aircraft, "landing", landAt.get())
                        : EventKeys.U_MIDWAY_RAID.view("side", side, "aircraft", aircraft));
    }
}

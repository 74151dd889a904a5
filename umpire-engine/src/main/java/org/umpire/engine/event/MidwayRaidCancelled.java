package org.umpire.engine.event;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * The Midway raid declared in phase 1 was cancelled in phase 3 (RAID-4): its fighters are free, its
 * bombers and torpedo bombers fly no other mission this turn. Owner and umpire.
 */
public record MidwayRaidCancelled(int turn, Phase phase, Side side, List<UnitId> grounded) implements Event {

    public MidwayRaidCancelled {
        grounded = List.copyOf(grounded);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        Object g = grounded.isEmpty() ? "-" : grounded;
        return Views.ownerAndUmpire(
                audience,
                side,
                () -> EventKeys.MIDWAY_RAID_CANCELLED.view("aircraft", g),
                () -> EventKeys.U_MIDWAY_RAID_CANCELLED.view("side", side, "aircraft", g));
    }
}

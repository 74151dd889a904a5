package org.umpire.engine.event;

import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;

/**
 * A JP land unit is on Midway at the end of the turn (LAND-7): the airfield's capacity is 0 and
 * its air searches end, for good. Public: both sides have land units in the fight.
 */
public record MidwayOccupied(int turn, Phase phase) implements Event {

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.everyone(() -> EventKeys.MIDWAY_OCCUPIED.view("turn", turn));
    }
}

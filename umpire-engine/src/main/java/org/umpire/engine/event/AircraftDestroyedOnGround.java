package org.umpire.engine.event;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * US aircraft on the ground at Midway destroyed by the occupation (LAND-7). The US and the umpire
 * read which; JP only reads {@link MidwayOccupied} (it keeps track of what it inflicts, GAME-5).
 */
public record AircraftDestroyedOnGround(int turn, Phase phase, List<UnitId> aircraft) implements Event {

    public AircraftDestroyedOnGround {
        aircraft = List.copyOf(aircraft);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(
                audience,
                Side.US,
                () -> EventKeys.MIDWAY_AIRCRAFT_DESTROYED.view("aircraft", aircraft),
                () -> EventKeys.U_MIDWAY_AIRCRAFT_DESTROYED.view("aircraft", aircraft));
    }
}

package org.umpire.engine.event;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/** Air units back from a raid landed on {@code base} (REC-2), not ready (REC-3). Owner and umpire. */
public record AircraftLanded(int turn, Phase phase, Side side, UnitId base, List<UnitId> aircraft) implements Event {

    public AircraftLanded {
        aircraft = List.copyOf(aircraft);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(
                audience,
                side,
                () -> EventKeys.LANDED.view("base", base, "aircraft", aircraft),
                () -> EventKeys.U_LANDED.view("side", side, "base", base, "aircraft", aircraft));
    }
}

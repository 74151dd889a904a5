package org.umpire.engine.event;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * Units left the map for good from edge hex {@code hex} (SET-7): the ships ordered out and the air
 * and land units aboard them. Seen by their owner and the umpire.
 */
public record UnitsExited(int turn, Phase phase, Side side, Hex hex, List<UnitId> units) implements Event {

    public UnitsExited {
        units = List.copyOf(units);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(
                audience,
                side,
                () -> EventKeys.EXITED.view("hex", hex, "units", units),
                () -> EventKeys.U_EXITED.view("side", side, "hex", hex, "units", units));
    }
}

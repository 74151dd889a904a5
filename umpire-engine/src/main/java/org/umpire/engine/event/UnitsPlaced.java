package org.umpire.engine.event;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * Units placed before turn 1 (SET-1, SET-3), by the player's order or by default.
 * Seen by their owner and the umpire.
 */
public record UnitsPlaced(int turn, Phase phase, Side side, Hex hex, List<UnitId> units, boolean byDefault)
        implements Event {

    public UnitsPlaced {
        units = List.copyOf(units);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(
                audience,
                side,
                () -> (byDefault ? EventKeys.SETUP_PLACED_DEFAULT : EventKeys.SETUP_PLACED)
                        .view("hex", hex, "units", units),
                () -> (byDefault ? EventKeys.U_SETUP_PLACED_DEFAULT : EventKeys.U_SETUP_PLACED)
                        .view("side", side, "hex", hex, "units", units));
    }
}

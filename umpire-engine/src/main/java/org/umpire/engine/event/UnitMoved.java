package org.umpire.engine.event;

import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/** A naval unit moved one hex (MOV-1). Seen by its owner and the umpire. */
public record UnitMoved(int turn, Phase phase, Side side, UnitId unit, Hex from, Hex to) implements Event {

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(
                audience,
                side,
                () -> EventKeys.MOVED.view("unit", unit, "from", from, "to", to),
                () -> EventKeys.U_MOVED.view("side", side, "unit", unit, "from", from, "to", to));
    }
}

package org.umpire.engine.event;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * Air units of one side changed readiness: readied in recovery (REC-1), or not ready after a
 * mission (REC-3). Seen by their owner and the umpire.
 */
public record ReadinessChanged(int turn, Phase phase, Side side, List<UnitId> aircraft, Readiness readiness)
        implements Event {

    public ReadinessChanged {
        aircraft = List.copyOf(aircraft);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        boolean ready = readiness == Readiness.READY;
        return Views.ownerAndUmpire(
                audience,
                side,
                () -> (ready ? EventKeys.READIED : EventKeys.NOT_READY).view("aircraft", aircraft),
                () -> (ready ? EventKeys.U_READIED : EventKeys.U_NOT_READY).view("side", side, "aircraft", aircraft));
    }
}

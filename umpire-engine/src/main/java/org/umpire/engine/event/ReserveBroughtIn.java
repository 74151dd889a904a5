package org.umpire.engine.event;

import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/** A JP reserve fighter unit brought in on its carrier (RES-1). JP and the umpire read it. */
public record ReserveBroughtIn(int turn, Phase phase, UnitId unit, UnitId carrier, Readiness readiness)
        implements Event {

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        boolean ready = readiness == Readiness.READY;
        return Views.ownerAndUmpire(
                audience,
                Side.JP,
                () -> (ready ? EventKeys.RESERVE_READY : EventKeys.RESERVE_NOT_READY)
                        .view("unit", unit, "carrier", carrier),
                () -> (ready ? EventKeys.U_RESERVE_READY : EventKeys.U_RESERVE_NOT_READY)
                        .view("unit", unit, "carrier", carrier));
    }
}

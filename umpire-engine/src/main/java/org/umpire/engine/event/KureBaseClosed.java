package org.umpire.engine.event;

import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/** The Kure base is closed for good because its tender left Kure or was eliminated (KURE-2). JP and umpire. */
public record KureBaseClosed(int turn, Phase phase, Hex hex, UnitId tender, Cause cause) implements Event {

    /** Why it closed. */
    public enum Cause {
        LEFT,
        ELIMINATED
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        boolean left = cause == Cause.LEFT;
        return Views.ownerAndUmpire(
                audience,
                Side.JP,
                () -> (left ? EventKeys.KURE_CLOSED_LEFT : EventKeys.KURE_CLOSED_ELIMINATED)
                        .view("hex", hex, "unit", tender),
                () -> (left ? EventKeys.U_KURE_CLOSED_LEFT : EventKeys.U_KURE_CLOSED_ELIMINATED)
                        .view("hex", hex, "unit", tender));
    }
}

package org.umpire.engine.event;

import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/** The Kure base is complete: operational from turn {@code fromTurn} (KURE-1, I-12, KURE-3). JP and umpire. */
public record KureBaseOperational(int turn, Phase phase, Hex hex, int fromTurn) implements Event {

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(
                audience,
                Side.JP,
                () -> EventKeys.KURE_OPERATIONAL.view("hex", hex, "turn", fromTurn),
                () -> EventKeys.U_KURE_OPERATIONAL.view("hex", hex, "turn", fromTurn));
    }
}

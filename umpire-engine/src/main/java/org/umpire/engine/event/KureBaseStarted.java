package org.umpire.engine.event;

import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/** ST11 starts the seaplane base at Kure, operational from {@code operationalTurn} (KURE-1, I-12). JP and umpire. */
public record KureBaseStarted(int turn, Phase phase, Hex hex, int operationalTurn) implements Event {

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(
                audience,
                Side.JP,
                () -> EventKeys.KURE_STARTED.view("hex", hex, "operational-turn", operationalTurn),
                () -> EventKeys.U_KURE_STARTED.view("hex", hex, "operational-turn", operationalTurn));
    }
}

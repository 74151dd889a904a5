package org.umpire.engine.event;

import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;

/** The turn is over (SEQ-2 done). Public. */
public record TurnEnded(int turn, Phase phase) implements Event {

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.everyone(() -> EventKeys.TURN_ENDED.view("turn", turn));
    }
}

package org.umpire.engine.event;

import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;

/** The fog lifts for good (FOG-3). Public: the map changes for both sides. The die is in the dice log. */
public record FogLifted(int turn, Phase phase, int roll) implements Event {

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.everyone(() -> EventKeys.FOG_LIFTED.view("turn", turn));
    }
}

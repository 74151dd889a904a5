package org.umpire.engine.event;

import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;

/**
 * JP first located a US carrier this turn (SRCH-11, I-8), which starts the wait of the late group
 * (SET-6): it may enter from {@code earliestTurn}. Seen by JP (who knows its own search results
 * anyway) and the umpire; never by the US.
 */
public record LateGroupScheduled(int turn, Phase phase, int group, int locatedTurn, int earliestTurn) implements Event {

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        if (audience == Audience.US) {
            return Optional.empty();
        }
        EventKey key = audience == Audience.UMPIRE ? EventKeys.U_LATE_GROUP : EventKeys.LATE_GROUP;
        return Optional.of(key.view("group", group, "located-turn", locatedTurn, "earliest-turn", earliestTurn));
    }
}

package org.umpire.engine.event;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;

/** A new turn begins, at its time of the schedule, by day or by night (GAME-2). Public. */
public record TurnBegan(int turn, Phase phase, LocalDateTime time, boolean night) implements Event {

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.everyone(() -> (night ? EventKeys.TURN_BEGAN_NIGHT : EventKeys.TURN_BEGAN_DAY)
                .view(
                        "turn",
                        turn,
                        "date",
                        time.toLocalDate().toString(),
                        "time",
                        time.toLocalTime().format(DateTimeFormatter.ofPattern("HH:mm"))));
    }
}

package org.umpire.cli.map;

import java.time.LocalDateTime;
import java.util.Objects;
import org.umpire.engine.model.Phase;

/**
 * What the map's title says: game, turn, date and time, day or night, phase.
 *
 * @param gameId the game
 * @param turn   the turn (0 during set-up)
 * @param time   the turn's date and time
 * @param night  a night turn
 * @param phase  the phase reported on
 */
public record MapTitle(String gameId, int turn, LocalDateTime time, boolean night, Phase phase) {
    public MapTitle {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(phase, "phase");
    }
}

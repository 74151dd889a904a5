package org.umpire.engine.scenario;

import java.time.LocalDateTime;

/**
 * One turn of the schedule (GAME-2).
 *
 * @param turn  1..25
 * @param time  date and local time of the turn (e.g. 3 June 1942 04:30)
 * @param night night turns have no air action and no land combat
 */
public record TurnSlot(int turn, LocalDateTime time, boolean night) {
    public TurnSlot {
        if (turn < 1) {
            throw new IllegalArgumentException("turns are numbered from 1, got " + turn);
        }
    }
}

package org.umpire.cli.aar;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.umpire.cli.report.EventLine;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Vp;

/**
 * How a finished game ended, as the end-of-game report told it (GAME-3, VP-4).
 *
 * @param winner  the winner, empty for a draw
 * @param us      the United States' final total
 * @param jp      Japan's final total
 * @param ended   the line saying how and when it ended, and who won
 * @param scores  each side's final score line by line (VP-1, VP-2, RES-2, VP-3)
 */
public record Ending(Optional<Side> winner, Vp us, Vp jp, List<EventLine> ended, List<EventLine> scores) {

    public Ending {
        Objects.requireNonNull(winner, "winner");
        Objects.requireNonNull(us, "us");
        Objects.requireNonNull(jp, "jp");
        ended = List.copyOf(ended);
        scores = List.copyOf(scores);
    }
}

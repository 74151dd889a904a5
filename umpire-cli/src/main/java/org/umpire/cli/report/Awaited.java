package org.umpire.cli.report;

import java.time.ZonedDateTime;
import java.util.Objects;
import java.util.Optional;

import org.umpire.engine.model.Phase;

/**
 * What a report's reader is asked for next: the next phase that needs a decision (SEQ-1 skips the
 * others), whether this reader must send orders for it, and by when.
 *
 * @param turn     the turn of that phase
 * @param phase    that phase
 * @param deadline when orders are due, in the game's time zone; empty when no deadline is set
 * @param fromYou  {@code true} when this reader's side has a decision to make in that phase
 */
public record Awaited(int turn, Phase phase, Optional<ZonedDateTime> deadline, boolean fromYou) {
    public Awaited {
        Objects.requireNonNull(phase, "phase");
        deadline = deadline == null ? Optional.empty() : deadline;
    }
}

package org.umpire.cli.report;

import java.time.ZonedDateTime;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.umpire.engine.legality.SearchOffers;
import org.umpire.engine.model.Phase;

/**
 * What a report's reader is asked for next: the next phase that needs a decision (SEQ-1 skips the
 * others), whether this reader must send orders for it, and by when.
 *
 * @param turn     the turn of that phase
 * @param phase    that phase
 * @param deadline when orders are due, in the game's time zone; empty when no deadline is set
 * @param fromYou  {@code true} when this reader's side has a decision to make in that phase
 * @param searches for a side asked for its searches: the search sources it may use, from its own knowledge
 * @param flights  for a side asked for its searches: its ready air units able to fly one (SRCH-6), by base
 */
public record Awaited(
        int turn,
        Phase phase,
        Optional<ZonedDateTime> deadline,
        boolean fromYou,
        List<SearchOffers.Offer> searches,
        List<SearchOffers.Flight> flights) {
    public Awaited {
        Objects.requireNonNull(phase, "phase");
        deadline = deadline == null ? Optional.empty() : deadline;
        searches = searches == null ? List.of() : List.copyOf(searches);
        flights = flights == null ? List.of() : List.copyOf(flights);
    }

    public Awaited(int turn, Phase phase, Optional<ZonedDateTime> deadline, boolean fromYou) {
        this(turn, phase, deadline, fromYou, List.of(), List.of());
    }

    public Awaited(
            int turn,
            Phase phase,
            Optional<ZonedDateTime> deadline,
            boolean fromYou,
            List<SearchOffers.Offer> searches) {
        this(turn, phase, deadline, fromYou, searches, List.of());
    }

    /** The same request with the deadline a mail carried ({@link org.umpire.cli.store.MailDeadlines}). */
    public Awaited withDeadline(Optional<ZonedDateTime> told) {
        return new Awaited(turn, phase, told, fromYou, searches, flights);
    }
}

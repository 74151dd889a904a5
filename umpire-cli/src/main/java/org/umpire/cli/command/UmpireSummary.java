package org.umpire.cli.command;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.umpire.cli.report.EventLine;
import org.umpire.cli.report.EventLines;
import org.umpire.cli.templates.Messages;
import org.umpire.engine.event.Event;
import org.umpire.engine.model.Audience;

/**
 * The umpire's short summary of a resolution: the umpire's view of each event, in the umpire's
 * words, leaving out the routine lines (every search made, every hex found empty or in fog) unless
 * asked for; the full log is in the umpire's report.
 */
final class UmpireSummary {

    /** Routine lines: searches made, hexes found empty or fogged. */
    static final Predicate<EventLine> ROUTINE = l -> l.key().startsWith("umpire.search.made.")
            || l.key().startsWith("umpire.search.result.none.") || l.key().equals("umpire.search.result.fog");

    /** The headlines of a demonstration: groups entering and enemy ships located. */
    static final Predicate<EventLine> HEADLINES = l -> l.key().equals("umpire.movement.entered")
            || l.key().startsWith("umpire.search.result.ships.") || l.key().startsWith("umpire.search.result.carriers.");

    private UmpireSummary() {
    }

    /** The lines kept by {@code keep}, worded; then how many were left out, if any, worded by {@code more}. */
    static List<String> lines(List<Event> events, Messages words, Predicate<EventLine> keep) {
        List<String> result = new ArrayList<>();
        for (EventLine line : EventLines.forAudience(events, Audience.UMPIRE)) {
            if (keep.test(line)) {
                result.add(words.format("event." + line.key(), line.params()));
            }
        }
        return result;
    }

    static int leftOut(List<Event> events, Predicate<EventLine> keep) {
        int n = 0;
        for (EventLine line : EventLines.forAudience(events, Audience.UMPIRE)) {
            if (!keep.test(line)) {
                n++;
            }
        }
        return n;
    }
}

package org.umpire.cli.command;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.umpire.cli.app.PhaseResolution;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.report.EventLine;
import org.umpire.cli.report.EventLines;
import org.umpire.cli.report.OrderLines;
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
            || l.key().startsWith("umpire.search.result.none.")
            || l.key().equals("umpire.search.result.fog");

    /** The headlines of a demonstration: groups entering and enemy ships located. */
    static final Predicate<EventLine> HEADLINES = l -> l.key().equals("umpire.movement.entered")
            || l.key().startsWith("umpire.search.result.ships.")
            || l.key().startsWith("umpire.search.result.carriers.");

    private UmpireSummary() {}

    /**
     * The umpire's lines of what one resolve did, each order set aside named by the player's line and words
     * (see docs/reports-and-mail.md: never the engine's own form of an order).
     */
    static List<EventLine> umpireLines(GameContext game, PhaseResolution.Outcome outcome) {
        List<EventLine> lines = EventLines.forAudience(outcome.resolution().events(), Audience.UMPIRE);
        if (lines.stream().noneMatch(l -> EventLines.isIgnored(l.key()))) {
            return lines;
        }
        return OrderLines.read(game.scenario(), outcome.before(), game.store().journalOrders(outcome.entry()))
                .name(Audience.UMPIRE, lines);
    }

    /** The lines kept by {@code keep}, worded. */
    static List<String> lines(List<EventLine> umpireLines, Messages words, Predicate<EventLine> keep) {
        List<String> result = new ArrayList<>();
        for (EventLine line : umpireLines) {
            if (keep.test(line)) {
                result.add(EventLines.text(line, words));
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

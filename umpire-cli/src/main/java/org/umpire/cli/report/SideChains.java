package org.umpire.cli.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.umpire.cli.store.EventsYaml;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.JournalChain;
import org.umpire.cli.store.JournalRecord;
import org.umpire.engine.event.EventView;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Side;

/**
 * The codes at the foot of a side's mails (issue 21): each mail's link in the side's own chain
 * ({@link JournalChain#sideLink}), over the side's orders and what it was told, mail after mail. Kept
 * mails let a player prove later what was sent and what was received; {@code umpire verify} computes the
 * same links from the archive. Both players' chains together bind both sides' orders, and the seed binds
 * the dice: the journal's every phase is their replay.
 */
public final class SideChains {

    private SideChains() {
    }

    /** The link of each of {@code spans} (a side's mails, oldest first, the opening first), in order. */
    public static List<String> links(GameStore store, Side side, List<SideSpans.SideSpan> spans) {
        List<String> out = new ArrayList<>();
        String previous = JournalChain.sideStart(store.config().seedSha256(), side);
        for (SideSpans.SideSpan span : spans) {
            if (span.opening()) {
                out.add(previous);
                continue;
            }
            List<JournalChain.SideStep> steps = new ArrayList<>();
            for (JournalRecord r : span.entries()) {
                steps.add(step(store, r, side));
            }
            previous = JournalChain.sideLink(previous, side, span.mailKey(), steps);
            out.add(previous);
        }
        return out;
    }

    /** What {@code entry} holds for {@code side}. */
    static JournalChain.SideStep step(GameStore store, JournalRecord entry, Side side) {
        String orders = store.journalOrders(entry).getOrDefault(side, "");
        String source = store.dir().resolve("journal").resolve(entry.folder()).resolve("events.yaml").toString();
        Map<Audience, List<EventView>> views = EventsYaml.read(source, store.journalFile(entry, "events.yaml")
                .orElse(new byte[0]));
        StringBuilder told = new StringBuilder();
        for (EventLine line : EventLines.of(views.getOrDefault(side.audience(), List.of()))) {
            told.append(line.key());
            line.params().forEach((k, v) -> told.append('\u001f').append(k).append('=').append(v));
            told.append('\n');
        }
        return new JournalChain.SideStep(orders, told.toString());
    }
}

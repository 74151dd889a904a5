package org.umpire.cli.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.umpire.cli.store.EventsYaml;
import org.umpire.cli.store.GameFiles;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.JournalChain;
import org.umpire.cli.store.JournalRecord;
import org.umpire.engine.event.EventView;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Side;

/**
 * The codes at the foot of a side's mails (see docs/reports-and-mail.md#no-leak-by-construction): each mail's link in the side's own chain
 * ({@link JournalChain#sideLink}), over the side's orders and what it was told, mail after mail. Kept
 * mails let a player prove later what was sent and what was received; {@code umpire verify} computes the
 * same links from the archive. Both players' chains together bind both sides' orders, and the seed binds
 * the dice: the journal's every phase is their replay.
 */
public final class SideChains {

    private SideChains() {}

    /** The file keeping the links already computed ({@link #linksKept}): derived, safe to delete. */
    public static final String KEPT = "side-links.txt";

    /**
     * The link of each of {@code spans} (a side's mails, oldest first, the opening first), in order, each
     * computed from the journal ({@code umpire verify} uses this).
     */
    public static List<String> links(GameStore store, Side side, List<SideSpans.SideSpan> spans) {
        return links(store, side, spans, Map.of());
    }

    /**
     * As {@link #links}, but a mail whose link was computed before is not computed again: the links are
     * kept in {@code mail/side-links.txt}, each with the mail's key and the folder of its last entry (a mail
     * is never told differently once it stands: an undo gives the mail that replaces it another key). So
     * mailing a game's latest report reads that mail's entries only, at turn 25 as at turn 1. When
     * {@code save}, the links computed now are added to the file (under the game's lock).
     */
    public static List<String> linksKept(GameStore store, Side side, List<SideSpans.SideSpan> spans, boolean save) {
        Path file = store.dir().resolve("mail").resolve(KEPT);
        Map<String, String> kept = readKept(file, store.config().seedSha256());
        List<String> out = links(store, side, spans, kept);
        if (save) {
            Map<String, String> all = new LinkedHashMap<>(kept);
            for (int i = 0; i < spans.size(); i++) {
                if (!spans.get(i).opening()) {
                    all.putIfAbsent(keyOf(side, spans.get(i)), out.get(i));
                }
            }
            if (all.size() > kept.size()) {
                StringBuilder text = new StringBuilder("# side\tmail\tlast entry\tlink; start "
                        + store.config().seedSha256() + "\n");
                all.forEach((k, v) -> text.append(k).append('\t').append(v).append('\n'));
                try {
                    GameFiles.ownerOnlyFolder(file.getParent());
                } catch (IOException e) {
                    return out; // derived data: not kept this time, computed again next time
                }
                GameFiles.writeAtomically(store.dir(), file, text.toString().getBytes(StandardCharsets.UTF_8));
            }
        }
        return out;
    }

    private static List<String> links(
            GameStore store, Side side, List<SideSpans.SideSpan> spans, Map<String, String> kept) {
        List<String> out = new ArrayList<>();
        String previous = JournalChain.sideStart(store.config().seedSha256(), side);
        for (SideSpans.SideSpan span : spans) {
            if (span.opening()) {
                out.add(previous);
                continue;
            }
            String known = kept.get(keyOf(side, span));
            if (known != null) {
                previous = known;
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

    private static String keyOf(Side side, SideSpans.SideSpan span) {
        return side.name() + "\t" + span.mailKey() + "\t" + span.last().folder();
    }

    /** The links kept, by key; none when the file is missing, unreadable or of another game (its start line). */
    private static Map<String, String> readKept(Path file, String commitment) {
        Map<String, String> kept = new HashMap<>();
        try {
            if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
                return kept;
            }
            List<String> lines = GameFiles.readLinesNoLink(file);
            if (lines.isEmpty() || !lines.get(0).endsWith("; start " + commitment)) {
                return kept;
            }
            for (String line : lines.subList(1, lines.size())) {
                int tab = line.lastIndexOf('\t');
                if (tab > 0 && line.substring(tab + 1).matches("[0-9a-f]{8,64}")) {
                    kept.put(line.substring(0, tab), line.substring(tab + 1));
                }
            }
        } catch (IOException | RuntimeException e) {
            kept.clear(); // derived data: computed again
        }
        return kept;
    }

    /** What {@code entry} holds for {@code side}. */
    static JournalChain.SideStep step(GameStore store, JournalRecord entry, Side side) {
        String orders = store.journalOrders(entry).getOrDefault(side, "");
        String source = store.dir()
                .resolve("journal")
                .resolve(entry.folder())
                .resolve("events.yaml")
                .toString();
        Map<Audience, List<EventView>> views =
                EventsYaml.read(source, store.journalFile(entry, "events.yaml").orElse(new byte[0]));
        StringBuilder told = new StringBuilder();
        for (EventLine line : EventLines.of(views.getOrDefault(side.audience(), List.of()))) {
            told.append(line.key());
            line.params()
                    .forEach((k, v) ->
                            told.append('\u001f').append(k).append('=').append(v));
            told.append('\n');
        }
        return new JournalChain.SideStep(orders, told.toString());
    }
}

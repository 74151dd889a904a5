package org.umpire.cli.store;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.umpire.engine.model.Audience;

/**
 * The deadline each report mail carried when it was composed, in {@code games/<id>/mail/deadlines-told.txt}:
 * one line per mail ({@code AUDIENCE TAB MAIL-KEY TAB INSTANT}, or {@code none} for a mail that named no
 * deadline), then, for an umpire's mail written after journal entries, {@code TAB} and the entries it told
 * ({@code 2,3}: one resolve that went through several phases is told in one mail, docs/orders.md).
 * {@code umpire report --turn N} reprints a mail with the deadline it carried, not today's, and the umpire's
 * with every phase it told (I-REP-20; docs/mail-in.md: the deadline moves with {@code umpire deadline} and
 * vacations after the mail went).
 * A mail composed again (its send failed) records the deadline it carries then: the last one composed is the
 * one delivered. The whole file is rewritten atomically.
 */
public final class MailDeadlines {

    public static final String FILE = "deadlines-told.txt";

    /**
     * What a mail carried: {@code deadline} empty when it named none; {@code entries} the journal entries it told,
     * oldest first (empty: not recorded, as for a mail composed before this record named them).
     */
    public record Told(Optional<Instant> deadline, List<Integer> entries) {

        public Told {
            entries = List.copyOf(entries);
        }
    }

    private final Path gameDir;
    private final Path file;
    private final Map<String, String> lines = new LinkedHashMap<>();

    private MailDeadlines(Path gameDir) {
        this.gameDir = gameDir;
        this.file = gameDir.resolve("mail").resolve(FILE);
    }

    /** The record of a game folder (empty when no mail was composed since it exists). */
    public static MailDeadlines of(Path gameDir) {
        MailDeadlines d = new MailDeadlines(gameDir);
        if (!Files.exists(d.file, LinkOption.NOFOLLOW_LINKS)) {
            return d;
        }
        String text = new String(GameFiles.readStoreFile(d.file), StandardCharsets.UTF_8);
        for (String line : text.split("\n")) {
            int tab = line.indexOf('\t', line.indexOf('\t') + 1); // after AUDIENCE TAB MAIL-KEY
            if (!line.startsWith("#") && tab > 0) {
                d.lines.put(line.substring(0, tab), line.substring(tab + 1));
            }
        }
        return d;
    }

    /** The deadline the mail {@code mailKey} to {@code audience} carried, if it was recorded. */
    public Optional<Told> told(Audience audience, String mailKey) {
        String v = lines.get(key(audience, mailKey));
        return v == null ? Optional.empty() : parse(v);
    }

    /**
     * The entries told by the last mail to {@code audience} that told entry {@code seq} and whose entries all pass
     * {@code standing} (empty when no such mail names its entries).
     */
    public Optional<List<Integer>> entriesTelling(Audience audience, int seq, Predicate<Integer> standing) {
        List<Integer> found = null;
        String prefix = audience.name() + "\t";
        for (Map.Entry<String, String> e : lines.entrySet()) {
            List<Integer> entries = e.getKey().startsWith(prefix)
                    ? parse(e.getValue()).map(Told::entries).orElse(List.of())
                    : List.of();
            if (entries.contains(seq) && entries.stream().allMatch(standing)) {
                found = entries;
            }
        }
        return Optional.ofNullable(found);
    }

    private static Optional<Told> parse(String value) {
        String[] v = value.split("\t", -1);
        try {
            List<Integer> entries = new ArrayList<>();
            if (v.length > 1 && !v[1].isEmpty()) {
                for (String n : v[1].split(",")) {
                    entries.add(Integer.parseInt(n.trim()));
                }
            }
            Optional<Instant> deadline = v[0].equals("none") ? Optional.empty() : Optional.of(Instant.parse(v[0]));
            return Optional.of(new Told(deadline, entries));
        } catch (DateTimeParseException | NumberFormatException e) {
            return Optional.empty(); // a line spoilt by hand: the reprint falls back to what the journal says
        }
    }

    /** Notes the deadline of one mail (kept in memory until {@link #save}). */
    public void record(Audience audience, String mailKey, Optional<Instant> deadline) {
        record(audience, mailKey, deadline, List.of());
    }

    /** Notes the deadline of one mail and the journal entries it told, oldest first (none: not noted). */
    public void record(Audience audience, String mailKey, Optional<Instant> deadline, List<Integer> entries) {
        String value = deadline.map(Instant::toString).orElse("none");
        if (!entries.isEmpty()) {
            value += "\t" + entries.stream().map(String::valueOf).collect(Collectors.joining(","));
        }
        lines.put(key(audience, mailKey), value);
    }

    /** Writes the record (under the game's lock), atomically. */
    public void save() {
        StringBuilder sb = new StringBuilder(
                "# audience\tmail\tdeadline the mail carried (none: no deadline)\tjournal entries it told\n");
        lines.forEach((k, v) -> sb.append(k).append('\t').append(v).append('\n'));
        GameFiles.createDirectories(gameDir, file.getParent());
        GameFiles.writeAtomically(gameDir, file, sb.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static String key(Audience audience, String mailKey) {
        return audience.name() + "\t" + mailKey;
    }
}

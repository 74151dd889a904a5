package org.umpire.cli.store;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.umpire.engine.model.Audience;

/**
 * The deadline each report mail carried when it was composed, in {@code games/<id>/mail/deadlines-told.txt}:
 * one line per mail ({@code AUDIENCE TAB MAIL-KEY TAB INSTANT}, or {@code none} for a mail that named no
 * deadline). {@code umpire report --turn N} reprints a mail with the deadline it carried, not today's
 * (docs/mail-in.md: the deadline moves with {@code umpire deadline} and vacations after the mail went).
 * A mail composed again (its send failed) records the deadline it carries then: the last one composed is the
 * one delivered. The whole file is rewritten atomically.
 */
public final class MailDeadlines {

    public static final String FILE = "deadlines-told.txt";

    /** The deadline a mail carried: {@code deadline} empty when it named none. */
    public record Told(Optional<Instant> deadline) {}

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
            int tab = line.lastIndexOf('\t');
            if (!line.startsWith("#") && tab > 0) {
                d.lines.put(line.substring(0, tab), line.substring(tab + 1));
            }
        }
        return d;
    }

    /** The deadline the mail {@code mailKey} to {@code audience} carried, if it was recorded. */
    public Optional<Told> told(Audience audience, String mailKey) {
        String v = lines.get(key(audience, mailKey));
        if (v == null) {
            return Optional.empty();
        }
        if (v.equals("none")) {
            return Optional.of(new Told(Optional.empty()));
        }
        try {
            return Optional.of(new Told(Optional.of(Instant.parse(v))));
        } catch (DateTimeParseException e) {
            return Optional.empty(); // a line spoilt by hand: the reprint falls back to what the journal says
        }
    }

    /** Notes the deadline of one mail (kept in memory until {@link #save}). */
    public void record(Audience audience, String mailKey, Optional<Instant> deadline) {
        lines.put(key(audience, mailKey), deadline.map(Instant::toString).orElse("none"));
    }

    /** Writes the record (under the game's lock), atomically. */
    public void save() {
        StringBuilder sb = new StringBuilder("# audience\tmail\tdeadline the mail carried (none: no deadline)\n");
        lines.forEach((k, v) -> sb.append(k).append('\t').append(v).append('\n'));
        GameFiles.createDirectories(gameDir, file.getParent());
        GameFiles.writeAtomically(gameDir, file, sb.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static String key(Audience audience, String mailKey) {
        return audience.name() + "\t" + mailKey;
    }
}

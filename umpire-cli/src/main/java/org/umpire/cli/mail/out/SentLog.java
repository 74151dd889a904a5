package org.umpire.cli.mail.out;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.store.GameFiles;

/**
 * The record of mails delivered, one line each ({@code Message-ID TAB recipient TAB via TAB time}),
 * in {@code games/<id>/mail/sent.log}. A mail whose Message-ID is in the log is never delivered
 * again, which makes {@code umpire send} safe to rerun. Each line is synced to disk as soon as the
 * server (or the outbox) has the mail; a crash between the two may send that one mail again on the
 * next run (the receiving side can tell, the Message-ID is the same), never lose it.
 */
public final class SentLog {

    public static final String FOLDER = "mail";
    public static final String FILE = "sent.log";

    private final Path gameDir;
    private final Path file;
    private final Set<String> ids = new TreeSet<>();
    private final Set<String> sameReport = new HashSet<>();
    private final List<Raw> entries = new ArrayList<>();

    /** One delivered mail. */
    public record Entry(String messageId, String recipient, String via, Instant at) {}

    /** A line as read: its time is parsed only when {@link #entries()} is asked for (a send needs only the ids). */
    private record Raw(String messageId, String recipient, String via, String at) {}

    private SentLog(Path gameDir, Path file) {
        this.gameDir = gameDir;
        this.file = file;
    }

    /** Opens (or starts) the log of a game folder. */
    public static SentLog of(Path gameDir) {
        SentLog log = new SentLog(gameDir, gameDir.resolve(FOLDER).resolve(FILE));
        log.read();
        return log;
    }

    public Path file() {
        return file;
    }

    public boolean contains(String messageId) {
        return ids.contains(messageId);
    }

    /**
     * True when this mail was delivered: its Message-ID is in the log, or the same report (game,
     * turn, phase, entry, audience) went to the same address under an id made before the ids were
     * keyed ({@link MessageIds#forReport(org.umpire.cli.report.ReportMoment, Recipient, String, byte[])}).
     */
    public boolean delivered(String messageId, String address) {
        return ids.contains(messageId)
                || MessageIds.isReport(messageId)
                        && sameReport.contains(
                                MessageIds.prefixOf(messageId) + "\t" + address.toLowerCase(Locale.ROOT));
    }

    public List<Entry> entries() {
        List<Entry> result = new ArrayList<>();
        for (Raw r : entries) {
            result.add(new Entry(r.messageId(), r.recipient(), r.via(), parseInstant(r.at())));
        }
        return Collections.unmodifiableList(result);
    }

    private void read() {
        if (!Files.isRegularFile(file)) {
            return;
        }
        String text;
        try {
            text = new String(
                    GameFiles.readBounded(file, GameFiles.MAX_STORE_FILE, "a sent log"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserException(ExitCode.IO, "cannot read the sent log " + file + ": " + e.getMessage(), e);
        }
        String[] lines = text.split("\n", -1);
        // the last element is "" after a final newline, or a line cut short by a crash: ignored either way
        for (int i = 0; i < lines.length - 1; i++) {
            String[] f = lines[i].split("\t");
            if (f.length == 4 && f[0].startsWith("<") && f[0].endsWith(">")) {
                ids.add(f[0]);
                sameReport.add(MessageIds.prefixOf(f[0]) + "\t" + f[1].toLowerCase(Locale.ROOT));
                entries.add(new Raw(f[0], f[1], f[2], f[3]));
            }
        }
    }

    private static Instant parseInstant(String s) {
        try {
            return Instant.parse(s);
        } catch (DateTimeParseException e) {
            return Instant.EPOCH;
        }
    }

    /** Appends and syncs one line. */
    public void record(String messageId, String recipient, String via, Instant at) {
        if (messageId.contains("\t")
                || messageId.contains("\n")
                || recipient.contains("\t")
                || recipient.contains("\n")) {
            throw new IllegalArgumentException("tabs and newlines cannot be logged");
        }
        String line = messageId + "\t" + recipient + "\t" + via + "\t" + at + "\n";
        try {
            GameFiles.createDirectories(gameDir, file.getParent());
            // a line cut short by a crash is ended first
            GameFiles.append(gameDir, file, line.getBytes(StandardCharsets.UTF_8), true);
        } catch (IOException e) {
            throw new UserException(
                    ExitCode.IO,
                    "cannot write the sent log " + file + ": " + e.getMessage() + "; the mail " + messageId
                            + " went out but is not logged",
                    e);
        }
        ids.add(messageId);
        sameReport.add(MessageIds.prefixOf(messageId) + "\t" + recipient.toLowerCase(Locale.ROOT));
        entries.add(new Raw(messageId, recipient, via, at.toString()));
    }
}

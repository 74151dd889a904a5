package org.umpire.cli.store;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.umpire.engine.model.Phase;

/**
 * {@code journal/index.tsv}: what each entry's {@code entry.yaml} says, one line per entry, so
 * that listing the journal costs one small file, not one YAML file per entry (a game of 25 turns
 * has some 50 entries). Derived data, never the only copy: each line carries the size and time of
 * the {@code entry.yaml} it was made from, and an entry whose file changed since (an edit, a
 * rerun) is read from its {@code entry.yaml} again; a missing or damaged index is rebuilt under
 * the game's lock ({@code umpire repair GAME} rebuilds it whole).
 *
 * <p>Line: {@code folder TAB seq TAB turn TAB phase TAB kind TAB resolved-at (epoch seconds.nanos) TAB undoes TAB
 * size TAB mtime-ms} of {@code entry.yaml} {@code TAB continues} (1 or empty) {@code TAB waits} (empty when
 * none). A line of another length
 * (an index written by an earlier version) is not used: that entry is read from its folder.
 */
final class JournalIndex {

    static final String FILE = "index.tsv";
    private static final String HEADER =
            "# derived from the entry.yaml files; delete it or run `umpire repair GAME` to rebuild it\n";

    private final Path journalDir;
    private final Map<String, Line> lines = new HashMap<>();

    private record Line(JournalRecord record, long size, long mtime) {}

    JournalIndex(Path journalDir) {
        this.journalDir = journalDir;
    }

    /** Reads the index; lines that cannot be read are ignored (the entry is read from its folder instead). */
    void load() {
        lines.clear();
        Path file = journalDir.resolve(FILE);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        String text;
        try {
            text = new String(
                    GameFiles.readBounded(file, GameFiles.MAX_STORE_FILE, "a journal index"), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return; // derived data: the entries are read from their folders
        }
        for (String l : text.split("\n")) {
            if (l.isEmpty() || l.startsWith("#")) {
                continue;
            }
            try {
                String[] f = l.split("\t", -1);
                if (f.length != 11) {
                    continue;
                }
                Optional<Phase> phase = PhaseNames.parse(f[3]);
                Optional<EntryKind> kind = EnumNames.parse(EntryKind.class, f[4]);
                if (phase.isEmpty() || kind.isEmpty()) {
                    continue;
                }
                JournalRecord r = new JournalRecord(
                        Integer.parseInt(f[1]),
                        f[0],
                        Integer.parseInt(f[2]),
                        phase.get(),
                        kind.get(),
                        instant(f[5]),
                        f[6].isEmpty() ? Optional.empty() : Optional.of(f[6]),
                        f[9].equals("1"),
                        f[10].isEmpty() ? Optional.empty() : JournalRecord.Waits.parse(f[10]));
                lines.put(f[0], new Line(r, Long.parseLong(f[7]), Long.parseLong(f[8])));
            } catch (RuntimeException e) {
                // a damaged line: that entry is read from its folder
            }
        }
    }

    /** The record of {@code folder} when the index has it and its entry.yaml has not changed since. */
    Optional<JournalRecord> get(String folder) {
        Line l = lines.get(folder);
        if (l == null) {
            return Optional.empty();
        }
        Optional<long[]> stamp = stamp(folder);
        if (stamp.isEmpty() || stamp.get()[0] != l.size() || stamp.get()[1] != l.mtime()) {
            return Optional.empty();
        }
        return Optional.of(l.record());
    }

    /** True when every committed entry has an up-to-date line. */
    boolean covers(List<String> folders) {
        for (String f : folders) {
            if (get(f).isEmpty()) {
                return false;
            }
        }
        return true;
    }

    /** Adds the line of a record just committed (under the lock); a failure only costs speed. */
    void append(Path gameDir, JournalRecord r) {
        Optional<String> line = line(r);
        if (line.isEmpty()) {
            return;
        }
        try {
            Path file = journalDir.resolve(FILE);
            boolean fresh = !Files.exists(file, LinkOption.NOFOLLOW_LINKS);
            GameFiles.append(
                    gameDir, file, ((fresh ? HEADER : "") + line.get()).getBytes(StandardCharsets.UTF_8), true);
            load();
        } catch (IOException | RuntimeException e) {
            // derived data: without it the entries are read from their folders
        }
    }

    /** Writes the whole index again from {@code records} (under the lock). */
    void rewrite(Path gameDir, List<JournalRecord> records) {
        StringBuilder sb = new StringBuilder(HEADER);
        for (JournalRecord r : records) {
            line(r).ifPresent(sb::append);
        }
        GameFiles.writeAtomically(
                gameDir, journalDir.resolve(FILE), sb.toString().getBytes(StandardCharsets.UTF_8));
        load();
    }

    private Optional<String> line(JournalRecord r) {
        return stamp(r.folder())
                .map(s -> String.join(
                                "\t",
                                r.folder(),
                                Integer.toString(r.seq()),
                                Integer.toString(r.turn()),
                                PhaseNames.slug(r.phase()),
                                EnumNames.slug(r.kind()),
                                r.resolvedAt().getEpochSecond() + "."
                                        + r.resolvedAt().getNano(),
                                r.undoes().orElse(""),
                                Long.toString(s[0]),
                                Long.toString(s[1]),
                                r.continues() ? "1" : "",
                                r.waits().map(JournalRecord.Waits::text).orElse(""))
                        + "\n");
    }

    /** {@code seconds.nanos} since the epoch (cheaper to read than an ISO time, 50 times per command). */
    private static Instant instant(String text) {
        int dot = text.indexOf('.');
        return Instant.ofEpochSecond(Long.parseLong(text.substring(0, dot)), Long.parseLong(text.substring(dot + 1)));
    }

    private Optional<long[]> stamp(String folder) {
        try {
            BasicFileAttributes a = Files.readAttributes(
                    journalDir.resolve(folder).resolve(Journal.ENTRY_YAML),
                    BasicFileAttributes.class,
                    LinkOption.NOFOLLOW_LINKS);
            return Optional.of(new long[] {a.size(), a.lastModifiedTime().toMillis()});
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}

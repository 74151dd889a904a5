package org.umpire.cli.store;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.umpire.cli.base.BadFileException;
import org.umpire.cli.base.Problem;
import org.umpire.cli.store.yaml.YamlOutput;
import org.umpire.cli.yaml.Fields;
import org.umpire.cli.yaml.YamlReader;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.GameState;

/**
 * The {@code journal/} folder of a game: one folder per entry, {@code 0007-T02-P2-searches},
 * written whole in a temporary folder and renamed into place, so an entry is either complete or
 * absent. An entry counts once {@code state.yaml} has been swapped to its {@code state-after.yaml}
 * ({@link #load}).
 */
final class Journal {

    static final String DIR = "journal";
    static final String ENTRY_YAML = "entry.yaml";
    static final String STATE_BEFORE = "state-before.yaml";
    static final String STATE_AFTER = "state-after.yaml";
    static final String DICE = "dice.txt";
    static final String EVENTS = "events.yaml";
    static final int FORMAT = 1;
    /** A copy of the game's {@code game.yaml}, bound into the hash chain (docs/game-store.md). */
    public static final String CONFIG_COPY = "game-config.yaml";

    private static final Pattern FOLDER = Pattern.compile("([0-9]{4,9})-T[0-9]{2,}-P[0-9]{1,2}-[a-z0-9-]+");

    private static final Pattern FOLDER_TURN = Pattern.compile("^[0-9]+-T([0-9]+)-");

    private final Path dir;

    Journal(Path gameDir) {
        this.dir = gameDir.resolve(DIR);
    }

    Path dir() {
        return dir;
    }

    static String ordersFile(Side side) {
        return "orders-" + side.name() + ".txt";
    }

    /** {@code 0007-T02-P2-searches}, {@code 0008-T02-P2-undo}, {@code 0009-T02-P3-override}. */
    static String folderName(int seq, int turn, Phase phase, EntryKind kind) {
        String what = kind == EntryKind.RESOLVE ? PhaseNames.slug(phase) : EnumNames.slug(kind);
        return String.format(Locale.ROOT, "%04d-%s-%s", seq, PhaseNames.turnAndPhase(turn, phase), what);
    }

    /** What the journal holds, seen from the committed state: entry folder names, oldest first. */
    record View(List<String> committed, Optional<String> uncommitted) {
        View {
            committed = List.copyOf(committed);
        }

        int nextSeq() {
            return committed.isEmpty() ? 1 : seqOf(committed.get(committed.size() - 1)) + 1;
        }

        View with(String folder) {
            List<String> c = new ArrayList<>(committed);
            c.add(folder);
            return new View(c, Optional.empty());
        }
    }

    /**
     * Lists the entries. The last one is left out, as {@code uncommitted}, when {@code state.yaml}
     * ({@code current}) is still its state before and not its state after: the program stopped
     * between writing the entry and swapping the state, so the phase did not happen. Only the last
     * entry's files are read.
     */
    View load(GameState current, byte[] currentBytes) {
        List<String> folders = folders();
        Optional<String> uncommitted = Optional.empty();
        if (!folders.isEmpty()) {
            String last = folders.get(folders.size() - 1);
            // A commit writes the same bytes to state-after.yaml and state.yaml: equal bytes say
            // "committed" without reading either state (a state grows with the game).
            boolean committed = currentBytes != null && Arrays.equals(read(last, STATE_AFTER), currentBytes);
            if (!committed
                    && !state(last, STATE_AFTER).equals(current)
                    && state(last, STATE_BEFORE).equals(current)) {
                uncommitted = Optional.of(last);
                folders.remove(folders.size() - 1);
            }
        }
        return new View(folders, uncommitted);
    }

    private static int seqOf(String folder) {
        Matcher m = FOLDER.matcher(folder);
        if (!m.matches()) {
            throw new IllegalArgumentException("not a journal folder: " + folder);
        }
        return Integer.parseInt(m.group(1));
    }

    /** Entry folder names in entry order; temporary folders and stray files are not entries. */
    private List<String> folders() {
        SortedMap<Integer, String> bySeq = new TreeMap<>();
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path p : ds) {
                String name = p.getFileName().toString();
                Matcher m = FOLDER.matcher(name);
                if (m.matches() && Files.isDirectory(p)) {
                    String other = bySeq.put(Integer.parseInt(m.group(1)), name);
                    if (other != null) {
                        throw new BadFileException(
                                new Problem(
                                        dir.toString(),
                                        0,
                                        "entries " + other + " and " + name + " have the same number"),
                                "Each entry folder starts with its own number: move the one"
                                        + " that does not belong out of the journal.");
                    }
                }
            }
        } catch (IOException e) {
            throw StoreIo.failure("listing", dir, e);
        }
        return new ArrayList<>(bySeq.values());
    }

    JournalRecord record(String folder) {
        Path file = dir.resolve(folder).resolve(ENTRY_YAML);
        String source = file.toString();
        YamlReader r = new YamlReader(source);
        Fields f = r.root(read(folder, ENTRY_YAML));
        FormatVersion.check(r, f, FORMAT);
        int seq = f.integer("seq");
        int turn = f.integer("turn");
        Optional<Phase> phase = f.value("phase", PhaseNames.expected(), PhaseNames::parse);
        Optional<EntryKind> kind =
                f.value("kind", EnumNames.oneOf(EntryKind.class), t -> EnumNames.parse(EntryKind.class, t));
        Optional<Instant> at = f.value(
                "resolved-at", "a UTC time like 2026-06-01T08:00:00Z", t -> Optional.of(Instant.parse(t.trim())));
        Optional<String> undoes = f.optionalText("undoes");
        f.optionalText("previous"); // the hash chain's link before this entry: read by JournalChain's users
        boolean continues = f.optionalText("continues").map("true"::equals).orElse(false);
        Optional<String> waitsText = f.optionalText("waits");
        Optional<JournalRecord.Waits> waits = waitsText.flatMap(JournalRecord.Waits::parse);
        if (waitsText.isPresent() && waits.isEmpty()) {
            r.fieldProblem(
                    f.line(),
                    "waits",
                    "\"" + waitsText.get() + "\" is not where the game stood and whom it waited"
                            + " for: write it like T04-P01 US JP, T04-P03, or end US JP");
        }
        f.rejectUnknown();
        r.throwIfProblems(null);
        Matcher m = FOLDER.matcher(folder);
        if (!m.matches() || seqOf(folder) != seq) {
            r.fieldProblem(f.line(), "seq", seq + " does not match the folder name " + folder);
        }
        Matcher t = FOLDER_TURN.matcher(folder);
        if (turn < 0 || (t.find() && Integer.parseInt(t.group(1)) != turn)) {
            r.fieldProblem(
                    f.line(),
                    "turn",
                    turn + " does not match the folder name " + folder + " (T followed by the turn number)");
        }
        JournalRecord rec = null;
        try {
            rec = new JournalRecord(seq, folder, turn, phase.get(), kind.get(), at.get(), undoes, continues, waits);
        } catch (IllegalArgumentException e) {
            r.problem(f.line(), e.getMessage());
        }
        r.throwIfProblems(null);
        return rec;
    }

    /** The hash chain's link an entry names for the entry before it ({@code previous}), if it names one. */
    Optional<String> previous(String folder) {
        YamlReader r = new YamlReader(dir.resolve(folder).resolve(ENTRY_YAML).toString());
        Fields f = r.root(read(folder, ENTRY_YAML));
        return f.optionalText("previous");
    }

    /** {@code entry.yaml} of {@code rec}, naming {@code previous}, the chain's link before it ({@link JournalChain}). */
    static byte[] entryYaml(JournalRecord rec, String previous) {
        ObjectNode o = YamlOutput.object();
        o.put(FormatVersion.KEY, FORMAT);
        o.put("seq", rec.seq());
        o.put("turn", rec.turn());
        o.put("phase", PhaseNames.slug(rec.phase()));
        o.put("kind", EnumNames.slug(rec.kind()));
        o.put("resolved-at", rec.resolvedAt().toString());
        rec.undoes().ifPresent(u -> o.put("undoes", u));
        if (rec.continues()) {
            o.put("continues", true);
        }
        rec.waits().ifPresent(w -> o.put("waits", w.text()));
        o.put("previous", previous);
        return YamlOutput.bytes(o);
    }

    byte[] read(String folder, String file) {
        return GameFiles.readStoreFile(dir.resolve(folder).resolve(file));
    }

    /** Every file of an entry folder, by name (the hash chain covers them all). */
    SortedMap<String, byte[]> files(String folder) {
        SortedMap<String, byte[]> files = new TreeMap<>();
        Path d = dir.resolve(folder);
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(d)) {
            for (Path p : ds) {
                if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                    files.put(
                            p.getFileName().toString(),
                            read(folder, p.getFileName().toString()));
                }
            }
        } catch (IOException e) {
            throw StoreIo.failure("listing", d, e);
        }
        return files;
    }

    Optional<byte[]> readIfPresent(String folder, String file) {
        Path p = dir.resolve(folder).resolve(file);
        return Files.exists(p) ? Optional.of(read(folder, file)) : Optional.empty();
    }

    GameState state(String folder, String file) {
        Path p = dir.resolve(folder).resolve(file);
        try {
            return StateYaml.read(p.toString(), read(folder, file));
        } catch (BadFileException e) {
            throw e.withFix("This journal file was damaged or edited; restore it from a backup.");
        }
    }

    /**
     * Writes a new entry folder: its files go to a temporary folder, are forced to disk, and the
     * folder is renamed to {@code folder} in one step.
     */
    void append(String folder, Map<String, byte[]> files) {
        if (!Files.isDirectory(dir)) {
            AtomicFiles.createDirectory(dir, false);
        }
        Path target = dir.resolve(folder);
        if (Files.exists(target)) {
            throw new IllegalStateException("journal entry " + target + " exists already");
        }
        Path tmp = dir.resolve(AtomicFiles.tempName(folder));
        try {
            AtomicFiles.createDirectory(tmp, false);
            for (Map.Entry<String, byte[]> f : new TreeMap<>(files).entrySet()) {
                AtomicFiles.writeNew(tmp.resolve(f.getKey()), f.getValue(), false);
            }
            AtomicFiles.syncDirectory(tmp);
            AtomicFiles.move(tmp, target);
        } catch (RuntimeException e) {
            AtomicFiles.deleteTree(tmp);
            throw e;
        }
        AtomicFiles.syncDirectory(dir);
    }

    /** Where entries that never became committed are kept ({@code journal/uncommitted/}): never deleted. */
    static final String SET_ASIDE = "uncommitted";

    /**
     * Takes an uncommitted entry out of the journal without deleting it: it is moved, whole, to
     * {@code journal/uncommitted/<folder>-N}, where the umpire can look at it.
     *
     * @return where it went
     */
    Path setAside(String folder) {
        Path aside = dir.resolve(SET_ASIDE);
        if (!Files.isDirectory(aside, LinkOption.NOFOLLOW_LINKS)) {
            AtomicFiles.createDirectory(aside, true);
        }
        Path target = aside.resolve(folder);
        for (int n = 2; Files.exists(target, LinkOption.NOFOLLOW_LINKS); n++) {
            target = aside.resolve(folder + "-" + n);
        }
        AtomicFiles.move(dir.resolve(folder), target);
        AtomicFiles.syncDirectory(aside);
        AtomicFiles.syncDirectory(dir);
        return target;
    }
}

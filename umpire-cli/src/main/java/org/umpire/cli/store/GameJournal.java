package org.umpire.cli.store;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * A game's journal as its store sees it: the committed entries (the current state decides which count, see
 * {@link Journal#load}), each entry's record read when first asked for (from {@code journal/index.tsv} when it
 * covers it), and what each entry holds (states, orders, dice, files).
 */
final class GameJournal {

    private final Journal journal;
    private final JournalIndex index;
    private Journal.View view;
    /** Entries read so far, by folder: entry.yaml is read when first asked for, not at open. */
    private final Map<String, JournalRecord> records = new HashMap<>();

    GameJournal(Path gameDir) {
        this.journal = new Journal(gameDir);
        this.index = new JournalIndex(journal.dir());
    }

    /** The journal folder's own files. */
    Journal folder() {
        return journal;
    }

    /** Reads which entries count again, the current state being {@code state} (read from {@code stateBytes}). */
    void load(GameState state, byte[] stateBytes) {
        view = journal.load(state, stateBytes);
        records.clear();
        index.load();
    }

    Journal.View view() {
        return view;
    }

    /** Every committed entry, oldest first (undo entries included). */
    List<JournalRecord> entries() {
        List<JournalRecord> result = new ArrayList<>();
        for (String folder : view.committed()) {
            result.add(record(folder));
        }
        return result;
    }

    /** The last committed entry, if any phase was resolved. */
    Optional<JournalRecord> last() {
        List<String> c = view.committed();
        return c.isEmpty() ? Optional.empty() : Optional.of(record(c.get(c.size() - 1)));
    }

    private JournalRecord record(String folder) {
        return records.computeIfAbsent(folder, f -> index.get(f).orElseGet(() -> journal.record(f)));
    }

    /** {@code rec}, just committed in {@code gameDir}, counts from now on. */
    void added(Path gameDir, JournalRecord rec) {
        view = view.with(rec.folder());
        records.put(rec.folder(), rec);
        index.append(gameDir, rec);
    }

    /** Moves the entry no state counts (a stop between its write and the commit) to {@code journal/uncommitted/}. */
    Optional<Map.Entry<String, Path>> setAsideUncommitted() {
        if (view.uncommitted().isEmpty()) {
            return Optional.empty();
        }
        String folder = view.uncommitted().get();
        Path aside = journal.setAside(folder);
        records.remove(folder);
        view = new Journal.View(view.committed(), Optional.empty());
        return Optional.of(Map.entry(folder, aside));
    }

    /** Rewrites {@code journal/index.tsv} when it does not cover the committed entries. */
    void reindexIfStale(Path gameDir) {
        if (!index.covers(view.committed())) {
            index.rewrite(gameDir, entries());
        }
    }

    /** Reads every entry from its own files, checks its states, and rewrites the index; the number of entries. */
    int repair(Path gameDir, Optional<Scenario> scenario) {
        records.clear();
        List<JournalRecord> all = new ArrayList<>();
        for (String folder : view.committed()) {
            JournalRecord r = journal.record(folder);
            records.put(folder, r);
            all.add(r);
            state(r, Journal.STATE_BEFORE, scenario);
            state(r, Journal.STATE_AFTER, scenario);
        }
        index.rewrite(gameDir, all);
        return all.size();
    }

    /** A state of an entry ({@code state-before.yaml}, {@code state-after.yaml}), checked against the scenario. */
    GameState state(JournalRecord entry, String file, Optional<Scenario> scenario) {
        GameState s = journal.state(entry.folder(), file);
        scenario.ifPresent(sc -> StateCheck.require(
                sc,
                s,
                journal.dir().resolve(entry.folder()).resolve(file).toString(),
                journal.read(entry.folder(), file),
                "This journal file was damaged or edited; restore it from a backup." + " Nothing was changed."));
        return s;
    }

    /** The orders an entry was resolved with, by side. */
    Map<Side, String> orders(JournalRecord entry) {
        Map<Side, String> result = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            journal.readIfPresent(entry.folder(), Journal.ordersFile(side))
                    .ifPresent(b -> result.put(side, new String(b, StandardCharsets.UTF_8)));
        }
        return Collections.unmodifiableMap(result);
    }

    /** The rolls of an entry, in order. */
    List<Roll> dice(JournalRecord entry) {
        Optional<byte[]> b = journal.readIfPresent(entry.folder(), Journal.DICE);
        if (b.isEmpty()) {
            return List.of();
        }
        String source =
                journal.dir().resolve(entry.folder()).resolve(Journal.DICE).toString();
        return DiceLog.parse(source, new String(b.get(), StandardCharsets.UTF_8));
    }

    /** Any file of an entry by name ({@code events.yaml}, an extra file), if it has one. */
    Optional<byte[]> file(JournalRecord entry, String name) {
        if (name.contains("/") || name.contains("\\") || name.startsWith(".")) {
            throw new IllegalArgumentException("\"" + name + "\" is not a journal file name");
        }
        return journal.readIfPresent(entry.folder(), name);
    }

    /** Every file of a committed entry's folder, by name. */
    SortedMap<String, byte[]> files(JournalRecord entry) {
        return journal.files(entry.folder());
    }

    /** The copy of {@code game.yaml} the journal holds last ({@link Journal#CONFIG_COPY}), if any. */
    Optional<byte[]> configCopy() {
        List<String> c = view.committed();
        for (int i = c.size() - 1; i >= 0; i--) {
            Optional<byte[]> b = journal.readIfPresent(c.get(i), Journal.CONFIG_COPY);
            if (b.isPresent()) {
                return b;
            }
        }
        return Optional.empty();
    }

    /**
     * Whether the game waits for {@code side} now: the last standing entry recorded that it waits for the side
     * here; before any entry, {@code awaitedNow}. An entry without that record (an older game) counts as waiting.
     */
    boolean waitsFor(Side side, boolean awaitedNow) {
        List<JournalRecord> all = entries();
        Set<String> undone = new HashSet<>();
        all.forEach(r -> r.undoes().ifPresent(undone::add));
        JournalRecord last = null;
        for (JournalRecord r : all) {
            if (r.kind() != EntryKind.UNDO && !undone.contains(r.folder())) {
                last = r;
            }
        }
        if (last == null) {
            return awaitedNow;
        }
        return last.waits().map(w -> w.sides().contains(side)).orElse(awaitedNow);
    }
}

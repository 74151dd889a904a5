package org.umpire.cli.store;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.umpire.engine.state.GameState;

/**
 * The changes of a game's journal, under its lock: commit an entry, undo the last one, repair the index. A commit
 * writes the journal entry first (whole, in one rename), then swaps {@code state.yaml} (one rename): the state
 * swap is the commit point (docs/game-store.md).
 */
final class Commits {

    private final GameId id;
    private final Path dir;
    private final GameFolder folder;
    private final GameJournal journal;
    private final JournalLinks links;
    private final ProgramRun run;
    private GameLock lock;

    Commits(GameId id, Path dir, GameFolder folder, GameJournal journal, JournalLinks links, ProgramRun run) {
        this.id = id;
        this.dir = dir;
        this.folder = folder;
        this.journal = journal;
        this.links = links;
        this.run = run;
    }

    /** Changes are allowed while {@code held} is (null: none). */
    void holding(GameLock held) {
        lock = held;
    }

    void requireLock(String what) {
        if (lock == null || !lock.isHeld()) {
            throw new IllegalStateException("to " + what + ", hold the game's lock (store.lock()) first");
        }
    }

    JournalRecord commit(JournalEntry entry, GameState newState) {
        JournalRecord rec = appendEntry(entry, newState);
        swapState(newState, rec);
        return rec;
    }

    /** First half of {@link #commit}: the journal entry alone (tests stop here to play a crash). */
    JournalRecord appendEntry(JournalEntry entry, GameState newState) {
        requireLock("commit");
        if (entry.kind() == EntryKind.UNDO) {
            throw new IllegalArgumentException("undo entries are written by undoLast()");
        }
        byte[] after = GameFolder.encodeChecked(newState);
        folder.requireOnDisk();
        GameFiles.requireNoLinks(dir, journal.folder().dir());
        GameState state = folder.state();
        int seq = journal.view().nextSeq();
        JournalRecord rec = new JournalRecord(
                seq,
                Journal.folderName(seq, state.turn(), state.phase(), entry.kind()),
                state.turn(),
                state.phase(),
                entry.kind(),
                entry.resolvedAt(),
                Optional.empty(),
                entry.continues(),
                entry.waits());
        Map<String, byte[]> files = new TreeMap<>(entry.files());
        files.put(Journal.ENTRY_YAML, Journal.entryYaml(rec, links.head()));
        files.put(Journal.STATE_BEFORE, StateYaml.write(state));
        files.put(Journal.STATE_AFTER, after);
        files.put(Journal.DICE, DiceLog.format(entry.dice()).getBytes(StandardCharsets.UTF_8));
        files.put(Journal.EVENTS, entry.events());
        entry.orders()
                .forEach((side, text) -> files.put(Journal.ordersFile(side), text.getBytes(StandardCharsets.UTF_8)));
        // docs/game-store.md: game.yaml (the players, their addresses and languages, the policy) is bound into the
        // hash chain: copied into the first entry, and into each entry after it changed
        byte[] config = GameFiles.readStoreFile(dir.resolve(GameFolder.CONFIG));
        if (!Arrays.equals(config, journal.configCopy().orElse(null))) {
            files.put(Journal.CONFIG_COPY, config);
        }
        journal.folder().append(rec.folder(), files);
        return rec;
    }

    /** Second half of {@link #commit}: the commit point. */
    void swapState(GameState newState, JournalRecord rec) {
        byte[] bytes = StateYaml.write(newState);
        GameFiles.writeAtomically(dir, dir.resolve(GameFolder.STATE), bytes);
        folder.put(newState, bytes);
        journal.added(dir, rec);
        run.committed(dir, rec);
    }

    /** Puts back the state before the latest entry not undone yet, and records an undo entry. */
    JournalRecord undoLast(Instant at) {
        requireLock("undo");
        List<JournalRecord> active = new ArrayList<>();
        for (JournalRecord r : journal.entries()) {
            if (r.kind() == EntryKind.UNDO) {
                active.removeIf(a -> a.folder().equals(r.undoes().get()));
            } else {
                active.add(r);
            }
        }
        if (active.isEmpty()) {
            throw new StoreException.NothingToUndo(id);
        }
        JournalRecord target = active.get(active.size() - 1);
        folder.requireOnDisk();
        GameFiles.requireNoLinks(dir, journal.folder().dir());
        GameState restored = journal.state(target, Journal.STATE_BEFORE, folder.scenario());
        int seq = journal.view().nextSeq();
        JournalRecord rec = new JournalRecord(
                seq,
                Journal.folderName(seq, target.turn(), target.phase(), EntryKind.UNDO),
                target.turn(),
                target.phase(),
                EntryKind.UNDO,
                at,
                Optional.of(target.folder()));
        Map<String, byte[]> files = new TreeMap<>();
        files.put(Journal.ENTRY_YAML, Journal.entryYaml(rec, links.head()));
        files.put(Journal.STATE_BEFORE, StateYaml.write(folder.state()));
        files.put(Journal.STATE_AFTER, GameFolder.encodeChecked(restored));
        journal.folder().append(rec.folder(), files);
        swapState(restored, rec);
        return rec;
    }

    /** Rebuilds {@code journal/index.tsv} from the entries' own files, reading and checking each. */
    int repair() {
        requireLock("repair");
        return journal.repair(dir, folder.scenario());
    }

    /** True when this run committed {@code entry}. */
    boolean committedHere(JournalRecord entry) {
        return run.committedHere(dir, entry);
    }
}

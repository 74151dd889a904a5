package org.umpire.cli.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Random;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.GameState;

/** "Nothing lost": whatever instant the program stops at, the game loads consistently and a rerun gives the same result. */
class GameStoreCrashTest {

    @TempDir
    Path tmp;

    private static JournalEntry entry(int k) {
        return JournalEntry.resolve(Instant.EPOCH.plusSeconds(k)).withOrders(Side.US, "orders " + k + "\n");
    }

    /** The state after scripted phases 1..n. */
    private static GameState expected(int n) {
        GameState s = StoreFixtures.initialState();
        for (int k = 1; k <= n; k++) {
            s = StoreFixtures.step(s, k);
        }
        return s;
    }

    /** Every file of a game folder (but the lock file) by relative path, with its bytes. */
    private static SortedMap<String, String> tree(Path dir) throws IOException {
        SortedMap<String, String> files = new TreeMap<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.filter(Files::isRegularFile).collect(Collectors.toList())) {
                String rel = dir.relativize(p).toString();
                // entries a crash left uncommitted are kept aside (journal/uncommitted/), not part of the game
                // the journal's index is derived data (it holds the entries' file times)
                if (!rel.equals(GameStore.LOCK)
                        && !rel.startsWith("journal/" + Journal.SET_ASIDE + "/")
                        && !rel.equals("journal/" + JournalIndex.FILE)) {
                    files.put(rel, new String(Files.readAllBytes(p), StandardCharsets.UTF_8));
                }
            }
        }
        return files;
    }

    private static List<String> temporaries(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.map(p -> p.getFileName().toString())
                    .filter(AtomicFiles::isTemporary)
                    .collect(Collectors.toList());
        }
    }

    /** A game committed from 1 to n in one go, with no crash. */
    private GameStore reference(int n) {
        GameStore ref = StoreFixtures.newGame(GamesHome.of(tmp.resolve("reference")), "g");
        try (GameLock lock = ref.lock()) {
            for (int k = 1; k <= n; k++) {
                ref.commit(entry(k), StoreFixtures.step(ref.state(), k));
            }
        }
        return ref;
    }

    @Test
    void a_stop_between_the_journal_entry_and_the_state_swap_leaves_the_phase_unresolved_and_a_rerun_identical()
            throws IOException {
        GamesHome home = GamesHome.of(tmp.resolve("games"));
        GameStore crashed = StoreFixtures.newGame(home, "g");
        try (GameLock lock = crashed.lock()) {
            crashed.commit(entry(1), StoreFixtures.step(crashed.state(), 1));
            crashed.appendEntry(entry(2), StoreFixtures.step(crashed.state(), 2)); // ... and the program stops here
        }
        Path stray = crashed.dir().resolve("journal").resolve("0002-T01-P2-searches");
        assertThat(stray).isDirectory();

        GameStore reopened = GameStore.open(home, GameId.parse("g"));
        assertThat(reopened.state()).isEqualTo(expected(1));
        assertThat(reopened.journal()).extracting(JournalRecord::folder).containsExactly("0001-T00-P0-set-up");
        assertThat(reopened.lastEntry().orElseThrow().seq()).isEqualTo(1);
        assertThat(GameStore.listGames(home).get(0).problem()).isEmpty();

        try (GameLock lock = reopened.lock()) {
            assertThat(stray).doesNotExist();
            reopened.commit(entry(2), StoreFixtures.step(reopened.state(), 2));
        }
        assertThat(tree(reopened.dir())).isEqualTo(tree(reference(2).dir()));
    }

    @Test
    void a_stop_before_an_undo_reached_the_state_leaves_the_undo_undone() throws IOException {
        GamesHome home = GamesHome.of(tmp.resolve("games"));
        GameStore store = StoreFixtures.newGame(home, "g");
        try (GameLock lock = store.lock()) {
            store.commit(entry(1), StoreFixtures.step(store.state(), 1));
            byte[] beforeUndo = Files.readAllBytes(store.dir().resolve("state.yaml"));
            store.undoLast(Instant.EPOCH);
            // the state rename never reached the disk
            Files.write(store.dir().resolve("state.yaml"), beforeUndo);
        }
        GameStore reopened = GameStore.open(home, GameId.parse("g"));
        assertThat(reopened.state()).isEqualTo(expected(1));
        assertThat(reopened.journal()).extracting(JournalRecord::kind).containsExactly(EntryKind.RESOLVE);
        try (GameLock lock = reopened.lock()) {
            assertThat(reopened.undoLast(Instant.EPOCH).folder()).isEqualTo("0002-T00-P0-undo");
        }
        assertThat(GameStore.open(home, GameId.parse("g")).state()).isEqualTo(expected(0));
    }

    @Test
    void temporary_files_left_by_a_crash_are_ignored_then_removed_under_the_lock() throws IOException {
        GamesHome home = GamesHome.of(tmp.resolve("games"));
        GameStore store = StoreFixtures.newGame(home, "g");
        try (GameLock lock = store.lock()) {
            store.commit(entry(1), StoreFixtures.step(store.state(), 1));
        }
        Path dir = store.dir();
        Files.writeString(dir.resolve(".state.yaml.tmp-1f2e"), "format: 1\nturn: half-writ");
        Path partial = Files.createDirectories(dir.resolve("journal").resolve(".0002-T01-P2-searches.tmp-99"));
        Files.writeString(partial.resolve("entry.yaml"), "format: 1\nseq: 2\n");
        Files.writeString(dir.resolve("orders").resolve(".T01-P2-US.txt.tmp-5"), "search D");
        Path interruptedCreate = Files.createDirectories(home.root().resolve(".h.tmp-77"));
        Files.writeString(interruptedCreate.resolve("game.yaml"), "format: 1\n");

        GameStore reopened = GameStore.open(home, GameId.parse("g"));
        assertThat(reopened.state()).isEqualTo(expected(1));
        assertThat(reopened.journal()).hasSize(1);
        assertThat(reopened.orders(1, Phase.SEARCH)).isEmpty();
        assertThat(GameStore.listGames(home)).extracting(g -> g.id().value()).containsExactly("g");

        try (GameLock lock = reopened.lock()) {
            assertThat(temporaries(dir)).isEmpty();
            reopened.commit(entry(2), StoreFixtures.step(reopened.state(), 2));
        }
        assertThat(tree(dir)).isEqualTo(tree(reference(2).dir()));
        StoreFixtures.newGame(home, "h");
        assertThat(GameStore.listGames(home)).extracting(g -> g.id().value()).containsExactly("g", "h");
    }

    @Tag("crash")
    @Test
    void killed_at_random_instants_while_committing_the_game_always_loads_and_finishes_as_if_never_killed()
            throws Exception {
        long seed = new Random().nextLong();
        Random random = new Random(seed);
        int phases = 40;
        GamesHome home = GamesHome.of(tmp.resolve("games"));
        StoreFixtures.newGame(home, "g");
        int killedAfter = 0;
        for (int round = 0; round < 4; round++) {
            // kill while it commits: once it reports a random phase done, a random moment into the next ones
            int target = killedAfter + 1 + random.nextInt(8);
            try (ChildJvm child =
                    ChildJvm.start("commit-loop", home.root().toString(), "g", Integer.toString(phases))) {
                assertThat(child.readLine()).as("seed %d", seed).isEqualTo("started");
                long last = System.nanoTime();
                long interval = 0;
                for (String line = child.readLine();
                        line != null && Integer.parseInt(line) < target;
                        line = child.readLine()) {
                    killedAfter = Integer.parseInt(line);
                    interval = System.nanoTime() - last;
                    last += interval;
                }
                // somewhere within the next commit or two, wherever that falls (entry written, state not yet...)
                LockSupport.parkNanos((long) (random.nextDouble() * 1.5 * interval));
                child.kill();
            }
            GameStore store = GameStore.open(home, GameId.parse("g"));
            int n = store.journal().size();
            assertThat(n)
                    .as("seed %d, round %d: entries committed", seed, round)
                    .isGreaterThanOrEqualTo(killedAfter);
            killedAfter = n;
            assertThat(store.state())
                    .as("seed %d, round %d: state after %d entries", seed, round, n)
                    .isEqualTo(expected(n));
            for (int i = 0; i < n; i++) {
                assertThat(store.journal().get(i).seq()).as("seed %d", seed).isEqualTo(i + 1);
            }
            try (GameLock lock = store.lock()) {
                assertThat(temporaries(store.dir())).as("seed %d", seed).isEmpty();
            }
        }
        try (ChildJvm child = ChildJvm.start("commit-loop", home.root().toString(), "g", Integer.toString(phases))) {
            assertThat(child.finish()).isZero();
        }
        GameStore finished = GameStore.open(home, GameId.parse("g"));
        assertThat(finished.journal()).as("seed %d", seed).hasSize(phases);
        assertThat(tree(finished.dir()))
                .as("seed %d", seed)
                .isEqualTo(tree(reference(phases).dir()));
    }
}

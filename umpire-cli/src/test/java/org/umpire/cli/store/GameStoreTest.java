package org.umpire.cli.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.BadFileException;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.command.StoreErrors;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.dice.RollPurpose;
import org.umpire.engine.dice.SeededDice;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.GameState;

class GameStoreTest {

    private static final Instant T1 = Instant.parse("2026-06-02T10:00:00Z");

    @TempDir
    Path tmp;

    GamesHome home;

    @BeforeEach
    void setUp() {
        home = GamesHome.of(tmp.resolve("games"));
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
        }
    }

    private static String read(Path p) throws IOException {
        return Files.readString(p, StandardCharsets.UTF_8);
    }

    /** Resolves "phase" k of the scripted game with real seeded dice, and commits it. */
    private static JournalRecord resolveStep(GameStore store, int k) {
        SeededDice dice = store.seed().dice();
        dice.d10(RollPurpose.of("T" + k + "/P2/search/US/D4", "T" + k + " US search of D4"));
        return store.commit(
                JournalEntry.resolve(T1.plusSeconds(k))
                        .withOrders(Side.US, "search D4\n")
                        .withOrders(Side.JP, "move Kaga A3\n")
                        .withDice(dice.log())
                        .withEvents(("- turn: " + k + "\n").getBytes(StandardCharsets.UTF_8)),
                StoreFixtures.step(store.state(), k));
    }

    @Test
    void create_writes_a_complete_game_folder_and_open_reads_it_back() throws IOException {
        GameStore created = StoreFixtures.newGame(home, "midway-1");
        Path dir = home.root().resolve("midway-1");
        assertThat(created.dir()).isEqualTo(dir);
        assertThat(names(dir)).containsExactly("game.yaml", "journal", "orders", "seed.secret", "state.yaml");
        assertThat(read(dir.resolve("seed.secret")))
                .isEqualTo(StoreFixtures.seed().fileText());
        assertThat(Files.readAllBytes(dir.resolve("state.yaml")))
                .isEqualTo(StateYaml.write(StoreFixtures.initialState()));

        GameStore opened = GameStore.open(home, GameId.parse("MIDWAY-1"));
        assertThat(opened.config()).isEqualTo(StoreFixtures.config("midway-1"));
        assertThat(opened.state()).isEqualTo(StoreFixtures.initialState());
        assertThat(opened.seed()).isEqualTo(StoreFixtures.seed());
        assertThat(opened.journal()).isEmpty();
        assertThat(opened.lastEntry()).isEmpty();
    }

    @Test
    void the_seed_file_is_for_the_owner_only() throws IOException {
        StoreFixtures.newGame(home, "midway-1");
        Path seed = home.root().resolve("midway-1").resolve("seed.secret");
        if (AtomicFiles.isPosix(seed)) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(seed)))
                    .isEqualTo("rw-------");
        }
    }

    @Test
    void creating_a_game_that_exists_fails_and_changes_nothing() throws IOException {
        StoreFixtures.newGame(home, "midway-1");
        byte[] before = Files.readAllBytes(home.root().resolve("midway-1").resolve("game.yaml"));
        GameConfig other = new GameConfig(
                GameId.parse("midway-1"),
                "other",
                Map.of(),
                null,
                StoreFixtures.seed().commitment(GameId.parse("midway-1")),
                T1);
        assertThatThrownBy(() -> GameStore.create(home, other, StoreFixtures.seed(), StoreFixtures.initialState()))
                .isInstanceOfSatisfying(StoreException.GameExists.class, e -> {
                    assertThat(StoreErrors.exitCode(e)).isEqualTo(ExitCode.CONFLICT);
                    assertThat(e.getMessage())
                            .isEqualTo("game midway-1 already exists in " + home.root()
                                    + "; pick another id, or remove that game's folder first");
                });
        assertThat(Files.readAllBytes(home.root().resolve("midway-1").resolve("game.yaml")))
                .isEqualTo(before);
        assertThat(names(home.root())).containsExactly("midway-1");
    }

    @Test
    void create_refuses_a_config_whose_commitment_is_not_the_seeds() {
        GameConfig c = StoreFixtures.config("g");
        assertThatThrownBy(() -> GameStore.create(home, c, GameSeed.fromNumber(43), StoreFixtures.initialState()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(home.root().resolve("g")).doesNotExist();
    }

    @Test
    void opening_a_game_that_does_not_exist_says_where_it_looked() {
        assertThatThrownBy(() -> GameStore.open(home, GameId.parse("nope")))
                .isInstanceOfSatisfying(StoreException.GameNotFound.class, e -> {
                    assertThat(StoreErrors.exitCode(e)).isEqualTo(ExitCode.NOT_FOUND);
                    assertThat(e.getMessage())
                            .isEqualTo("there is no game nope in " + home.root()
                                    + "; `umpire status` lists the games there");
                });
    }

    @Test
    void commit_writes_one_journal_folder_per_phase_then_the_state() throws IOException {
        GameStore store = StoreFixtures.newGame(home, "midway-1");
        try (GameLock lock = store.lock()) {
            JournalRecord first = resolveStep(store, 1);
            JournalRecord second = resolveStep(store, 2);
            assertThat(first.folder()).isEqualTo("0001-T00-P0-set-up");
            assertThat(second.folder()).isEqualTo("0002-T01-P2-searches");
            assertThat(second)
                    .isEqualTo(new JournalRecord(
                            2,
                            "0002-T01-P2-searches",
                            1,
                            Phase.SEARCH,
                            EntryKind.RESOLVE,
                            T1.plusSeconds(2),
                            Optional.empty()));
        }
        Path entry = store.dir().resolve("journal").resolve("0002-T01-P2-searches");
        assertThat(names(entry))
                .containsExactly(
                        "dice.txt",
                        "entry.yaml",
                        "events.yaml",
                        "orders-JP.txt",
                        "orders-US.txt",
                        "state-after.yaml",
                        "state-before.yaml");
        // the hash chain: the entry names the link of the one before it, which names the chain's start
        String firstLink = store.chainLink(store.journal().get(0));
        assertThat(read(entry.resolve("entry.yaml")))
                .isEqualTo("format: 1\nseq: 2\nturn: 1\nphase: searches\nkind: resolve\n"
                        + "resolved-at: 2026-06-02T10:00:02Z\nprevious: " + firstLink + "\n");
        assertThat(read(store.dir().resolve("journal/0001-T00-P0-set-up/entry.yaml")))
                .endsWith("previous: " + JournalChain.start(store.config().seedSha256()) + "\n");
        assertThat(store.chainHead())
                .isEqualTo(store.chainLink(store.journal().get(1)))
                .isNotEqualTo(firstLink)
                .matches("[0-9a-f]{64}");
        assertThat(read(entry.resolve("orders-US.txt"))).isEqualTo("search D4\n");
        assertThat(read(entry.resolve("events.yaml"))).isEqualTo("- turn: 2\n");
        int value = StoreFixtures.seed().dice().derive("T2/P2/search/US/D4", 10);
        assertThat(read(entry.resolve("dice.txt")))
                .isEqualTo(DiceLog.HEADER + "T2/P2/search/US/D4\t" + value + "\td10\tT2 US search of D4\n");
        assertThat(Files.readAllBytes(entry.resolve("state-after.yaml")))
                .isEqualTo(Files.readAllBytes(store.dir().resolve("state.yaml")));

        GameStore again = GameStore.open(home, store.id());
        GameState expected = StoreFixtures.step(StoreFixtures.step(StoreFixtures.initialState(), 1), 2);
        assertThat(again.state()).isEqualTo(expected);
        assertThat(again.journal())
                .extracting(JournalRecord::folder)
                .containsExactly("0001-T00-P0-set-up", "0002-T01-P2-searches");
        JournalRecord last = again.lastEntry().orElseThrow();
        assertThat(again.stateAfter(last)).isEqualTo(expected);
        assertThat(again.stateBefore(last)).isEqualTo(StoreFixtures.step(StoreFixtures.initialState(), 1));
        assertThat(again.journalOrders(last))
                .containsExactly(Map.entry(Side.US, "search D4\n"), Map.entry(Side.JP, "move Kaga A3\n"));
        assertThat(again.journalDice(last))
                .containsExactly(new Roll("T2/P2/search/US/D4", "T2 US search of D4", 10, value));
        assertThat(again.journalFile(last, "events.yaml"))
                .hasValueSatisfying(b -> assertThat(b).isEqualTo("- turn: 2\n".getBytes(StandardCharsets.UTF_8)));
        assertThat(again.journalFile(last, "report-US.txt")).isEmpty();
    }

    @Test
    void extra_files_are_kept_with_the_entry_but_cannot_take_the_stores_names() throws IOException {
        GameStore store = StoreFixtures.newGame(home, "g");
        try (GameLock lock = store.lock()) {
            JournalRecord rec = store.commit(
                    JournalEntry.override(T1).withFile("report-us.txt", "hello".getBytes(StandardCharsets.UTF_8)),
                    store.state().at(0, Phase.MOVEMENT));
            assertThat(rec.folder()).isEqualTo("0001-T00-P0-override");
            assertThat(store.journalFile(rec, "report-us.txt"))
                    .hasValueSatisfying(b ->
                            assertThat(new String(b, StandardCharsets.UTF_8)).isEqualTo("hello"));
        }
        assertThatThrownBy(() -> JournalEntry.resolve(T1).withFile("state-after.yaml", new byte[0]))
                .hasMessageContaining("cannot name a journal file");
        assertThatThrownBy(() -> JournalEntry.resolve(T1).withFile("../x", new byte[0]))
                .hasMessageContaining("cannot name a journal file");
        assertThatThrownBy(() -> store.journalFile(store.lastEntry().orElseThrow(), "../../seed.secret"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void changing_a_game_without_its_lock_is_a_bug() {
        GameStore store = StoreFixtures.newGame(home, "g");
        assertThatThrownBy(() -> store.commit(JournalEntry.resolve(T1), store.state()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("hold the game's lock");
        assertThatThrownBy(() -> store.saveOrders(1, Phase.MOVEMENT, Side.US, "x"))
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> store.undoLast(T1)).isInstanceOf(IllegalStateException.class);
        GameLock lock = store.lock();
        lock.close();
        assertThatThrownBy(() -> store.commit(JournalEntry.resolve(T1), store.state()))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void undo_puts_back_the_state_before_and_logs_an_undo_entry() {
        GameStore store = StoreFixtures.newGame(home, "g");
        GameState s0 = store.state();
        try (GameLock lock = store.lock()) {
            resolveStep(store, 1);
            GameState s1 = store.state();
            resolveStep(store, 2);
            JournalRecord undo = store.undoLast(T1.plusSeconds(100));
            assertThat(undo.folder()).isEqualTo("0003-T01-P2-undo");
            assertThat(undo.undoes()).contains("0002-T01-P2-searches");
            assertThat(store.state()).isEqualTo(s1);

            JournalRecord undo2 = store.undoLast(T1.plusSeconds(101));
            assertThat(undo2.undoes()).contains("0001-T00-P0-set-up");
            assertThat(store.state()).isEqualTo(s0);
            assertThatThrownBy(() -> store.undoLast(T1))
                    .isInstanceOfSatisfying(StoreException.NothingToUndo.class, e -> {
                        assertThat(StoreErrors.exitCode(e)).isEqualTo(ExitCode.CONFLICT);
                        assertThat(e.getMessage())
                                .isEqualTo("nothing to undo in game g: no phase has been resolved yet,"
                                        + " or every one was undone already");
                    });

            // a rerun after undo resolves again; undo then takes back that new entry only
            resolveStep(store, 1);
            assertThat(store.state()).isEqualTo(s1);
            assertThat(store.undoLast(T1).undoes()).contains("0005-T00-P0-set-up");
            assertThat(store.state()).isEqualTo(s0);
        }
        GameStore reopened = GameStore.open(home, store.id());
        assertThat(reopened.state()).isEqualTo(s0);
        assertThat(reopened.journal())
                .extracting(JournalRecord::folder)
                .containsExactly(
                        "0001-T00-P0-set-up",
                        "0002-T01-P2-searches",
                        "0003-T01-P2-undo",
                        "0004-T00-P0-undo",
                        "0005-T00-P0-set-up",
                        "0006-T00-P0-undo");
        assertThat(reopened.lastEntry().orElseThrow().kind()).isEqualTo(EntryKind.UNDO);
    }

    @Test
    void undo_with_nothing_resolved_is_refused() {
        GameStore store = StoreFixtures.newGame(home, "g");
        try (GameLock lock = store.lock()) {
            assertThatThrownBy(() -> store.undoLast(T1)).hasMessageStartingWith("nothing to undo in game g");
        }
    }

    @Test
    void a_state_changed_on_disk_under_the_lock_refuses_the_commit_exit_4_and_writes_nothing() throws IOException {
        GameStore store = StoreFixtures.newGame(home, "g");
        try (GameLock lock = store.lock()) {
            GameState meanwhile = StoreFixtures.step(store.state(), 7);
            Files.write(store.dir().resolve("state.yaml"), StateYaml.write(meanwhile));
            assertThatThrownBy(() -> store.commit(JournalEntry.resolve(T1), StoreFixtures.step(store.state(), 1)))
                    .isInstanceOfSatisfying(StoreException.ChangedMeanwhile.class, e -> {
                        assertThat(StoreErrors.exitCode(e)).isEqualTo(ExitCode.CONFLICT);
                        assertThat(e.notNow()).isTrue();
                        assertThat(e.getMessage()).contains("changed while game g was locked", "nothing was written");
                    });
        }
        assertThat(GameStore.open(home, store.id()).journal()).isEmpty();
        assertThat(names(store.dir().resolve("journal"))).isEmpty();
    }

    @Test
    void orders_sent_again_replace_the_current_ones_and_keep_the_earlier() throws IOException {
        GameStore store = StoreFixtures.newGame(home, "g");
        try (GameLock lock = store.lock()) {
            assertThat(store.saveOrders(2, Phase.SEARCH, Side.US, "search D4\n"))
                    .isFalse();
            assertThat(store.saveOrders(2, Phase.SEARCH, Side.JP, "recherche E5\n"))
                    .isFalse();
            assertThat(store.saveOrders(2, Phase.SEARCH, Side.US, "search D5\n"))
                    .isTrue();
            assertThat(store.saveOrders(2, Phase.SEARCH, Side.US, "search D6\n"))
                    .isTrue();
        }
        assertThat(store.orders(2, Phase.SEARCH))
                .containsExactly(Map.entry(Side.US, "search D6\n"), Map.entry(Side.JP, "recherche E5\n"));
        assertThat(store.earlierOrders(2, Phase.SEARCH, Side.US)).containsExactly("search D4\n", "search D5\n");
        assertThat(store.earlierOrders(2, Phase.SEARCH, Side.JP)).isEmpty();
        assertThat(store.orders(2, Phase.MOVEMENT)).isEmpty();
        assertThat(names(store.dir().resolve("orders")))
                .containsExactly("T02-P2-JP.txt", "T02-P2-US.1.txt", "T02-P2-US.2.txt", "T02-P2-US.txt");
    }

    @Test
    void a_crash_between_keeping_earlier_orders_and_writing_the_new_ones_loses_nothing_and_does_not_duplicate()
            throws IOException {
        GameStore store = StoreFixtures.newGame(home, "g");
        Path orders = store.dir().resolve("orders");
        try (GameLock lock = store.lock()) {
            store.saveOrders(3, Phase.MOVEMENT, Side.JP, "first\n");
            // the copy was made, then the program stopped before replacing the current file
            Files.writeString(orders.resolve("T03-P1-JP.1.txt"), "first\n");
            store.saveOrders(3, Phase.MOVEMENT, Side.JP, "second\n");
        }
        assertThat(store.earlierOrders(3, Phase.MOVEMENT, Side.JP)).containsExactly("first\n");
        assertThat(store.orders(3, Phase.MOVEMENT)).containsEntry(Side.JP, "second\n");
    }

    @Test
    void list_games_shows_every_game_and_the_problem_of_a_broken_one() throws IOException {
        StoreFixtures.newGame(home, "b-game");
        StoreFixtures.newGame(home, "a-game");
        StoreFixtures.newGame(home, "c-broken");
        Files.writeString(home.root().resolve("c-broken").resolve("state.yaml"), "format: 1\nturn: many\n");
        Files.createDirectories(home.root().resolve("Not A Game"));
        Files.createDirectories(home.root().resolve(".a-game.tmp-123"));
        Files.writeString(home.root().resolve("README.txt"), "games live here");

        List<GameListing> games = GameStore.listGames(home);
        assertThat(games).extracting(g -> g.id().value()).containsExactly("a-game", "b-game", "c-broken");
        assertThat(games.get(0).game())
                .hasValueSatisfying(g -> assertThat(g.state()).isEqualTo(StoreFixtures.initialState()));
        assertThat(games.get(2).game()).isEmpty();
        assertThat(games.get(2).problem())
                .hasValueSatisfying(p -> assertThat(p)
                        .contains("c-broken/state.yaml:2: field \"turn\": \"many\" is not a whole number")
                        .contains("or copy state-after.yaml of the last entry in"));
        assertThat(GameStore.listGames(GamesHome.of(tmp.resolve("none")))).isEmpty();
    }

    @Test
    void a_changed_seed_file_is_caught_against_the_published_commitment() throws IOException {
        GameStore store = StoreFixtures.newGame(home, "g");
        Files.writeString(
                store.dir().resolve("seed.secret"), GameSeed.fromNumber(7).fileText());
        GameStore reopened = GameStore.open(home, store.id());
        assertThatThrownBy(reopened::seed).isInstanceOfSatisfying(StoreException.BadGameFile.class, e -> {
            assertThat(StoreErrors.exitCode(e)).isEqualTo(ExitCode.INVALID);
            assertThat(e.getMessage())
                    .contains("does not match the seed-sha256 published in")
                    .contains("restore the original seed.secret");
        });
        Files.writeString(store.dir().resolve("seed.secret"), "not hex\n");
        assertThatThrownBy(() -> GameStore.open(home, store.id()).seed())
                .hasMessageContaining("seed.secret:1: not a seed");
        Files.delete(store.dir().resolve("seed.secret"));
        assertThatThrownBy(() -> GameStore.open(home, store.id()).seed())
                .hasMessageContaining("seed.secret is missing");
    }

    @Test
    void a_game_folder_renamed_by_hand_is_caught() throws IOException {
        GameStore store = StoreFixtures.newGame(home, "g");
        Files.move(store.dir(), home.root().resolve("h"));
        assertThatThrownBy(() -> GameStore.open(home, GameId.parse("h")))
                .isInstanceOf(BadFileException.class)
                .hasMessageContaining("game.yaml: the game id is g but the folder is named h");
    }

    @Test
    void a_folder_without_state_is_not_a_game() throws IOException {
        GameStore store = StoreFixtures.newGame(home, "g");
        Files.delete(store.dir().resolve("state.yaml"));
        assertThatThrownBy(() -> GameStore.open(home, store.id()))
                .isInstanceOfSatisfying(StoreException.BadGameFile.class, e -> {
                    assertThat(StoreErrors.exitCode(e)).isEqualTo(ExitCode.INVALID);
                    assertThat(e.getMessage()).contains("has no state.yaml: it is not a complete game folder");
                });
    }

    @Test
    void hostile_ids_never_reach_the_file_system() {
        for (String hostile : List.of("../x", "..", "/etc/passwd", "a/b", "CON", "x".repeat(200), "x\u0000y")) {
            assertThatThrownBy(() -> GameStore.open(home, GameId.parse(hostile)))
                    .isInstanceOf(UserException.class)
                    .hasMessageContaining("game id");
        }
        assertThat(tmp.resolve("x")).doesNotExist();
        assertThat(home.root()).doesNotExist();
    }
}

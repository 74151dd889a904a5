package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.report.SideChains;
import org.umpire.cli.report.SideSpans;
import org.umpire.cli.store.EventsYaml;
import org.umpire.cli.store.GameSeed;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.JournalChain;
import org.umpire.cli.store.JournalRecord;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.event.EventView;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.GameState;

/**
 * Whole games played by the command line: {@code umpire new}, then {@code umpire resolve}
 * until {@code umpire status} says the game is over.
 */
@Tag("slow")
class PlayThroughTest {

    private static final Pattern NOW = Pattern.compile("(?m)^Now: Turn (\\d+)/25, ");
    /** More resolves than a game of 25 turns of at most 4 steps can take: a loop that never ends fails. */
    private static final int MOST_RESOLVES = 25 * 4 + 1;

    @TempDir
    Path root;

    private TestGames t;

    @BeforeEach
    void games() {
        t = new TestGames(root);
    }

    /**
     * JP's movement orders by turn: group 1 enters on turn 1 and sails along row 6 to Midway, into
     * the US naval searches of G6 (SS2 and Kure Atoll) on night turn 7, and Midway's on turn 8.
     */
    static final Map<Integer, String> JP_MOVES = Map.of(
            1,
            "group 1 enters A6\n",
            2,
            "group 1 A6 -> B6\n",
            3,
            "group 1 B6 -> C6\n",
            4,
            "group 1 C6 -> D6\n",
            5,
            "group 1 D6 -> E6\n",
            6,
            "group 1 E6 -> F6\n",
            7,
            "group 1 F6 -> G6\n",
            8,
            "group 1 G6 -> H6\n");

    private boolean over(String id) {
        return t.ok("status", id).out.contains("Game over");
    }

    /** A new game: the US set-up of the examples, I-168 in K6, resolved. */
    private void newGame(String id, long seed) {
        t.newGame(id, seed);
        t.ok(
                "orders",
                "submit",
                id,
                "--side",
                "US",
                TestGames.example("en/setup.txt").toString());
        t.submit(id, "JP", "place I-168 at K6\n");
        t.ok("resolve", id, "--no-send");
    }

    /**
     * Resolves, without mailing, until the game is over or turn {@code lastTurn} is played: JP sends
     * {@link #JP_MOVES}, every other order is the default. The summaries printed, in order.
     */
    private List<String> play(String id, int lastTurn) {
        List<String> summaries = new ArrayList<>();
        while (!over(id) && t.store(id).state().turn() <= lastTurn) {
            assertThat(summaries).as("resolves before the game ended").hasSizeLessThan(MOST_RESOLVES);
            GameState s = t.store(id).state();
            if (s.phase() == Phase.MOVEMENT && JP_MOVES.containsKey(s.turn())) {
                t.submit(id, "JP", JP_MOVES.get(s.turn()));
            }
            summaries.add(t.ok("resolve", id, "--defaults", "--no-send").out);
        }
        return summaries;
    }

    private static List<EventView> views(GameStore store, JournalRecord e, Audience a) {
        return EventsYaml.read(e.folder(), store.journalFile(e, "events.yaml").orElseThrow())
                .get(a);
    }

    @Test
    void GAME_3_I_1_I_14_a_game_played_to_the_end_by_the_command_line_gives_Midway_and_11_VP_to_the_US() {
        newGame("g1", 42);
        List<String> summaries = play("g1", 25);

        // Every resolve printed its summary, the game moving on from one to the next (SEQ-1, GAME-4).
        List<Integer> turns = new ArrayList<>();
        for (String s : summaries.subList(0, summaries.size() - 1)) {
            assertThat(s)
                    .contains(
                            "Game g1 resolved from: ",
                            "(journal ",
                            "die/dice rolled",
                            "Now: Turn ",
                            "Reports not mailed: run umpire send g1 when ready");
            Matcher m = NOW.matcher(s);
            assertThat(m.find()).as(s).isTrue();
            turns.add(Integer.parseInt(m.group(1)));
        }
        assertThat(turns).isSorted();
        assertThat(new TreeSet<>(turns))
                .containsExactlyElementsOf(IntStream.rangeClosed(1, 25).boxed().collect(Collectors.toList()));
        String result = "The game is over. The United States win: US 11 VP, Japan 0 VP.";
        String last = summaries.get(summaries.size() - 1);
        assertThat(last)
                .contains(
                        "Game g1 resolved from: Turn 25/25, 6 June 1942 15:00 (day)",
                        "  Control of Midway at the end: 11 VP to the United States.",
                        "  The game is over after turn 25, the last. The United States win: United States 11 VP, Japan 0 VP.",
                        "Now: Game over (after turn 25)",
                        result);

        assertThat(t.ok("status", "g1").out)
                .isEqualTo(
                        "Game g1: Victory at Midway, 3–6 June 1942\n" + "Game over (after turn 25)\n" + result + "\n");
        assertThat(t.ok("status", "g1", "--lang", "fr").out)
                .contains("La partie est terminée. Victoire des États-Unis : États-Unis 11 PV, Japon 0 PV.");
        assertThat(t.ok("show", "g1").out)
                .contains(
                        "Game over (after turn 25)\n" + result,
                        "Victory points: US 11, JP 0",
                        "T25 US +11    VP-3  control of Midway");
        GameStore store = t.store("g1");
        GameState end = store.state();
        assertThat(end.isOver()).isTrue();
        assertThat(end.turn()).isEqualTo(25);
        assertThat(end.vpOf(Side.US).toString()).isEqualTo("11");
        assertThat(end.vpOf(Side.JP).toString()).isEqualTo("0");

        // The journal: the set-up, then one entry per resolve, each starting from the state the one before left.
        List<JournalRecord> journal = store.journal();
        assertThat(journal).hasSize(summaries.size() + 1);
        assertThat(t.journal("g1")).hasSize(journal.size());
        for (int i = 0; i < journal.size(); i++) {
            JournalRecord e = journal.get(i);
            if (i > 0) {
                assertThat(summaries.get(i - 1)).contains("(journal " + e.folder() + ")");
            }
            if (i > 0) {
                assertThat(TestGames.bytes(t.entry("g1", e.folder()).resolve("state-before.yaml")))
                        .as(e.folder())
                        .isEqualTo(TestGames.bytes(
                                t.entry("g1", journal.get(i - 1).folder()).resolve("state-after.yaml")));
            }
            Map<Audience, List<EventView>> views = EventsYaml.read(
                    e.folder(), store.journalFile(e, "events.yaml").orElseThrow());
            assertThat(views.get(Audience.US))
                    .as(e.folder())
                    .allSatisfy(v -> assertThat(v.key()).doesNotStartWith("umpire."));
            assertThat(views.get(Audience.JP))
                    .as(e.folder())
                    .allSatisfy(v -> assertThat(v.key()).doesNotStartWith("umpire."));
        }
        assertThat(journal.get(0).phase()).isEqualTo(Phase.SETUP);
        assertThat(TestGames.bytes(
                        t.entry("g1", journal.get(journal.size() - 1).folder()).resolve("state-after.yaml")))
                .isEqualTo(t.stateBytes("g1"));

        // Movement and searches: JP sailed in; SRCH-3: at night the US naval search of G6 rolled; by day
        // Midway's searches found the carriers in H6 and JP was told by which kinds of search (SRCH-8, I-7).
        List<EventView> umpire = journal.stream()
                .flatMap(e -> views(store, e, Audience.UMPIRE).stream())
                .collect(Collectors.toList());
        assertThat(umpire)
                .extracting(EventView::toString)
                .contains(
                        "umpire.movement.entered group=1 hex=A6 side=JP units=Akagi, DesRon10a, HarunaKirishima, Kaga, Nagara");
        assertThat(umpire)
                .anySatisfy(v -> assertThat(v.toString())
                        .startsWith("umpire.search.night-roll.")
                        .contains("hex=G6", "side=US", "turn=7"));
        assertThat(umpire)
                .anySatisfy(v -> assertThat(v.toString())
                        .startsWith("umpire.search.result.carriers.naval")
                        .contains("hex=H6", "side=US", "turn=8"));
        List<EventView> jp = journal.stream()
                .flatMap(e -> views(store, e, Audience.JP).stream())
                .collect(Collectors.toList());
        assertThat(jp)
                .anySatisfy(v -> assertThat(v.toString())
                        .startsWith("search.located.air")
                        .contains("hex=H6"));

        List<Roll> all =
                journal.stream().flatMap(e -> store.journalDice(e).stream()).collect(Collectors.toList());
        assertThat(all).extracting(Roll::key).contains("T7/P2/night-naval-search/US/G6");
        // FOG-3, I-ENG-11: one fog roll at the end of each turn until it lifts (a 1), none after the last turn.
        List<Roll> rolls =
                all.stream().filter(r -> r.key().endsWith("/fog-lift")).collect(Collectors.toList());
        int lastRoll = end.fogLifted() ? end.fogLiftedTurn() : 24;
        assertThat(rolls)
                .extracting(Roll::key)
                .containsExactlyElementsOf(IntStream.rangeClosed(1, lastRoll)
                        .mapToObj(n -> "T" + n + "/P11/fog-lift")
                        .collect(Collectors.toList()));
        for (Roll r : rolls) {
            assertThat(r.value() == 1)
                    .as(r.key())
                    .isEqualTo(end.fogLifted() && r.key().equals("T" + lastRoll + "/P11/fog-lift"));
        }

        // Every standing phase's reports, mailed once at the end: each side's and the umpire's.
        CliRun send = t.ok("send", "g1");
        // the umpire: the opening and one per entry; each side (see docs/reports-and-mail.md#no-leak-by-construction):
        // the opening and one each time the game
        // waited for it, or ended
        long waitsUs = t.store("g1").journal().stream()
                .filter(e -> e.waits().map(w -> w.sides().contains(Side.US)).orElse(false))
                .count();
        long waitsJp = t.store("g1").journal().stream()
                .filter(e -> e.waits().map(w -> w.sides().contains(Side.JP)).orElse(false))
                .count();
        assertThat(t.outbox("g1")).hasSize((int) (journal.size() + 1 + 1 + waitsUs + 1 + waitsJp));
        assertThat(send.out).doesNotContain("already sent");
        assertThat(t.ok("report", "g1", "--side", "US").out)
                .contains("The United States win: United States 11 VP, Japan 0 VP.");
        assertThat(t.ok("report", "g1", "--side", "JP").out)
                .contains("Victoire des États-Unis : États-Unis 11 PV, Japon 0 PV.");

        // docs/aar.md: the last mails reveal the seed and the nonce, and only they; every mail carries its chain link.
        GameSeed seed = store.seed();
        String finalUs = t.ok("report", "g1", "--side", "US").out;
        assertThat(finalUs)
                .contains(
                        "== Checking the dice ==",
                        "Seed: " + seed.hex(),
                        "Nonce: " + seed.nonceHex(),
                        "Commitment sent at the start: " + store.config().seedSha256(),
                        "The umpire chose this seed (--seed).",
                        "printf 'umpire-commitment-v2\\ng1\\n" + seed.hex() + "\\n" + seed.nonceHex() + "' | sha256sum",
                        "Journal chain: "
                                + JournalChain.shortForm(SideChains.links(store, Side.US, SideSpans.of(store, Side.US))
                                        .get(SideSpans.of(store, Side.US).size() - 1)));
        assertThat(t.ok("report", "g1", "--side", "umpire", "--lang", "en").out)
                .contains("Journal chain: " + JournalChain.shortForm(store.chainHead()));
        assertThat(t.ok("report", "g1", "--side", "JP").out)
                .contains("== Vérifier les dés ==", "Graine : " + seed.hex());
        int revealing = 0;
        for (String f : t.outbox("g1")) {
            String mail = TestGames.text(t.dir("g1").resolve("outbox").resolve(f));
            assertThat(mail).as(f).containsAnyOf("Journal chain: ", "Cha=C3=AEne du journal", "Chaîne du journal");
            if (mail.contains(seed.hex()) || mail.contains(seed.nonceHex())) {
                revealing++;
                // the after-action report goes with the mails of the end, in the reader's language
                assertThat(mail)
                        .containsAnyOf("aar-g1-en.html", "aar-g1-fr.html")
                        .contains("Content-Type: text/html");
                assertThat(f)
                        .as("only the reports of the game's end reveal the seed")
                        .containsAnyOf(
                                ".e"
                                        + String.format(
                                                "%04d",
                                                journal.get(journal.size() - 1).seq()) + ".",
                                ".end.r0.");
            }
        }
        assertThat(revealing).isEqualTo(3);
        assertThat(t.outbox("g1").stream()
                        .map(f -> TestGames.text(t.dir("g1").resolve("outbox").resolve(f)))
                        .filter(m -> m.contains("aar-g1-"))
                        .count())
                .as("the AAR only with the mails of the end")
                .isEqualTo(3);
    }

    @Test
    void the_same_seed_and_orders_give_byte_identical_journals_and_another_seed_other_dice() {
        String[] ids = {"a", "b", "c"};
        long[] seeds = {7, 7, 8};
        for (int g = 0; g < ids.length; g++) {
            newGame(ids[g], seeds[g]);
            // Through the night turns 6 and 7 (a night search in G6) to the start of turn 9.
            play(ids[g], 8);
        }
        List<String> folders = t.journal("a");
        // SEQ-1: at night (turns 6 and 7) no side has a search to decide, so the searches are not awaited;
        // on turn 7 the US night search in G6 located group 1 where US ships are, so the US may declare a
        // naval combat (NAV-1, I-ENG-37); on turn 8 Midway's searches find group 1, so the US is asked for
        // its raids (RAID-1), then JP, with a battleship or cruiser off Midway, whether it bombards (BBD-1).
        assertThat(folders)
                .contains(
                        "0012-T06-P1-movement",
                        "0013-T07-P1-movement",
                        "0014-T07-P8-naval-combat",
                        "0016-T08-P2-searches",
                        "0017-T08-P3-raid-declarations")
                .endsWith("0018-T08-P9-bombardment-of-midway")
                .isEqualTo(t.journal("b"));
        for (String folder : folders) {
            for (String file : TestGames.list(t.entry("a", folder))) {
                if (file.equals("entry.yaml") || file.equals(GameStore.JOURNAL_CONFIG)) {
                    continue; // hold the time the command ran; the copy of game.yaml, the game's id and creation time
                }
                assertThat(TestGames.bytes(t.entry("b", folder).resolve(file)))
                        .as(folder + "/" + file)
                        .isEqualTo(TestGames.bytes(t.entry("a", folder).resolve(file)));
            }
            assertThat(TestGames.list(t.entry("b", folder))).isEqualTo(TestGames.list(t.entry("a", folder)));
        }
        assertThat(t.stateBytes("b")).isEqualTo(t.stateBytes("a"));
        assertThat(TestGames.text(t.entry("a", "0002-T01-P1-movement").resolve("events.yaml")))
                .contains("umpire.movement.entered");
        assertThat(TestGames.text(t.entry("a", "0013-T07-P1-movement").resolve("dice.txt")))
                .contains("T7/P2/night-naval-search/US/G6");
        String dice = folders.stream()
                .map(f -> TestGames.text(t.entry("a", f).resolve("dice.txt")))
                .collect(Collectors.joining());
        String otherDice = t.journal("c").stream()
                .map(f -> TestGames.text(t.entry("c", f).resolve("dice.txt")))
                .collect(Collectors.joining());
        assertThat(dice).contains("T1/P11/fog-lift").isNotEqualTo(otherDice);
    }
}

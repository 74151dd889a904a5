package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.fixtures.Golden;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.JournalRecord;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.GameState;

/**
 * a whole game of 25 turns played with <em>scripted</em> dice and orders, that ends with a
 * score written here. The dice are those of {@code src/test/resources/full-game/dice.txt}, one line
 * per resolve (the physical dice an umpire would throw, given with {@code resolve --dice FILE}); the
 * orders: the US set-up of the examples, JP's moves of {@link PlayThroughTest#JP_MOVES}, every other
 * order the default. Regenerate the script (from the game of seed 42) with
 * {@code -Dgolden.update=true}, and review the diff.
 */
@Tag("slow")
class ScriptedFullGameTest {

    private static final Path SCRIPT = Path.of("src/test/resources/full-game/dice.txt");

    @TempDir
    Path root;

    @Test
    void GAME_3_VP_4_a_whole_game_with_scripted_dice_and_orders_ends_US_11_VP_Japan_0() throws IOException {
        boolean update = Golden.update();
        List<List<Integer>> script = update ? List.of() : read();
        TestGames t = new TestGames(root);
        t.newGame("g1", 42);
        t.ok(
                "orders",
                "submit",
                "g1",
                "--side",
                "US",
                TestGames.example("en/setup.txt").toString());
        t.submit("g1", "JP", "place I-168 at K6\n");
        int resolve = 0;
        for (; resolve < 200 && !t.store("g1").state().isOver(); resolve++) {
            GameState s = t.store("g1").state();
            if (s.phase() == Phase.MOVEMENT && PlayThroughTest.JP_MOVES.containsKey(s.turn())) {
                t.submit("g1", "JP", PlayThroughTest.JP_MOVES.get(s.turn()));
            }
            if (update) {
                t.ok("resolve", "g1", "--defaults", "--no-send");
            } else {
                assertThat(resolve).as("the script has a line per resolve").isLessThan(script.size());
                Path dice = root.resolve("dice-" + resolve + ".txt");
                Files.writeString(
                        dice,
                        script.get(resolve).stream().map(String::valueOf).collect(Collectors.joining("\n", "", "\n")),
                        StandardCharsets.UTF_8);
                CliRun r = t.ok("resolve", "g1", "--defaults", "--no-send", "--dice", dice.toString());
                assertThat(r.out).doesNotContain("left over");
            }
        }
        GameStore store = t.store("g1");
        List<JournalRecord> journal = store.journal();
        if (update) {
            write(store, journal);
        } else {
            assertThat(resolve).as("one resolve per line of the script").isEqualTo(script.size());
            // every die the journal logged is the scripted one, in order
            assertThat(journal).hasSize(script.size());
            for (int i = 0; i < journal.size(); i++) {
                assertThat(store.journalDice(journal.get(i)))
                        .extracting(Roll::value)
                        .as(journal.get(i).folder())
                        .isEqualTo(script.get(i));
            }
        }
        assertThat(store.state().isOver()).isTrue();
        assertThat(store.state().turn()).isEqualTo(25);
        assertThat(t.ok("status", "g1").out)
                .endsWith("The game is over. The United States win: US 11 VP, Japan 0 VP.\n");
        assertThat(store.state().vpOf(Side.US).toString()).isEqualTo("11");
        assertThat(store.state().vpOf(Side.JP).toString()).isEqualTo("0");
        if (!update) {
            // docs/aar.md: the journal says these dice were the umpire's; verify replays the game with them and
            // says it could not check them against the seed
            Path zip = root.resolve("g1.zip");
            t.ok("export", "g1", "-o", zip.toString());
            CliRun v = CliRun.run("verify", zip.toString(), "--lang", "en");
            assertThat(v.code).as(v.toString()).isZero();
            assertThat(v.out)
                    .contains(
                            "Note: entry 0003-T01-P2-searches was resolved with the umpire's own dice (resolve"
                                    + " --dice), as its journal says: its 1 roll(s) cannot be checked against the seed",
                            "Verified, but for the dice of 20 entry(ies) the umpire threw himself")
                    .doesNotContain("PROBLEM");
        }
    }

    private static List<List<Integer>> read() throws IOException {
        List<List<Integer>> script = new ArrayList<>();
        for (String line : Files.readAllLines(SCRIPT, StandardCharsets.UTF_8)) {
            int hash = line.indexOf('#');
            String values = (hash < 0 ? line : line.substring(0, hash)).trim();
            if (hash == 0) {
                continue;
            }
            List<Integer> dice = new ArrayList<>();
            for (String v : values.equals("-") ? new String[0] : values.split("\\s+")) {
                dice.add(Integer.parseInt(v));
            }
            script.add(dice);
        }
        return script;
    }

    private static void write(GameStore store, List<JournalRecord> journal) throws IOException {
        StringBuilder sb = new StringBuilder("""
                # The dice of each resolve of ScriptedFullGameTest, in order (a line per resolve:
                # the values, or - for none, then the journal entry and the rolls' purposes). Regenerate with
                # -Dgolden.update=true.
                """);
        for (int i = 0; i < journal.size(); i++) {
            List<Roll> rolls = store.journalDice(journal.get(i));
            sb.append(
                    rolls.isEmpty()
                            ? "-"
                            : rolls.stream().map(r -> String.valueOf(r.value())).collect(Collectors.joining(" ")));
            sb.append(" # ").append(journal.get(i).folder());
            if (!rolls.isEmpty()) {
                sb.append(": ").append(rolls.stream().map(Roll::key).collect(Collectors.joining(", ")));
            }
            sb.append('\n');
        }
        Files.createDirectories(SCRIPT.getParent());
        Files.writeString(SCRIPT, sb.toString(), StandardCharsets.UTF_8);
    }
}

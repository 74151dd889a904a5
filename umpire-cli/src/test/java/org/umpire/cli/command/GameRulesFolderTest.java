package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.scenario.ScenarioFiles;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.engine.model.UnitId;

/** A game created with a club's {@code --rules} keeps that data: later commands need no {@code --rules}. */
class GameRulesFolderTest {

    @TempDir
    Path root;

    private TestGames t;
    private Path club;

    @BeforeEach
    void clubData() throws IOException {
        t = new TestGames(root);
        club = Files.createDirectories(root.resolve("club").resolve("victory-at-midway"));
        for (String f : ScenarioFiles.ALL) {
            Files.copy(Path.of("..", "rules", "victory-at-midway", f), club.resolve(f));
        }
        Path ships = club.resolve(ScenarioFiles.SHIPS);
        Files.writeString(
                ships,
                Files.readString(ships)
                        .replace("Atlanta,US,CL,Atlanta,,setup,1,2,4,", "Atlanta,US,CL,Atlanta,,setup,1,2,5,"));
    }

    private int atlantaAa(String id) {
        return GameContext.open(GamesHome.of(t.games), GameId.parse(id), null)
                .scenario()
                .unitOrThrow(UnitId.of("Atlanta"))
                .aa();
    }

    @Test
    void a_game_created_with_rules_keeps_a_copy_and_later_commands_use_it() throws IOException {
        t.ok(
                "new",
                "g1",
                "--us",
                TestGames.US_MAIL,
                "--jp",
                TestGames.JP_MAIL,
                "--seed",
                "7",
                "--lang",
                "en",
                "--rules",
                root.resolve("club").toString());
        assertThat(TestGames.list(t.dir("g1").resolve(GameStore.RULES)))
                .containsExactlyInAnyOrderElementsOf(ScenarioFiles.ALL);
        assertThat(atlantaAa("g1")).isEqualTo(5);

        // The club edits (or breaks) its folder during the game: the game goes on with the data it began with.
        Files.writeString(club.resolve(ScenarioFiles.SHIPS), "not,a,ship,table\n");
        t.ok("resolve", "g1", "--defaults", "--no-send");
        t.ok("resolve", "g1", "--defaults", "--no-send");
        assertThat(t.ok("status", "g1").out).contains("phase 2");
        assertThat(t.ok("status").out).contains("g1: ").doesNotContain("problem");
        assertThat(t.ok("show", "g1").out).isNotEmpty();
        assertThat(atlantaAa("g1")).isEqualTo(5);
    }

    @Test
    void a_game_created_without_rules_uses_the_built_in_data_and_holds_no_copy() {
        t.newGame("g2", 7);
        assertThat(Files.exists(t.dir("g2").resolve(GameStore.RULES))).isFalse();
        assertThat(atlantaAa("g2")).isEqualTo(4);
        t.ok("resolve", "g2", "--defaults", "--no-send");
    }

    @Test
    void rules_given_to_a_later_command_still_override_the_copy() throws IOException {
        t.ok(
                "new",
                "g3",
                "--us",
                TestGames.US_MAIL,
                "--jp",
                TestGames.JP_MAIL,
                "--seed",
                "7",
                "--lang",
                "en",
                "--rules",
                root.resolve("club").toString());
        Files.writeString(club.resolve(ScenarioFiles.SHIPS), "not,a,ship,table\n");
        CliRun r = t.run("status", "g3", "--rules", root.resolve("club").toString());
        assertThat(r.code).isNotZero();
        assertThat(r.err).contains(ScenarioFiles.SHIPS);
    }
}

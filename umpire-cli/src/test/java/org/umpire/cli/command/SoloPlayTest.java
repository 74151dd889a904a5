package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/** Solo play: {@code umpire new GAME --jp bot}; the program's side has its orders in as soon as it is awaited. */
class SoloPlayTest {

    @TempDir
    Path root;

    private TestGames t;

    @BeforeEach
    void games() {
        t = new TestGames(root);
    }

    @Test
    void the_bot_side_sends_at_once_and_the_game_goes_on_with_the_player_s_orders_only() {
        t.ok("new", "solo", "--us", TestGames.US_MAIL, "--jp", "bot", "--seed", "3", "--lang", "en");
        assertThat(t.store("solo").config().botPlays(Side.JP)).isTrue();
        assertThat(t.store("solo").orders(0, Phase.SETUP)).containsOnlyKeys(Side.JP);

        t.ok(
                "orders",
                "submit",
                "solo",
                "--side",
                "US",
                TestGames.example("en/setup.txt").toString());
        t.ok("resolve", "solo", "--no-send");

        var s = t.store("solo").state();
        assertThat(s.turn()).isEqualTo(1);
        assertThat(t.store("solo").orders(1, Phase.MOVEMENT))
                .as("JP's movement orders, written on commit")
                .containsOnlyKeys(Side.JP)
                .hasEntrySatisfying(Side.JP, text -> assertThat(text).contains("group 1 enters A6"));
        assertThat(t.ok("status", "solo").out).contains("received: JP");
    }

    @Test
    void two_bots_make_no_game() {
        CliRun r = t.run("new", "solo", "--us", "bot", "--jp", "bot");

        assertThat(r.code).isEqualTo(ExitCode.USAGE);
        assertThat(r.err).contains("umpire simulate");
    }
}

package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.UmpireCommand;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameSeed;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.Player;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.order.StandingOrder;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.InitialState;

/** {@code umpire orders check|submit} end to end: the built-in scenario and a real game folder. */
class OrdersCommandsStoreTest {

    @TempDir
    Path games;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int umpire(String... args) {
        out.reset();
        err.reset();
        return UmpireCommand.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private GameStore newGame(String id) {
        Scenario scenario = new ScenarioLoader().loadBuiltIn(ScenarioLoader.DEFAULT_SCENARIO);
        GameSeed seed = GameSeed.fromNumber(7);
        GameConfig config = new GameConfig(
                GameId.parse(id),
                ScenarioLoader.DEFAULT_SCENARIO,
                Map.of(
                        Side.US,
                        List.of(new Player("nimitz@example.org", Language.EN)),
                        Side.JP,
                        List.of(new Player("yamamoto@example.org", Language.FR))),
                GameConfig.DEFAULT_TIME_ZONE,
                seed.commitment(GameId.parse(id)),
                Instant.parse("2026-06-01T08:00:00Z"));
        return GameStore.create(GamesHome.of(games), config, seed, InitialState.of(scenario));
    }

    @Test
    void SET_3_a_player_checks_the_US_set_up_offline_against_the_built_in_scenario() throws Exception {
        Path f = games.resolve("setup.txt");
        Files.writeString(f, "place Enterprise, Hornet at N4\nYorktown -> H4\n");
        assertThat(umpire("orders", "check", "--side", "US", "--scenario", "victory-at-midway", f.toString()))
                .isEqualTo(1);
        assertThat(out())
                .contains("line 1: place Enterprise, Hornet at N4")
                .contains("line 2, col 1: Yorktown must start within 5 hex(es) of N5, not in H4");
    }

    @Test
    void ORD_1_submit_stores_the_orders_of_the_current_phase_and_keeps_the_earlier_ones() throws Exception {
        GameStore store = newGame("club-42");
        Path first = games.resolve("o1.txt");
        Path second = games.resolve("o2.txt");
        Files.writeString(first, "place Enterprise, Hornet, Yorktown at N4\nbombing priority: CV > BB\n");
        Files.writeString(second, "place Enterprise, Hornet, Yorktown at N5\n");
        assertThat(umpire(
                        "orders",
                        "submit",
                        "club-42",
                        "--side",
                        "US",
                        first.toString(),
                        "--games-dir",
                        games.toString()))
                .isZero();
        assertThat(out()).contains("Orders stored for this phase.");
        assertThat(umpire(
                        "orders",
                        "submit",
                        "club-42",
                        "--side",
                        "US",
                        second.toString(),
                        "--games-dir",
                        games.toString()))
                .isZero();
        assertThat(out()).contains("they replace the ones sent earlier");
        GameStore again = GameStore.open(GamesHome.of(games), GameId.parse("club-42"));
        assertThat(again.orders(0, Phase.SETUP)).containsEntry(Side.US, "place Enterprise, Hornet, Yorktown at N5\n");
        assertThat(again.earlierOrders(0, Phase.SETUP, Side.US))
                .containsExactly("place Enterprise, Hornet, Yorktown at N4\nbombing priority: CV > BB\n");
        // the standing orders of the orders in force come into the game's state when the phase is resolved
        assertThat(umpire("resolve", "club-42", "--defaults", "--no-send", "--games-dir", games.toString()))
                .isZero();
        assertThat(GameStore.open(GamesHome.of(games), GameId.parse("club-42"))
                        .state()
                        .standingOf(Side.US)
                        .priority(StandingOrder.Step.BOMBING))
                .isEmpty();
    }

    @Test
    void I_ORD_16_refused_orders_are_not_stored_and_the_receipt_is_in_the_players_language() throws Exception {
        newGame("club-43");
        Path f = games.resolve("jp.txt");
        Files.writeString(f, "I-168 -> Z40\n");
        assertThat(umpire("orders", "submit", "club-43", "--side", "JP", f.toString(), "--games-dir", games.toString()))
                .isEqualTo(1);
        assertThat(out()).contains("Z40 n'est pas sur la carte").contains("Rien n'est enregistré");
        assertThat(GameStore.open(GamesHome.of(games), GameId.parse("club-43")).orders(0, Phase.SETUP))
                .isEmpty();
    }

    @Test
    void an_unknown_game_exits_3() {
        assertThat(umpire("orders", "check", "--side", "US", "--game", "nope", "--games-dir", games.toString()))
                .isEqualTo(3);
    }
}

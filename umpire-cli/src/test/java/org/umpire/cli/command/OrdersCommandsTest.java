package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.orders.MidwayFixtureAccess;
import org.umpire.cli.orders.OrdersContext;
import org.umpire.cli.orders.OrdersContexts;
import org.umpire.cli.store.GamesHome;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.GameState;
import picocli.CommandLine;

class OrdersCommandsTest {

    @TempDir
    Path gameDir;

    /** A game in phase 1 of turn 5 with JP's Kaga and Akagi in A6, and the fixture scenario. */
    final class FakeContexts implements OrdersContexts {
        final List<String> saved = new ArrayList<>();
        GameState state = MidwayFixtureAccess.jpAtA6(5, Phase.MOVEMENT);
        String lastGamesDir;

        @Override
        public OrdersContext game(GamesHome home, String gameId) {
            lastGamesDir = String.valueOf(home.root());
            return new OrdersContext(
                    MidwayFixtureAccess.scenario(), state, Optional.of(gameDir), Map.of(Side.JP, Language.FR));
        }

        @Override
        public OrdersContext scenario(Path rulesDir, String name, Phase phase) {
            return new OrdersContext(
                    MidwayFixtureAccess.scenario(), MidwayFixtureAccess.start(phase), Optional.empty(), Map.of());
        }

        @Override
        public <T> T withLock(GamesHome home, String gameId, Function<LockedGame, T> work) {
            return work.apply(new LockedGame() {
                @Override
                public OrdersContext context() {
                    return game(home, gameId);
                }

                @Override
                public boolean saveOrders(Side side, String text) {
                    saved.add(side + ":" + text);
                    return saved.size() > 1;
                }

                @Override
                public boolean saveOrders(Phase phase, Side side, String text) {
                    if (phase == context().state().phase()) {
                        return saveOrders(side, text);
                    }
                    saved.add(side + "@" + phase + ":" + text);
                    return false;
                }

                @Override
                public Optional<String> orders(Phase phase, Side side) {
                    return Optional.empty();
                }
            });
        }
    }

    final FakeContexts contexts = new FakeContexts();
    final StringWriter out = new StringWriter();
    final StringWriter err = new StringWriter();

    int run(Object command, String... args) {
        CommandLine cl = new CommandLine(command);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    int check(String stdin, String... args) {
        return run(
                new OrdersCheckCommand(contexts, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8))),
                args);
    }

    int submit(String stdin, String... args) {
        return run(
                new OrdersSubmitCommand(contexts, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8))),
                args);
    }

    @Test
    void ORD_1_check_against_a_game_prints_the_receipt_and_exits_0_when_all_accepted() {
        assertThat(check(
                        "A6 -> B6\n", "--side", "JP", "--game", "g1", "--games-dir", "/tmp/games", "--lang", "en", "-"))
                .isZero();
        assertThat(out.toString()).isEqualTo("""
                Orders of Japan for turn 5, phase 1 (movement): 1 accepted, 0 error(s), 0 warning(s).
                Accepted:
                  line 1: Akagi, Kaga A6 -> B6
                """);
        assertThat(contexts.lastGamesDir).isEqualTo("/tmp/games");
    }

    @Test
    void ORD_1_check_exits_1_with_errors_and_words_them_in_the_players_language() {
        assertThat(check("Kagq -> B6\n", "--side", "jp", "--game", "g1")).isEqualTo(1);
        assertThat(out.toString())
                .contains("ligne 1, col. 1 : « Kagq » n'est pas une de vos unités — vouliez-vous dire Kaga ?");
    }

    @Test
    void SET_3_players_check_set_up_orders_offline_against_the_scenario_from_a_file(@TempDir Path dir)
            throws Exception {
        Path f = dir.resolve("setup.txt");
        Files.writeString(f, "Enterprise -> H4\n");
        assertThat(check("", "--side", "US", "--scenario", "victory-at-midway", f.toString()))
                .isEqualTo(1);
        assertThat(out.toString())
                .contains("Enterprise must start within 5 hex(es) of N5, not in H4\n")
                .doesNotContain("SET-3");
    }

    @Test
    void the_umpire_asks_for_the_rule_of_each_problem_a_player_never_reads_it(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("setup.txt");
        Files.writeString(f, "Enterprise -> H4\n");
        assertThat(check("", "--side", "US", "--scenario", "victory-at-midway", "--cite-rules", f.toString()))
                .isEqualTo(1);
        assertThat(out.toString()).contains("Enterprise must start within 5 hex(es) of N5, not in H4 (SET-3)");
    }

    @Test
    void SET_4_the_scenario_check_takes_a_phase_of_turn_1() {
        assertThat(check("groupe 1 entre en A4", "--side", "JP", "--scenario", "victory-at-midway", "--phase", "1"))
                .isZero();
        assertThat(out.toString()).contains("enter at A4");
    }

    @Test
    void bad_command_lines_exit_2() {
        assertThat(check("", "--game", "g1")).isEqualTo(2);
        assertThat(check("", "--side", "US", "--game", "g1", "--scenario", "x")).isEqualTo(2);
        assertThat(check("", "--side", "US")).isEqualTo(2);
        assertThat(check("", "--side", "XX", "--game", "g1")).isEqualTo(2);
        assertThat(err.toString()).contains("\"XX\" is not a side");
        assertThat(check("", "--side", "US", "--game", "g1", "--phase", "1")).isEqualTo(2);
        assertThat(check("", "--side", "US", "--scenario", "s", "--phase", "99"))
                .isEqualTo(2);
        assertThat(check("", "--side", "US", "--scenario", "s", "--lang", "de")).isEqualTo(2);
    }

    @Test
    void ORD_1_submit_stores_accepted_orders_and_a_later_submission_replaces_them() {
        assertThat(submit("A6 -> B6\n", "g1", "--side", "JP", "--lang", "en")).isZero();
        assertThat(submit("Kaga -> B6\nAkagi -> A7\n", "g1", "--side", "JP", "--lang", "en"))
                .isZero();
        assertThat(contexts.saved).containsExactly("JP:A6 -> B6\n", "JP:Kaga -> B6\nAkagi -> A7\n");
        assertThat(out.toString())
                .contains("Orders stored for this phase.")
                .contains("they replace the ones sent earlier");
    }

    @Test
    void I_ORD_23_a_submission_stores_its_accepted_lines_without_the_refused_one() {
        assertThat(submit("A6 -> B6\nKagq -> A7\n", "g1", "--side", "JP")).isEqualTo(1);
        assertThat(contexts.saved)
                .singleElement()
                .asString()
                .contains("A6 -> B6")
                .doesNotContain("Kagq");
        assertThat(out.toString()).contains("Vos autres ordres sont enregistrés");
    }

    @Test
    void I_ORD_23_all_or_nothing_stores_nothing_when_a_line_is_refused() {
        assertThat(submit("tout ou rien\nA6 -> B6\nKagq -> A7\n", "g1", "--side", "JP"))
                .isEqualTo(1);
        assertThat(contexts.saved).isEmpty();
        assertThat(out.toString()).contains("Vous avez demandé tout ou rien", "Rien n'est enregistré");
    }
}

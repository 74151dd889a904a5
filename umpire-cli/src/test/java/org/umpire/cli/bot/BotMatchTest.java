package org.umpire.cli.bot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/** Bots play whole games through the orders parser, deterministically, and the plan bots beat the random one. */
class BotMatchTest {

    private static final Scenario SC = new ScenarioLoader().loadBuiltIn(ScenarioLoader.DEFAULT_SCENARIO);

    @Test
    void GAME_2_two_plan_bots_play_a_whole_game_with_raids_the_same_way_for_a_seed() {
        GameState a = BotMatch.play(SC, 42, new Simulation.Players("plan", "plan")::make);
        GameState b = BotMatch.play(SC, 42, new Simulation.Players("plan", "plan")::make);

        assertThat(a.isOver()).isTrue();
        assertThat(a).isEqualTo(b);
        assertThat(a.vpLedger()).as("the carriers fought").anyMatch(e -> e.rule().equals("VP-1"));
    }

    @Test
    void random_bots_play_whole_games_with_the_orders_the_parser_accepts() {
        for (long seed = 1; seed <= 3; seed++) {
            GameState g = BotMatch.play(SC, seed, new Simulation.Players("random", "random")::make);
            assertThat(g.isOver()).as("seed " + seed).isTrue();
        }
    }

    @Test
    void the_same_seed_gives_the_same_games_whatever_the_number_of_threads() {
        List<Simulation.Result> one = Simulation.run(SC, 6, 100, 1, new Simulation.Players("random", "plan"), n -> { });
        List<Simulation.Result> two = Simulation.run(SC, 6, 100, 2, new Simulation.Players("random", "plan"), n -> { });

        assertThat(two).isEqualTo(one);
        assertThat(one).extracting(Simulation.Result::seed).containsExactly(100L, 101L, 102L, 103L, 104L, 105L);
    }

    @Test
    void the_US_plan_beats_the_random_Japanese_side() {
        List<Simulation.Result> r = Simulation.run(SC, 20, 1, 2, new Simulation.Players("plan", "random"), n -> { });

        assertThat(r.stream().filter(x -> x.winner() == Side.US).count()).isGreaterThanOrEqualTo(18);
    }
}

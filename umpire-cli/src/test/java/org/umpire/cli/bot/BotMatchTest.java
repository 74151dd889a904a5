package org.umpire.cli.bot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.umpire.cli.orders.OrdersReader;
import org.umpire.cli.orders.OrdersReceipt;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.engine.dice.SeededDice;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;

/** Bots play whole games through the orders parser, deterministically, and the plan bots beat the random one. */
@Tag("slow")
class BotMatchTest {

    private static final Scenario SC = new ScenarioLoader().loadBuiltIn(ScenarioLoader.DEFAULT_SCENARIO);

    @Test
    void GAME_2_two_plan_bots_play_a_whole_game_with_raids_the_same_way_for_a_seed() {
        GameState a = BotMatch.play(SC, 42, new Simulation.Players("plan", "plan")::make);
        GameState b = BotMatch.play(SC, 42, new Simulation.Players("plan", "plan")::make);

        assertThat(a.isOver()).isTrue();
        assertThat(a).isEqualTo(b);
        assertThat(a.vpLedger())
                .as("the carriers fought")
                .anyMatch(e -> e.rule().equals("VP-1"));
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
        List<Simulation.Result> one = Simulation.run(SC, 6, 100, 1, new Simulation.Players("random", "plan"), n -> {});
        List<Simulation.Result> two = Simulation.run(SC, 6, 100, 2, new Simulation.Players("random", "plan"), n -> {});

        assertThat(two).isEqualTo(one);
        assertThat(one).extracting(Simulation.Result::seed).containsExactly(100L, 101L, 102L, 103L, 104L, 105L);
    }

    @Test
    void the_US_plan_beats_the_random_Japanese_side() {
        List<Simulation.Result> r = Simulation.run(SC, 20, 1, 2, new Simulation.Players("plan", "random"), n -> {});

        assertThat(r.stream().filter(x -> x.winner() == Side.US).count()).isGreaterThanOrEqualTo(18);
    }

    @Test
    void the_Japanese_plan_beats_the_random_US_side() {
        List<Simulation.Result> r = Simulation.run(SC, 40, 1, 2, new Simulation.Players("random", "plan"), n -> {});

        assertThat(r.stream().filter(x -> x.winner() == Side.JP).count())
                .as("JP wins of 40")
                .isGreaterThanOrEqualTo(36);
    }

    @Test
    void the_plan_bots_write_only_lines_the_orders_parser_accepts() {
        for (long seed = 1; seed <= 2; seed++) {
            for (Simulation.Players players :
                    List.of(new Simulation.Players("random", "plan"), new Simulation.Players("plan", "plan"))) {
                Map<Side, Bot> bots = players.make(seed);
                SeededDice dice = new SeededDice(BotMatch.seedBytes(seed));
                GameState s = InitialState.of(SC);
                while (!s.isOver()) {
                    Map<Side, OrderSet> orders = new EnumMap<>(Side.class);
                    for (Side side : TurnEngine.awaiting(SC, s)) {
                        String text = bots.get(side).orders(SideView.of(SC, s, side));
                        OrdersReceipt receipt = OrdersReader.read(SideView.of(SC, s, side), text);
                        if (bots.get(side).name().equals("plan")) {
                            assertThat(receipt.errors())
                                    .as(side + " turn " + s.turn() + " " + s.phase() + ":\n" + text)
                                    .isEmpty();
                        }
                        orders.put(side, receipt.orderSet());
                    }
                    s = TurnEngine.resolve(SC, s, orders, dice).next();
                }
            }
        }
    }

    @Test
    void SET_3_before_any_search_JP_expects_the_three_US_carriers_round_N5() {
        GameState start = InitialState.of(SC);
        CarrierMap map = CarrierMap.of(SideView.of(SC, start, Side.JP));
        Hex n5 = Hex.parse("N5");

        assertThat(map.around(n5, d -> d <= 5 ? 1 : 0)).isCloseTo(3.0, Offset.offset(1e-9));
        assertThat(map.at(n5)).isGreaterThan(map.at(Hex.parse("N9"))).isGreaterThan(map.at(Hex.parse("H6")));
    }
}

package org.umpire.cli.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.engine.dice.SeededDice;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.GameEnded;
import org.umpire.engine.event.TurnBegan;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Vp;
import org.umpire.engine.phase.DefaultOrders;
import org.umpire.engine.phase.Resolution;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.testkit.Games;

/** 25 turns of default orders on the real scenario data end as GAME-3 and VP-3/VP-4 say. */
class RealDataPlayThroughTest {

    private static final Scenario SC = new ScenarioLoader().loadBuiltIn(ScenarioLoader.DEFAULT_SCENARIO);

    private static List<Resolution> defaultGame(String seed) {
        return Games.play(SC, (s, side) -> DefaultOrders.of(SC, s, side), SeededDice.fromHex(seed), 200);
    }

    @Test
    void GAME_3_25_turns_of_default_orders_end_after_turn_25_with_the_US_holding_Midway() {
        List<Resolution> game = defaultGame("0123456789abcdef0123456789abcdef");
        GameState end = Games.last(game);
        List<Event> events = game.stream().flatMap(r -> r.events().stream()).collect(Collectors.toList());

        assertThat(end.isOver()).isTrue();
        assertThat(end.turn()).isEqualTo(25);
        assertThat(events).filteredOn(e -> e instanceof TurnBegan).hasSize(25);
        GameEnded ended = (GameEnded) events.get(events.size() - 1);
        assertThat(ended.ending()).isEqualTo(GameEnded.Ending.LAST_TURN);
        assertThat(ended.winner()).contains(Side.US);
        assertThat(end.vpOf(Side.US)).isEqualTo(Vp.of(11));
        assertThat(end.vpOf(Side.JP)).isEqualTo(Vp.ZERO);
    }

    @Test
    void deterministic_the_same_seed_gives_the_same_game() {
        List<Resolution> a = defaultGame("fedcba9876543210fedcba9876543210");
        List<Resolution> b = defaultGame("fedcba9876543210fedcba9876543210");

        assertThat(a).isEqualTo(b);
    }
}

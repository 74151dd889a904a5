package org.umpire.engine.phase;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.umpire.engine.dice.SeededDice;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.GameEnded;
import org.umpire.engine.event.TurnBegan;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Vp;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.testkit.EastboundBot;
import org.umpire.engine.testkit.Games;
import org.umpire.engine.testkit.TestScenario;

/** Whole games on the full order of battle: default orders for 25 turns, determinism. */
class PlayThroughTest {

    private static final Scenario SC = TestScenario.midway();
    private static final String SEED = "00112233445566778899aabbccddeeff";

    private static List<Event> events(List<Resolution> game) {
        return game.stream().flatMap(r -> r.events().stream()).collect(Collectors.toList());
    }

    @Test
    void GAME_2_GAME_3_25_turns_of_default_orders_end_after_turn_25_with_the_US_holding_Midway() {
        List<Resolution> game =
                Games.play(SC, (s, side) -> DefaultOrders.of(SC, s, side), SeededDice.fromHex(SEED), 500);
        GameState end = Games.last(game);

        assertThat(end.isOver()).isTrue();
        assertThat(end.turn()).isEqualTo(25);
        assertThat(events(game)).filteredOn(e -> e instanceof TurnBegan).hasSize(25);
        GameEnded ended = (GameEnded) events(game).get(events(game).size() - 1);
        assertThat(ended.ending()).isEqualTo(GameEnded.Ending.LAST_TURN);
        assertThat(ended.winner()).contains(Side.US);
        assertThat(end.vpOf(Side.US)).isEqualTo(Vp.of(11));
        // set-up, then per turn: movement and (by day) searches; nothing to ready with default orders
        assertThat(game).hasSize(1 + 25 + 19);
    }

    @Test
    void deterministic_same_seed_and_orders_give_identical_events_and_state() {
        EastboundBot bot = new EastboundBot(SC, Map.of(1, "A6", 2, "A8", 3, "A3", 4, "A10"), 'H');

        List<Resolution> a = Games.play(SC, bot::orders, SeededDice.fromHex(SEED), 500);
        List<Resolution> b = Games.play(SC, bot::orders, SeededDice.fromHex(SEED), 500);

        assertThat(events(a)).isEqualTo(events(b));
        assertThat(Games.last(a)).isEqualTo(Games.last(b));
        for (Audience audience : Audience.values()) {
            assertThat(a.stream()
                            .flatMap(r -> r.viewsFor(audience).stream())
                            .map(Object::toString)
                            .collect(Collectors.toList()))
                    .isEqualTo(b.stream()
                            .flatMap(r -> r.viewsFor(audience).stream())
                            .map(Object::toString)
                            .collect(Collectors.toList()));
        }
    }

    @Test
    void SRCH_8_SRCH_10_eastbound_JP_groups_are_located_near_Midway_and_told_so() {
        EastboundBot bot = new EastboundBot(SC, Map.of(1, "A6", 2, "A8", 3, "A3", 4, "A10"), 'H');

        List<Resolution> game = Games.play(SC, bot::orders, SeededDice.fromHex(SEED), 500);
        GameState end = Games.last(game);

        assertThat(end.isOver()).isTrue();
        assertThat(end.phase()).isEqualTo(Phase.GAME_OVER);
        // group 1 entered at A6 on turn 1 and steams east a hex a turn: on turn 3 it is in C6, Midway's search target;
        // group 2 entered at A8 on turn 2: on turn 5 it is in D8, another Midway target
        assertThat(end.knowledgeOf(Side.US).locatedHexes(3)).contains(TestScenario.h("C6"));
        assertThat(end.knowledgeOf(Side.JP).noticesOn(3)).contains(TestScenario.h("C6"));
        assertThat(end.knowledgeOf(Side.US).locatedHexes(5)).contains(TestScenario.h("D8"));
    }
}

package org.umpire.cli.bot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/**
 * The stand-in (docs/club.md, I-CLI-6) plays a silent side from that side's view only: in twin states that differ
 * only in what the side was never shown — every enemy ship and submarine on the map moved to another hex and
 * given other steps, the side's knowledge untouched — it writes the same orders, byte for byte (GAME-1).
 */
class StandInTest {

    private static final Scenario SCENARIO = new ScenarioLoader().resolve(null, ScenarioLoader.DEFAULT_SCENARIO);

    @ParameterizedTest(name = "game {0}")
    @ValueSource(longs = {11, 12, 13})
    void GAME_1_I_CLI_6_the_stand_in_writes_the_same_orders_whatever_the_hidden_enemy_does(long seed) {
        List<GameState> states = new ArrayList<>();
        BotMatch.play(
                SCENARIO,
                seed,
                s -> Map.of(Side.US, Bot.plan(Side.US), Side.JP, Bot.plan(Side.JP)),
                r -> states.add(r.next()));
        Random rnd = new Random(seed);
        int compared = 0;
        int substantial = 0;
        for (int i = 0; i < states.size(); i += 3) {
            GameState state = states.get(i);
            if (state.isOver()) {
                continue;
            }
            for (Side side : TurnEngine.awaiting(SCENARIO, state)) {
                GameState twin = hiddenEnemyMoved(state, side.enemy(), rnd);
                assertThat(twin).isNotEqualTo(state);
                String orders = StandIn.orders(SCENARIO, state, side);
                assertThat(StandIn.orders(SCENARIO, twin, side))
                        .as("game %d, turn %d, phase %s, %s", seed, state.turn(), state.phase(), side)
                        .isEqualTo(orders);
                assertThat(orders).startsWith(StandIn.HEADER + side.name());
                compared++;
                if (orders.lines().count() > 1) {
                    substantial++;
                }
            }
        }
        assertThat(compared).isGreaterThan(20);
        assertThat(substantial).as("phases where the stand-in gave orders").isGreaterThan(5);
    }

    /** {@code state} with every ship of {@code enemy} on the map moved elsewhere, with other steps. */
    private static GameState hiddenEnemyMoved(GameState state, Side enemy, Random rnd) {
        GameState twin = state;
        for (UnitDef d : SCENARIO.unitsOf(enemy)) {
            UnitState u = twin.unitOrThrow(d.id());
            if (!d.type().isNaval() || !(u.location() instanceof Location.OnMap)) {
                continue;
            }
            Hex h = new Hex(rnd.nextInt(16), 1 + rnd.nextInt(12));
            twin = twin.withUnit(u.at(new Location.OnMap(h)).withSteps(1 + rnd.nextInt(2)));
        }
        return twin;
    }
}

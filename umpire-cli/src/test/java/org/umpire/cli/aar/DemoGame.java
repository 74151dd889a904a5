package org.umpire.cli.aar;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.umpire.cli.game.GameContext;
import org.umpire.cli.game.PhaseResolution;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameSeed;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.Player;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;

/**
 * The game {@code umpire demo --bots} plays (seed 1942, the built-in script of orders, then the plan
 * bots of both sides), played in process up to a turn and without any mail: a deterministic game
 * for the after-action report's tests.
 */
final class DemoGame {

    static final GameId ID = GameId.parse("demo");

    private DemoGame() {
    }

    /** The built-in scenario, loaded once. */
    static Scenario scenario() {
        return ScenarioHolder.SCENARIO;
    }

    private static final class ScenarioHolder {
        static final Scenario SCENARIO = new ScenarioLoader().resolve(null, ScenarioLoader.DEFAULT_SCENARIO);
    }

    /** Plays the demo game in {@code gamesDir} up to the end of {@code turns} (or the game's end). */
    static GameStore play(Path gamesDir, int turns) {
        GamesHome home = GamesHome.resolve(gamesDir, Map.of());
        create(home);
        GameContext game = GameContext.of(GameStore.open(home, ID), scenario());
        while (true) {
            game = game.reopened(home);
            GameState state = game.state();
            if (state.isOver() || state.turn() > turns) {
                return game.store();
            }
            submitScript(game, state);
            PhaseResolution.resolve(game, true, null, Instant.EPOCH);
        }
    }

    /** The demo game just created: nothing resolved, not even the set-up. */
    static GameStore created(Path gamesDir) {
        GamesHome home = GamesHome.resolve(gamesDir, Map.of());
        create(home);
        return GameStore.open(home, ID).checkAgainst(scenario());
    }

    private static void create(GamesHome home) {
        GameSeed seed = GameSeed.fromNumber(1942).withNonce(new byte[GameSeed.RANDOM_BYTES]);
        Map<Side, List<Player>> players = new EnumMap<>(Side.class);
        players.put(Side.US, List.of(new Player("us-player@demo.invalid", Language.EN)));
        players.put(Side.JP, List.of(new Player("jp-player@demo.invalid", Language.EN)));
        GameConfig config = new GameConfig(ID, scenario().id(), players, null, seed.commitment(ID), Instant.EPOCH,
                EnumSet.allOf(Side.class));
        GameStore.create(home, config, seed, InitialState.of(scenario()));
    }

    private static void submitScript(GameContext game, GameState state) {
        for (Side side : game.awaiting()) {
            Optional<String> text = script(state, side);
            if (text.isPresent()) {
                try (GameLock lock = game.store().lock()) {
                    game.store().saveOrders(state.turn(), state.phase(), side, text.get());
                }
            }
        }
    }

    private static Optional<String> script(GameState state, Side side) {
        String name = String.format("/demo/T%02d-P%d-%s.txt", state.turn(), state.phase().number(), side);
        try (InputStream in = DemoGame.class.getResourceAsStream(name)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

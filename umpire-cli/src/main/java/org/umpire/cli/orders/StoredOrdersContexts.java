package org.umpire.cli.orders;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.game.GameScenarios;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.scenario.ScenarioSource;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.Player;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;

/**
 * The program's {@link OrdersContexts}: games from the game store ({@link GameContext}), scenarios
 * from the scenario loader (built-in data, or a club's {@code --rules} folder).
 */
public final class StoredOrdersContexts implements OrdersContexts {

    private final Path rulesDir;
    /** Scenarios already loaded by this instance, by name: a run handling many mails parses each once. */
    private final Map<String, Scenario> scenarios = new HashMap<>();
    /** Each game's data: its own copy of a club's data, unless {@code rulesDir} is given. */
    private final GameScenarios gameScenarios;

    /** @param rulesDir a club's scenario folder ({@code --rules}), or null for the built-in data */
    public StoredOrdersContexts(Path rulesDir) {
        this.rulesDir = rulesDir;
        this.gameScenarios = new GameScenarios(rulesDir);
    }

    @Override
    public OrdersContext game(GamesHome home, String gameId) {
        GameContext game = open(home, GameId.parse(gameId));
        return context(game.store(), game.scenario());
    }

    @Override
    public OrdersContext scenario(Path rules, String name, Phase phase) {
        Scenario scenario = load(rules == null ? rulesDir : rules, name);
        GameState start = InitialState.of(scenario);
        GameState at = phase == Phase.SETUP ? start : start.at(1, phase);
        return new OrdersContext(scenario, at, Optional.empty(), Map.of());
    }

    @Override
    public <T> T withLock(GamesHome home, String gameId, Function<LockedGame, T> work) {
        return withLockedStore(home, gameId, (store, locked) -> work.apply(locked));
    }

    /** As {@link #withLock}, giving {@code work} the locked store as well (the mail intake records the mail in it). */
    public <T> T withLockedStore(GamesHome home, String gameId, BiFunction<GameStore, LockedGame, T> work) {
        return withLockedStore(open(home, GameId.parse(gameId)), work);
    }

    /**
     * As {@link #withLockedStore(GamesHome, String, BiFunction)}, on a game opened before ({@link #open}): the mail
     * intake opens each game once per round, and the lock re-reads whatever another process changed since.
     */
    public <T> T withLockedStore(GameContext game, BiFunction<GameStore, LockedGame, T> work) {
        GameStore store = game.store();
        try (GameLock lock = store.lock()) {
            OrdersContext ctx = context(store, game.scenario());
            return work.apply(store, new LockedGame() {
                @Override
                public OrdersContext context() {
                    return ctx;
                }

                @Override
                public boolean saveOrders(Side side, String text) {
                    return store.saveOrders(ctx.state().turn(), ctx.state().phase(), side, text);
                }

                @Override
                public boolean saveOrders(Phase phase, Side side, String text) {
                    return store.saveOrders(ctx.state().turn(), phase, side, text);
                }

                @Override
                public Optional<String> orders(Phase phase, Side side) {
                    return Optional.ofNullable(
                            store.orders(ctx.state().turn(), phase).get(side));
                }
            });
        }
    }

    /** A game of {@code home} with its scenario (each scenario loaded once by this instance). */
    public GameContext open(GamesHome home, GameId id) {
        return of(GameStore.open(home, id));
    }

    /** A game already open, with its scenario (each scenario loaded once by this instance). */
    public GameContext of(GameStore store) {
        return GameContext.of(store, gameScenarios.of(store));
    }

    /** The game as it is now (after {@code lock()} the store has re-read it). */
    private OrdersContext context(GameStore store, Scenario scenario) {
        GameConfig config = store.config();
        Map<Side, Language> languages = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            List<Player> players = config.playersOf(side);
            if (!players.isEmpty()) {
                languages.put(side, players.get(0).language());
            }
        }
        return new OrdersContext(scenario, store.state(), Optional.of(store.dir()), languages);
    }

    private static Scenario load(Path rules, String name) {
        return new ScenarioLoader().load(ScenarioSource.resolve(rules, name));
    }
}

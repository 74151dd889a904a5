package org.umpire.cli.orders;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

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
 * The program's {@link OrdersContexts}: games from the game store ({@code GameStore}), scenarios
 * from the scenario loader (built-in data, or a club's {@code --rules} folder).
 */
public final class StoredOrdersContexts implements OrdersContexts {

    private final Path rulesDir;
    private final Map<String, String> env;

    /**
     * @param rulesDir a club's scenario folder ({@code --rules}), or null for the built-in data
     * @param env      the environment ({@code UMPIRE_HOME})
     */
    public StoredOrdersContexts(Path rulesDir, Map<String, String> env) {
        this.rulesDir = rulesDir;
        this.env = Map.copyOf(env);
    }

    @Override
    public OrdersContext game(Path gamesDir, String gameId) {
        return context(open(gamesDir, gameId));
    }

    @Override
    public OrdersContext scenario(Path rules, String name, Phase phase) {
        Scenario scenario = load(rules == null ? rulesDir : rules, name);
        GameState start = InitialState.of(scenario);
        GameState at = phase == Phase.SETUP ? start : start.at(1, phase);
        return new OrdersContext(scenario, at, Optional.empty(), Map.of());
    }

    @Override
    public <T> T withLock(Path gamesDir, String gameId, Function<LockedGame, T> work) {
        GameStore store = open(gamesDir, gameId);
        try (GameLock lock = store.lock()) {
            OrdersContext ctx = context(store);
            return work.apply(new LockedGame() {
                @Override
                public OrdersContext context() {
                    return ctx;
                }

                @Override
                public boolean saveOrders(Side side, String text) {
                    return store.saveOrders(ctx.state().turn(), ctx.state().phase(), side, text);
                }
            });
        }
    }

    private GameStore open(Path gamesDir, String gameId) {
        return GameStore.open(GamesHome.resolve(gamesDir, env), GameId.parse(gameId));
    }

    private OrdersContext context(GameStore store) {
        GameConfig config = store.config();
        Map<Side, Language> languages = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            List<Player> players = config.playersOf(side);
            if (!players.isEmpty()) {
                languages.put(side, players.get(0).language());
            }
        }
        return new OrdersContext(load(rulesDir, config.scenario()), store.state(), Optional.of(store.dir()), languages);
    }

    private static Scenario load(Path rules, String name) {
        return new ScenarioLoader().load(ScenarioSource.resolve(rules, name));
    }
}

package org.umpire.cli.game;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.GameStore;
import org.umpire.engine.scenario.Scenario;

/**
 * The scenario data of each game: a {@code --rules} folder given to the command, else the copy of a
 * club's data the game was created with ({@link GameStore#RULES}), else the built-in data. A run that
 * handles many games parses each data source once.
 */
public final class GameScenarios {

    private final Path override;
    private final Map<String, Scenario> loaded = new HashMap<>();

    /** @param override the command's {@code --rules} folder, or null */
    public GameScenarios(Path override) {
        this.override = override;
    }

    /** The folder a game's scenario is read from, or null for the built-in data. */
    public static Path rulesDir(GameStore store, Path override) {
        return override != null ? override : store.rulesDir().orElse(null);
    }

    /** The scenario of {@code store}'s game. */
    public Scenario of(GameStore store) {
        Path dir = rulesDir(store, override);
        String name = store.config().scenario();
        String key = (dir == null ? "" : dir.toAbsolutePath().normalize()) + "\u0000" + name;
        return loaded.computeIfAbsent(key, k -> new ScenarioLoader().resolve(dir, name));
    }
}

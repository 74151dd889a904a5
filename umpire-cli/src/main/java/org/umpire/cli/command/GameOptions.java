package org.umpire.cli.command;

import java.nio.file.Path;

import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.engine.scenario.Scenario;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The game a command works on ({@code @Mixin GameOptions game;}): the {@code GAME} id, the games
 * folder ({@code --games-dir}, else {@code $UMPIRE_HOME/games}, else {@code ./games}) and a club's
 * scenario data folder ({@code --rules}).
 */
public final class GameOptions {

    @Parameters(index = "0", paramLabel = "GAME", converter = GameId.Converter.class,
            description = "The game's id (its folder name).")
    GameId id;

    @Option(names = "--games-dir", paramLabel = "DIR",
            description = "Games folder (default: $UMPIRE_HOME/games, else ./games).")
    Path gamesDir;

    @Option(names = "--rules", paramLabel = "DIR",
            description = "Scenario data folder overriding the built-in data (the scenario folder, or a folder holding it).")
    Path rulesDir;

    public GamesHome home() {
        return GamesHome.resolve(gamesDir, System.getenv());
    }

    /** Opens the game: exit 3 when it does not exist. */
    public GameStore open() {
        return GameStore.open(home(), id);
    }

    /** The game's scenario, as named in its game.yaml. */
    public Scenario scenario(GameStore store) {
        return new ScenarioLoader().resolve(rulesDir, store.config().scenario());
    }
}

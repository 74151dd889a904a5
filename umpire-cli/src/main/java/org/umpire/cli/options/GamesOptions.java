package org.umpire.cli.options;

import java.nio.file.Path;
import org.umpire.cli.store.GamesHome;
import picocli.CommandLine.Option;

/**
 * The options of every command that works on games ({@code @Mixin GamesOptions games;}):
 * {@code --games-dir DIR} (else {@code $UMPIRE_HOME/games}, else {@code ./games}) and
 * {@code --rules DIR}, a club's scenario data folder overriding the built-in data.
 */
public final class GamesOptions {

    @Option(
            names = "--games-dir",
            paramLabel = "DIR",
            description = "Games folder (default: $UMPIRE_HOME/games if UMPIRE_HOME is set, else ./games).")
    Path gamesDir;

    @Option(
            names = "--rules",
            paramLabel = "DIR",
            description = "Scenario data folder overriding the built-in data (the scenario folder itself,"
                    + " or a folder holding the scenario's folder).")
    Path rulesDir;

    public GamesHome home() {
        return GamesHome.resolve(gamesDir, System.getenv());
    }

    public Path rulesDir() {
        return rulesDir;
    }
}

package org.umpire.cli.command;

import java.nio.file.Path;

import org.umpire.cli.store.GamesHome;

import picocli.CommandLine.Option;

/**
 * The option every command that reads or changes games shares ({@code @Mixin GamesDirOption games;}):
 * {@code --games-dir DIR}, else {@code $UMPIRE_HOME/games}, else {@code ./games} ({@link GamesHome}).
 */
public final class GamesDirOption {

    @Option(names = "--games-dir", paramLabel = "DIR",
            description = "The games folder (default: $UMPIRE_HOME/games, else ./games).")
    Path dir;

    /** The value given, or null. */
    public Path option() {
        return dir;
    }

    public GamesHome home() {
        return GamesHome.resolve(dir, System.getenv());
    }
}

package org.umpire.cli.options;

import java.nio.file.Path;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.ProgramRun;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

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

    /** The command whose option this is: its root holds the run of the program the games folder is for. */
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    public GamesHome home() {
        GamesHome home = GamesHome.resolve(gamesDir, System.getenv());
        return mixee != null && mixee.root().userObject() instanceof ProgramRun.Holder h
                ? home.in(h.programRun())
                : home;
    }

    public Path rulesDir() {
        return rulesDir;
    }
}

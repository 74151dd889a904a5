package org.umpire.cli.command;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import org.umpire.cli.archive.GameArchive;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.game.GameScenarios;
import org.umpire.cli.options.GameArgument;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.options.OutputLanguage;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.text.TextBundle;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code umpire export GAME -o FILE.zip}: the archive of a finished game, which anyone can check with
 * {@code umpire verify} and nothing else.
 */
@Command(
        name = "export",
        mixinStandardHelpOptions = true,
        description = {
            "Writes the archive of a finished game, for umpire verify.",
            "The archive (a zip file) holds the game's settings, the revealed dice seed and nonce, every journal entry"
                    + " (orders, dice, events, states) and the scenario data the game was played with. Send it to both"
                    + " players: with it and the program alone, umpire verify checks every die and every phase."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:written",
            "2:bad command line",
            "3:no such game",
            "4:the game is not over (its seed is still secret), or FILE exists (use --force)",
            "5:a file could not be read or written"
        })
public final class ExportCommand implements Runnable {

    @Mixin
    GameArgument gameArg;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "FILE",
            required = true,
            description = "The archive to write (a .zip file).")
    Path output;

    @Option(names = "--force", description = "Replace FILE when it exists.")
    boolean force;

    @Mixin
    OutputLanguage lang;

    @Mixin
    GamesOptions games;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        GameContext game = GameContext.open(games.home(), gameArg.id(), games.rulesDir());
        if (Files.exists(output, LinkOption.NOFOLLOW_LINKS) && !force) {
            throw new UserException(
                    ExitCode.CONFLICT, output + " exists: give another file name, or add --force to" + " replace it");
        }
        byte[] zip;
        int entries;
        try (GameLock lock = game.store().lock()) {
            Path rules = GameScenarios.rulesDir(game.store(), games.rulesDir());
            zip = GameArchive.export(
                    game.store(),
                    ScenarioLoader.sourceFiles(rules, game.store().config().scenario()));
            entries = game.store().journal().size();
        }
        AtomicFiles.write(output.toAbsolutePath(), zip);
        TextBundle t = lang.texts(game.store().config());
        PrintWriter out = spec.commandLine().getOut();
        out.println(t.get("export.done", "game", gameArg.id(), "file", output, "size", zip.length, "entries", entries));
        out.flush();
    }
}

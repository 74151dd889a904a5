package org.umpire.cli.command;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.umpire.cli.aar.AfterActionReports;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.options.GameArgument;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.options.OutputLanguage;
import org.umpire.cli.store.GameFiles;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.cli.text.TextBundle;
import org.umpire.engine.model.Language;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code umpire aar GAME [-o FILE] [--lang fr|en]}: the after-action report, one self-contained HTML page. */
@Command(
        name = "aar",
        mixinStandardHelpOptions = true,
        description = {
            "Writes the after-action report of a game (one HTML page).",
            "Tells the whole battle turn by turn, both sides revealed: the result, the VP curve, the losses,",
            "each turn's moves, searches, combats and the umpire's map, and what each side knew against",
            "the truth. One self-contained file (maps and styles inside). During the game: umpire only."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:written",
            "1:damaged game files or a club's broken template",
            "2:bad command line",
            "3:no such game or templates folder",
            "5:cannot write the file"
        })
public final class AarCommand implements Callable<Integer> {

    @Mixin
    GameArgument gameArg;

    @Mixin
    GamesOptions games;

    @Mixin
    OutputLanguage lang;

    @Option(
            names = "--templates",
            paramLabel = "DIR",
            description = "Folder of templates and message files overriding the built-in ones, file by file.")
    Path templatesDir;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "FILE",
            description =
                    "The HTML file to write, or - for the standard output (default: aar.LANG.html in the game's folder).")
    Path output;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        TemplateSource templates = TemplateSource.of(templatesDir);
        GameContext game = GameContext.open(games.home(), gameArg.id(), games.rulesDir());
        Language language = lang.language(game.store().config());
        byte[] html = new AfterActionReports(templates).html(game.store(), game.scenario(), language);
        PrintWriter out = spec.commandLine().getOut();
        if (output != null && output.toString().equals("-")) {
            out.print(new String(html, StandardCharsets.UTF_8));
        } else {
            out.println(write(game, language, html, lang.texts(game.store().config())));
        }
        out.flush();
        return ExitCode.OK;
    }

    /** Writes the page where asked, or beside the game's files; returns where it went. */
    private Path write(GameContext game, Language language, byte[] html, TextBundle t) {
        if (output == null) {
            Path file = game.store().dir().resolve("aar." + language.code() + ".html");
            try {
                GameFiles.writeAtomically(game.store().dir(), file, html);
            } catch (UserException e) {
                throw new UserException(e.exitCode(), t.get("aar.error.gameFolder", "reason", t.message(e)), e);
            }
            return file;
        }
        if (Files.isDirectory(output)) {
            throw new UserException(
                    ExitCode.IO,
                    t.get(
                            "aar.error.folder",
                            "file",
                            output,
                            "example",
                            output.resolve("aar-" + gameArg.id() + "-" + language.code() + ".html")));
        }
        try {
            Files.write(output, html);
        } catch (IOException e) {
            throw new UserException(ExitCode.IO, t.get("aar.error.write", "file", output, "reason", reason(e, t)), e);
        }
        return output;
    }

    private static String reason(IOException e, TextBundle t) {
        if (e instanceof NoSuchFileException) {
            return t.get("aar.reason.noFolder");
        }
        if (e instanceof AccessDeniedException) {
            return t.get("aar.reason.denied");
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}

package org.umpire.cli.command;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.out.ReportPublisher;
import org.umpire.cli.options.GameArgument;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.report.ReportBundle;
import org.umpire.cli.report.ReportService;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code umpire report GAME --side US|JP|umpire [--format text|html|csv] [--turn N [--phase P]]}: prints a report of one reader. */
@Command(
        name = "report",
        mixinStandardHelpOptions = true,
        description = {
            "Prints a side's (or the umpire's) report of the latest phase.",
            "Prints the report of the latest phase resolved, as one side (or the umpire) receives it.",
            "A side's report holds only what that side may know (GAME-1)."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:printed",
            "1:damaged game files or scenario data",
            "2:bad command line",
            "3:no such game, scenario or templates folder",
            "5:cannot write the output file"
        })
public final class ReportCommand implements Callable<Integer> {

    /** The two renderings. */
    public enum Format {
        text,
        html,
        csv
    }

    @Mixin
    GameArgument gameArg;

    @Mixin
    GamesOptions games;

    @Mixin
    ReportOptions options;

    @Option(
            names = "--side",
            required = true,
            paramLabel = "US|JP|umpire",
            converter = ReportOptions.AudienceConverter.class,
            description = "Whose report.")
    Audience audience;

    @Option(
            names = "--format",
            paramLabel = "text|html|csv",
            defaultValue = "text",
            description = "text (default), html, or csv (the force table).")
    Format format;

    @Option(
            names = "--turn",
            paramLabel = "N",
            description = "Reprint the report of an earlier turn, as it was sent (default: the latest report).")
    Integer turn;

    @Option(
            names = "--phase",
            paramLabel = "PHASE",
            converter = PhaseConverter.class,
            description = "With --turn: the report that followed this phase's orders (default: the turn's last).")
    Phase phase;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "FILE",
            description = "Write to FILE instead of printing.")
    Path output;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (phase != null && turn == null) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(), "--phase needs --turn: e.g. --turn 7 --phase 3");
        }
        LatestPhase latest = turn == null
                ? LatestPhase.of(games, gameArg.id(), options, audience)
                : LatestPhase.of(games, gameArg.id(), options, audience, turn, phase);
        ReportBundle bundle = new ReportPublisher(new ReportService(options.templates()), MailSettings.outboxOnly())
                .bundle(latest.outcome(), audience, latest.language());
        String text = switch (format) {
            case html -> bundle.htmlStandalone();
            case csv -> new String(bundle.csv(), StandardCharsets.UTF_8);
            default -> bundle.text();
        };
        if (output != null) {
            try {
                Files.writeString(output, text, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw ReportOptions.cannotWrite(output, e);
            }
        } else {
            PrintWriter out = spec.commandLine().getOut();
            out.print(text);
            out.flush();
        }
        return ExitCode.OK;
    }
}

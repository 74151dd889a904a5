package org.umpire.cli.command;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.options.GameArgument;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.report.ReportService;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Side;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code umpire map GAME --side US|JP [-o FILE]}: writes a side's map snapshot as PNG. */
@Command(
        name = "map",
        mixinStandardHelpOptions = true,
        description = {
            "Writes a side's map snapshot (PNG).",
            "Writes the map snapshot of the latest phase resolved as one side sees it (GAME-6), as PNG:",
            "its own groups, the enemy located this turn, the fog."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:written",
            "1:damaged game files or scenario data",
            "2:bad command line",
            "3:no such game, scenario or templates folder",
            "5:cannot write the file"
        })
public final class MapCommand implements Callable<Integer> {

    @Mixin
    GameArgument gameArg;

    @Mixin
    GamesOptions games;

    @Mixin
    ReportOptions options;

    @Option(names = "--side", paramLabel = "US|JP", converter = SideConverter.class, description = "Whose map.")
    Side side;

    @Option(names = "--umpire", description = "The umpire's map: both sides, the fog and every search of the turn.")
    boolean umpire;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "FILE",
            description =
                    "The PNG file (default: the attachment name, e.g. map-GAME-T03-US.png, in the current folder).")
    Path output;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (umpire == (side != null)) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(),
                    "say whose map: --side US, --side JP, or --umpire for the umpire's map of both sides");
        }
        Audience reader = umpire ? Audience.UMPIRE : side.audience();
        LatestPhase latest = LatestPhase.of(games, gameArg.id(), options, reader);
        ReportService service = new ReportService(options.templates());
        byte[] png = umpire
                ? service.umpireMap(latest.outcome(), latest.language())
                : service.sideMap(latest.outcome().situation(side), latest.language());
        Path file = output != null
                ? output
                : Path.of(service.mapFileName(latest.outcome().moment(), reader, latest.language()));
        try {
            Files.write(file, png);
        } catch (IOException e) {
            throw ReportOptions.cannotWrite(file, e);
        }
        spec.commandLine().getOut().println(file);
        spec.commandLine().getOut().flush();
        return ExitCode.OK;
    }
}

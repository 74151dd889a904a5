package org.umpire.cli.command;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.concurrent.Callable;

import org.umpire.cli.ExitCode;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.game.PhaseResolution;
import org.umpire.cli.mail.GameMail;
import org.umpire.cli.mail.SendReport;
import org.umpire.cli.report.EventLine;
import org.umpire.cli.store.GameId;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.view.TurnClock;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code umpire resolve GAME}: resolves the current phase once every awaited side has submitted
 * its orders, and every following phase that needs no decision; journals it; prints the umpire's
 * summary; then mails the reports (outbox files unless SMTP is set up).
 */
@Command(name = "resolve", mixinStandardHelpOptions = true,
        description = {"Resolves the current phase, journals it and mails the reports.",
            "Resolves the current phase with the orders submitted, then every following phase in which",
            "no side has a decision (SEQ-1), writes the journal entry and prints the umpire's summary.",
            "Then mails the reports (see `umpire send`) unless --no-send is given."})
public final class ResolveCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "GAME", converter = GameId.Converter.class, description = "Game id.")
    GameId id;

    @Option(names = "--defaults",
            description = "Use the default orders of a side that sent none (no move, automatic searches only,"
                    + " aircraft readied).")
    boolean defaults;

    @Option(names = "--dice", paramLabel = "FILE",
            description = "Physical or scripted dice: one number a line, used in order, instead of the seeded dice.")
    Path diceFile;

    @Option(names = "--no-send", description = "Do not mail the reports now (run `umpire send GAME` later).")
    boolean noSend;

    @Option(names = "--full", description = "List every event, routine searches included.")
    boolean full;

    @Option(names = "--lang", paramLabel = "fr|en", defaultValue = "en", converter = LanguageConverter.class,
            description = "Language of the summary (default: ${DEFAULT-VALUE}).")
    Language language;

    @Mixin
    GamesOptions games;

    @Mixin
    MailOptions mail;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        GameContext game = GameContext.open(games.home(), id, games.rulesDir());
        PhaseResolution.Outcome outcome = PhaseResolution.resolve(game, defaults, diceFile, Instant.now());
        PrintWriter out = spec.commandLine().getOut();
        TextBundle t = TextBundle.load("cli/umpire", language, null);
        out.println(t.get("resolve.done", "game", id, "from", TurnClock.describe(game.scenario(), outcome.before(), t),
                "entry", outcome.entry().folder()));
        for (Side side : outcome.defaulted()) {
            out.println("  " + t.get("resolve.defaulted", "side", side));
        }
        Messages words = TemplateSource.of(mail.templatesDir()).messages(language);
        java.util.function.Predicate<EventLine> keep = full ? l -> true : UmpireSummary.ROUTINE.negate();
        for (String line : UmpireSummary.lines(outcome.resolution().events(), words, keep)) {
            out.println("  " + line);
        }
        int hidden = UmpireSummary.leftOut(outcome.resolution().events(), keep);
        if (hidden > 0) {
            out.println("  " + t.get("resolve.routine", "count", hidden, "game", id));
        }
        out.println(t.get("resolve.dice", "count", game.store().journalDice(outcome.entry()).size()));
        GameContext after = GameContext.open(games.home(), id, games.rulesDir());
        out.println(t.get("resolve.now", "clock", TurnClock.describe(after.scenario(), after.state(), t)));
        out.println(StatusCommand.awaitingLine(after, t));
        out.flush();
        if (noSend) {
            out.println(t.get("resolve.held", "game", id));
            out.flush();
            return ExitCode.OK;
        }
        SendReport report = GameMail.sendAll(after, mail.settings(games.home()), mail.templatesDir(), mail.umpireLanguage());
        return SendCommand.print(report, id.value(), out, spec.commandLine().getErr());
    }
}

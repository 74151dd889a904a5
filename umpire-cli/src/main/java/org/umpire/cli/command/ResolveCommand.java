package org.umpire.cli.command;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Predicate;
import org.umpire.cli.app.GameMail;
import org.umpire.cli.app.PhaseResolution;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UmpireClock;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.options.GameArgument;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.options.OutputLanguage;
import org.umpire.cli.report.EventLine;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.view.TurnClock;
import org.umpire.engine.model.Side;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code umpire resolve GAME}: resolves the current phase once every awaited side has submitted
 * its orders, and every following phase that needs no decision; journals it; prints the umpire's
 * summary; then mails the reports (outbox files unless SMTP is set up).
 */
@Command(
        name = "resolve",
        mixinStandardHelpOptions = true,
        description = {
            "Resolves the current phase, journals it and mails the reports.",
            "Resolves the current phase with the orders submitted, then every following phase in which"
                    + " no side has a decision (SEQ-1); writes the journal entry and prints the umpire's summary;"
                    + " then mails the reports (see `umpire send`) unless --no-send is given.",
            "Refused, changing nothing, while a side's orders are awaited (unless --defaults is given) and once the"
                    + " game is over. `umpire undo GAME` takes a resolve back."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:resolved and journaled; once that is done the exit code is 0 whatever follows: mails not"
                    + " delivered are listed on the error output (fix what is named and run `umpire send GAME`)",
            "1:the stored orders, the dice file or the game files do not pass the checks: nothing resolved",
            "2:bad command line",
            "3:no such game, dice file, templates folder or mail settings file",
            "4:orders still awaited (see --defaults), the game is over, or another umpire process is changing it",
            "5:a file could not be read or written (full disk, permissions): nothing resolved"
        })
public final class ResolveCommand implements Callable<Integer> {

    @Mixin
    GameArgument gameArg;

    @Option(
            names = "--defaults",
            description = "Use the default orders of a side that sent none: at set-up its units at their zones'"
                    + " centres (I-168 at Midway); then no move, automatic searches only, aircraft readied.")
    boolean defaults;

    @Option(
            names = "--dice",
            paramLabel = "FILE",
            description = "Physical or scripted dice instead of the seeded dice: one number a line, used in order"
                    + " (# starts a comment). Too few numbers, or one that does not fit its die: nothing is resolved.")
    Path diceFile;

    @Option(names = "--no-send", description = "Do not mail the reports now (run `umpire send GAME` later).")
    boolean noSend;

    @Option(names = "--full", description = "List every event, routine searches included.")
    boolean full;

    @Mixin
    OutputLanguage lang;

    @Mixin
    GamesOptions games;

    @Mixin
    MailOptions mail;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        GameContext game = GameContext.open(games.home(), gameArg.id(), games.rulesDir());
        // What the summary and the mails need is read first, so that a bad --templates or mail
        // settings file stops the command before the game changes.
        TextBundle t = lang.texts(game.store().config());
        Messages words = TemplateSource.of(mail.templatesDir()).messages(t.language());
        MailSettings settings = noSend ? null : mail.settings(games.home());
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        // One lock from reading the state to the last mail: no other process can resolve, undo or
        // send in between, and the commit checks the phase this command saw when it started.
        GameLock lock = game.store().lock();
        PhaseResolution.Outcome outcome;
        try {
            outcome = PhaseResolution.resolveLocked(game, defaults, diceFile, UmpireClock.now());
        } catch (RuntimeException e) {
            lock.close();
            throw e;
        }
        // Committed: from here on, nothing turns into a failure exit (a rerun would resolve one
        // phase more). Problems are reported with what to do, and the command ends with 0.
        try {
            summary(game, outcome, t, words, out);
            // the phases whose orders were all sent in advance (see
            // docs/orders.md), each its own entry, then one mailing;
            // not with the umpire's own dice (--dice): each phase then waits for its own throw
            for (PhaseResolution.Outcome next : diceFile != null
                    ? List.<PhaseResolution.Outcome>of()
                    : PhaseResolution.continueLocked(game, UmpireClock.now())) {
                outcome = next;
                summary(game, next, t, words, out);
            }
            if (noSend) {
                out.println(t.get("resolve.held", "game", gameArg.id()));
                out.flush();
                return ExitCode.OK;
            }
            SendReport report = GameMail.sendLocked(game, settings, mail.templatesDir(), mail.umpireLanguage());
            if (SendCommand.print(report, gameArg.id().value(), t, out, err) != ExitCode.OK) {
                err.println(t.get("resolve.afterCommitFix", "game", gameArg.id()));
            }
        } catch (RuntimeException e) {
            out.flush();
            err.println(t.get("resolve.afterCommit", "entry", outcome.entry().folder(), "problem", e.getMessage()));
            err.println(t.get("resolve.afterCommitFix", "game", gameArg.id()));
        } finally {
            try {
                lock.close();
            } catch (RuntimeException e) {
                err.println(
                        t.get("resolve.afterCommit", "entry", outcome.entry().folder(), "problem", e.getMessage()));
            }
            err.flush();
        }
        return ExitCode.OK;
    }

    private void summary(
            GameContext game, PhaseResolution.Outcome outcome, TextBundle t, Messages words, PrintWriter out) {
        out.println(t.get(
                "resolve.done",
                "game",
                gameArg.id(),
                "from",
                TurnClock.describe(game.scenario(), outcome.before(), t),
                "entry",
                outcome.entry().folder()));
        for (Side side : outcome.defaulted()) {
            out.println("  " + t.get("resolve.defaulted", "side", side));
        }
        Predicate<EventLine> keep = full ? l -> true : UmpireSummary.ROUTINE.negate();
        for (String line : UmpireSummary.lines(UmpireSummary.umpireLines(game, outcome), words, keep)) {
            out.println("  " + line);
        }
        int hidden = UmpireSummary.leftOut(outcome.resolution().events(), keep);
        if (hidden > 0) {
            out.println("  " + t.get("resolve.routine", "count", hidden, "game", gameArg.id()));
        }
        out.println(t.get("resolve.dice", "count", outcome.dice()));
        if (outcome.unusedDice() > 0) {
            out.println(t.get("resolve.diceUnused", "count", outcome.unusedDice(), "file", diceFile));
        }
        out.println(t.get("resolve.now", "clock", TurnClock.describe(game.scenario(), game.state(), t)));
        out.println(StatusCommand.awaitingLine(game, t));
        out.flush();
    }
}

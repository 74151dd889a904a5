package org.umpire.cli.command;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.umpire.cli.app.GameMail;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.mail.out.Recipient;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.options.GameArgument;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.text.UmpireLanguage;
import org.umpire.engine.model.Audience;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * {@code umpire send GAME}: mails the reports of every phase resolved (and not undone) to every
 * player (their side's report, in their language) and to the umpire. Mails already sent are not
 * sent again.
 */
@Command(
        name = "send",
        mixinStandardHelpOptions = true,
        description = {
            "Mails every report not yet sent.",
            "Mails the reports of every phase resolved whose mails were not sent yet: each player gets his"
                    + " side's report in his language, with the map and the force table attached; the umpire gets the"
                    + " full report.",
            "By SMTP when the mail settings name a server, else as .eml files in games/GAME/outbox/.",
            "Safe to run again: a mail already sent (games/GAME/mail/sent.log) is never sent twice."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every mail delivered (or already sent)",
            "1:bad mail settings, game files or scenario data",
            "2:bad command line",
            "3:no such game, scenario, templates folder or settings file",
            "4:the game is being changed by another umpire process",
            "5:some mails could not be delivered (listed)"
        })
public final class SendCommand implements Callable<Integer> {

    @Mixin
    GameArgument gameArg;

    @Mixin
    GamesOptions games;

    @Mixin
    MailOptions mail;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        GameContext game = GameContext.open(games.home(), gameArg.id(), games.rulesDir());
        SendReport report =
                GameMail.sendAll(game, mail.settings(games.home()), mail.templatesDir(), mail.umpireLanguage());
        TextBundle t =
                TextBundle.load("cli/umpire", UmpireLanguage.of(game.store().config()), null);
        return print(
                report,
                game.store().id().value(),
                t,
                spec.commandLine().getOut(),
                spec.commandLine().getErr());
    }

    /** Prints what was sent, skipped and failed, in the umpire's language; the exit code says whether every mail went. */
    static int print(SendReport report, String gameId, TextBundle t, PrintWriter out, PrintWriter err) {
        out.println(t.get("send.via", "via", report.via()));
        for (SendReport.Sent s : report.sent()) {
            out.println("  "
                    + t.get(
                            s.attempts() > 1 ? "send.sentAfter" : "send.sent",
                            "who",
                            who(s.to(), t),
                            "address",
                            s.to().address(),
                            "id",
                            s.messageId(),
                            "attempts",
                            s.attempts()));
        }
        if (!report.skipped().isEmpty()) {
            out.println("  " + t.get("send.skipped", "count", report.skipped().size()));
        }
        out.flush();
        if (!report.failed().isEmpty()) {
            for (SendReport.Failed f : report.failed()) {
                err.println(t.get("send.notDelivered", "what", f.describe()));
            }
            err.println(t.get("send.failed", "count", report.failed().size(), "game", gameId));
            err.flush();
            return ExitCode.IO;
        }
        return ExitCode.OK;
    }

    private static String who(Recipient r, TextBundle t) {
        return String.format(
                "%-6s",
                r.audience() == Audience.UMPIRE
                        ? t.get("send.who.umpire")
                        : r.audience().name());
    }
}

package org.umpire.cli.command;

import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Callable;
import org.umpire.cli.app.Watch;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UmpireClock;
import org.umpire.cli.base.UserException;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.in.IntakeChecks;
import org.umpire.cli.mail.in.MailSource;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.options.MailSourceOptions;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.text.TextBundle;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code umpire watch --imap URL|--maildir DIR [--every 60s]}: receives order mails, resolves each
 * game once every awaited side has sent, mails the reports; again and again until stopped. Safe to
 * stop at any instant (docs/mail-in.md).
 */
@Command(
        name = "watch",
        mixinStandardHelpOptions = true,
        description = {
            "Run games unattended: receive orders, resolve when every awaited side has sent, mail the reports.",
            "Repeats every --every until stopped (Ctrl-C, kill): safe to stop at any instant; a restart finishes what "
                    + "was half done. Logs one line per action. A mail server that is down is logged once and tried again, "
                    + "less often while it lasts (at least every 5 minutes); deadlines are still met meanwhile."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:stopped after --once, everything received and delivered",
            "2:bad command line",
            "3:folder not found",
            "5:after --once: something was not received or not delivered (a mail server down, a mail refused, "
                    + "each logged with its cause); the next round tries it again. Without --once, watch never stops "
                    + "for a mail server: it logs the outage once and retries"
        })
public final class WatchCommand implements Callable<Integer> {

    @ArgGroup(exclusive = true, multiplicity = "1")
    MailSourceOptions.Mailbox mailbox;

    @Mixin
    MailSourceOptions source = new MailSourceOptions();

    @Option(
            names = "--every",
            paramLabel = "TIME",
            defaultValue = "60s",
            description = "Time between rounds: 30s, 5m, 1h (default: ${DEFAULT-VALUE}).")
    String every;

    @Option(names = "--once", description = "One round, then stop (for cron and tests).")
    boolean once;

    @Mixin
    GamesOptions games = new GamesOptions();

    @Mixin
    MailOptions mail = new MailOptions();

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        Duration pause = duration(every, mail.texts());
        PrintWriter out = spec.commandLine().getOut();
        MailSettings settings = mail.settings(games.home());
        MailSource from = source.open(mailbox, settings, System.getenv(), mail.texts());
        IntakeChecks.gamesFolder(games.home(), System.getenv());
        Clock clock = UmpireClock.get();
        Watch watch = new Watch(
                games.home(),
                games.rulesDir(),
                mail.templatesDir(),
                settings,
                mail.umpireLanguage(),
                System.getenv(),
                clock,
                pause,
                line -> {
                    out.println(Instant.now(clock).toString().substring(0, 19) + "Z " + line);
                    out.flush();
                });
        watch.catchUp();
        while (true) {
            Watch.Round round = watch.cycle(() -> from);
            if (once) {
                // docs/mail-in.md: cron sees a round that left something undone (each cause is in the log above)
                return round.clean() ? ExitCode.OK : ExitCode.IO;
            }
            Thread.sleep(pause.toMillis());
        }
    }

    static Duration duration(String text, TextBundle t) {
        try {
            return Deadlines.duration(text);
        } catch (UserException e) {
            throw new UserException(ExitCode.USAGE, t.get("watch.error.every", "text", text));
        }
    }
}

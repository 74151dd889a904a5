package org.umpire.cli.command;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UmpireClock;
import org.umpire.cli.base.UserException;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.in.ImapPassword;
import org.umpire.cli.mail.in.IntakeChecks;
import org.umpire.cli.mail.in.IntakeLock;
import org.umpire.cli.mail.in.MailIntake;
import org.umpire.cli.mail.in.MailParser;
import org.umpire.cli.mail.in.MailSource;
import org.umpire.cli.mail.out.SmtpDelivery;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.options.MailSourceOptions;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.StoreException;
import org.umpire.cli.text.TextBundle;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/**
 * {@code umpire receive -|--maildir DIR|--imap URL}: reads players' order mails, stores their
 * orders and mails each sender a receipt at once (docs/mail-in.md).
 */
@Command(
        name = "receive",
        mixinStandardHelpOptions = true,
        description = {
            "Read order mails: store each player's orders and mail the receipt at once.",
            "One source: - (one mail on standard input, for procmail, fetchmail or a .forward pipe), "
                    + "--maildir DIR (a Maildir or a folder of .eml files), or --imap URL (the password in $"
                    + ReceiveCommand.PASSWORD_ENV + " or --imap-password-file)."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every mail handled (accepted or answered)",
            "2:bad command line",
            "3:folder not found",
            "5:mail server or file error",
            "75:try again later: a game was locked by another umpire process, another one is reading the mailbox"
                    + " (--maildir, --imap), or a reply could not be sent yet (the"
                    + " orders are stored all the same; the reply waits in the queue and goes with the next receive, send"
                    + " or watch round); with -, also every settings or environment error (the mail transfer agent keeps"
                    + " the mail)"
        })
public final class ReceiveCommand implements Callable<Integer> {

    static final String PASSWORD_ENV = ImapPassword.ENV;

    @ArgGroup(exclusive = true, multiplicity = "1")
    MailSourceOptions.MailboxOrPipe mailbox;

    @Mixin
    MailSourceOptions source = new MailSourceOptions();

    @Mixin
    GamesOptions games = new GamesOptions();

    @Mixin
    MailOptions mail = new MailOptions();

    @Spec
    CommandLine.Model.CommandSpec spec;

    private final InputStream in;
    private final Map<String, String> env;

    public ReceiveCommand() {
        this(System.in, System.getenv());
    }

    ReceiveCommand(InputStream in, Map<String, String> env) {
        this.in = in;
        this.env = env;
    }

    @Override
    public Integer call() {
        if (mailbox.pipe().isPresent()) {
            return pipe(mailbox.pipe().get());
        }
        PrintWriter out = spec.commandLine().getOut();
        GamesHome home = games.home();
        MailSettings settings = mail.settings(home);
        MailSource from = source.open(mailbox, settings, env, mail.texts());
        IntakeChecks.gamesFolder(home, env);
        MailIntake intake =
                new MailIntake(home, games.rulesDir(), mail.templatesDir(), settings, env, UmpireClock.get());
        // docs/mail-in.md: one intake at a time per games folder; another one reading the mailbox now has these mails
        IntakeLock.Attempt attempt =
                IntakeLock.tryTake(home, "umpire receive", UmpireClock.get().instant());
        if (attempt.lock().isEmpty()) {
            throw new UserException(
                    ExitCode.TEMPFAIL,
                    mail.texts()
                            .get(
                                    "receive.error.busy",
                                    "busy",
                                    attempt.busy().orElseThrow().describe()));
        }
        TextBundle words = mail.texts();
        MailSource.Tally t;
        try (IntakeLock lock = attempt.lock().get()) {
            lock.takenOver()
                    .ifPresent(h -> out.println(
                            words.get("receive.lockTakenOver", "file", IntakeLock.file(home), "holder", h)));
            t = from.receive(intake, line -> {
                out.println(line);
                out.flush();
            });
        }
        out.println(summary(words, from.describe(), t));
        out.flush();
        return t.later() > 0 || t.unsent() > 0 ? ExitCode.TEMPFAIL : ExitCode.OK;
    }

    /**
     * {@code receive -}: every problem of the settings or the environment (no games folder, a broken
     * mail.yaml, a password variable a mail transfer agent does not pass on) exits 75, so that the
     * agent keeps the player's mail and tries again once the umpire fixed it, instead of bouncing it.
     */
    private int pipe(String stdin) {
        PrintWriter err = spec.commandLine().getErr();
        if (!stdin.equals("-")) {
            throw new UserException(ExitCode.USAGE, mail.texts().get("receive.error.source", "given", stdin));
        }
        byte[] raw;
        try {
            raw = MailParser.readBounded(in);
        } catch (IOException e) {
            err.println(mail.texts().get("receive.error.stdin", "reason", String.valueOf(e.getMessage())) + kept());
            err.flush();
            return ExitCode.TEMPFAIL;
        }
        try {
            GamesHome home = games.home();
            MailSettings settings = mail.settings(home);
            IntakeChecks.gamesFolder(home, env);
            IntakeChecks.umpireIsNotTheIntake(settings, Optional.empty());
            settings.smtp().ifPresent(smtp -> new SmtpDelivery(smtp, env).close());
            MailIntake intake =
                    new MailIntake(home, games.rulesDir(), mail.templatesDir(), settings, env, UmpireClock.get());
            return handle(intake, raw, spec.commandLine().getOut());
        } catch (UserException e) {
            TextBundle words = mail.texts();
            err.println(words.get("console.error", "message", words.message(e)) + kept());
            err.flush();
            return ExitCode.TEMPFAIL;
        } catch (UncheckedIOException | StoreException e) {
            TextBundle words = mail.texts();
            String message = e instanceof StoreException refused
                    ? words.message(StoreErrors.asUser(refused))
                    : String.valueOf(e.getMessage());
            err.println(words.get("console.error", "message", message) + kept());
            err.flush();
            return ExitCode.TEMPFAIL;
        }
    }

    /** What the pipe's error message ends with, in the umpire's language. */
    private String kept() {
        return " " + mail.texts().get("console.kept");
    }

    /** The line that ends a receive: the mails read, processed, failed, left for later, and replies not sent yet. */
    static String summary(TextBundle words, String source, MailSource.Tally t) {
        return words.get(
                "receive.summary",
                "source",
                source,
                "total",
                t.total(),
                "processed",
                t.processed(),
                "failed",
                t.failed(),
                "later",
                t.later() > 0 ? words.get("receive.summary.later", "later", t.later()) : "",
                "unsent",
                t.unsent() > 0 ? words.get("receive.summary.unsent", "unsent", t.unsent()) : "");
    }

    /** True for {@code receive -} (a mail transfer agent's pipe): its command-line errors exit 75 too. */
    public static boolean isPipe(String[] args) {
        boolean receive = false;
        for (String a : args) {
            if (a.equals("receive")) {
                receive = true;
            } else if (receive && a.equals("-")) {
                return true;
            }
        }
        return false;
    }

    /** One mail from a pipe: 0 when handled, 75 (the mail transfer agent retries) when it must wait. */
    private int handle(MailIntake intake, byte[] raw, PrintWriter out) {
        MailIntake.Handled h = intake.handle(raw);
        out.println(h.log());
        out.flush();
        // docs/mail-in.md: a reply not delivered asks the MTA to retry; the retry reads nothing again, it sends the
        // reply
        return h.outcome() == MailIntake.Outcome.TRY_LATER || h.unsent() ? ExitCode.TEMPFAIL : ExitCode.OK;
    }
}

package org.umpire.cli.mail.out;

import java.io.Console;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import org.umpire.cli.mail.MailSettings;

/** Builds the sender for a game folder: SMTP when the settings name a server, the outbox otherwise. */
public final class Mailer {

    private Mailer() {}

    /**
     * @param gameDir the game's folder ({@code games/<id>}): holds {@code outbox/} and {@code mail/sent.log}
     * @param env     the environment, for the SMTP password variable
     */
    public static MailSender forGame(MailSettings settings, Path gameDir, Map<String, String> env, Clock clock) {
        Delivery delivery = settings.smtp().isPresent()
                ? new SmtpDelivery(settings.smtp().get(), env)
                : new OutboxDelivery(gameDir.resolve(OutboxDelivery.FOLDER));
        MailSender sender = new MailSender(
                new MailComposer(settings),
                delivery,
                SentLog.of(gameDir),
                settings.retry(),
                MailSender.Sleeper.REAL,
                clock);
        Console console = System.console();
        if (console != null) {
            // on a terminal only: "3/12 sent", rewritten in place, then a line end
            sender.withProgress((done, total) -> {
                console.writer().print("\r" + done + "/" + total + " sent" + (done == total ? "\n" : ""));
                console.flush();
            });
        }
        return sender;
    }
}

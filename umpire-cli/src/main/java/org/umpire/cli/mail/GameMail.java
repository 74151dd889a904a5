package org.umpire.cli.mail;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

import org.umpire.cli.game.GameContext;
import org.umpire.cli.report.JournalOutcome;
import org.umpire.cli.report.PhaseOutcome;
import org.umpire.cli.report.ReportService;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.Player;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;

/**
 * Mails a game's reports: every standing resolved phase, each player his side's report in his
 * language and the umpire the full one. Mails already in the sent log are skipped, so this is
 * safe to run after every resolve and again after a failure: nothing is sent twice, nothing is
 * left behind.
 */
public final class GameMail {

    private GameMail() {
    }

    public static SendReport sendAll(GameContext game, MailSettings settings, Path templatesDir, Language umpireLanguage) {
        try (GameLock lock = game.store().lock()) {
            return sendLocked(game, settings, templatesDir, umpireLanguage);
        }
    }

    /** {@link #sendAll} while the caller holds the game's lock (a resolve mails under the lock it committed with). */
    public static SendReport sendLocked(GameContext game, MailSettings settings, Path templatesDir, Language umpireLanguage) {
        GameStore store = game.store();
        {
            ReportPublisher publisher = new ReportPublisher(new ReportService(TemplateSource.of(templatesDir)), settings);
            List<Recipient> recipients = new ArrayList<>();
            for (Side side : Side.values()) {
                for (Player p : store.config().playersOf(side)) {
                    recipients.add(new Recipient(side.audience(), p.email(), p.language()));
                }
            }
            recipients.add(publisher.umpire(umpireLanguage));
            List<OutgoingMail> mails = new ArrayList<>();
            for (PhaseOutcome outcome : JournalOutcome.all(store, game.scenario())) {
                mails.addAll(publisher.mails(outcome, recipients));
            }
            MailSender sender = Mailer.forGame(settings, store.dir(), System.getenv(), Clock.systemUTC());
            return sender.send(mails);
        }
    }
}

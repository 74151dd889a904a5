package org.umpire.cli.mail.out;

import org.umpire.cli.mail.MailSettings;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

import org.umpire.cli.game.GameContext;
import org.umpire.cli.report.JournalOutcome;
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

    /**
     * {@link #sendAll} while the caller holds the game's lock (a resolve mails under the lock it
     * committed with). Only what is not in the sent log is read and rendered: the cost does not
     * grow with the game (the ids of the mails already sent are computed, not their reports).
     */
    /**
     * The mails of the game's end, each with the after-action report attached in its reader's language
     * (issue 15): the whole battle, turn by turn, now that nothing is secret any more.
     */
    private static List<OutgoingMail> withAfterActionReport(GameContext game, Path templatesDir, List<OutgoingMail> mails) {
        org.umpire.cli.aar.AfterActionReport report = org.umpire.cli.aar.AfterActionReportBuilder.build(game.store(),
                game.scenario());
        org.umpire.cli.aar.AfterActionReports aar = new org.umpire.cli.aar.AfterActionReports(TemplateSource.of(templatesDir));
        java.util.Map<Language, byte[]> pages = new java.util.EnumMap<>(Language.class);
        List<OutgoingMail> result = new ArrayList<>();
        for (OutgoingMail mail : mails) {
            Language lang = mail.to().language();
            byte[] page = pages.computeIfAbsent(lang, l -> aar.html(report, l));
            result.add(mail.with(new Attachment(afterActionFileName(game.store().id().value(), lang), "text/html; charset=UTF-8",
                    page)));
        }
        return result;
    }

    /** {@code aar-midway-1-en.html}. */
    static String afterActionFileName(String game, Language lang) {
        return "aar-" + game + "-" + lang.name().toLowerCase(java.util.Locale.ROOT) + ".html";
    }

    public static SendReport sendLocked(GameContext game, MailSettings settings, Path templatesDir, Language umpireLanguage) {
        GameStore store = game.store();
        ReportPublisher publisher = new ReportPublisher(new ReportService(TemplateSource.of(templatesDir)), settings,
                MessageIds.salt(store.seed().bytes()));
        List<Recipient> recipients = new ArrayList<>();
        for (Side side : Side.values()) {
            for (Player p : store.config().playersOf(side)) {
                recipients.add(new Recipient(side.audience(), p.email(), p.language()));
            }
        }
        recipients.add(publisher.umpire(umpireLanguage));
        SentLog log = SentLog.of(store.dir());
        List<SendReport.Skipped> skipped = new ArrayList<>();
        List<OutgoingMail> mails = new ArrayList<>();
        for (JournalOutcome.Moment m : JournalOutcome.mailMoments(store)) {
            List<Recipient> unsent = new ArrayList<>();
            for (Recipient r : recipients) {
                String id = publisher.messageId(m.moment(), r);
                if (log.delivered(id, r.address())) {
                    skipped.add(new SendReport.Skipped(id, r));
                } else {
                    unsent.add(r);
                }
            }
            if (!unsent.isEmpty()) {
                org.umpire.cli.report.PhaseOutcome outcome = JournalOutcome.outcome(store, game.scenario(), m);
                List<OutgoingMail> these = publisher.mails(outcome, unsent);
                mails.addAll(outcome.state().isOver() ? withAfterActionReport(game, templatesDir, these) : these);
            }
        }
        MailSender sender = Mailer.forGame(settings, store.dir(), System.getenv(), Clock.systemUTC());
        SendReport sent = sender.send(mails);
        skipped.addAll(sent.skipped());
        return new SendReport(sent.via(), sent.sent(), skipped, sent.failed());
    }
}

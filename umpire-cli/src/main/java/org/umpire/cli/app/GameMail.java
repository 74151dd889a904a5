package org.umpire.cli.app;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.umpire.cli.aar.AfterActionReport;
import org.umpire.cli.aar.AfterActionReportBuilder;
import org.umpire.cli.aar.AfterActionReports;
import org.umpire.cli.base.UmpireClock;
import org.umpire.cli.base.UserException;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.in.SecretMails;
import org.umpire.cli.mail.out.Attachment;
import org.umpire.cli.mail.out.MailSender;
import org.umpire.cli.mail.out.Mailer;
import org.umpire.cli.mail.out.MessageIds;
import org.umpire.cli.mail.out.OutgoingMail;
import org.umpire.cli.mail.out.Recipient;
import org.umpire.cli.mail.out.ReplyQueue;
import org.umpire.cli.mail.out.ReportPublisher;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.mail.out.SentLog;
import org.umpire.cli.report.JournalOutcome;
import org.umpire.cli.report.PhaseOutcome;
import org.umpire.cli.report.ReportService;
import org.umpire.cli.report.SideChains;
import org.umpire.cli.report.SideSpans;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.JournalRecord;
import org.umpire.cli.store.MailDeadlines;
import org.umpire.cli.store.Player;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.cli.text.UmpireLanguage;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;

/**
 * Mails a game's reports: every standing resolved phase, each player his side's report in his
 * language and the umpire the full one. Mails already in the sent log are skipped, so this is
 * safe to run after every resolve and again after a failure: nothing is sent twice, nothing is
 * left behind.
 */
public final class GameMail {

    private GameMail() {}

    public static SendReport sendAll(
            GameContext game, MailSettings settings, Path templatesDir, Language umpireLanguage) {
        return sendAll(game, settings, templatesDir, umpireLanguage, UmpireClock.get());
    }

    /** As {@link #sendAll(GameContext, MailSettings, Path, Language)}, dating the mails by {@code clock}. */
    public static SendReport sendAll(
            GameContext game, MailSettings settings, Path templatesDir, Language umpireLanguage, Clock clock) {
        try (GameLock lock = game.store().lock()) {
            return sendLocked(game, settings, templatesDir, umpireLanguage, clock);
        }
    }

    /**
     * {@link #sendAll} while the caller holds the game's lock (a resolve mails under the lock it
     * committed with). Only what is not in the sent log is read and rendered: the cost does not
     * grow with the game (the ids of the mails already sent are computed, not their reports).
     */
    /**
     * The mails of the game's end, each with the after-action report attached in its reader's language
     * (see docs/aar.md): the whole battle, turn by turn, now that nothing is secret any more.
     */
    private static List<OutgoingMail> withAfterActionReport(
            GameContext game, Path templatesDir, List<OutgoingMail> mails) {
        AfterActionReport report = AfterActionReportBuilder.build(game.store(), game.scenario());
        AfterActionReports aar = new AfterActionReports(TemplateSource.of(templatesDir));
        Map<Language, byte[]> pages = new EnumMap<>(Language.class);
        List<OutgoingMail> result = new ArrayList<>();
        for (OutgoingMail mail : mails) {
            Language lang = mail.to().language();
            byte[] page = pages.computeIfAbsent(lang, l -> aar.html(report, l));
            result.add(mail.with(new Attachment(
                    afterActionFileName(game.store().id().value(), lang), "text/html; charset=UTF-8", page)));
        }
        return result;
    }

    /** {@code aar-midway-1-en.html}. */
    static String afterActionFileName(String game, Language lang) {
        return "aar-" + game + "-" + lang.name().toLowerCase(Locale.ROOT) + ".html";
    }

    public static SendReport sendLocked(
            GameContext game, MailSettings settings, Path templatesDir, Language umpireLanguage) {
        return sendLocked(game, settings, templatesDir, umpireLanguage, UmpireClock.get());
    }

    /**
     * As {@link #sendLocked(GameContext, MailSettings, Path, Language)}, dating the mails by {@code clock}.
     * {@code umpireLanguage} null: the game's umpire language ({@link org.umpire.cli.text.UmpireLanguage}).
     */
    public static SendReport sendLocked(
            GameContext game, MailSettings settings, Path templatesDir, Language umpireLanguage, Clock clock) {
        GameStore store = game.store();
        // docs/reports-and-mail.md#no-leak-by-construction: the welcome mails (commitment, secret code) go first, by
        // default, with the game's first send
        SendReport welcomes = SecretMails.sendPendingWelcomes(store, settings, templatesDir, clock, System.getenv());
        ReportPublisher publisher = new ReportPublisher(
                new ReportService(TemplateSource.of(templatesDir)),
                settings,
                MessageIds.salt(store.seed().bytes()));
        SentLog log = SentLog.of(store.dir());
        // each mail's deadline as composed, for a reprint of it after the deadline moved (umpire report --turn N)
        MailDeadlines told = MailDeadlines.of(store.dir());
        List<SendReport.Skipped> skipped = new ArrayList<>();
        // each mail with the journal entry it was written after (the opening: 0), to keep the mails in that order
        List<Map.Entry<Integer, OutgoingMail>> mails = new ArrayList<>();
        // docs/reports-and-mail.md#no-leak-by-construction: a side is mailed when the game waits for it, or ends; never
        // because the enemy has a decision
        for (Side side : Side.values()) {
            List<Recipient> players = new ArrayList<>();
            for (Player p : store.config().playersOf(side)) {
                players.add(new Recipient(side.audience(), p.email(), p.language()));
            }
            if (players.isEmpty()) {
                continue;
            }
            List<SideSpans.SideSpan> spans = SideSpans.of(store, side);
            List<String> links = null;
            for (int i = 0; i < spans.size(); i++) {
                SideSpans.SideSpan span = spans.get(i);
                List<Recipient> unsent = new ArrayList<>();
                for (Recipient r : players) {
                    String id = MessageIds.forSide(
                            store.id().value(), span.mailKey(), r, settings.messageIdDomain(), publisher.salt());
                    if (log.delivered(id, r.address())) {
                        skipped.add(new SendReport.Skipped(id, r));
                    } else {
                        unsent.add(r);
                    }
                }
                if (unsent.isEmpty()) {
                    continue;
                }
                if (links == null) {
                    links = SideChains.linksKept(store, side, spans, true);
                }
                PhaseOutcome outcome = JournalOutcome.forSide(store, game.scenario(), span, links.get(i));
                List<OutgoingMail> these = publisher.sideMails(outcome, side, unsent);
                told.record(side.audience(), span.mailKey(), instant(outcome.deadlineOf(side.audience())));
                if (outcome.state().isOver()
                        && (span.at().equals(JournalRecord.Waits.END)
                                || span.legacy().isPresent())) {
                    these = withAfterActionReport(game, templatesDir, these);
                }
                int order = span.opening() ? 0 : span.last().seq();
                these.forEach(m -> mails.add(Map.entry(order, m)));
            }
        }
        // docs/reports-and-mail.md: the umpire's reports in the game's umpire language unless the command named one
        Recipient umpire =
                publisher.umpire(umpireLanguage != null ? umpireLanguage : UmpireLanguage.of(store.config()));
        for (JournalOutcome.Moment m : JournalOutcome.mailMoments(store)) {
            String id = publisher.messageId(m.moment(), umpire);
            if (log.delivered(id, umpire.address())) {
                skipped.add(new SendReport.Skipped(id, umpire));
                continue;
            }
            PhaseOutcome outcome = JournalOutcome.outcome(store, game.scenario(), m);
            List<OutgoingMail> these = publisher.mails(outcome, List.of(umpire));
            // with the entries it tells, for a reprint of the whole mail (I-REP-20: one resolve, several phases)
            told.record(
                    Audience.UMPIRE, m.moment().mailKey(), instant(outcome.deadlineOf(Audience.UMPIRE)), entriesOf(m));
            these = outcome.state().isOver() ? withAfterActionReport(game, templatesDir, these) : these;
            int order = m.entry().map(JournalRecord::seq).orElse(0);
            these.forEach(x -> mails.add(Map.entry(order, x)));
        }
        mails.sort(Map.Entry.comparingByKey()); // stable: within a moment, US, JP, then the umpire
        // docs/club.md#observers (I-CLI-8): the observers' mails last, from the journal only: nothing above depends on
        // them
        ObserverMails.due(game, publisher, settings, templatesDir, log, skipped)
                .forEach(m -> mails.add(Map.entry(Integer.MAX_VALUE, m)));
        // docs/mail-in.md: the receipts a failed send left in the queue go first (they answer mails read before the
        // reports)
        List<ReplyQueue.Queued> queued = ReplyQueue.pending(store.dir());
        List<OutgoingMail> all =
                new ArrayList<>(queued.stream().map(ReplyQueue.Queued::mail).toList());
        mails.forEach(m -> all.add(m.getValue()));
        if (!mails.isEmpty()) {
            try {
                told.save(); // before the mails go: a mail out is never without its record
            } catch (UserException | UncheckedIOException e) {
                // the record serves reprints only: the mails go all the same (a reprint then gives the journal's
                // deadline)
            }
        }
        MailSender sender = Mailer.forGame(settings, store.dir(), System.getenv(), clock);
        SendReport sent = sender.send(all);
        ReplyQueue.done(queued, sent);
        skipped.addAll(sent.skipped());
        List<SendReport.Sent> delivered = new ArrayList<>(welcomes.sent());
        delivered.addAll(sent.sent());
        List<SendReport.Failed> failed = new ArrayList<>(welcomes.failed());
        failed.addAll(sent.failed());
        return new SendReport(sent.via(), delivered, skipped, failed);
    }

    /** The journal entries a moment's mail tells, oldest first (none for the opening). */
    private static List<Integer> entriesOf(JournalOutcome.Moment m) {
        List<Integer> seqs = new ArrayList<>();
        m.gathered().forEach(r -> seqs.add(r.seq()));
        m.entry().ifPresent(r -> seqs.add(r.seq()));
        return seqs;
    }

    private static Optional<Instant> instant(Optional<ZonedDateTime> deadline) {
        return deadline.map(ZonedDateTime::toInstant);
    }
}

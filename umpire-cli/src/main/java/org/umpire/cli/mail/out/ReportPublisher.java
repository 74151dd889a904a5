package org.umpire.cli.mail.out;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.report.PhaseOutcome;
import org.umpire.cli.report.ReportBundle;
import org.umpire.cli.report.ReportMoment;
import org.umpire.cli.report.ReportService;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;

/**
 * The mails of one moment: each side's report to each of its players in the player's language,
 * the umpire's report to the umpire. Each (audience, language) is rendered once.
 */
public final class ReportPublisher {

    private final ReportService reports;
    private final MailSettings settings;

    private final byte[] salt;

    public ReportPublisher(ReportService reports, MailSettings settings) {
        this(reports, settings, new byte[0]);
    }

    /** @param salt the game's key for Message-IDs ({@link MessageIds#salt}) */
    public ReportPublisher(ReportService reports, MailSettings settings, byte[] salt) {
        this.reports = reports;
        this.settings = settings;
        this.salt = salt.clone();
    }

    /** The Message-ID of the report of {@code moment} to {@code to}, without rendering it. */
    public String messageId(ReportMoment moment, Recipient to) {
        return MessageIds.forReport(moment, to, settings.messageIdDomain(), salt);
    }

    public ReportBundle bundle(PhaseOutcome outcome, Audience audience, Language language) {
        Optional<Side> side = audience.side();
        if (side.isPresent()) {
            return reports.side(outcome.situation(side.get()), language);
        }
        return reports.umpire(
                outcome.scenario(),
                outcome.moment(),
                outcome.state(),
                outcome.results().getOrDefault(Audience.UMPIRE, List.of()),
                outcome.dice(),
                Optional.ofNullable(outcome.awaited().get(Audience.UMPIRE)),
                language);
    }

    /** The game's key for Message-IDs. */
    public byte[] salt() {
        return salt.clone();
    }

    /**
     * A side's mail ({@link org.umpire.cli.report.SideSpans}) to each of {@code recipients}, the side's players:
     * always sent (the game waits for the side, or ends), named by the span's key.
     */
    public List<OutgoingMail> sideMails(PhaseOutcome outcome, Side side, List<Recipient> recipients) {
        Map<Language, ReportBundle> rendered = new HashMap<>();
        List<OutgoingMail> out = new ArrayList<>();
        for (Recipient r : recipients) {
            ReportBundle b = rendered.computeIfAbsent(r.language(), l -> reports.side(outcome.situation(side), l));
            out.add(ReportMails.of(b, r, settings, salt));
        }
        return out;
    }

    /** One mail per recipient, in the order given. */
    public List<OutgoingMail> mails(PhaseOutcome outcome, List<Recipient> recipients) {
        Map<String, ReportBundle> rendered = new HashMap<>();
        List<OutgoingMail> out = new ArrayList<>();
        for (Recipient r : recipients) {
            if (r.audience().side().isPresent()
                    && ReportService.tellsNothing(
                            outcome.situation(r.audience().side().get()))) {
                continue; // see docs/orders.md: no mail to a side for a phase
                // that told it nothing
            }
            ReportBundle b = rendered.computeIfAbsent(
                    r.audience() + "/" + r.language(), k -> bundle(outcome, r.audience(), r.language()));
            out.add(ReportMails.of(b, r, settings, salt));
        }
        return out;
    }

    /** The umpire's own address from the settings, as a recipient in {@code language}. */
    public Recipient umpire(Language language) {
        return new Recipient(Audience.UMPIRE, settings.umpire(), language);
    }
}

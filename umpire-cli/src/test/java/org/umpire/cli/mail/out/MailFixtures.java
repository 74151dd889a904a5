package org.umpire.cli.mail.out;

import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.umpire.cli.fixtures.MidwayFixture;
import org.umpire.cli.fixtures.Situations;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.SmtpSettings;
import org.umpire.cli.report.Awaited;
import org.umpire.cli.report.OrdersReceipt;
import org.umpire.cli.report.ReportBundle;
import org.umpire.cli.report.ReportMoment;
import org.umpire.cli.report.ReportService;
import org.umpire.cli.report.SideSituation;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.GameState;

/** Reports of the turn-3 fixture after the raid declarations, as mails to three readers. */
final class MailFixtures {

    static final ReportMoment MOMENT = new ReportMoment(Situations.GAME, 3, Phase.RAID_DECLARATION);
    static final Recipient US = new Recipient(Audience.US, "us1@club.example", Language.EN);
    static final Recipient JP = new Recipient(Audience.JP, "jp1@club.example", Language.FR);
    static final Recipient UMPIRE = new Recipient(Audience.UMPIRE, "arbitre@club.example", Language.FR);
    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-11T18:00:00Z"), ZoneOffset.UTC);
    private static final ReportService SERVICE = new ReportService(TemplateSource.builtIn());

    private MailFixtures() {}

    static MailSettings settings(Optional<SmtpSettings> smtp) {
        try {
            return new MailSettings(
                    new InternetAddress("Arbitre Célia Dupré <umpire@club.example>", true),
                    Optional.empty(),
                    UMPIRE.address(),
                    smtp,
                    new MailSettings.Retry(3, Duration.ofSeconds(2), Duration.ofSeconds(30)));
        } catch (AddressException e) {
            throw new AssertionError(e);
        }
    }

    static ReportBundle bundle(Recipient to) {
        GameState s = Situations.turn3();
        if (to.audience() == Audience.UMPIRE) {
            return SERVICE.umpire(
                    MidwayFixture.scenario(),
                    MOMENT,
                    s,
                    List.of(),
                    Situations.searchDice(),
                    Optional.empty(),
                    to.language());
        }
        Side side = to.audience().side().orElseThrow();
        SideSituation sit = SideSituation.of(
                MidwayFixture.scenario(),
                MOMENT,
                s,
                side,
                List.of(),
                Optional.of(new Awaited(3, Phase.NAVAL_COMBAT, Optional.of(Situations.DEADLINE), true)),
                Optional.of(new OrdersReceipt(List.of("2xYF+2xYD -> E6"), List.of())));
        return SERVICE.side(sit, to.language());
    }

    static List<OutgoingMail> mails(MailSettings settings, Recipient... to) {
        List<OutgoingMail> out = new ArrayList<>();
        for (Recipient r : to) {
            out.add(ReportMails.of(bundle(r), r, settings));
        }
        return out;
    }

    /** Records the waits asked for, never waits. */
    static final class RecordingSleeper implements MailSender.Sleeper {
        final List<Duration> waits = new ArrayList<>();

        @Override
        public void sleep(Duration d) {
            waits.add(d);
        }
    }
}

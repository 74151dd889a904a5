package org.umpire.cli.mail.out;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.fixtures.HandClock;
import org.umpire.cli.mail.MailSettings;
import org.umpire.engine.model.Language;

/**
 * The umpire hears of a lasting failure of {@code watch} by mail: not of a server restart (10 minutes
 * of grace), at most once an hour per kind of failure, once when it works again; the times survive a
 * restart of the program. The clock is the test's.
 */
class UmpireAlertsTest {

    @TempDir
    Path dir;

    private final HandClock clock = new HandClock(Instant.parse("2026-06-03T08:00:00Z"));
    private final List<String> log = new ArrayList<>();

    private UmpireAlerts alerts(Language language) {
        return new UmpireAlerts(
                dir, MailSettings.outboxOnly(), null, language, Map.of(), clock, log::add, UmpireAlerts.GRACE);
    }

    /** The subjects of the alert mails written so far, in the order written. */
    private List<String> subjects() throws Exception {
        Path outbox = dir.resolve(OutboxDelivery.FOLDER);
        if (!Files.isDirectory(outbox)) {
            return List.of();
        }
        List<MimeMessage> mails = new ArrayList<>();
        try (Stream<Path> files = Files.list(outbox)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                mails.add(new MimeMessage(Session.getInstance(new Properties()), Files.newInputStream(p)));
            }
        }
        mails.sort(Comparator.comparing(m -> {
            try {
                return m.getSentDate();
            } catch (MessagingException e) {
                throw new IllegalStateException(e);
            }
        }));
        List<String> out = new ArrayList<>();
        for (MimeMessage m : mails) {
            out.add(m.getSubject());
        }
        return out;
    }

    private void round(UmpireAlerts a, Duration later, UmpireAlerts.Kind... failing) {
        clock.advance(later);
        for (UmpireAlerts.Kind k : failing) {
            a.failed(k, "IMAP umpire@mail.club.example:993/INBOX (TLS): nothing answers at mail.club.example:993");
        }
        a.roundDone();
    }

    @Test
    void a_lasting_failure_is_told_once_an_hour_per_kind_and_its_end_once() throws Exception {
        UmpireAlerts a = alerts(Language.EN);
        UmpireAlerts.Kind receive = UmpireAlerts.Kind.RECEIVE;
        UmpireAlerts.Kind deliver = UmpireAlerts.Kind.DELIVER;
        round(a, Duration.ZERO, receive);
        round(a, Duration.ofMinutes(5), receive);
        assertThat(subjects()).as("a server restart passes unnoticed").isEmpty();
        round(a, Duration.ofMinutes(5), receive);
        assertThat(subjects()).containsExactly("[umpire] Players' mails cannot be read since 2026-06-03 08:00 UTC");
        for (int i = 0; i < 11; i++) {
            round(a, Duration.ofMinutes(5), receive);
        }
        assertThat(subjects()).as("at most one an hour").hasSize(1);
        round(a, Duration.ofMinutes(5), receive, deliver);
        assertThat(subjects()).as("an hour after the first").hasSize(2);
        round(a, Duration.ofMinutes(5), receive, deliver);
        round(a, Duration.ofMinutes(5), receive, deliver);
        assertThat(subjects())
                .as("the other kind has its own grace")
                .hasSize(3)
                .endsWith("[umpire] Mails cannot be delivered since 2026-06-03 09:10 UTC");
        round(a, Duration.ofMinutes(5));
        assertThat(subjects())
                .hasSize(5)
                .contains(
                        "[umpire] Players' mails are read again (2026-06-03 09:25 UTC)",
                        "[umpire] Mails are delivered again (2026-06-03 09:25 UTC)");
        round(a, Duration.ofMinutes(5));
        round(a, Duration.ofHours(2));
        assertThat(subjects()).as("told once that it works again").hasSize(5);
        assertThat(log).filteredOn(l -> l.startsWith("ALERT to the umpire")).hasSize(5);
        MimeMessage first = new MimeMessage(
                Session.getInstance(new Properties()),
                Files.newInputStream(Files.list(dir.resolve(OutboxDelivery.FOLDER))
                        .sorted()
                        .findFirst()
                        .orElseThrow()));
        assertThat(first.getHeader("X-Umpire-Alert")).isNotNull();
        assertThat(first.getHeader("Auto-Submitted")[0]).isEqualTo("auto-generated");
    }

    @Test
    void a_short_outage_sends_nothing_and_the_times_survive_a_restart() throws Exception {
        UmpireAlerts a = alerts(Language.FR);
        round(a, Duration.ZERO, UmpireAlerts.Kind.DELIVER);
        round(a, Duration.ofMinutes(4));
        assertThat(subjects())
                .as("over before the grace: no mail at all, not even 'works again'")
                .isEmpty();
        round(a, Duration.ofMinutes(1), UmpireAlerts.Kind.RECEIVE);
        round(alerts(Language.FR), Duration.ofMinutes(10), UmpireAlerts.Kind.RECEIVE);
        assertThat(subjects())
                .as("the restarted program knows since when it fails")
                .hasSize(1);
        assertThat(subjects().get(0)).startsWith("[arbitre] Les mails des joueurs ne peuvent plus être lus depuis");
        round(alerts(Language.FR), Duration.ofMinutes(30), UmpireAlerts.Kind.RECEIVE);
        assertThat(subjects()).as("and when it last told the umpire").hasSize(1);
        assertThat(Files.readString(dir.resolve(UmpireAlerts.FILE)))
                .doesNotContain("@")
                .doesNotContain("answers");
        round(alerts(Language.FR), Duration.ofMinutes(1));
        assertThat(subjects()).hasSize(2);
        assertThat(subjects().get(1)).startsWith("[arbitre] Les mails des joueurs sont de nouveau lus");
    }
}

package org.umpire.cli.mail.out;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.SmtpSettings;

/** Transient failures are retried with growing waits; permanent ones are reported at once, clearly. */
class RetryAndFailureTest {

    @TempDir
    Path gameDir;

    private static MailSettings settings(int port) {
        SmtpSettings smtp = new SmtpSettings(
                "127.0.0.1",
                port,
                SmtpSettings.Security.NONE,
                Optional.empty(),
                Optional.empty(),
                Duration.ofSeconds(5),
                Optional.empty());
        return MailFixtures.settings(Optional.of(smtp));
    }

    private SendReport send(MailSettings settings, MailFixtures.RecordingSleeper sleeper, List<OutgoingMail> mails) {
        return new MailSender(
                        new MailComposer(settings),
                        new SmtpDelivery(settings.smtp().orElseThrow(), Map.of()),
                        SentLog.of(gameDir),
                        settings.retry(),
                        sleeper,
                        MailFixtures.CLOCK)
                .send(mails);
    }

    @Test
    void a_451_reply_is_retried_after_a_wait_and_the_mail_goes_through() throws IOException {
        try (ScriptedSmtpServer server =
                new ScriptedSmtpServer().onMailFrom(1, "451 4.3.0 Mailbox temporarily unavailable, try again later")) {
            MailSettings settings = settings(server.port());
            List<OutgoingMail> mails = MailFixtures.mails(settings, MailFixtures.JP);
            MailFixtures.RecordingSleeper sleeper = new MailFixtures.RecordingSleeper();
            SendReport report = send(settings, sleeper, mails);
            assertThat(report.failed()).isEmpty();
            assertThat(report.sent()).extracting(SendReport.Sent::attempts).containsExactly(2);
            assertThat(sleeper.waits).containsExactly(Duration.ofSeconds(2));
            assertThat(server.connections()).isEqualTo(2);
            assertThat(server.received()).hasSize(1);
            assertThat(server.received().get(0))
                    .contains("Message-ID: " + mails.get(0).messageId());
            assertThat(SentLog.of(gameDir).contains(mails.get(0).messageId())).isTrue();
        }
    }

    @Test
    void a_server_that_keeps_failing_is_tried_the_configured_number_of_times_with_doubling_waits() throws IOException {
        try (ScriptedSmtpServer server = new ScriptedSmtpServer()
                .onMailFrom(1, "421 4.7.0 Too busy")
                .onMailFrom(2, "421 4.7.0 Too busy")
                .onMailFrom(3, "421 4.7.0 Too busy")) {
            MailSettings settings = settings(server.port());
            MailFixtures.RecordingSleeper sleeper = new MailFixtures.RecordingSleeper();
            SendReport report = send(settings, sleeper, MailFixtures.mails(settings, MailFixtures.US));
            assertThat(report.sent()).isEmpty();
            SendReport.Failed f = report.failed().get(0);
            assertThat(f.kind()).isEqualTo(DeliveryException.Kind.TRANSIENT);
            assertThat(f.attempts()).isEqualTo(3);
            assertThat(f.describe()).contains("us1@club.example", "failed after 3 tries", "421 4.7.0 Too busy");
            assertThat(sleeper.waits).containsExactly(Duration.ofSeconds(2), Duration.ofSeconds(4));
            assertThat(SentLog.of(gameDir).entries()).isEmpty();
        }
    }

    @Test
    void a_550_for_one_recipient_is_permanent_names_the_address_and_the_others_still_go() throws IOException {
        try (ScriptedSmtpServer server = new ScriptedSmtpServer()
                .onRcpt("jp1@club.example", "550 5.1.1 <jp1@club.example>: Recipient address rejected: User unknown")) {
            MailSettings settings = settings(server.port());
            MailFixtures.RecordingSleeper sleeper = new MailFixtures.RecordingSleeper();
            SendReport report = send(settings, sleeper, MailFixtures.mails(settings, MailFixtures.JP, MailFixtures.US));
            assertThat(report.sent()).extracting(s -> s.to().address()).containsExactly("us1@club.example");
            SendReport.Failed f = report.failed().get(0);
            assertThat(f.kind()).isEqualTo(DeliveryException.Kind.PERMANENT);
            assertThat(f.attempts()).isEqualTo(1);
            assertThat(f.serverReply()).contains("550 5.1.1", "User unknown");
            assertThat(f.hint()).contains("refused the recipient address jp1@club.example");
            assertThat(sleeper.waits).isEmpty();
            assertThat(server.received()).hasSize(1);
        }
    }

    @Test
    void a_closed_port_is_retried_then_reported_with_what_to_check() throws IOException {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        MailSettings settings = settings(port);
        MailFixtures.RecordingSleeper sleeper = new MailFixtures.RecordingSleeper();
        SendReport report = send(settings, sleeper, MailFixtures.mails(settings, MailFixtures.US));
        SendReport.Failed f = report.failed().get(0);
        assertThat(f.kind()).isEqualTo(DeliveryException.Kind.TRANSIENT);
        assertThat(f.attempts()).isEqualTo(3);
        assertThat(f.describe()).contains("cannot connect", "smtp.host, smtp.port and smtp.security");
        assertThat(sleeper.waits).hasSize(2);
    }

    @Test
    void waits_double_up_to_the_maximum() {
        MailSettings.Retry r = new MailSettings.Retry(6, Duration.ofSeconds(2), Duration.ofSeconds(10));
        assertThat(List.of(r.delayAfter(1), r.delayAfter(2), r.delayAfter(3), r.delayAfter(4), r.delayAfter(5)))
                .containsExactly(
                        Duration.ofSeconds(2),
                        Duration.ofSeconds(4),
                        Duration.ofSeconds(8),
                        Duration.ofSeconds(10),
                        Duration.ofSeconds(10));
    }
}

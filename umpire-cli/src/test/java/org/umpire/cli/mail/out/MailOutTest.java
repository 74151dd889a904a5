package org.umpire.cli.mail.out;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.UserException;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.MailSettingsFile;
import org.umpire.cli.mail.SmtpSettings;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;

/**
 * Mail-out failures that concern the whole batch stop it at once and within a stated time; bad
 * addresses are refused clearly, never written raw; progress is reported per mail.
 */
class MailOutTest {

    @TempDir
    Path gameDir;

    private static MailSettings settings(
            int port,
            SmtpSettings.Security security,
            Optional<String> user,
            int timeoutSeconds,
            MailSettings.Retry retry) {
        SmtpSettings smtp = new SmtpSettings(
                "127.0.0.1",
                port,
                security,
                user,
                user.map(u -> new SmtpSettings.PasswordSource.Env("PW")),
                Duration.ofSeconds(timeoutSeconds),
                Optional.empty());
        MailSettings base = MailFixtures.settings(Optional.of(smtp));
        return new MailSettings(base.from(), base.replyTo(), base.umpire(), base.smtp(), retry);
    }

    private SendReport send(
            MailSettings s,
            Clock clock,
            MailSender.Sleeper sleeper,
            List<OutgoingMail> mails,
            MailSender.Progress progress) {
        return new MailSender(
                        new MailComposer(s),
                        new SmtpDelivery(s.smtp().orElseThrow(), Map.of("PW", "wrong")),
                        SentLog.of(gameDir),
                        s.retry(),
                        sleeper,
                        clock)
                .withProgress(progress)
                .send(mails);
    }

    @Tag("benchmark")
    @Test
    void a_server_that_never_answers_makes_send_give_up_within_the_stated_time_and_the_other_mails_are_not_tried()
            throws IOException {
        try (ScriptedSmtpServer server = new ScriptedSmtpServer().silent()) {
            MailSettings s = settings(
                    server.port(),
                    SmtpSettings.Security.NONE,
                    Optional.empty(),
                    1,
                    new MailSettings.Retry(4, Duration.ofMillis(100), Duration.ofMillis(100), Duration.ofSeconds(2)));
            List<OutgoingMail> mails = MailFixtures.mails(s, MailFixtures.US, MailFixtures.JP, MailFixtures.UMPIRE);
            long start = System.nanoTime();
            SendReport r = send(s, Clock.systemUTC(), MailSender.Sleeper.REAL, mails, MailSender.Progress.NONE);
            long seconds = (System.nanoTime() - start) / 1_000_000_000L;

            // give-up 2 s + at most one try of 1 s (+ slack for a busy machine); before: 3 mails x 4 tries x 1 s
            assertThat(seconds).isLessThan(6);
            assertThat(r.sent()).isEmpty();
            assertThat(r.failed()).hasSize(3);
            assertThat(r.failed().get(0).serverReply()).contains("did not answer within 1 s");
            assertThat(r.failed().get(1).serverReply()).startsWith("not tried: ");
            assertThat(r.failed().get(2).attempts()).isZero();
        }
    }

    @Test
    void one_refused_login_stops_the_batch_the_wrong_password_is_tried_once() throws IOException {
        try (ScriptedSmtpServer server = new ScriptedSmtpServer().refusingLogins()) {
            MailSettings s = settings(
                    server.port(),
                    SmtpSettings.Security.NONE,
                    Optional.of("umpire"),
                    5,
                    new MailSettings.Retry(3, Duration.ofSeconds(2), Duration.ofSeconds(2)));
            MailFixtures.RecordingSleeper sleeper = new MailFixtures.RecordingSleeper();
            SendReport r = send(
                    s,
                    MailFixtures.CLOCK,
                    sleeper,
                    MailFixtures.mails(s, MailFixtures.US, MailFixtures.JP, MailFixtures.UMPIRE),
                    MailSender.Progress.NONE);
            assertThat(server.logins()).isEqualTo(1);
            assertThat(r.failed()).hasSize(3);
            assertThat(r.failed().get(0).describe())
                    .contains("login refused", "UMPIRE_SMTP_PASSWORD".substring(0, 0), "PW");
            assertThat(r.failed().get(2).serverReply()).startsWith("not tried: login refused");
            assertThat(sleeper.waits).isEmpty();
        }
    }

    /** see docs/mail-in.md: Postfix answers AUTH with 454 while Dovecot restarts: the server's trouble, not the password's. */
    @Test
    void a_4xx_answer_to_the_login_is_transient_retried_and_not_called_a_wrong_password() throws IOException {
        try (ScriptedSmtpServer server =
                new ScriptedSmtpServer().answeringLogins("454 4.7.0 Temporary authentication failure")) {
            MailSettings s = settings(
                    server.port(),
                    SmtpSettings.Security.NONE,
                    Optional.of("umpire"),
                    5,
                    new MailSettings.Retry(3, Duration.ofSeconds(2), Duration.ofSeconds(2)));
            MailFixtures.RecordingSleeper sleeper = new MailFixtures.RecordingSleeper();
            SendReport r = send(
                    s,
                    MailFixtures.CLOCK,
                    sleeper,
                    MailFixtures.mails(s, MailFixtures.US, MailFixtures.JP),
                    MailSender.Progress.NONE);
            assertThat(server.logins())
                    .as("tried again, as any transient failure")
                    .isEqualTo(3);
            assertThat(sleeper.waits).hasSize(2);
            SendReport.Failed f = r.failed().get(0);
            assertThat(f.kind()).isEqualTo(DeliveryException.Kind.TRANSIENT);
            assertThat(f.serverWide())
                    .as("the other mails would fail the same way: the batch stops")
                    .isTrue();
            assertThat(f.describe())
                    .contains("login not checked now", "454 4.7.0", "127.0.0.1:" + server.port(), "tried again later")
                    .doesNotContain("check smtp.user", "refused");
            assertThat(r.failed().get(1).serverReply()).startsWith("not tried: login not checked now");
        }
    }

    @Test
    void a_server_without_starttls_is_a_permanent_error_with_a_hint_not_retried() throws IOException {
        try (ScriptedSmtpServer server = new ScriptedSmtpServer()) {
            MailSettings s = settings(
                    server.port(),
                    SmtpSettings.Security.STARTTLS,
                    Optional.empty(),
                    5,
                    new MailSettings.Retry(4, Duration.ofSeconds(2), Duration.ofSeconds(2)));
            MailFixtures.RecordingSleeper sleeper = new MailFixtures.RecordingSleeper();
            SendReport r = send(
                    s,
                    MailFixtures.CLOCK,
                    sleeper,
                    MailFixtures.mails(s, MailFixtures.US, MailFixtures.JP),
                    MailSender.Progress.NONE);
            assertThat(r.failed()).hasSize(2);
            SendReport.Failed f = r.failed().get(0);
            assertThat(f.kind()).isEqualTo(DeliveryException.Kind.PERMANENT);
            assertThat(f.serverReply()).contains("offers no STARTTLS");
            assertThat(f.hint()).contains("smtp.security: tls");
            assertThat(sleeper.waits).isEmpty();
            assertThat(server.connections()).isEqualTo(1);
        }
    }

    @Test
    void an_address_with_non_ascii_characters_is_refused_clearly_never_written_raw_nor_logged_as_sent() {
        MailSettings s = MailFixtures.settings(Optional.empty());
        Recipient accented = new Recipient(Audience.JP, "jösé@club.example", Language.FR);
        List<OutgoingMail> mails = MailFixtures.mails(s, accented, MailFixtures.US);
        List<String> progress = new ArrayList<>();
        SendReport r = new MailSender(
                        new MailComposer(s),
                        new OutboxDelivery(gameDir.resolve("outbox")),
                        SentLog.of(gameDir),
                        s.retry(),
                        new MailFixtures.RecordingSleeper(),
                        MailFixtures.CLOCK)
                .withProgress((d, t) -> progress.add(d + "/" + t))
                .send(mails);
        assertThat(r.failed()).singleElement().satisfies(f -> {
            assertThat(f.to().address()).isEqualTo("jösé@club.example");
            assertThat(f.serverReply()).contains("outside ASCII");
            assertThat(f.hint()).contains("game.yaml");
        });
        assertThat(r.sent()).extracting(x -> x.to().address()).containsExactly("us1@club.example");
        assertThat(SentLog.of(gameDir).entries())
                .extracting(SentLog.Entry::recipient)
                .containsExactly("us1@club.example");
        assertThat(progress).containsExactly("1/2", "2/2");
    }

    @Test
    void a_from_value_with_a_line_break_is_refused_not_cut() throws IOException {
        Path f = gameDir.resolve("mail.yaml");
        Files.writeString(f, "from: \"Umpire <umpire@club.example>\\r\\nBcc: spy@evil.example\"\n");
        assertThatThrownBy(() -> MailSettingsFile.load(f))
                .isInstanceOf(UserException.class)
                .hasMessageContaining("line break")
                .hasMessageContaining("from");
    }
}

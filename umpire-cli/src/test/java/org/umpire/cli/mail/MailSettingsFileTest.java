package org.umpire.cli.mail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.ExitCode;
import org.umpire.cli.UserException;
import org.umpire.cli.mail.out.SmtpDelivery;

class MailSettingsFileTest {

    @TempDir
    Path dir;

    private Path write(String yaml) throws IOException {
        Path f = dir.resolve("mail.yaml");
        Files.writeString(f, yaml);
        return f;
    }

    @Test
    void a_full_file_is_read() throws IOException {
        MailSettings s = MailSettingsFile.load(write("""
                from: "Arbitre Midway <umpire@club.example>"
                reply-to: orders@club.example
                umpire: me@club.example
                smtp:
                  host: smtp.club.example
                  security: starttls
                  user: umpire@club.example
                  password-file: secrets/smtp-password
                  trust: smtp.club.example
                retry:
                  attempts: 5
                  first-delay-seconds: 3
                """));
        assertThat(s.from().getAddress()).isEqualTo("umpire@club.example");
        assertThat(s.from().getPersonal()).isEqualTo("Arbitre Midway");
        assertThat(s.replyTo().orElseThrow().getAddress()).isEqualTo("orders@club.example");
        assertThat(s.umpire()).isEqualTo("me@club.example");
        assertThat(s.messageIdDomain()).isEqualTo("club.example");
        SmtpSettings smtp = s.smtp().orElseThrow();
        assertThat(smtp.port()).isEqualTo(587);
        assertThat(smtp.security()).isEqualTo(SmtpSettings.Security.STARTTLS);
        assertThat(smtp.password()).contains(new SmtpSettings.PasswordSource.File(dir.resolve("secrets/smtp-password")));
        assertThat(smtp.timeout()).isEqualTo(Duration.ofSeconds(30));
        assertThat(s.retry()).isEqualTo(new MailSettings.Retry(5, Duration.ofSeconds(3), Duration.ofSeconds(60)));
    }

    @Test
    void without_smtp_mails_go_to_the_outbox_and_the_umpire_copy_to_the_sender() throws IOException {
        MailSettings s = MailSettingsFile.load(write("from: umpire@club.example\n"));
        assertThat(s.smtp()).isEmpty();
        assertThat(s.umpire()).isEqualTo("umpire@club.example");
    }

    @Test
    void a_password_written_in_the_file_is_refused_with_the_way_to_give_it() throws IOException {
        Path f = write("from: umpire@club.example\nsmtp:\n  host: h\n  user: u\n  password: hunter2\n");
        assertThatThrownBy(() -> MailSettingsFile.load(f)).isInstanceOf(UserException.class)
                .hasMessageContaining("line 5").hasMessageContaining("never write the password")
                .hasMessageContaining("password-env").hasMessageNotContaining("hunter2");
    }

    @Test
    void problems_name_the_line_or_the_field_and_the_fix() throws IOException {
        Path typo = write("from: umpire@club.example\nsmtp:\n  hots: smtp.club.example\n");
        assertThatThrownBy(() -> MailSettingsFile.load(typo)).hasMessageContaining("line 3")
                .hasMessageContaining("'hots'").hasMessageContaining("host");
        Path security = write("from: umpire@club.example\nsmtp:\n  host: h\n  security: ssl\n");
        assertThatThrownBy(() -> MailSettingsFile.load(security)).hasMessageContaining("line 4 (smtp.security)")
                .hasMessageContaining("none, starttls or tls");
        Path env = write("from: umpire@club.example\nsmtp:\n  host: h\n  user: u\n  password-env: \"my secret\"\n");
        assertThatThrownBy(() -> MailSettingsFile.load(env)).hasMessageContaining("NAME of an environment variable");
        Path from = write("from: not an address\n");
        assertThatThrownBy(() -> MailSettingsFile.load(from)).hasMessageContaining("line 1 (from)")
                .satisfies(e -> assertThat(((UserException) e).exitCode()).isEqualTo(ExitCode.INVALID));
    }

    @Test
    void the_settings_are_found_by_option_environment_or_beside_the_games_folder() throws IOException {
        Path games = dir.resolve("games");
        assertThat(MailSettingsFile.resolve(null, games, Map.of()).smtp()).isEmpty();
        assertThat(MailSettingsFile.resolve(null, games, Map.of()).from().getAddress()).isEqualTo("umpire@localhost");
        Path f = write("from: beside@club.example\n");
        assertThat(MailSettingsFile.resolve(null, games, Map.of()).from().getAddress()).isEqualTo("beside@club.example");
        Path other = dir.resolve("other.yaml");
        Files.writeString(other, "from: env@club.example\n");
        assertThat(MailSettingsFile.resolve(null, games, Map.of(MailSettingsFile.ENV, other.toString())).from()
                .getAddress()).isEqualTo("env@club.example");
        assertThat(MailSettingsFile.resolve(f, games, Map.of(MailSettingsFile.ENV, other.toString())).from()
                .getAddress()).isEqualTo("beside@club.example");
        assertThatThrownBy(() -> MailSettingsFile.resolve(dir.resolve("missing.yaml"), games, Map.of()))
                .hasMessageContaining("does not exist");
    }

    @Test
    void an_unset_password_variable_is_reported_before_any_connection() {
        SmtpSettings smtp = new SmtpSettings("h", 587, SmtpSettings.Security.STARTTLS, java.util.Optional.of("u"),
                java.util.Optional.of(new SmtpSettings.PasswordSource.Env("UMPIRE_SMTP_PASSWORD")), Duration.ofSeconds(5),
                java.util.Optional.empty());
        assertThatThrownBy(() -> new SmtpDelivery(smtp, Map.of())).hasMessageContaining("UMPIRE_SMTP_PASSWORD")
                .hasMessageContaining("not set");
    }
}

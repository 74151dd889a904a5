package org.umpire.cli.mail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
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
        assertThat(smtp.password())
                .contains(new SmtpSettings.PasswordSource.File(dir.resolve("secrets/smtp-password")));
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
        assertThatThrownBy(() -> MailSettingsFile.load(f))
                .isInstanceOf(UserException.class)
                .hasMessageContaining("line 5")
                .hasMessageContaining("never write the password")
                .hasMessageContaining("password-env")
                .hasMessageNotContaining("hunter2");
    }

    @Test
    void problems_name_the_line_or_the_field_and_the_fix() throws IOException {
        Path typo = write("from: umpire@club.example\nsmtp:\n  hots: smtp.club.example\n");
        assertThatThrownBy(() -> MailSettingsFile.load(typo))
                .hasMessageContaining("line 3")
                .hasMessageContaining("'hots'")
                .hasMessageContaining("host");
        Path security = write("from: umpire@club.example\nsmtp:\n  host: h\n  security: ssl\n");
        assertThatThrownBy(() -> MailSettingsFile.load(security))
                .hasMessageContaining("line 4 (smtp.security)")
                .hasMessageContaining("none, starttls or tls");
        Path env = write("from: umpire@club.example\nsmtp:\n  host: h\n  user: u\n  password-env: \"my secret\"\n");
        assertThatThrownBy(() -> MailSettingsFile.load(env)).hasMessageContaining("NAME of an environment variable");
        Path from = write("from: not an address\n");
        assertThatThrownBy(() -> MailSettingsFile.load(from))
                .hasMessageContaining("line 1 (from)")
                .satisfies(e -> assertThat(((UserException) e).exitCode()).isEqualTo(ExitCode.INVALID));
    }

    @Test
    void every_problem_of_the_file_s_shape_is_reported_at_once_with_its_line_and_field() throws IOException {
        Path f = write("from: umpire@club.example\nsmtp:\n  host: h\n  port: many\nretry: 3\nimap:\n  hots: h\n");
        assertThatThrownBy(() -> MailSettingsFile.load(f))
                .isInstanceOf(UserException.class)
                .hasMessageContaining("line 4 (smtp.port): \"many\" is not a whole number")
                .hasMessageContaining("line 5 (retry): should be a mapping")
                .hasMessageContaining("line 7 (imap.hots): unknown field 'hots'");
        assertThatThrownBy(() -> MailSettingsFile.load(write("# nothing yet\n")))
                .hasMessageContaining("the file is empty");
    }

    @Test
    void the_settings_are_found_by_option_environment_or_beside_the_games_folder() throws IOException {
        Path games = dir.resolve("games");
        assertThat(MailSettingsFile.resolve(null, games, Map.of()).smtp()).isEmpty();
        assertThat(MailSettingsFile.resolve(null, games, Map.of()).from().getAddress())
                .isEqualTo("umpire@localhost");
        Path f = write("from: beside@club.example\n");
        assertThat(MailSettingsFile.resolve(null, games, Map.of()).from().getAddress())
                .isEqualTo("beside@club.example");
        Path other = dir.resolve("other.yaml");
        Files.writeString(other, "from: env@club.example\n");
        assertThat(MailSettingsFile.resolve(null, games, Map.of(MailSettingsFile.ENV, other.toString()))
                        .from()
                        .getAddress())
                .isEqualTo("env@club.example");
        assertThat(MailSettingsFile.resolve(f, games, Map.of(MailSettingsFile.ENV, other.toString()))
                        .from()
                        .getAddress())
                .isEqualTo("beside@club.example");
        assertThatThrownBy(() -> MailSettingsFile.resolve(dir.resolve("missing.yaml"), games, Map.of()))
                .hasMessageContaining("does not exist");
    }

    @Test
    void an_unset_password_variable_is_reported_before_any_connection() {
        SmtpSettings smtp = new SmtpSettings(
                "h",
                587,
                SmtpSettings.Security.STARTTLS,
                Optional.of("u"),
                Optional.of(new SmtpSettings.PasswordSource.Env("UMPIRE_SMTP_PASSWORD")),
                Duration.ofSeconds(5),
                Optional.empty());
        assertThatThrownBy(() -> new SmtpDelivery(smtp, Map.of()))
                .hasMessageContaining("UMPIRE_SMTP_PASSWORD")
                .hasMessageContaining("not set");
    }

    @Test
    void the_imap_section_is_spelled_as_smtp_and_completes_an_address_given_on_the_command_line() throws IOException {
        Files.writeString(dir.resolve("ca.pem"), "not read yet");
        MailSettings s = MailSettingsFile.load(write("""
                from: umpire@club.example
                umpire: me@club.example
                imap:
                  host: mail.club.example
                  security: starttls
                  user: umpire@club.example
                  password-file: imap-password
                  trust-file: ca.pem
                """));
        ImapSettings alone = ImapSettings.resolve(Optional.empty(), s.imap());
        assertThat(alone.host()).isEqualTo("mail.club.example");
        assertThat(alone.port()).isEqualTo(143);
        assertThat(alone.security()).isEqualTo(SmtpSettings.Security.STARTTLS);
        assertThat(alone.user()).isEqualTo("umpire@club.example");
        assertThat(alone.folder()).isEqualTo("INBOX");
        assertThat(alone.password()).contains(new SmtpSettings.PasswordSource.File(dir.resolve("imap-password")));
        assertThat(alone.trustFile()).contains(dir.resolve("ca.pem"));
        ImapSettings url =
                ImapSettings.resolve(Optional.of("imap://orders@club.example@10.0.0.5:1143/Orders%20in"), s.imap());
        assertThat(url.host()).isEqualTo("10.0.0.5");
        assertThat(url.port()).isEqualTo(1143);
        assertThat(url.user()).isEqualTo("orders@club.example");
        assertThat(url.folder()).isEqualTo("Orders in");
        assertThat(url.security()).isEqualTo(SmtpSettings.Security.STARTTLS);
        assertThat(url.trustFile()).contains(dir.resolve("ca.pem"));
        assertThatThrownBy(() -> ImapSettings.resolve(Optional.of("imaps://u@h/INBOX"), s.imap()))
                .hasMessageContaining("mail.yaml line 5 (imap.security)")
                .hasMessageContaining("imap://");
    }

    @Test
    void an_imap_address_takes_the_user_up_to_the_last_at_and_no_password() {
        ImapSettings a = ImapSettings.resolve(
                Optional.of("imaps://umpire@club.example@mail.club.example/INBOX"), Optional.empty());
        assertThat(a.user()).isEqualTo("umpire@club.example");
        assertThat(a.host()).isEqualTo("mail.club.example");
        assertThat(a.port()).isEqualTo(993);
        assertThat(a.security()).isEqualTo(SmtpSettings.Security.TLS);
        ImapSettings b =
                ImapSettings.resolve(Optional.of("imap://umpire%40club.example@[::1]:10143"), Optional.empty());
        assertThat(b.user()).isEqualTo("umpire@club.example");
        assertThat(b.host()).isEqualTo("::1");
        assertThat(b.port()).isEqualTo(10143);
        assertThat(b.security()).isEqualTo(SmtpSettings.Security.NONE);
        assertThat(b.folder()).isEqualTo("INBOX");
        assertThatThrownBy(
                        () -> ImapSettings.resolve(Optional.of("imaps://u@club.example:pw@h/INBOX"), Optional.empty()))
                .hasMessageContaining("leave the password out");
        assertThatThrownBy(() -> ImapSettings.resolve(Optional.of("imaps://mail.club.example/INBOX"), Optional.empty()))
                .hasMessageContaining("imaps://USER@HOST/INBOX");
        assertThatThrownBy(() -> ImapSettings.resolve(Optional.empty(), Optional.empty()))
                .hasMessageContaining("add an 'imap:' section");
    }

    @Test
    void imap_and_trust_problems_name_the_line_and_the_fix() throws IOException {
        assertThatThrownBy(
                        () -> MailSettingsFile.load(write("from: u@club.example\nimap:\n  host: h\n  security: ssl\n")))
                .hasMessageContaining("line 4 (imap.security)")
                .hasMessageContaining("none, starttls or tls");
        assertThatThrownBy(() -> MailSettingsFile.load(write("""
                from: u@club.example
                imap:
                  host: h
                  user: u
                  trust-file: nowhere.pem
                """)))
                .hasMessageContaining("line 5 (imap.trust-file)")
                .hasMessageContaining("PEM file");
        Files.writeString(dir.resolve("ca.pem"), "x");
        assertThatThrownBy(() -> MailSettingsFile.load(write("""
                from: u@club.example
                smtp:
                  host: h
                  trust: h
                  trust-file: ca.pem
                """)))
                .hasMessageContaining("smtp.trust-file")
                .hasMessageContaining("keep");
        MailSettings noUser = MailSettingsFile.load(write("from: u@club.example\nimap:\n  host: h\n"));
        assertThatThrownBy(() -> ImapSettings.resolve(Optional.empty(), noUser.imap()))
                .hasMessageContaining("line 2 (imap)")
                .hasMessageContaining("imap.user is missing");
        assertThatThrownBy(() -> TlsTrust.socketFactory(dir.resolve("ca.pem"), "imap.trust-file"))
                .hasMessageContaining("imap.trust-file")
                .hasMessageContaining("no certificate in PEM form");
    }
}

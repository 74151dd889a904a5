package org.umpire.cli.mail.out;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.SmtpSettings;

/** SMTP over TLS (port 465 style) to GreenMail's self-signed server, trusted through {@code smtp.trust}. */
class GreenMailTlsTest {

    @RegisterExtension
    static final GreenMailExtension GREENMAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTPS_IMAPS));

    @TempDir
    Path gameDir;

    private SendReport send(Optional<String> trust) {
        return send(trust, Optional.empty());
    }

    private SendReport send(Optional<String> trust, Optional<Path> trustFile) {
        SmtpSettings smtp = new SmtpSettings(
                "127.0.0.1",
                GREENMAIL.getSmtps().getPort(),
                SmtpSettings.Security.TLS,
                Optional.empty(),
                Optional.empty(),
                Duration.ofSeconds(10),
                trust,
                trustFile);
        MailSettings settings = MailFixtures.settings(Optional.of(smtp));
        return new MailSender(
                        new MailComposer(settings),
                        new SmtpDelivery(smtp, Map.of()),
                        SentLog.of(gameDir),
                        settings.retry(),
                        new MailFixtures.RecordingSleeper(),
                        MailFixtures.CLOCK)
                .send(MailFixtures.mails(settings, MailFixtures.JP));
    }

    @Test
    void TLS_with_a_trusted_self_signed_certificate_delivers() throws Exception {
        SendReport report = send(Optional.of("*"));
        assertThat(report.failed()).isEmpty();
        assertThat(GREENMAIL.waitForIncomingEmail(5000, 1)).isTrue();
        assertThat(GREENMAIL.getReceivedMessages()[0].getSubject()).contains("déclaration des raids");
    }

    @Test
    void TLS_with_an_untrusted_certificate_is_a_permanent_failure_naming_the_setting() {
        SendReport report = send(Optional.empty());
        assertThat(report.sent()).isEmpty();
        SendReport.Failed f = report.failed().get(0);
        assertThat(f.kind()).isEqualTo(DeliveryException.Kind.PERMANENT);
        assertThat(f.describe())
                .contains("certificate that is not trusted", "smtp.trust-file")
                .doesNotContain("null");
    }

    /** The server's own certificate, copied to a PEM file: trusted as it is (pinned), whatever name it carries. */
    @Test
    void TLS_with_the_servers_own_certificate_in_trust_file_delivers() throws Exception {
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = GreenMailExtension.class.getClassLoader().getResourceAsStream("greenmail.p12")) {
            ks.load(in, "changeit".toCharArray());
        }
        byte[] der = ks.getCertificate(ks.aliases().nextElement()).getEncoded();
        Path pem = gameDir.resolve("smtp-cert.pem");
        Files.writeString(
                pem,
                "-----BEGIN CERTIFICATE-----\n" + Base64.getMimeEncoder().encodeToString(der)
                        + "\n-----END CERTIFICATE-----\n");
        SendReport report = send(Optional.empty(), Optional.of(pem));
        assertThat(report.failed()).isEmpty();
        assertThat(GREENMAIL.waitForIncomingEmail(5000, 1)).isTrue();
    }
}

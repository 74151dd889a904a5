package org.umpire.cli.mail.out;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.configuration.GreenMailConfiguration;
import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.BodyPart;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.Multipart;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.SmtpSettings;
import org.umpire.cli.report.ReportBundle;

/**
 * Real SMTP and IMAP on loopback (GreenMail, free ports): reports go out by SMTP with login, are read
 * back over IMAP with their parts, attachments, headers and accents, and a second run sends nothing.
 */
class GreenMailSendTest {

    private static final String PASSWORD_ENV = "UMPIRE_TEST_SMTP_PASSWORD";

    @RegisterExtension
    static final GreenMailExtension GREENMAIL = new GreenMailExtension(
                    ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP))
            .withConfiguration(GreenMailConfiguration.aConfig()
                    .withUser("umpire@club.example", "umpire", "s3cret-é")
                    .withUser("us1@club.example", "us1", "pw-us")
                    .withUser("jp1@club.example", "jp1", "pw-jp")
                    .withUser("arbitre@club.example", "arbitre", "pw-umpire"))
            .withPerMethodLifecycle(true);

    @TempDir
    Path gameDir;

    private SmtpSettings smtp(String user) {
        return new SmtpSettings(
                "127.0.0.1",
                GREENMAIL.getSmtp().getPort(),
                SmtpSettings.Security.NONE,
                Optional.of(user),
                Optional.of(new SmtpSettings.PasswordSource.Env(PASSWORD_ENV)),
                Duration.ofSeconds(10),
                Optional.empty());
    }

    private SendReport send(MailSettings settings, String password, List<OutgoingMail> mails) {
        SmtpDelivery delivery = new SmtpDelivery(settings.smtp().orElseThrow(), Map.of(PASSWORD_ENV, password));
        return new MailSender(
                        new MailComposer(settings),
                        delivery,
                        SentLog.of(gameDir),
                        settings.retry(),
                        new MailFixtures.RecordingSleeper(),
                        MailFixtures.CLOCK)
                .send(mails);
    }

    private static MimeMessage[] imapInbox(String login, String password) throws Exception {
        Properties p = new Properties();
        Session session = Session.getInstance(p);
        Store store = session.getStore("imap");
        store.connect("127.0.0.1", GREENMAIL.getImap().getPort(), login, password);
        Folder inbox = store.getFolder("INBOX");
        inbox.open(Folder.READ_ONLY);
        Message[] msgs = inbox.getMessages();
        MimeMessage[] copies = new MimeMessage[msgs.length];
        for (int i = 0; i < msgs.length; i++) {
            copies[i] = new MimeMessage((MimeMessage) msgs[i]);
        }
        inbox.close(false);
        store.close();
        return copies;
    }

    @Tag("slow")
    @Test
    void reports_sent_by_smtp_are_read_back_over_imap_whole() throws Exception {
        MailSettings settings = MailFixtures.settings(Optional.of(smtp("umpire")));
        List<OutgoingMail> mails = MailFixtures.mails(settings, MailFixtures.US, MailFixtures.JP, MailFixtures.UMPIRE);
        SendReport report = send(settings, "s3cret-é", mails);
        assertThat(report.failed()).isEmpty();
        assertThat(report.sent()).hasSize(3);
        assertThat(GREENMAIL.waitForIncomingEmail(5000, 3)).isTrue();

        MimeMessage[] jp = imapInbox("jp1", "pw-jp");
        assertThat(jp).hasSize(1);
        MimeMessage m = jp[0];
        ReportBundle expected = MailFixtures.bundle(MailFixtures.JP);
        assertThat(m.getSubject()).isEqualTo("[midway-club-1] T3 11h30 — déclaration des raids");
        assertThat(m.getMessageID()).isEqualTo(mails.get(1).messageId());
        assertThat(m.getHeader("In-Reply-To")[0])
                .matches("<midway-club-1\\.secret\\.jp\\.[0-9a-f]{10}@club\\.example>");
        assertThat(((InternetAddress) m.getFrom()[0]).getPersonal()).isEqualTo("Arbitre Célia Dupré");
        Multipart mixed = (Multipart) m.getContent();
        Multipart related = (Multipart) mixed.getBodyPart(0).getContent();
        Multipart alternative = (Multipart) related.getBodyPart(0).getContent();
        String text = ((String) alternative.getBodyPart(0).getContent()).replace("\r\n", "\n");
        assertThat(text).isEqualTo(expected.text()).contains("Envoyez vos ordres", "Nouvelles", "prêt");
        assertThat(((String) alternative.getBodyPart(1).getContent()).replace("\r\n", "\n"))
                .isEqualTo(expected.html());
        BodyPart png = mixed.getBodyPart(1);
        assertThat(png.getFileName()).isEqualTo("carte-midway-club-1-T03-JP.png");
        assertThat(MailComposerTest.bytes(png)).isEqualTo(expected.mapPng());
        BodyPart csv = mixed.getBodyPart(2);
        assertThat(csv.getFileName()).isEqualTo("état-des-forces-midway-club-1-T03-JP.csv");
        assertThat(new String(MailComposerTest.bytes(csv), StandardCharsets.UTF_8))
                .isEqualTo(new String(expected.csv(), StandardCharsets.UTF_8));

        MimeMessage[] us = imapInbox("us1", "pw-us");
        assertThat(us).hasSize(1);
        assertThat(us[0].getSubject()).isEqualTo("[midway-club-1] T3 11:30 — raid declarations");
        assertThat(((Multipart) us[0].getContent()).getBodyPart(2).getFileName())
                .isEqualTo("forces-midway-club-1-T03-US.csv");
        MimeMessage[] umpire = imapInbox("arbitre", "pw-umpire");
        assertThat(umpire).hasSize(1);
        assertThat(umpire[0].getHeader("X-Umpire-Report")[0]).isEqualTo("T03-P03 UMPIRE");
    }

    @Test
    void sending_twice_sends_nothing_twice() throws Exception {
        MailSettings settings = MailFixtures.settings(Optional.of(smtp("umpire")));
        List<OutgoingMail> mails = MailFixtures.mails(settings, MailFixtures.US, MailFixtures.JP);
        assertThat(send(settings, "s3cret-é", mails).sent()).hasSize(2);
        SendReport again = send(settings, "s3cret-é", mails);
        assertThat(again.sent()).isEmpty();
        assertThat(again.skipped())
                .extracting(SendReport.Skipped::messageId)
                .containsExactly(mails.get(0).messageId(), mails.get(1).messageId());
        assertThat(GREENMAIL.waitForIncomingEmail(800, 3)).isFalse();
        assertThat(GREENMAIL.getReceivedMessages()).hasSize(2);
        assertThat(SentLog.of(gameDir).entries()).hasSize(2);
    }

    @Test
    void a_refused_login_is_permanent_and_says_what_to_check() {
        MailSettings settings = MailFixtures.settings(Optional.of(smtp("umpire")));
        SendReport report = send(settings, "wrong", MailFixtures.mails(settings, MailFixtures.US));
        assertThat(report.sent()).isEmpty();
        assertThat(report.failed()).hasSize(1);
        SendReport.Failed f = report.failed().get(0);
        assertThat(f.kind()).isEqualTo(DeliveryException.Kind.PERMANENT);
        assertThat(f.attempts()).isEqualTo(1);
        assertThat(f.describe()).contains("us1@club.example", "login refused", "smtp.user", PASSWORD_ENV);
        assertThat(SentLog.of(gameDir).entries()).isEmpty();
    }
}

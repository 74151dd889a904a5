package org.umpire.cli.mail.out;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.BodyPart;
import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Optional;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.report.ReportBundle;
import org.umpire.cli.report.ReportMoment;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;

class MailComposerTest {

    private static final MailSettings SETTINGS = MailFixtures.settings(Optional.empty());
    private static final MailComposer COMPOSER = new MailComposer(SETTINGS);

    static byte[] bytes(BodyPart part) throws IOException, MessagingException {
        try (InputStream in = part.getInputStream();
                ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            in.transferTo(out);
            return out.toByteArray();
        }
    }

    @Test
    void a_report_mail_is_text_and_html_alternatives_with_the_map_and_the_csv_attached() throws Exception {
        ReportBundle b = MailFixtures.bundle(MailFixtures.JP);
        OutgoingMail mail = ReportMails.of(b, MailFixtures.JP, SETTINGS);
        byte[] eml = MailComposer.bytes(COMPOSER.compose(mail, MailFixtures.CLOCK.instant()));
        int firstEightBit = -1;
        for (int i = 0; i < eml.length && firstEightBit < 0; i++) {
            firstEightBit = (eml[i] & 0x80) != 0 ? i : -1;
        }
        assertThat(firstEightBit)
                .as(
                        "every byte is 7-bit ASCII (UTF-8 is encoded); first 8-bit byte near: %s",
                        firstEightBit < 0
                                ? ""
                                : new String(eml, Math.max(0, firstEightBit - 300), 320, StandardCharsets.ISO_8859_1))
                .isEqualTo(-1);
        MimeMessage m = COMPOSER.parse(eml);
        assertThat(m.getSubject()).isEqualTo("[midway-club-1] T3 11h30 — déclaration des raids");
        InternetAddress from = (InternetAddress) m.getFrom()[0];
        assertThat(from.getAddress()).isEqualTo("umpire@club.example");
        assertThat(from.getPersonal()).isEqualTo("Arbitre Célia Dupré");
        assertThat(m.getHeader("Message-ID")[0]).isEqualTo(mail.messageId());
        assertThat(m.getHeader("In-Reply-To")[0])
                .matches("<midway-club-1\\.secret\\.jp\\.[0-9a-f]{10}@club\\.example>");
        assertThat(m.getHeader("References")[0]).matches("<midway-club-1\\.secret\\.jp\\.[0-9a-f]{10}@club\\.example>");
        assertThat(m.getHeader("Auto-Submitted")[0]).isEqualTo("auto-generated");
        assertThat(m.getHeader("X-Umpire-Report")[0]).isEqualTo("T03-P03 JP");
        assertThat(m.getContentType()).startsWith("multipart/mixed");
        Multipart mixed = (Multipart) m.getContent();
        assertThat(mixed.getCount()).isEqualTo(3);
        Multipart related = (Multipart) mixed.getBodyPart(0).getContent();
        assertThat(related.getContentType()).startsWith("multipart/related");
        Multipart alternative = (Multipart) related.getBodyPart(0).getContent();
        assertThat(alternative.getContentType()).startsWith("multipart/alternative");
        // the map inline in the HTML (see docs/orders.md): a cid: reference
        // and the image beside it, the one made for a phone
        // (see docs/reports-and-mail.md), while the full map is attached
        BodyPart inline = related.getBodyPart(1);
        assertThat(inline.getContentType()).startsWith("image/png");
        assertThat(((MimeBodyPart) inline).getContentID()).isEqualTo("<map@umpire>");
        assertThat(inline.getDisposition()).isEqualTo(Part.INLINE);
        assertThat(inline.getFileName()).isEqualTo("carte-midway-club-1-T03-JP-mobile.png");
        assertThat(bytes(inline)).isEqualTo(b.phoneMapPng()).isNotEqualTo(b.mapPng());
        assertThat(b.html()).contains("src=\"cid:map@umpire\"");
        BodyPart text = alternative.getBodyPart(0);
        BodyPart html = alternative.getBodyPart(1);
        assertThat(text.getContentType()).startsWith("text/plain").containsIgnoringCase("charset=UTF-8");
        assertThat(html.getContentType()).startsWith("text/html").containsIgnoringCase("charset=UTF-8");
        assertThat(((String) text.getContent()).replace("\r\n", "\n")).isEqualTo(b.text());
        assertThat(((String) html.getContent()).replace("\r\n", "\n")).isEqualTo(b.html());
        BodyPart png = mixed.getBodyPart(1);
        assertThat(png.getContentType()).startsWith("image/png");
        assertThat(png.getFileName()).isEqualTo("carte-midway-club-1-T03-JP.png");
        assertThat(bytes(png)).isEqualTo(b.mapPng());
        BodyPart csv = mixed.getBodyPart(2);
        assertThat(csv.getFileName()).isEqualTo("état-des-forces-midway-club-1-T03-JP.csv");
        assertThat(new String(bytes(csv), StandardCharsets.UTF_8)).startsWith("Code,Nom,Type,Nature");
    }

    @Test
    void message_ids_carry_no_unsalted_hash_of_the_address_only_one_keyed_by_the_games_secret() throws Exception {
        ReportMoment m = MailFixtures.MOMENT;
        byte[] saltA = MessageIds.salt(new byte[] {1, 2, 3});
        byte[] saltB = MessageIds.salt(new byte[] {1, 2, 4});
        String plain = MessageIds.forReport(m, MailFixtures.JP, "club.example");
        String a = MessageIds.forReport(m, MailFixtures.JP, "club.example", saltA);
        String b = MessageIds.forReport(m, MailFixtures.JP, "club.example", saltB);
        assertThat(a)
                .matches("<midway-club-1\\.T03-P03\\.e0000\\.jp\\.[0-9a-f]{10}@club\\.example>")
                .isEqualTo(MessageIds.forReport(m, MailFixtures.JP, "club.example", saltA))
                .isNotEqualTo(plain)
                .isNotEqualTo(b);
        // nobody without the key can test a guessed address: the plain SHA-256 of it is not in the id
        String sha = HexFormat.of()
                .formatHex(
                        MessageDigest.getInstance("SHA-256")
                                .digest(MailFixtures.JP
                                        .address()
                                        .toLowerCase(Locale.ROOT)
                                        .getBytes(StandardCharsets.UTF_8)),
                        0,
                        5);
        assertThat(a).doesNotContain(sha);
    }

    @Test
    void message_ids_are_stable_per_game_turn_phase_journal_entry_and_recipient() {
        ReportMoment m = MailFixtures.MOMENT;
        String id = MessageIds.forReport(m, MailFixtures.JP, "club.example");
        assertThat(id)
                .isEqualTo(MessageIds.forReport(
                        m, new Recipient(Audience.JP, "JP1@club.example", Language.FR), "club.example"));
        assertThat(id)
                .matches("<midway-club-1\\.T03-P03\\.e0000\\.jp\\.[0-9a-f]{10}@club\\.example>")
                .doesNotContain("jp1@");
        assertThat(MessageIds.forReport(m, new Recipient(Audience.JP, "jp2@club.example", Language.FR), "club.example"))
                .isNotEqualTo(id);
        assertThat(MessageIds.forReport(
                        new ReportMoment(m.gameId(), 3, Phase.BOMBING), MailFixtures.JP, "club.example"))
                .isNotEqualTo(id);
        assertThat(MessageIds.forReport(
                        new ReportMoment(m.gameId(), 4, Phase.RAID_DECLARATION), MailFixtures.JP, "club.example"))
                .isNotEqualTo(id);
        // GAME-4: the same phase resolved again after an undo is another journal entry, another mail.
        String entry7 = MessageIds.forReport(
                new ReportMoment(m.gameId(), 3, Phase.RAID_DECLARATION, 7), MailFixtures.JP, "club.example");
        assertThat(entry7)
                .contains(".T03-P03.e0007.jp.")
                .isNotEqualTo(id)
                .isNotEqualTo(MessageIds.forReport(
                        new ReportMoment(m.gameId(), 3, Phase.RAID_DECLARATION, 9), MailFixtures.JP, "club.example"));
    }

    @Test
    void a_report_cannot_be_addressed_to_a_reader_of_another_audience_or_language() {
        ReportBundle us = MailFixtures.bundle(MailFixtures.US);
        Assertions.assertThatThrownBy(() -> ReportMails.of(us, MailFixtures.JP, SETTINGS))
                .hasMessageContaining("jp1@club.example");
        Assertions.assertThatThrownBy(
                        () -> ReportMails.of(us, new Recipient(Audience.US, "us2@club.example", Language.FR), SETTINGS))
                .hasMessageContaining("FR");
    }

    @Test
    void recipients_are_plain_addresses() {
        Assertions.assertThatThrownBy(() -> new Recipient(Audience.US, "Bob <bob@x.org>", Language.EN))
                .hasMessageContaining("not a plain e-mail address");
        Assertions.assertThatThrownBy(() -> new Recipient(Audience.US, "bob", Language.EN))
                .isInstanceOf(IllegalArgumentException.class);
    }
}

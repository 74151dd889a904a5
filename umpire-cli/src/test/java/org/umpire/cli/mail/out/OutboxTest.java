package org.umpire.cli.mail.out;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.mail.MailSettings;

/** Without SMTP, mails become .eml files in the game's outbox, once each. */
class OutboxTest {

    @TempDir
    Path gameDir;

    private SendReport send(List<OutgoingMail> mails) {
        MailSettings settings = MailFixtures.settings(Optional.empty());
        return new MailSender(
                        new MailComposer(settings),
                        new OutboxDelivery(gameDir.resolve(OutboxDelivery.FOLDER)),
                        SentLog.of(gameDir),
                        settings.retry(),
                        new MailFixtures.RecordingSleeper(),
                        MailFixtures.CLOCK)
                .send(mails);
    }

    private List<Path> outbox() throws IOException {
        try (Stream<Path> s = Files.list(gameDir.resolve(OutboxDelivery.FOLDER))) {
            return s.sorted().collect(Collectors.toList());
        }
    }

    @Test
    void mails_are_written_as_eml_files_named_after_their_message_id_and_never_twice() throws Exception {
        MailSettings settings = MailFixtures.settings(Optional.empty());
        List<OutgoingMail> mails = MailFixtures.mails(settings, MailFixtures.US, MailFixtures.JP, MailFixtures.UMPIRE);
        SendReport first = send(mails);
        assertThat(first.sent()).hasSize(3);
        assertThat(first.via()).startsWith("outbox ");
        List<Path> files = outbox();
        assertThat(files)
                .extracting(p -> p.getFileName().toString())
                .containsExactlyInAnyOrder(
                        OutboxDelivery.fileName(mails.get(0).messageId()),
                        OutboxDelivery.fileName(mails.get(1).messageId()),
                        OutboxDelivery.fileName(mails.get(2).messageId()));
        Path jpFile = gameDir.resolve(OutboxDelivery.FOLDER)
                .resolve(OutboxDelivery.fileName(mails.get(1).messageId()));
        MimeMessage jp = new MailComposer(settings).parse(Files.readAllBytes(jpFile));
        assertThat(jp.getMessageID()).isEqualTo(mails.get(1).messageId());
        assertThat(jp.getSubject()).contains("déclaration des raids");
        long modified = Files.getLastModifiedTime(jpFile).toMillis();

        SendReport second = send(mails);
        assertThat(second.sent()).isEmpty();
        assertThat(second.skipped()).hasSize(3);
        assertThat(outbox()).hasSize(3);
        assertThat(Files.getLastModifiedTime(jpFile).toMillis()).isEqualTo(modified);
        assertThat(Files.readAllLines(gameDir.resolve("mail/sent.log")))
                .hasSize(3)
                .allSatisfy(l -> assertThat(l.split("\t")).hasSize(4));
    }

    @Test
    void a_sent_log_line_cut_short_by_a_crash_is_ignored_and_the_next_line_starts_clean() throws IOException {
        Path log = gameDir.resolve("mail/sent.log");
        Files.createDirectories(log.getParent());
        Files.writeString(
                log, "<a@x>\tus1@club.example\tsmtp\t2026-03-11T18:00:00Z\n<b@x>\tjp1@clu", StandardCharsets.UTF_8);
        SentLog sent = SentLog.of(gameDir);
        assertThat(sent.contains("<a@x>")).isTrue();
        assertThat(sent.contains("<b@x>")).isFalse();
        sent.record("<c@x>", "jp1@club.example", "outbox", Instant.parse("2026-03-11T18:05:00Z"));
        SentLog again = SentLog.of(gameDir);
        assertThat(again.entries()).extracting(SentLog.Entry::messageId).containsExactly("<a@x>", "<c@x>");
    }
}

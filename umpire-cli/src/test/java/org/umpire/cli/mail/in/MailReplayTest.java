package org.umpire.cli.mail.in;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 22 item 4: a mail cannot be squatted (another mail under its Message-ID handled first) nor replayed
 * (a mail written before the latest report read as orders for the game as it stands now).
 */
class MailReplayTest {

    @TempDir
    Path root;

    MailGames games;

    @BeforeEach
    void setUp() {
        games = new MailGames(root);
    }

    private static byte[] mail(String id, String from, String body) {
        return MailIntakeTest.mail(id, from, "[club-42] orders", body);
    }

    // --- squatting by Message-ID ---

    @Test
    void a_strangers_mail_under_a_players_message_id_does_not_stop_the_players_mail() {
        MailIntake.Handled squat = games.intake().handle(mail("genuine@x", "mallory@evil.example", "Yorktown N1\n"));
        assertThat(squat.outcome()).isEqualTo(MailIntake.Outcome.FAILED);
        assertThat(squat.log()).contains("refused").contains("answered");

        MailIntake.Handled genuine = games.intake().handle(mail("genuine@x", "nimitz@club.example",
                "Yorktown N6\ncode: blue-whale-42\n"));
        assertThat(genuine.outcome()).isEqualTo(MailIntake.Outcome.PROCESSED);
        assertThat(genuine.log()).contains("stored");
        assertThat(games.stored("club-42", "US")).contains("Yorktown N6");

        MailIntake.Handled again = games.intake().handle(mail("genuine@x", "nimitz@club.example",
                "Yorktown N6\ncode: blue-whale-42\n"));
        assertThat(again.log()).contains("handled before");
        assertThat(games.replies()).hasSize(2);   // the stranger's answer and one receipt
    }

    @Test
    void the_same_mail_delivered_again_with_other_transport_headers_is_handled_once() {
        byte[] first = mail("twice@x", "nimitz@club.example", "Yorktown N6\ncode: blue-whale-42\n");
        byte[] second = ("Received: from relay.example by mx.club.example; Wed, 3 Jun 2026 08:01:00 +0000\n"
                + "Delivered-To: umpire@localhost\n" + new String(first, StandardCharsets.UTF_8))
                .getBytes(StandardCharsets.UTF_8);
        games.intake().handle(first);
        MailIntake.Handled again = games.intake().handle(second);
        assertThat(again.log()).contains("handled before");
        assertThat(games.replies()).hasSize(1);
    }

    @Test
    void the_other_player_cannot_squat_a_message_id_either() {
        MailIntake.Handled jp = games.intake().handle(MailIntakeTest.mail("us-mail@x", "yamamoto@club.example",
                "[club-42] ordres", "code: kaze-no-kami\n"));
        assertThat(jp.outcome()).isEqualTo(MailIntake.Outcome.PROCESSED);
        MailIntake.Handled us = games.intake().handle(mail("us-mail@x", "nimitz@club.example",
                "Yorktown N6\ncode: blue-whale-42\n"));
        assertThat(us.log()).contains("club-42 US").contains("stored");
        assertThat(games.stored("club-42", "US")).contains("Yorktown N6");
    }

    @Test
    void an_earlier_handled_log_line_counts_only_for_a_mail_processed_for_a_player() throws Exception {
        Path log = games.games.resolve(IntakeLog.FOLDER).resolve("handled.log");
        Files.createDirectories(log.getParent());
        Files.writeString(log, "2026-06-01T08:00:00Z\t" + IntakeLog.hash("<refused@x>") + "\tfailed\n"
                + "2026-06-01T08:00:00Z\t" + IntakeLog.hash("<read@x>") + "\tprocessed club-42 US\n");
        MailIntake.Handled refusedBefore = games.intake().handle(mail("refused@x", "nimitz@club.example",
                "Yorktown N6\ncode: blue-whale-42\n"));
        assertThat(refusedBefore.log()).contains("stored");
        MailIntake.Handled readBefore = games.intake().handle(mail("read@x", "nimitz@club.example",
                "Yorktown N5\ncode: blue-whale-42\n"));
        assertThat(readBefore.log()).contains("handled before");
        assertThat(games.stored("club-42", "US")).contains("Yorktown N6");
    }

    @Test
    void the_logs_name_the_mail_by_its_own_key_and_hold_no_address() throws Exception {
        games.intake().handle(mail("k@x", "nimitz@club.example", "Yorktown N6\ncode: blue-whale-42\n"));
        String handled = Files.readString(games.games.resolve(IntakeLog.FOLDER).resolve("handled.log"));
        String received = Files.readString(games.games.resolve("club-42").resolve("mail").resolve("received.log"));
        assertThat(handled.split("\t")[1]).hasSize(IntakeLog.MAIL_KEY_HEX);
        assertThat(received.split("\t")[1]).isEqualTo(handled.split("\t")[1]);
        assertThat(handled + received).doesNotContain("nimitz").doesNotContain("k@x");
    }

    static List<String> bodies(MailGames games) {
        return games.replies().stream().map(m -> {
            try {
                java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
                m.writeTo(out);
                return MailParser.parse(out.toByteArray()).text();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }).toList();
    }

    static Instant at(String s) {
        return Instant.parse(s);
    }
}

package org.umpire.cli.mail.in;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.internet.MailDateFormat;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/mail-in.md#threat-model: a mail cannot be squatted (another mail under its Message-ID handled first) nor replayed
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

        MailIntake.Handled genuine =
                games.intake().handle(mail("genuine@x", "nimitz@club.example", "Yorktown N6\ncode: blue-whale-42\n"));
        assertThat(genuine.outcome()).isEqualTo(MailIntake.Outcome.PROCESSED);
        assertThat(genuine.log()).contains("stored");
        assertThat(games.stored("club-42", "US")).contains("Yorktown N6");

        MailIntake.Handled again =
                games.intake().handle(mail("genuine@x", "nimitz@club.example", "Yorktown N6\ncode: blue-whale-42\n"));
        assertThat(again.log()).contains("handled before");
        assertThat(games.replies()).hasSize(2); // the stranger's answer and one receipt
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
        MailIntake.Handled jp = games.intake()
                .handle(MailIntakeTest.mail(
                        "us-mail@x", "yamamoto@club.example", "[club-42] ordres", "code: kaze-no-kami\n"));
        assertThat(jp.outcome()).isEqualTo(MailIntake.Outcome.PROCESSED);
        MailIntake.Handled us =
                games.intake().handle(mail("us-mail@x", "nimitz@club.example", "Yorktown N6\ncode: blue-whale-42\n"));
        assertThat(us.log()).contains("club-42 US").contains("stored");
        assertThat(games.stored("club-42", "US")).contains("Yorktown N6");
    }

    @Test
    void an_earlier_handled_log_line_counts_only_for_a_mail_processed_for_a_player() throws Exception {
        Path log = games.games.resolve(IntakeLog.FOLDER).resolve("handled.log");
        Files.createDirectories(log.getParent());
        Files.writeString(
                log,
                "2026-06-01T08:00:00Z\t" + IntakeLog.hash("<refused@x>") + "\tfailed\n" + "2026-06-01T08:00:00Z\t"
                        + IntakeLog.hash("<read@x>") + "\tprocessed club-42 US\n");
        MailIntake.Handled refusedBefore =
                games.intake().handle(mail("refused@x", "nimitz@club.example", "Yorktown N6\ncode: blue-whale-42\n"));
        assertThat(refusedBefore.log()).contains("stored");
        MailIntake.Handled readBefore =
                games.intake().handle(mail("read@x", "nimitz@club.example", "Yorktown N5\ncode: blue-whale-42\n"));
        assertThat(readBefore.log()).contains("handled before");
        assertThat(games.stored("club-42", "US")).contains("Yorktown N6");
    }

    @Test
    void the_logs_name_the_mail_by_its_own_key_and_hold_no_address() throws Exception {
        games.intake().handle(mail("k@x", "nimitz@club.example", "Yorktown N6\ncode: blue-whale-42\n"));
        String handled = Files.readString(games.games.resolve(IntakeLog.FOLDER).resolve("handled.log"));
        String received =
                Files.readString(games.games.resolve("club-42").resolve("mail").resolve("received.log"));
        assertThat(handled.split("\t")[1]).hasSize(IntakeLog.MAIL_KEY_HEX);
        assertThat(received.split("\t")[1]).isEqualTo(handled.split("\t")[1]);
        assertThat(handled + received).doesNotContain("nimitz").doesNotContain("k@x");
    }

    // --- replay: a mail written before the latest report (I-ORD-26) ---

    private static final String US_OPENING = "<club-42.T00-P00.r0.us.aaaa1@club.example>";
    private static final String US_T01 = "<club-42.T01-P01.r0.us.bbbb2@club.example>";
    private static final String JP_OPENING = "<club-42.T00-P00.r0.jp.cccc3@club.example>";
    private static final String JP_T01 = "<club-42.T01-P01.r0.jp.dddd4@club.example>";

    /** The game's sent log: the opening reports on 1 June, the turn-1 reports on 2 June at 08:00 UTC. */
    private void reportsSent() throws Exception {
        Path log = games.games.resolve("club-42").resolve("mail").resolve("sent.log");
        Files.createDirectories(log.getParent());
        Files.writeString(
                log,
                US_OPENING + "\tnimitz@club.example\toutbox\t2026-06-01T08:00:00Z\n"
                        + JP_OPENING + "\tyamamoto@club.example\toutbox\t2026-06-01T08:00:01Z\n"
                        + US_T01 + "\tnimitz@club.example\toutbox\t2026-06-02T08:00:00Z\n"
                        + JP_T01 + "\tyamamoto@club.example\toutbox\t2026-06-02T08:00:01Z\n");
    }

    /** A reply to {@code report}, written at {@code date} (RFC 5322). */
    private static byte[] reply(String id, String from, String date, String report, String body) {
        return ("Message-ID: <" + id + ">\nFrom: " + from + "\nTo: umpire@localhost\nDate: " + date
                        + "\nIn-Reply-To: " + report + "\nReferences: <club-42.us.thread@club.example> " + report
                        + "\nSubject: Re: [club-42] report\nMIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\n\n"
                        + body)
                .getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void a_mail_written_before_the_latest_report_is_refused_in_english_and_stores_nothing() throws Exception {
        reportsSent();
        MailIntake.Handled h = games.intake()
                .handle(reply(
                        "old@x",
                        "nimitz@club.example",
                        "Mon, 1 Jun 2026 20:00:00 +0000",
                        US_OPENING,
                        "Yorktown N6\ncode: blue-whale-42\n"));
        assertThat(h.outcome()).isEqualTo(MailIntake.Outcome.PROCESSED);
        assertThat(h.log()).contains("not read, stale").contains("T00-P00").contains("T01-P01");
        assertThat(games.stored("club-42", "US")).isEmpty();
        assertThat(bodies(games))
                .singleElement()
                .asString()
                .contains("written on 2026-06-01 22:00 (Europe/Paris), answers the opening report")
                .contains("before the report of turn 1, phase 1 was sent to you, on 2026-06-02 10:00 (Europe/Paris)")
                .contains("the game has moved on")
                .contains("Nothing of your mail was stored")
                .contains("send your orders again in reply to it")
                .doesNotContain("blue-whale");
        assertThat(games.replies().get(0).getSubject()).contains("Not read").contains("[club-42]");
    }

    @Test
    void a_mail_written_before_the_latest_report_is_refused_in_french() throws Exception {
        reportsSent();
        MailIntake.Handled h = games.intake()
                .handle(reply(
                        "vieux@x",
                        "yamamoto@club.example",
                        "Mon, 1 Jun 2026 20:00:00 +0000",
                        JP_OPENING,
                        "code: kaze-no-kami\n"));
        assertThat(h.log()).contains("not read, stale");
        assertThat(bodies(games))
                .singleElement()
                .asString()
                .contains("écrit le 2026-06-01 22:00 (Europe/Paris), répond au rapport d'ouverture")
                .contains(
                        "avant que le rapport du tour 1, phase 1 vous soit envoyé, le 2026-06-02 10:00 (Europe/Paris)")
                .contains("la partie a avancé")
                .contains("Rien de votre courrier n'a été enregistré")
                .contains("envoyez de nouveau vos ordres en réponse à ce rapport");
        assertThat(games.replies().get(0).getSubject()).contains("Non lu");
    }

    @Test
    void last_turns_mail_sent_again_under_a_new_message_id_is_refused_and_answered_once() throws Exception {
        reportsSent();
        String old = "Yorktown N6\ncode: blue-whale-42\n";
        games.intake()
                .handle(reply("first@x", "nimitz@club.example", "Mon, 1 Jun 2026 20:00:00 +0000", US_OPENING, old));
        MailIntake.Handled resent = games.intake()
                .handle(reply("resent@x", "nimitz@club.example", "Mon, 1 Jun 2026 20:00:00 +0000", US_OPENING, old));
        assertThat(resent.log()).contains("not read, stale");
        MailIntake.Handled again = games.intake()
                .handle(reply("resent@x", "nimitz@club.example", "Mon, 1 Jun 2026 20:00:00 +0000", US_OPENING, old));
        assertThat(again.log()).contains("handled before");
        assertThat(games.stored("club-42", "US")).isEmpty();
        assertThat(games.replies()).hasSize(2);
    }

    @Test
    void a_fresh_reply_to_an_older_report_is_read_as_always() throws Exception {
        reportsSent();
        MailIntake.Handled h = games.intake()
                .handle(reply(
                        "habit@x",
                        "nimitz@club.example",
                        "Tue, 2 Jun 2026 09:00:00 +0000",
                        US_OPENING,
                        "Yorktown N6\ncode: blue-whale-42\n"));
        assertThat(h.log()).contains("stored").doesNotContain("stale");
        assertThat(games.stored("club-42", "US")).contains("Yorktown N6");
    }

    @Test
    void a_reply_to_the_latest_report_or_to_no_report_is_read_whatever_its_date() throws Exception {
        reportsSent();
        MailIntake.Handled latest = games.intake()
                .handle(reply(
                        "latest@x",
                        "nimitz@club.example",
                        "Mon, 1 Jun 2026 20:00:00 +0000",
                        US_T01,
                        "Yorktown N6\ncode: blue-whale-42\n"));
        assertThat(latest.log()).contains("stored");
        MailIntake.Handled none = games.intake()
                .handle(reply(
                        "none@x",
                        "nimitz@club.example",
                        "Mon, 1 Jun 2026 20:00:00 +0000",
                        "<CAF123@mail.gmail.com>",
                        "Yorktown N5\ncode: blue-whale-42\n"));
        assertThat(none.log()).contains("replaced");
        MailIntake.Handled otherSide = games.intake()
                .handle(reply(
                        "other@x",
                        "nimitz@club.example",
                        "Mon, 1 Jun 2026 20:00:00 +0000",
                        JP_OPENING,
                        "Yorktown N4\ncode: blue-whale-42\n"));
        assertThat(otherSide.log()).contains("replaced");
        assertThat(games.stored("club-42", "US")).contains("Yorktown N4");
    }

    @Test
    void the_reports_the_game_really_mails_are_recognised() throws Exception {
        games.run("send", "club-42"); // the welcome mails give new codes: nimitz's is set back
        PlayerSecrets.of(games.games.resolve("club-42"))
                .set("nimitz@club.example", "blue-whale-42", new SecureRandom());
        Path log = games.games.resolve("club-42").resolve("mail").resolve("sent.log");
        String opening = Files.readAllLines(log).stream()
                .map(l -> l.split("\t")[0])
                .filter(id -> id.startsWith("<club-42.T00-P00.") && id.contains(".us."))
                .findFirst()
                .orElseThrow();
        Instant later = Instant.now().plusSeconds(3600);
        Files.writeString(
                log,
                "<club-42.T01-P01.r0.us.eeee5@club.example>\tnimitz@club.example\toutbox\t" + later + "\n",
                StandardOpenOption.APPEND);
        String written = new MailDateFormat().format(Date.from(later.minusSeconds(60)));
        MailIntake.Handled h = games.intake()
                .handle(reply("real@x", "nimitz@club.example", written, opening, "Yorktown N6\ncode: blue-whale-42\n"));
        assertThat(h.log()).contains("not read, stale").contains("T00-P00");
    }

    static List<String> bodies(MailGames games) {
        return games.replies().stream()
                .map(m -> {
                    try {
                        ByteArrayOutputStream out = new ByteArrayOutputStream();
                        m.writeTo(out);
                        return MailParser.parse(out.toByteArray()).text();
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                })
                .toList();
    }

    static Instant at(String s) {
        return Instant.parse(s);
    }
}

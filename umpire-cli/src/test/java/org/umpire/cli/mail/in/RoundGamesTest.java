package org.umpire.cli.mail.in;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/mail-in.md#speed: an intake opens each game once for its round, and keeps the received log's index and the
 * count of earlier orders copies; what another process changes between two of its mails is seen all the same.
 */
class RoundGamesTest {

    @TempDir
    Path root;

    private static byte[] orders(String id, String hex) {
        return MailIntakeTest.mail(
                id, "nimitz@club.example", "[club-42] orders", "Yorktown " + hex + "\ncode: blue-whale-42\n");
    }

    @Test
    void a_mail_read_by_another_process_between_two_mails_of_a_round_counts_in_the_next_receipt() throws Exception {
        MailGames games = new MailGames(root);
        MailIntake round = games.intake();
        round.handle(orders("one@x", "N6"));
        // another process (a mail piped to `receive -`) reads a mail of the same player meanwhile
        assertThat(games.intake().handle(orders("two@x", "N5")).outcome()).isEqualTo(MailIntake.Outcome.PROCESSED);
        MailIntake.Handled third = round.handle(orders("three@x", "N4"));
        assertThat(third.outcome()).isEqualTo(MailIntake.Outcome.PROCESSED);
        assertThat(games.stored("club-42", "US")).contains("Yorktown N4");
        MimeMessage receipt = receiptTo("three@x", games);
        assertThat(receipt.getSubject()).contains("Receipt of mail 3");
        assertThat(text(receipt)).contains("(2 mail(s) before this one)");
    }

    @Test
    void earlier_copies_made_by_hand_between_two_mails_of_a_round_are_counted() throws Exception {
        MailGames games = new MailGames(root);
        MailIntake round = games.intake();
        round.handle(orders("one@x", "N6"));
        round.handle(orders("two@x", "N5"));
        // the umpire submits by hand twice meanwhile (`orders submit`): two more earlier copies
        Path text = root.resolve("by-hand.txt");
        for (String hex : List.of("N4", "N3")) {
            Files.writeString(text, "Yorktown " + hex + "\n");
            games.run("orders", "submit", "club-42", "--side", "US", text.toString(), "--lang", "en");
        }
        round.handle(orders("three@x", "N2"));
        MimeMessage receipt = receiptTo("three@x", games);
        assertThat(receipt.getSubject()).contains("Receipt of mail 3");
        assertThat(text(receipt)).contains("(4 mail(s) before this one)");
    }

    @Test
    void a_mail_another_process_read_after_this_round_indexed_the_received_log_is_not_read_again() {
        MailGames games = new MailGames(root);
        MailIntake round = games.intake();
        MailIntake other = games.intake();
        round.handle(
                MailIntakeTest.mail("jp@x", "yamamoto@club.example", "[club-42] ordres", "rien\ncode: kaze-no-kami\n"));
        // the other process reads a mail; this round has read club-42's received log before that
        byte[] m = orders("once@x", "N6");
        other.handle(m);
        MailIntake.Handled again = round.handle(m);
        assertThat(again.log()).contains("read before (T00-P0 US stored), not read again");
        assertThat(games.stored("club-42", "US")).contains("Yorktown N6");
        assertThat(games.replies()).hasSize(2);
    }

    private static MimeMessage receiptTo(String id, MailGames games) throws Exception {
        for (MimeMessage m : games.replies()) {
            String[] refs = m.getHeader("In-Reply-To");
            if (refs != null && refs[0].contains(id)) {
                return m;
            }
        }
        throw new AssertionError("no receipt of <" + id + ">");
    }

    private static String text(MimeMessage m) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        m.writeTo(out);
        return MailParser.parse(out.toByteArray()).text();
    }
}

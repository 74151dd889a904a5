package org.umpire.cli.mail.in;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.JournalRecord;
import org.umpire.engine.model.Side;

/** Mails written the way people write them (see docs/orders.md), through the intake, and a resolve of what was stored. */
class PeopleMailTest {

    @TempDir
    Path root;

    MailGames games;

    @BeforeEach
    void setUp() {
        games = new MailGames(root);
    }

    static byte[] mail(String id, String from, String body) {
        return MailIntakeTest.mail(id, from, "[club-42] orders", body);
    }

    private List<String> receiptTexts() {
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
                .collect(Collectors.toList());
    }

    @Test
    void I_ORD_23_a_refused_line_costs_only_itself_and_the_resolve_reads_the_stored_orders_back() {
        MailIntake.Handled h = games.intake()
                .handle(
                        mail(
                                "p1@x",
                                "nimitz@club.example",
                                "Sorry, forgot the code.\nYorktown N6\nYorktwn N5\nEnterprise, Hornet N4\ncode: blue-whale-42\n"));
        assertThat(h.log()).contains("stored (2 order(s), 1 error(s))");
        String stored = games.stored("club-42", "US");
        assertThat(stored).contains("Yorktown N6", "Enterprise, Hornet N4").doesNotContain("Yorktwn");
        assertThat(receiptTexts())
                .singleElement()
                .asString()
                .contains("Your orders are stored, except the lines listed under \"Problems\"")
                .contains("\"Yorktwn\" is not one of your units — did you mean Yorktown?")
                .contains("line 1: not read as an order: \"Sorry, forgot the code.\"");
        games.run("resolve", "club-42", "--defaults");
        GameStore store = GameStore.open(games.home(), GameId.parse("club-42"));
        JournalRecord entry = store.journal().get(store.journal().size() - 1);
        assertThat(store.journalOrders(entry).get(Side.US))
                .contains("Yorktown N6")
                .doesNotContain("Yorktwn");
        assertThat(store.state().turn()).isGreaterThanOrEqualTo(1);
    }

    @Test
    void I_ORD_23_all_or_nothing_refuses_the_whole_mail_when_a_line_is_refused() {
        games.intake().handle(mail("p1@x", "nimitz@club.example", "Yorktown N6\ncode: blue-whale-42\n"));
        MailIntake.Handled h = games.intake()
                .handle(mail(
                        "p2@x",
                        "nimitz@club.example",
                        "all or nothing\nYorktown N5\nYorktwn N5\ncode: blue-whale-42\n"));
        assertThat(h.log()).contains("refused");
        assertThat(games.stored("club-42", "US")).contains("Yorktown N6");
        assertThat(receiptTexts()).anyMatch(t -> t.contains("your mail asks for all or nothing"));
    }

    @Test
    void I_ORD_24_a_mail_that_says_no_raid_answers_and_an_empty_one_says_which_words_do() {
        MailIntake.Handled empty = games.intake()
                .handle(mail("e@x", "nimitz@club.example", "Hi,\nThanks for the report!\ncode: blue-whale-42\n"));
        assertThat(empty.log()).contains("empty");
        assertThat(receiptTexts()).singleElement().asString().contains("\"nothing\", \"pass\", \"no raid\"");
        MailIntake.Handled no = games.intake()
                .handle(mail(
                        "n@x", "yamamoto@club.example", "Bonjour,\npas de raid (ce tour-ci)\ncode: kaze-no-kami\n"));
        assertThat(no.log()).contains("stored (1 order(s), 0 error(s))");
    }

    @Test
    void ORD_1_a_latin_1_order_line_in_a_mail_declared_utf_8_is_read_as_windows_1252() {
        byte[] head = ("""
                Message-ID: <l1@x>
                From: nimitz@club.example
                To: umpire@localhost
                Subject: [club-42] orders
                MIME-Version: 1.0
                Content-Type: text/plain; charset=UTF-8

                Yorktown N6
                """).getBytes(StandardCharsets.UTF_8);
        byte[] latin = "priorité bombardement : CV > BB\n".getBytes(Charset.forName("ISO-8859-1"));
        byte[] tail = "code: blue-whale-42\n".getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        all.writeBytes(head);
        all.writeBytes(latin);
        all.writeBytes(tail);
        MailIntake.Handled h = games.intake().handle(all.toByteArray());
        assertThat(h.log()).contains("0 error(s)");
        assertThat(games.stored("club-42", "US")).contains("priorité bombardement");
    }

    @Test
    void ORD_1_an_html_only_outlook_reply_carrying_the_report_unquoted_leaves_the_report_aside() {
        String html = "<html><body><p>Yorktown N6</p><p>code: blue-whale-42</p><div style=\"border-top:solid\">"
                + "<p><b>De&nbsp;:</b> Arbitre &lt;umpire@localhost&gt;<br><b>Envoy&eacute;&nbsp;:</b> mardi 2 juin 2026"
                + "<br><b>&Agrave;&nbsp;:</b> Nimitz<br><b>Objet&nbsp;:</b> [club-42] T3</p></div>"
                + "<p>VICTORY AT MIDWAY &mdash; report for US &mdash; club-42</p><p>Turn 3 &mdash; 4 June</p>"
                + "<p>== News ==</p><p>Kaga, Akagi sighted in H4.</p><p>Next: phase 3, raids.</p></body></html>";
        byte[] m = ("Message-ID: <h1@x>\nFrom: nimitz@club.example\nTo: umpire@localhost\nSubject: RE: [club-42] T3\n"
                        + "MIME-Version: 1.0\nContent-Type: text/html; charset=UTF-8\n\n" + html)
                .getBytes(StandardCharsets.UTF_8);
        MailIntake.Handled h = games.intake().handle(m);
        assertThat(h.log()).contains("stored (1 order(s), 0 error(s))");
    }

    @Test
    void ORD_1_the_programs_own_report_pasted_unquoted_is_left_aside() {
        MailIntake.Handled h = games.intake().handle(mail("r@x", "nimitz@club.example", """
                Yorktown N6
                code: blue-whale-42

                VICTORY AT MIDWAY — report for US — club-42
                Turn 3 — 4 June 1942
                == News ==
                Kaga, Akagi sighted in H4.
                """));
        assertThat(h.log()).contains("stored (1 order(s), 0 error(s))");
        assertThat(receiptTexts()).singleElement().asString().contains("the umpire's own report or receipt");
    }
}

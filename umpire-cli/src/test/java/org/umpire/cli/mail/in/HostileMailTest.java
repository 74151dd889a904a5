package org.umpire.cli.mail.in;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/mail-in.md: hostile and broken mail never stops the intake. A mail whose sender is an unusual but
 * valid address, or holds a control byte, is filed as failed and never answered, and the round goes on;
 * HTML built to make a reader work (thousands of unclosed tags, comments, scripts) is read in well under a
 * second; senders who play no game get one answer a day each, and few in all; bulk and automatic mail none.
 */
class HostileMailTest {

    @TempDir
    Path root;

    MailGames games;

    @BeforeEach
    void setUp() {
        games = new MailGames(root);
    }

    private static byte[] raw(String headers, String body) {
        return (headers + "\n\n" + body).getBytes(StandardCharsets.ISO_8859_1);
    }

    @Test
    void an_unusual_sender_or_a_control_byte_is_filed_as_failed_unanswered_and_the_next_mail_is_read()
            throws Exception {
        Path md = root.resolve("Maildir");
        for (String d : List.of("new", "cur", "tmp")) {
            Files.createDirectories(md.resolve(d));
        }
        Files.write(md.resolve("new").resolve("1.a.host"), raw("""
                From: "very.(),:;<>[]\\".VERY.\\"very@\\\\ \\"very\\".unusual"\
                @strange.example.com
                To: umpire@localhost
                Subject: [club-42] hi
                Message-ID: <odd1@strange.example.com>""", "hello\n"));
        Files.write(md.resolve("new").resolve("2.b.host"), raw("""
                From: nimitz@club.example
                To: umpire@localhost
                Subject: [club-42] hi
                Message-ID: <odd2@x>""", "hello\u0000\n"));
        Files.write(
                md.resolve("new").resolve("3.c.host"),
                MailIntakeTest.mail(
                        "good@x", "nimitz@club.example", "[club-42] orders", "Yorktown N6\ncode: blue-whale-42\n"));
        MailSource.Tally t = new MaildirSource(md).receive(games.intake(), line -> {});
        assertThat(t.total()).isEqualTo(3);
        assertThat(t.processed()).isEqualTo(1);
        assertThat(t.failed()).isEqualTo(2);
        assertThat(games.stored("club-42", "US")).contains("Yorktown N6");
        assertThat(Files.list(md.resolve("new")).count())
                .as("nothing left to kill the next round")
                .isZero();
        assertThat(games.replies()).as("only the player's receipt").hasSize(1);
    }

    @Tag("benchmark")
    @Test
    void html_built_to_make_a_reader_work_is_read_in_well_under_a_second() {
        for (String unit : List.of(
                "<blockquote ",
                "<blockquote>",
                "<!--",
                "<script ",
                "<div class=\"",
                "<a href='<",
                "<style><p>",
                "<div class=gmail_quote_container>",
                "<p a=1 b=2 ",
                "<table><tr><td>",
                "&#")) {
            String html = unit.repeat(48 * 1024 / unit.length());
            byte[] mail = raw("""
                    From: nimitz@club.example
                    To: umpire@localhost
                    Subject: [club-42] x
                    Message-ID: <h@x>
                    MIME-Version: 1.0
                    Content-Type: text/html; charset=UTF-8""", html);
            long t0 = System.nanoTime();
            MailParser.parse(mail);
            HtmlText.toText(html);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertThat(ms).as("48 KB of %s", unit).isLessThan(1_000);
        }
        assertThat(HtmlText.toText("<p>Yorktown N6</p><!-- x --><script>y</script><p>Hornet N5"))
                .contains("Yorktown N6", "Hornet N5")
                .doesNotContain("x", "y");
    }

    /**
     * docs/mail-in.md: the work per mail is bounded up to the largest mail taken (2 MiB; its text is cut at 256 KiB).
     * Thousands of unclosed {@code <blockquote } at 24 KB, 48 KB, 256 KB and in a mail of the largest size are
     * each read in well under a second, on a slow, loaded machine too; the figures are printed.
     */
    @Tag("benchmark")
    @Test
    void thousands_of_unclosed_blockquotes_are_read_in_well_under_a_second_up_to_the_largest_mail() {
        String unit = "<blockquote ";
        HtmlText.toText(unit.repeat(1000) + "<p>warm</p>"); // the parser's classes loaded and compiled once
        StringBuilder figures = new StringBuilder("HostileMailTest: unclosed <blockquote");
        for (int size : new int[] {24 << 10, 48 << 10, MailLimits.MAX_TEXT_BYTES, MailLimits.MAX_MAIL_BYTES - 4096}) {
            String html = unit.repeat(size / unit.length()) + "<p>Yorktown N6</p>";
            byte[] mail = raw("""
                    From: nimitz@club.example
                    To: umpire@localhost
                    Subject: [club-42] x
                    Message-ID: <b@x>
                    MIME-Version: 1.0
                    Content-Type: text/html; charset=UTF-8""", html);
            assertThat(mail.length).as("a mail the intake takes").isLessThanOrEqualTo(MailLimits.MAX_MAIL_BYTES);
            long t0 = System.nanoTime();
            IncomingMail read = MailParser.parse(mail);
            long parse = System.nanoTime() - t0;
            long t1 = System.nanoTime();
            String text = HtmlText.toText(html);
            long direct = System.nanoTime() - t1;
            figures.append(String.format(
                    Locale.ROOT, "; %d KB: mail %.1f ms, HTML %.1f ms", size >> 10, parse / 1e6, direct / 1e6));
            assertThat(parse / 1_000_000)
                    .as("a mail of %d KB of unclosed <blockquote", size >> 10)
                    .isLessThan(1_000);
            assertThat(direct / 1_000_000)
                    .as("%d KB of unclosed <blockquote", size >> 10)
                    .isLessThan(1_000);
            assertThat(read.tooBig()).isFalse();
            if (size <= MailLimits.MAX_TEXT_BYTES - 1024) {
                assertThat(text).as("the text after them is read").contains("Yorktown N6");
            }
        }
        System.out.println(figures);
        // nested quotes stay quotes however deep, and what follows them is read
        String deep = "<blockquote>".repeat(5000) + "Kaga -&gt; A2" + "</blockquote>".repeat(5000) + "<p>Hornet N5</p>";
        assertThat(HtmlText.toText(deep).lines()).containsSubsequence("> Kaga -> A2", "Hornet N5");
    }

    @Test
    void a_stranger_is_answered_once_a_day_strangers_few_in_all_and_bulk_mail_never() {
        MailIntake intake = games.intake();
        for (int i = 0; i < 3; i++) {
            intake.handle(MailIntakeTest.mail("s" + i + "@x", "stranger@else.example", "[club-42] hi", "hello\n"));
        }
        assertThat(answers()).as("one answer a day to one stranger").isEqualTo(1);
        for (int i = 0; i < 40; i++) {
            intake.handle(MailIntakeTest.mail("m" + i + "@x", "s" + i + "@spam.example", "hi", "hello\n"));
        }
        assertThat(answers()).as("strangers together").isEqualTo(1 + IntakeLog.STRANGER_ANSWERS_PER_DAY - 1);
        long before = answers();
        intake.handle(raw(
                "From: list@club.example\nTo: umpire@localhost\nSubject: news\nMessage-ID: <b1@x>\nPrecedence: bulk",
                "news\n"));
        intake.handle(raw("""
                From: robot@club.example
                To: umpire@localhost
                Subject: away
                Message-ID: <b2@x>
                Auto-Submitted: auto-replied""", "away\n"));
        assertThat(answers()).isEqualTo(before);
        // a player who got the code wrong is still answered, up to five times a day
        for (int i = 0; i < 3; i++) {
            intake.handle(MailIntakeTest.mail(
                    "p" + i + "@x", "nimitz@club.example", "[club-42] orders", "Yorktown N6\ncode: nope\n"));
        }
        assertThat(answers()).isEqualTo(before + 3);
    }

    private long answers() {
        return games.replies().size();
    }
}

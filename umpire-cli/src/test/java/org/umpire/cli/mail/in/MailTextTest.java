package org.umpire.cli.mail.in;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Finding the orders in a letter: what is kept, what is left aside, and that line numbers stay the mail's. */
class MailTextTest {

    private static List<String> kept(MailText.Cleaned c) {
        return c.text().lines().filter(l -> !l.isBlank()).collect(Collectors.toList());
    }

    private static List<String> keys(MailText.Cleaned c) {
        return c.notices().stream().map(n -> n.line() + ":" + n.key()).collect(Collectors.toList());
    }

    @Test
    void greetings_thanks_and_the_name_under_them_are_left_aside_and_orders_keep_their_line_numbers() {
        MailText.Cleaned c = MailText.clean("Hi umpire,\n\nKaga -> A2\nAkagi -> A3\n\nThanks!\nIsoroku\n");
        assertThat(kept(c)).containsExactly("Kaga -> A2", "Akagi -> A3");
        assertThat(c.text().split("\n", -1)[2]).isEqualTo("Kaga -> A2");
        assertThat(keys(c)).containsExactly("1:greeting", "6:sign-off");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "Bonjour l'arbitre,",
                "Cher arbitre,",
                "Salut !",
                "Hello again,",
                "Dear Umpire,",
                "Good morning,",
                "J'espère que vous allez bien."
            })
    void greetings_in_french_and_english_are_not_orders(String greeting) {
        assertThat(kept(MailText.clean(greeting + "\nKaga -> A2\n"))).containsExactly("Kaga -> A2");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "Cordialement,",
                "Bien cordialement",
                "Merci !",
                "Merci d'avance,",
                "Regards,",
                "Best regards,",
                "Cheers",
                "Thank you",
                "Bien à vous,",
                "Amitiés"
            })
    void sign_offs_in_french_and_english_are_not_orders(String signOff) {
        assertThat(kept(MailText.clean("Kaga -> A2\n" + signOff + "\nYamamoto\n")))
                .containsExactly("Kaga -> A2");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "C. W. Nimitz, Pacific Fleet",
                "I. Yamamoto, Flotte combinée",
                "Jean-Pierre Dupont, club de Lille"
            })
    void a_name_with_a_title_or_a_club_under_a_sign_off_is_not_an_order(String name) {
        assertThat(kept(MailText.clean("Kaga -> A2\nBest regards,\n" + name + "\n")))
                .containsExactly("Kaga -> A2");
    }

    @Test
    void a_move_after_a_sign_off_is_still_an_order() {
        assertThat(kept(MailText.clean("Kaga -> A2\nRegards,\nAkagi -> B3\n")))
                .containsExactly("Kaga -> A2", "Akagi -> B3");
    }

    @Test
    void a_greeting_word_on_a_line_with_an_order_is_kept_for_the_orders_reader() {
        assertThat(kept(MailText.clean("Hi, Kaga -> A2\nMerci Kaga -> A3\n")))
                .containsExactly("Hi, Kaga -> A2", "Merci Kaga -> A3");
    }

    @Test
    void a_ps_paragraph_is_ignored_with_a_warning_and_orders_after_it_are_read() {
        MailText.Cleaned c = MailText.clean("Kaga -> A2\n\nP.S. Akagi -> A3 next turn\nmaybe\n\nSoryu -> A4\n");
        assertThat(kept(c)).containsExactly("Kaga -> A2", "Soryu -> A4");
        assertThat(keys(c)).containsExactly("3:ps");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "-- ",
                "--",
                "Sent from my iPhone",
                "Envoyé de mon iPhone",
                "Envoyé depuis mon mobile",
                "Get Outlook for iOS",
                "-----Original Message-----",
                "----- Message d'origine -----",
                "________________________________",
                "On Tue, 2 Jun 2026 at 20:00, Umpire <u@x> wrote:",
                "Le mar. 2 juin 2026 à 20:00, Arbitre <u@x> a écrit :"
            })
    void nothing_after_a_signature_or_a_quoted_earlier_mail_is_read(String separator) {
        MailText.Cleaned c = MailText.clean("Kaga -> A2\n" + separator + "\nAkagi -> A3\nSoryu -> A4\n");
        assertThat(kept(c)).containsExactly("Kaga -> A2");
        assertThat(c.notices()).isNotEmpty();
    }

    @Test
    void outlooks_from_and_sent_block_starts_the_quoted_mail() {
        MailText.Cleaned c = MailText.clean("Kaga -> A2\n\nFrom: Umpire <u@x>\nSent: Tuesday\nTo: me\n\nAkagi -> A3\n");
        assertThat(kept(c)).containsExactly("Kaga -> A2");
        assertThat(keys(c)).containsExactly("3:quoted-reply");
    }

    @Test
    void orders_written_below_a_quoted_report_are_read() {
        MailText.Cleaned c =
                MailText.clean("On 02/06/2026 20:00, Umpire wrote:\n> Your forces:\n> Kaga A1\n\nKaga -> A2\n");
        assertThat(kept(c)).containsExactly("Kaga -> A2");
        assertThat(keys(c)).containsExactly("1:quoted-reply", "2:quoted-lines");
    }

    @Test
    void the_secret_line_is_taken_out_of_the_text_and_never_kept() {
        MailText.Cleaned c = MailText.clean("Kaga -> A2\ncode : s3cret-Phrase!\n");
        assertThat(c.secret()).contains("s3cret-Phrase!");
        assertThat(c.text()).doesNotContain("s3cret");
        assertThat(MailText.secretInSubject("[club-42] orders code: abc-def-ghi"))
                .contains("abc-def-ghi");
        assertThat(MailText.subjectForLog("[club-42] orders code: abc-def-ghi")).doesNotContain("abc-def");
    }

    @Test
    void a_line_that_looks_like_an_order_stays_for_the_orders_reader_to_refuse() {
        assertThat(kept(MailText.clean("Hello,\nKagq -> A2\nEnterprise goes to Z9\n")))
                .containsExactly("Kagq -> A2", "Enterprise goes to Z9");
    }

    @Test
    void html_blocks_become_lines_and_quoted_blocks_become_quoted_lines() {
        String text = HtmlText.toText("<div>Hello,</div><div>Kaga -&gt; A2</div><div><br></div><div>Cheers</div>"
                + "<blockquote>Akagi -&gt; A3</blockquote><p>a&nbsp;b &eacute; &#8594;</p><script>x()</script>");
        assertThat(text).isEqualTo("Hello,\nKaga -> A2\n\nCheers\n\n> Akagi -> A3\na b é →\n");
    }

    @Test
    void format_flowed_lines_are_joined_and_charsets_are_honoured_or_guessed() {
        assertThat(MailParser.unflow("Kaga -> \nA2\nAkagi -> A3\n", false)).isEqualTo("Kaga -> A2\nAkagi -> A3\n");
        assertThat(MailParser.text("caf\u00e9".getBytes(StandardCharsets.ISO_8859_1), "iso-8859-1"))
                .isEqualTo("café");
        assertThat(MailParser.text("café".getBytes(StandardCharsets.UTF_8), "us-ascii"))
                .isEqualTo("café");
        assertThat(MailParser.text("café".getBytes(StandardCharsets.UTF_8), "x-no-such-charset"))
                .isEqualTo("café");
        assertThat(MailParser.text(new byte[] {'c', 'a', 'f', (byte) 0xe9}, null))
                .isEqualTo("café");
    }
}

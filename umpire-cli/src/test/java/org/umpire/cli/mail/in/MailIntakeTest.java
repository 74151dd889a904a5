package org.umpire.cli.mail.in;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.Message;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;

/** The intake from a raw mail to stored orders and the reply, against two real games in a temporary folder. */
class MailIntakeTest {

    @TempDir
    Path root;

    MailGames games;

    @BeforeEach
    void setUp() {
        games = new MailGames(root);
    }

    static byte[] mail(String id, String from, String subject, String body) {
        return ("Message-ID: <" + id + ">\nFrom: " + from + "\nTo: umpire@localhost\nSubject: " + subject
                        + "\nMIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\n\n" + body)
                .getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void a_later_mail_replaces_the_earlier_orders_and_the_receipt_says_so() {
        MailIntake intake = games.intake();
        intake.handle(mail("a@x", "nimitz@club.example", "[club-42] orders", "Yorktown N6\ncode: blue-whale-42\n"));
        MailIntake.Handled second = intake.handle(
                mail("b@x", "nimitz@club.example", "[club-42] orders", "Yorktown N5\ncode: blue-whale-42\n"));
        assertThat(second.outcome()).isEqualTo(MailIntake.Outcome.PROCESSED);
        assertThat(second.log()).contains("replaced");
        assertThat(games.stored("club-42", "US")).contains("Yorktown N5").doesNotContain("N6");
        assertThat(receiptTexts())
                .anyMatch(t -> t.contains("They replace the orders you sent earlier for this phase (1 mail(s)"));
    }

    @Test
    void the_receipt_gives_the_deadline_in_the_games_time_zone_and_in_utc() {
        GameStore store = GameStore.open(games.home(), GameId.parse("club-42"));
        Deadlines d = Deadlines.of(store.dir());
        d.setDurations(Map.of(Deadlines.Kind.SETUP, Duration.ofHours(48)));
        d.save();
        Instant at = store.config().createdAt().plus(Duration.ofHours(48));
        String local = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").format(at.atZone(ZoneId.of("Europe/Paris")));
        String utc = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").format(at.atZone(ZoneOffset.UTC));
        games.intake()
                .handle(mail("dl@x", "nimitz@club.example", "[club-42] orders", "Yorktown N6\ncode: blue-whale-42\n"));
        assertThat(receiptTexts())
                .singleElement()
                .asString()
                .contains("Deadline: " + local + " (Europe/Paris), that is " + utc + " UTC.");
    }

    @Test
    void a_mail_without_orders_never_wipes_the_earlier_ones() {
        MailIntake intake = games.intake();
        intake.handle(mail("a@x", "nimitz@club.example", "[club-42] orders", "Yorktown N6\ncode: blue-whale-42\n"));
        MailIntake.Handled empty = intake.handle(mail(
                "b@x",
                "nimitz@club.example",
                "[club-42] thanks",
                "Hi,\nThanks for the report!\ncode: blue-whale-42\nCheers\n"));
        assertThat(empty.log()).contains("empty");
        assertThat(games.stored("club-42", "US")).contains("Yorktown N6");
    }

    @Test
    void the_secret_is_never_stored_with_the_orders() {
        games.intake()
                .handle(mail("a@x", "nimitz@club.example", "[club-42] orders", "Yorktown N6\ncode: blue-whale-42\n"));
        assertThat(games.stored("club-42", "US")).contains("Yorktown N6").doesNotContain("blue-whale");
    }

    @Test
    void the_same_mail_received_twice_is_handled_once() {
        MailIntake intake = games.intake();
        byte[] m = mail("same@x", "nimitz@club.example", "[club-42] orders", "Yorktown N6\ncode: blue-whale-42\n");
        intake.handle(m);
        MailIntake.Handled again = games.intake().handle(m);
        assertThat(again.log()).contains("handled before");
        assertThat(games.replies()).hasSize(1);
    }

    @Test
    void repeated_failures_from_one_address_are_answered_five_times_a_day_only() {
        MailIntake intake = games.intake();
        for (int i = 0; i < 8; i++) {
            MailIntake.Handled h = intake.handle(mail(
                    "bad" + i + "@x",
                    "nimitz@club.example",
                    "[club-42] orders",
                    "Yorktown N6\ncode: guess-" + i + "\n"));
            assertThat(h.outcome()).isEqualTo(MailIntake.Outcome.FAILED);
        }
        assertThat(games.replies()).hasSize(IntakeLog.ANSWERS_PER_DAY);
        assertThat(games.stored("club-42", "US")).isEmpty();
    }

    @Test
    void a_sender_playing_several_games_is_asked_to_name_one() throws Exception {
        games.run("new", "club-9", "--us", "spruance@club.example", "--jp", "nimitz@club.example", "--lang", "en");
        MailIntake.Handled h = games.intake()
                .handle(mail("sev@x", "nimitz@club.example", "my orders", "Yorktown N6\ncode: blue-whale-42\n"));
        assertThat(h.outcome()).isEqualTo(MailIntake.Outcome.FAILED);
        assertThat(receiptTexts()).singleElement().asString().contains("[club-42], [club-9]");
    }

    @Test
    void a_mail_over_the_size_limit_is_refused_unread_and_changes_nothing() {
        StringBuilder body = new StringBuilder("Yorktown N6\ncode: blue-whale-42\n");
        String filler = "x".repeat(99) + "\n";
        while (body.length() <= MailLimits.MAX_MAIL_BYTES) {
            body.append(filler);
        }
        MailIntake.Handled h =
                games.intake().handle(mail("big@x", "nimitz@club.example", "[club-42] orders", body.toString()));
        assertThat(h.outcome()).isEqualTo(MailIntake.Outcome.FAILED);
        assertThat(h.log()).contains("larger than");
        assertThat(games.stored("club-42", "US")).isEmpty();
        assertThat(receiptTexts()).singleElement().asString().contains("2 MB");
    }

    @Test
    void an_endless_input_is_read_only_up_to_the_limit() throws Exception {
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                return 'a';
            }
        };
        assertThat(MailParser.readBounded(endless)).hasSize(MailLimits.MAX_MAIL_BYTES + 1);
        assertThat(MailParser.parse(MailParser.readBounded(new ByteArrayInputStream(new byte[0])))
                        .text())
                .isEmpty();
    }

    @Test
    void a_locked_game_asks_to_try_later_and_stores_nothing() {
        GameStore store = GameStore.open(games.home(), GameId.parse("club-42"));
        try (GameLock lock = store.lock()) {
            MailIntake.Handled h = games.intake()
                    .handle(mail(
                            "l@x", "nimitz@club.example", "[club-42] orders", "Yorktown N6\ncode: blue-whale-42\n"));
            assertThat(h.outcome()).isEqualTo(MailIntake.Outcome.TRY_LATER);
        }
        assertThat(games.stored("club-42", "US")).isEmpty();
        assertThat(games.replies()).isEmpty();
    }

    @Test
    void the_receipt_goes_to_the_registered_address_even_when_the_mail_says_otherwise() throws Exception {
        games.intake().handle(("""
                Message-ID: <rt@x>
                From: Chester <nimitz@CLUB.EXAMPLE>
                Reply-To: thief@evil.example
                To: umpire@localhost
                Subject: [club-42] orders

                Yorktown N6
                code: blue-whale-42
                """).getBytes(StandardCharsets.UTF_8));
        assertThat(games.replies())
                .singleElement()
                .satisfies(m -> assertThat(m.getRecipients(Message.RecipientType.TO)[0].toString())
                        .isEqualTo("nimitz@club.example"));
    }

    @Test
    void the_local_part_of_an_address_must_match_exactly() {
        assertThat(Routing.sameMailbox("nimitz@club.example", "nimitz@CLUB.example"))
                .isTrue();
        assertThat(Routing.sameMailbox("nimitz@club.example", "Nimitz@club.example"))
                .isFalse();
    }

    @Test
    void the_mail_settings_own_addresses_are_never_answered() {
        MailIntake intake =
                new MailIntake(games.home(), null, null, MailSettings.outboxOnly(), Map.of(), MailGames.CLOCK);
        MailIntake.Handled h = intake.handle(mail("own@x", "UMPIRE@localhost", "[club-42] x", "hello\n"));
        assertThat(h.outcome()).isEqualTo(MailIntake.Outcome.FAILED);
        assertThat(games.replies()).isEmpty();
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
}

package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.BodyPart;
import jakarta.mail.Multipart;
import jakarta.mail.internet.MimeMessage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.app.Watch;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.in.MailParser;
import org.umpire.cli.mail.in.MaildirSource;
import org.umpire.cli.mail.out.MailComposer;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;

/**
 * Deadlines: set at {@code new}, moved by the umpire and by vacations, shown by {@code deadline} and
 * {@code status}; {@code watch} reminds a late side 12 hours before, resolves with the default
 * orders at the deadline, and moves deadlines that passed while it was down.
 */
class DeadlineTest {

    @TempDir
    Path root;

    TestGames t;
    Instant created;
    Path maildir;

    @BeforeEach
    void setUp() throws Exception {
        t = new TestGames(root);
        t.ok(
                "new",
                "g1",
                "--us",
                TestGames.US_MAIL,
                "--jp",
                TestGames.JP_MAIL,
                "--us-lang",
                "en",
                "--jp-lang",
                "fr",
                "--seed",
                "1",
                "--time-zone",
                "Europe/Paris",
                "--deadline",
                "setup=48h,movement=24h,combat=12h");
        created = t.store("g1").config().createdAt();
        maildir = Files.createDirectories(root.resolve("mails"));
    }

    private Instant deadline() {
        GameStore s = t.store("g1");
        return Deadlines.of(s.dir()).deadline(s).orElseThrow();
    }

    private Watch watch(Instant now, List<String> log) {
        return new Watch(
                GamesHome.of(t.games),
                null,
                null,
                MailSettings.outboxOnly(),
                Language.FR,
                Map.of(),
                Clock.fixed(now, ZoneOffset.UTC),
                Duration.ofSeconds(60),
                log::add);
    }

    @Test
    void the_deadline_set_at_new_is_shown_and_moved_by_the_umpire_and_by_a_vacation() {
        assertThat(deadline()).isEqualTo(created.plus(Duration.ofHours(48)));
        CliRun shown = t.ok("deadline", "g1");
        assertThat(shown.out).contains("deadline of the current phase", "(Europe/Paris)", "UTC");
        t.ok("deadline", "g1", "+24h");
        assertThat(deadline()).isEqualTo(created.plus(Duration.ofHours(72)));
        LocalDate day = created.atZone(ZoneId.of("Europe/Paris")).toLocalDate().plusDays(1);
        t.ok("deadline", "g1", "JP", "--vacation", day + ".." + day);
        assertThat(deadline())
                .as("one whole day away inside the phase: one day more")
                .isEqualTo(created.plus(Duration.ofHours(96)));
        assertThat(t.ok("status").out).contains("g1: ", "deadline ");
    }

    /** I-REP-19: a change of the deadlines is mailed to every player, in the game's thread of each, in its language. */
    @Test
    void I_REP_19_a_deadline_moved_by_the_umpire_is_mailed_to_both_players() throws Exception {
        CliRun moved = t.ok("deadline", "g1", "+24h");
        assertThat(moved.out).contains("2 deadline notice(s)", "2 sent now");
        List<String> notices = t.outbox("g1").stream()
                .filter(f -> f.contains(".deadline1."))
                .sorted()
                .toList();
        assertThat(notices).hasSize(2);
        MailComposer composer = new MailComposer(MailSettings.outboxOnly());
        Map<String, String> bodies = new TreeMap<>();
        for (String name : notices) {
            MimeMessage m = composer.parse(
                    Files.readAllBytes(t.store("g1").dir().resolve("outbox").resolve(name)));
            String text = MailParser.parse(Files.readAllBytes(
                            t.store("g1").dir().resolve("outbox").resolve(name)))
                    .text();
            bodies.put(m.getSubject(), text);
            // the thread each player's welcome (sent first) began
            assertThat(m.getHeader("References")[0]).contains(".secret.");
            assertThat(Files.exists(t.store("g1")
                            .dir()
                            .resolve("outbox")
                            .resolve(m.getHeader("References")[0]
                                            .replaceAll("[<>]", "")
                                            .replaceAll("@.*", "") + ".eml")))
                    .isTrue();
        }
        assertThat(bodies.keySet())
                .anyMatch(s -> s.startsWith("[g1] Deadline notice 1: your orders for the set-up"))
                .anyMatch(s -> s.startsWith("[g1] Avis d'échéance 1 : vos ordres pour la mise en place"));
        assertThat(String.join("\n", bodies.values()))
                .contains("24 h more for the current phase", "24 h de plus pour la phase en cours", "(Europe/Paris)");
        t.ok("deadline", "g1", "JP", "--vacation", "2031-01-01..01-03");
        assertThat(t.outbox("g1")).filteredOn(f -> f.contains(".deadline2.")).hasSize(2);
    }

    /**
     * I-REP-20: {@code report} (the latest mail) and {@code report --turn N} (an earlier one) print the text of the
     * mail as it went, with the deadline it carried, after the umpire moved the deadline.
     */
    @Test
    void I_REP_20_report_reprints_the_mails_text_with_the_deadline_it_carried_after_the_deadline_moved()
            throws Exception {
        t.submit("g1", "US", new String(TestGames.bytes(TestGames.example("en/setup.txt"))));
        t.submit("g1", "JP", "place I-168 at K6\n");
        t.ok("send", "g1"); // the welcomes and the opening reports
        List<String> before = t.outbox("g1");
        t.ok("resolve", "g1");
        String usMail = newMail(before, ".us.");
        String umpireMail = newMail(before, ".umpire.");
        t.ok("deadline", "g1", "+24h");
        assertThat(t.ok("report", "g1", "--side", "US").out)
                .as("the latest mail, as sent")
                .isEqualTo(usMail);
        assertThat(t.ok("report", "g1", "--side", "umpire").out).isEqualTo(umpireMail);
        assertThat(usMail).as("a deadline to compare").containsPattern("by [A-Z][a-z]+day .* \\(CES?T\\)");

        before = t.outbox("g1");
        t.ok("resolve", "g1", "--defaults");
        String usLater = newMail(before, ".us.");
        t.ok("deadline", "g1", "+24h");
        assertThat(t.ok("report", "g1", "--side", "US", "--turn", "0").out)
                .as("an earlier turn's mail, as sent")
                .isEqualTo(usMail);
        assertThat(t.ok("report", "g1", "--side", "US").out).isEqualTo(usLater);
        assertThat(t.ok("report", "g1", "--side", "umpire", "--turn", "0").out).isEqualTo(umpireMail);
    }

    /**
     * I-REP-20: an umpire's mail that told several phases one resolve went through (orders sent in advance, see
     * docs/orders.md) is reprinted whole by {@code report --turn N}, whichever of its phases {@code --phase} names;
     * a record without the entries told (a game mailed before it named them) still reprints the one phase.
     */
    @Test
    void I_REP_20_report_reprints_the_umpires_mail_of_several_phases_whole() throws Exception {
        t.submit("g1", "US", new String(TestGames.bytes(TestGames.example("en/setup.txt"))));
        t.submit("g1", "JP", "place I-168 at K6\n");
        t.ok("resolve", "g1");
        List<String> before = t.outbox("g1");
        t.submit("g1", "US", "TF16 N4 -> M4\nsearch C6 with midway\n");
        t.submit("g1", "JP", "group 1 enters A6\nsearch A10 with wake\n");
        t.ok("resolve", "g1");
        String umpireMail = newMail(before, ".umpire.");
        assertThat(umpireMail).as("one mail, two phases").contains("Phases 1, 2: movement, searches");
        t.ok("deadline", "g1", "+24h");
        t.ok("resolve", "g1", "--defaults"); // a later mail, so that turn 1's is an earlier one
        assertThat(t.ok("report", "g1", "--side", "umpire", "--turn", "1", "--phase", "1").out)
                .isEqualTo(umpireMail);
        assertThat(t.ok("report", "g1", "--side", "umpire", "--turn", "1", "--phase", "2").out)
                .isEqualTo(umpireMail);

        Path record = t.dir("g1").resolve("mail").resolve("deadlines-told.txt");
        assertThat(Files.readString(record)).contains(".e0003\t").containsPattern("\t2,3\n");
        Files.writeString(record, Files.readString(record).replaceAll("\t[0-9,]+\n", "\n"));
        String older = t.ok("report", "g1", "--side", "umpire", "--turn", "1", "--phase", "1").out;
        assertThat(older).as("the record of an older game: the one phase").isNotEqualTo(umpireMail);
    }

    /** The text/plain part of the one mail to {@code audience} ({@code .us.}) the outbox holds beyond {@code before}. */
    private String newMail(List<String> before, String audience) throws Exception {
        List<String> fresh = t.outbox("g1").stream()
                .filter(f -> !before.contains(f) && f.contains(audience))
                .toList();
        assertThat(fresh).as(audience).hasSize(1);
        MimeMessage m = new MailComposer(MailSettings.outboxOnly())
                .parse(Files.readAllBytes(t.dir("g1").resolve("outbox").resolve(fresh.get(0))));
        return plainText(m.getContent()).replace("\r\n", "\n"); // mail lines end in CRLF
    }

    private static String plainText(Object content) throws Exception {
        if (content instanceof String s) {
            return s;
        }
        Multipart mp = (Multipart) content;
        for (int i = 0; i < mp.getCount(); i++) {
            BodyPart part = mp.getBodyPart(i);
            if (part.isMimeType("text/plain")) {
                return (String) part.getContent();
            }
            if (part.isMimeType("multipart/*")) {
                String found = plainText(part.getContent());
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    @Test
    void bad_deadline_arguments_are_refused_naming_the_fix() {
        CliRun kind = t.run("new", "g2", "--us", "a@x.example", "--jp", "b@x.example", "--deadline", "soon=1h");
        assertThat(kind.code).isEqualTo(ExitCode.USAGE);
        assertThat(kind.err).contains("setup, movement, search, raid, combat, recovery");
        assertThat(Files.exists(t.games.resolve("g2"))).as("nothing created").isFalse();
        CliRun time = t.run("deadline", "g1", "+soon");
        assertThat(time.code).isEqualTo(ExitCode.USAGE);
        assertThat(time.err).contains("30s, 90m, 48h or 2d");
        CliRun vac = t.run("deadline", "g1", "JP", "--vacation", "next week");
        assertThat(vac.code).isEqualTo(ExitCode.USAGE);
        assertThat(vac.err).contains("2026-12-01..12-05");
    }

    @Test
    void watch_reminds_the_late_side_once_then_resolves_with_its_default_orders_at_the_deadline() throws Exception {
        t.submit("g1", "US", new String(TestGames.bytes(TestGames.example("en/setup.txt"))));
        List<String> log = new ArrayList<>();
        watch(created.plus(Duration.ofHours(1)), log).cycle(() -> new MaildirSource(maildir));
        // docs/mail-in.md: each round mails what is not sent yet, here the opening reports no send mailed before
        assertThat(log).singleElement().asString().startsWith("mailed 5 mail(s) of g1 (5 report(s), 0 receipt(s))");
        log.clear();
        int before = t.outbox("g1").size();
        watch(created.plus(Duration.ofHours(37)), log).cycle(() -> new MaildirSource(maildir));
        watch(created.plus(Duration.ofHours(38)), log).cycle(() -> new MaildirSource(maildir));
        assertThat(log).singleElement().asString().startsWith("reminded g1 [JP]");
        assertThat(t.outbox("g1")).hasSize(before + 1);
        String reminder = t.outbox("g1").stream()
                .filter(f -> f.contains("reminder"))
                .findFirst()
                .orElseThrow();
        assertThat(MailParser.parse(
                                TestGames.bytes(t.dir("g1").resolve("outbox").resolve(reminder)))
                        .text())
                .contains("Vos ordres pour la mise en place ne sont pas encore parvenus", "(Europe/Paris)", "UTC");
        assertThat(t.journal("g1")).isEmpty();

        watch(created.plus(Duration.ofHours(48)), log).cycle(() -> new MaildirSource(maildir));
        assertThat(log.get(log.size() - 2))
                .startsWith("deadline passed: resolved g1 turn 0 phase 0 with the default orders of [JP]");
        assertThat(t.store("g1").state().phase()).isEqualTo(Phase.MOVEMENT);
        assertThat(deadline())
                .as("the movement phase starts at the resolve")
                .isEqualTo(created.plus(Duration.ofHours(48 + 24)));
        String expected = DateTimeFormatter.ofPattern("EEEE d MMMM yyyy 'at' HH:mm (z)", Locale.ENGLISH)
                .format(deadline().atZone(ZoneId.of("Europe/Paris")));
        assertThat(t.ok("report", "g1", "--side", "US", "--format", "text").out)
                .as("the report's next deadline")
                .contains(expected);
    }

    @Test
    void a_deadline_that_passed_while_watch_was_down_moves_by_the_length_of_the_outage() {
        List<String> log = new ArrayList<>();
        Instant lastRound = created.plus(Duration.ofHours(40));
        watch(lastRound, log).cycle(() -> new MaildirSource(maildir));
        Instant back = created.plus(Duration.ofHours(50));
        Watch restarted = watch(back, log);
        restarted.catchUp();
        assertThat(log).anyMatch(l -> l.startsWith("the program was down 600 min: deadline of g1 T00-P0 moved"));
        assertThat(deadline()).isEqualTo(created.plus(Duration.ofHours(58)));
        restarted.cycle(() -> new MaildirSource(maildir));
        assertThat(t.journal("g1")).as("not resolved: the deadline moved").isEmpty();
    }
}

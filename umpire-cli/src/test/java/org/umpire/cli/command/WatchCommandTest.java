package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Clock;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.in.MailIntake;
import org.umpire.cli.mail.in.MailParser;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * The loop the issue asks for, end to end: two players each reply by mail as they would from a mail
 * client (greeting, quoted report, signature); {@code umpire receive} stores both and sends each a
 * receipt listing exactly its orders in their language, {@code umpire status} says both have sent,
 * {@code umpire watch --once} resolves the set-up and mails the reports; a second round finds
 * nothing to do and sends nothing again.
 */
class WatchCommandTest {

    @TempDir
    Path root;

    TestGames t;
    Map<String, String> secrets = new HashMap<>();
    Path maildir;

    @BeforeEach
    void setUp() throws Exception {
        t = new TestGames(root);
        t.newGame("club-1", 1);
        t.ok("player", "secret", "club-1", "US");
        t.ok("player", "secret", "club-1", "JP");
        for (String f : t.outbox("club-1")) {
            byte[] eml = TestGames.bytes(t.dir("club-1").resolve("outbox").resolve(f));
            Matcher m = Pattern.compile("(?:code|code) ?: (\\S+)")
                    .matcher(MailParser.parse(eml).text());
            if (m.find()) {
                secrets.put(recipient(eml), m.group(1));
            }
        }
        assertThat(secrets).containsOnlyKeys(TestGames.US_MAIL, TestGames.JP_MAIL);
        maildir = root.resolve("Maildir");
        for (String d : new String[] {"new", "cur", "tmp"}) {
            Files.createDirectories(maildir.resolve(d));
        }
    }

    private static String recipient(byte[] eml) throws Exception {
        MimeMessage m = new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(eml));
        return m.getRecipients(Message.RecipientType.TO)[0].toString();
    }

    private void deliver(String name, String text) throws Exception {
        Files.writeString(maildir.resolve("new").resolve(name), text);
    }

    @Test
    void both_sides_reply_by_mail_get_receipts_and_one_round_of_watch_resolves_and_mails_the_reports()
            throws Exception {
        String usOrders = Files.readString(TestGames.example("en/setup.txt"))
                .lines()
                .filter(l -> !l.startsWith("#"))
                .collect(Collectors.joining("\n"));
        deliver(
                "1780000001.A.host",
                "Message-ID: <us-1@phone.example>\nFrom: Chester Nimitz <" + TestGames.US_MAIL + ">\n"
                        + "To: umpire@localhost\nSubject: Re: [club-1] T0 set-up\nContent-Type: text/plain; charset=UTF-8\n\n"
                        + "Hi umpire,\n\nHere are my orders:\n" + usOrders + "\n\ncode: "
                        + secrets.get(TestGames.US_MAIL)
                        + "\n\nThanks,\nChester\n\nSent from my iPhone\n\n> On 2 Jun 2026, at 20:00, Umpire wrote:\n"
                        + "> Orders awaited from US\n");
        deliver(
                "1780000002.B.host",
                "Message-ID: <jp-1@mail.example>\nFrom: " + TestGames.JP_MAIL + "\n"
                        + "To: umpire@localhost\nSubject: RE: [club-1] mise en place\nContent-Type: text/plain; charset=UTF-8\n\n"
                        + "Bonjour,\n\nplace I-168 at K6\ncode : " + secrets.get(TestGames.JP_MAIL)
                        + "\n\nCordialement,\nYamamoto\n\n"
                        + "Le mar. 2 juin 2026 à 20:00, Arbitre <umpire@localhost> a écrit :\n> Ordres attendus de JP\n");
        CliRun received = t.run("receive", "--maildir", maildir.toString());
        assertThat(received.out)
                .contains(
                        "1780000001.A.host",
                        "club-1 US: stored (9 order(s), 0 error(s))",
                        "club-1 JP: stored (1 order(s), 0 error(s))");
        assertThat(t.ok("status").out)
                .as("the listing says who has sent")
                .contains("club-1: ", "Orders received from: US, JP; the phase can be resolved");
        int before = t.outbox("club-1").size();
        CliRun r = t.run("watch", "--maildir", maildir.toString(), "--once");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        assertThat(r.out).contains("resolved club-1 turn 0 phase 0", "mail(s) of club-1");
        assertThat(r.out).doesNotContain(secrets.get(TestGames.US_MAIL));
        assertThat(t.store("club-1").state().phase()).isNotEqualTo(Phase.SETUP);
        assertThat(TestGames.list(maildir.resolve("cur"))).hasSize(2);

        String usReceipt = null;
        String jpReceipt = null;
        for (String f : t.outbox("club-1")) {
            String text = MailParser.parse(
                            TestGames.bytes(t.dir("club-1").resolve("outbox").resolve(f)))
                    .text();
            if (text.contains("Your orders as understood")) {
                usReceipt = text;
            } else if (text.contains("Vos ordres tels qu'ils ont été compris")) {
                jpReceipt = text;
            }
        }
        assertThat(usReceipt)
                .contains(
                        "Your orders are stored.", "9 accepted, 0 error(s)", "line 5: place Enterprise, Hornet at N4");
        assertThat(jpReceipt).contains("Vos ordres sont enregistrés.", "place I-168 en K6");
        int afterFirst = t.outbox("club-1").size();
        assertThat(afterFirst).isGreaterThan(before + 2);

        CliRun again = t.run("watch", "--maildir", maildir.toString(), "--once");
        assertThat(again.code).isEqualTo(ExitCode.OK);
        assertThat(again.out).doesNotContain("resolved", "receive ", "mailed");
        assertThat(t.outbox("club-1")).hasSize(afterFirst);
    }

    /** see docs/orders.md: on a quiet turn each player sends one mail and reads one. */
    @Test
    void a_quiet_turn_by_mail_one_mail_each_way_and_watch_resolves_movement_and_searches_at_once() throws Exception {
        t.ok(
                "orders",
                "submit",
                "club-1",
                "--side",
                "US",
                TestGames.example("en/setup.txt").toString());
        t.submit("club-1", "JP", "place I-168 at K6\n");
        t.ok("resolve", "club-1");
        int before = t.outbox("club-1").size();
        deliver(
                "1780000011.A.host",
                "Message-ID: <us-2@phone.example>\nFrom: " + TestGames.US_MAIL + "\n"
                        + "To: umpire@localhost\nSubject: Re: [club-1] T1 04:30 movement\nContent-Type: text/plain; charset=UTF-8\n\n"
                        + "TF16 N4 -> M4\nsearch C6 with midway\ncode: " + secrets.get(TestGames.US_MAIL) + "\n");
        deliver(
                "1780000012.B.host",
                "Message-ID: <jp-2@mail.example>\nFrom: " + TestGames.JP_MAIL + "\n"
                        + "To: umpire@localhost\nSubject: RE: [club-1] T1 mouvements\nContent-Type: text/plain; charset=UTF-8\n\n"
                        + "groupe 1 entre en A6\nrecherche A10 avec wake\ncode : " + secrets.get(TestGames.JP_MAIL)
                        + "\n");
        CliRun r = t.run("watch", "--maildir", maildir.toString(), "--once");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        assertThat(r.out)
                .contains(
                        "resolved club-1 turn 1 phase 1",
                        "resolved club-1 turn 1 phase 2 with orders sent in advance (journal 0003-T01-P2-searches)");
        assertThat(t.store("club-1").state().turn()).isEqualTo(2);
        List<String> now = t.outbox("club-1");
        List<String> reports = now.stream()
                .filter(f -> f.contains(".T02-P01.r0.") || f.contains(".T01-P02.e"))
                .toList();
        // one report a side for the whole turn, named by where the game next waits for it (see
        // docs/reports-and-mail.md#no-leak-by-construction), and the
        // umpire's, besides the two receipts
        assertThat(reports).hasSize(3);
        String receipt = null;
        for (String f : now) {
            String text = MailParser.parse(
                            TestGames.bytes(t.dir("club-1").resolve("outbox").resolve(f)))
                    .text();
            if (text.contains("Your orders as understood")) {
                receipt = text;
            }
        }
        assertThat(receipt)
                .contains("Sent in advance for phase 2 (searches) of this turn", "search C6 with midway-area");
        assertThat(t.outbox("club-1").size()).isEqualTo(before + 2 + 3);
    }

    /**
     * docs/mail-in.md: {@code watch --once} from cron exits 5 when something was not delivered (each cause in its
     * log), and 0 once the next run delivered it; the mail itself is read once.
     */
    @Test
    void item_2_watch_once_exits_5_while_a_mail_was_not_delivered_and_0_once_the_next_run_delivered_it()
            throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        Path settings = root.resolve("mail.yaml");
        Files.writeString(
                settings,
                "from: umpire@localhost\numpire: referee@club.example\nsmtp:\n  host: 127.0.0.1\n  port: " + port
                        + "\n  security: none\n  timeout-seconds: 5\nretry:\n  attempts: 1\n");
        deliver(
                "1780000021.A.host",
                "Message-ID: <us-3@phone.example>\nFrom: " + TestGames.US_MAIL + "\n"
                        + "To: umpire@localhost\nSubject: Re: [club-1] set-up\n\nYorktown N6\ncode: "
                        + secrets.get(TestGames.US_MAIL)
                        + "\n");
        CliRun down = t.run("watch", "--maildir", maildir.toString(), "--once", "--mail-settings", settings.toString());
        assertThat(down.code).as(down.toString()).isEqualTo(ExitCode.IO);
        assertThat(down.out)
                .contains(
                        "club-1 US: stored (1 order(s), 0 error(s))",
                        "SMTP 127.0.0.1:" + port + " unreachable since",
                        "cannot connect")
                .doesNotContain("null");
        assertThat(TestGames.list(maildir.resolve("cur")))
                .as("read and filed all the same")
                .hasSize(1);

        GreenMail smtp = new GreenMail(new ServerSetup(port, "127.0.0.1", "smtp"));
        smtp.start();
        try {
            CliRun back =
                    t.run("watch", "--maildir", maildir.toString(), "--once", "--mail-settings", settings.toString());
            assertThat(back.code).as(back.toString()).isEqualTo(ExitCode.OK);
            assertThat(back.out).contains("mailed").doesNotContain("receive ");
            long receipts = Arrays.stream(smtp.getReceivedMessages())
                    .filter(m -> {
                        try {
                            return m.getHeader("X-Umpire-Receipt") != null;
                        } catch (MessagingException e) {
                            throw new IllegalStateException(e);
                        }
                    })
                    .count();
            assertThat(receipts).isEqualTo(1);
            assertThat(t.store("club-1").earlierOrders(0, Phase.SETUP, Side.US)).isEmpty();
        } finally {
            smtp.stop();
        }
    }

    @Test
    void a_bad_interval_is_a_usage_error() {
        CliRun r = t.run("watch", "--maildir", maildir.toString(), "--every", "soon");
        assertThat(r.code).isEqualTo(ExitCode.USAGE);
        assertThat(r.err).contains("30s, 5m or 1h");
    }

    /**
     * docs/mail-in.md: a {@code resolve} typed while a round of {@code watch} runs (another umpire process) leaves the
     * round's mails for that game to the next round, says so, and does not record them as read; the next round reads
     * them, and resolves the game again (the round's start, not the watch's, is what "concurrent" means).
     */
    @Test
    void
            item_6_a_change_by_another_process_during_a_round_leaves_its_mails_to_the_next_round_and_never_stops_the_watch()
                    throws Exception {
        t.ok("resolve", "club-1", "--defaults", "--no-send");
        // the games folder as another umpire process would leave it: entries this program did not commit
        Path games2 = root.resolve("games2");
        copy(root.resolve("games"), games2);
        GamesHome home = GamesHome.of(games2);
        byte[] mail = ("Message-ID: <us-9@phone.example>\nFrom: " + TestGames.US_MAIL + "\nTo: umpire@localhost\n"
                        + "Subject: Re: [club-1] turn 1\nContent-Type: text/plain; charset=UTF-8\n\nno orders\ncode: "
                        + secrets.get(TestGames.US_MAIL) + "\n")
                .getBytes(StandardCharsets.UTF_8);
        MailIntake round = new MailIntake(home, null, null, MailSettings.outboxOnly(), Map.of(), Clock.systemUTC());
        Thread.sleep(20);
        Path state = games2.resolve("club-1").resolve("state.yaml");
        Files.setLastModifiedTime(state, FileTime.from(Instant.now()));
        MailIntake.Handled during = round.handle(mail);
        assertThat(during.outcome()).isEqualTo(MailIntake.Outcome.TRY_LATER);
        assertThat(during.log()).contains("left for the next round", "another umpire process changed the game");
        Thread.sleep(20);
        MailIntake.Handled next =
                new MailIntake(home, null, null, MailSettings.outboxOnly(), Map.of(), Clock.systemUTC()).handle(mail);
        assertThat(next.outcome()).as(next.log()).isEqualTo(MailIntake.Outcome.PROCESSED);
        assertThat(next.log()).contains("club-1 US");
        // a round that starts after the change is not stopped by it
        GameContext game = GameContext.of(
                GameStore.open(home, GameId.parse("club-1")),
                new ScenarioLoader().resolve(null, ScenarioLoader.DEFAULT_SCENARIO));
        Assertions.assertThatThrownBy(() -> game.startedAt(Instant.EPOCH).requireUnchangedSinceOpen())
                .hasMessageContaining("changed by another umpire process");
        game.startedAt(GameContext.machineNow()).requireUnchangedSinceOpen();
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
    }
}

package org.umpire.cli.mail.in;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import jakarta.mail.Folder;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.app.Watch;
import org.umpire.cli.fixtures.HandClock;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.SmtpSettings;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameStore;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * see docs/mail-in.md, items 1 and 2, against real IMAP and SMTP servers on loopback (GreenMail), stopped and started
 * while a {@code watch} loop runs, its rounds driven by a clock the test moves on: a receipt that could not
 * go never doubles an order; the loop never dies of an outage, logs it once with its cause and its return,
 * meets deadlines meanwhile, and retries every mail a failed send left behind.
 */
@Tag("slow")
class WatchOutageTest {

    private static final Duration ROUND = Duration.ofSeconds(60);

    @TempDir
    Path root;

    private final List<GreenMail> servers = new ArrayList<>();

    @AfterEach
    void stopServers() {
        servers.forEach(GreenMail::stop);
    }

    // ------------------------------------------------------------------------------------------ item 1

    @Test
    void item_1_an_order_whose_receipt_could_not_go_is_applied_once_and_its_receipt_arrives_once_telling_nothing_new()
            throws Exception {
        MailGames games = games();
        Instant start = createdAt(games).plus(Duration.ofMinutes(1));
        MailGames ref = copyOf(games, root.resolve("ref"));
        int imapPort = freePort();
        GreenMail imap = imap(imapPort);
        int smtpPort = freePort(); // nothing listens there yet: the SMTP server is down
        byte[] us = MailIntakeTest.mail(
                "us-1@x", "nimitz@club.example", "Re: [club-42] set-up", "Yorktown N6\ncode: blue-whale-42\n");
        deliver(imap, us);
        deliver(
                imap,
                MailIntakeTest.mail(
                        "jp-1@x",
                        "yamamoto@club.example",
                        "Re: [club-42] mise en place",
                        "place I-168 at K6\ncode: kaze-no-kami\n"));
        HandClock clock = new HandClock(start);
        List<String> log = new ArrayList<>();
        Watch watch = watch(games, smtpSettings(smtpPort), clock, log);
        Supplier<MailSource> inbox = () -> new ImapSource(url(imapPort), "imap-pw");

        Watch.Round first = watch.cycle(inbox);
        assertThat(first.clean()).as("receipts and reports not delivered").isFalse();
        assertThat(count(imapPort, "INBOX"))
                .as("both mails read and filed, their receipts queued")
                .isZero();
        assertThat(count(imapPort, ImapSource.PROCESSED)).isEqualTo(2);
        assertThat(store(games).state().phase())
                .as("resolved with both sides' orders")
                .isEqualTo(Phase.MOVEMENT);
        assertThat(log)
                .filteredOn(l -> l.contains("unreachable"))
                .singleElement()
                .asString()
                .startsWith("SMTP 127.0.0.1:" + smtpPort + " unreachable since ")
                .contains("cannot connect")
                .doesNotContain("null");

        clock.advance(ROUND);
        assertThat(watch.cycle(inbox).clean()).isFalse();
        assertThat(log)
                .as("the outage is logged once, not once per try")
                .filteredOn(l -> l.contains("unreachable"))
                .hasSize(1);

        GreenMail smtp = smtp(smtpPort); // the server is back
        clock.advance(ROUND.multipliedBy(3));
        Watch.Round back = watch.cycle(inbox);
        assertThat(back.clean()).as(String.join("\n", log)).isTrue();
        assertThat(log).anyMatch(l -> l.startsWith("SMTP 127.0.0.1:" + smtpPort + " back after"));
        clock.advance(ROUND);
        assertThat(watch.cycle(inbox).clean()).isTrue();

        List<MimeMessage> receipts = withHeader(smtp.getReceivedMessages(), "X-Umpire-Receipt");
        assertThat(receipts).as("one receipt per mail, once").hasSize(2);
        assertThat(receipts.stream().map(WatchOutageTest::messageId).distinct()).hasSize(2);
        assertThat(withHeader(smtp.getReceivedMessages(), "X-Umpire-Report"))
                .as("the reports went too")
                .isNotEmpty();
        GameStore after = store(games);
        assertThat(after.journal()).as("resolved once").hasSize(1);
        assertThat(new String(
                        after.journalFile(after.journal().get(0), "orders-US.txt")
                                .orElseThrow(),
                        StandardCharsets.UTF_8))
                .contains("Yorktown N6");
        assertThat(after.orders(1, Phase.MOVEMENT))
                .as("nothing stored for the next phase")
                .isEmpty();
        assertThat(after.earlierOrders(0, Phase.SETUP, Side.US))
                .as("stored once")
                .isEmpty();
        assertThat(ReplyQueueFiles.of(after.dir())).as("the queue is empty").isEmpty();

        // it tells nothing the resolve made known: word for word the receipt of the same mail sent at once
        new MailIntake(ref.home(), null, null, MailSettings.outboxOnly(), Map.of(), Clock.fixed(start, ZoneOffset.UTC))
                .handle(us);
        MimeMessage atOnce = withHeader(ref.replies().toArray(new MimeMessage[0]), "X-Umpire-Receipt")
                .get(0);
        MimeMessage late = receipts.stream()
                .filter(m -> header(m, "X-Umpire-Receipt").endsWith("US"))
                .findFirst()
                .orElseThrow();
        assertThat(text(late)).isEqualTo(text(atOnce));
        assertThat(late.getSubject()).isEqualTo(atOnce.getSubject());
    }

    // ------------------------------------------------------------------------------------------ item 2

    @Test
    void item_2_imap_stopped_and_started_mid_watch_is_logged_once_tried_less_often_and_deadlines_are_met_meanwhile()
            throws Exception {
        MailGames games = games();
        games.run("deadline", "club-42", "--set", "setup=10m");
        HandClock clock = new HandClock(createdAt(games).plus(Duration.ofMinutes(1)));
        int imapPort = freePort();
        GreenMail imap = imap(imapPort);
        deliver(
                imap,
                MailIntakeTest.mail(
                        "us-1@x", "nimitz@club.example", "[club-42] orders", "Yorktown N6\ncode: blue-whale-42\n"));
        List<String> log = new ArrayList<>();
        Watch watch = watch(games, MailSettings.outboxOnly(), clock, log);
        AtomicInteger tries = new AtomicInteger();
        Supplier<MailSource> inbox = () -> counting(new ImapSource(url(imapPort), "imap-pw"), tries);
        assertThat(watch.cycle(inbox).clean()).isTrue();
        assertThat(games.stored("club-42", "US")).contains("Yorktown N6");

        imap.stop(); // the IMAP server goes down
        int rounds = 0;
        boolean allClean = true;
        for (; rounds < 20; rounds++) {
            clock.advance(ROUND);
            allClean &= watch.cycle(inbox).clean();
        }
        assertThat(allClean)
                .as("a round without its intake is not clean (watch --once exits 5)")
                .isFalse();
        assertThat(log)
                .filteredOn(l -> l.contains("unreachable"))
                .singleElement()
                .asString()
                .startsWith("IMAP umpire@127.0.0.1:" + imapPort + "/INBOX unreachable since ")
                .contains("nothing answers at 127.0.0.1:" + imapPort, "Connection refused", "retrying in 60 s")
                .doesNotContain("null");
        assertThat(tries.get() - 1)
                .as("tried after 1, 2, 4, then every 5 minutes, not each round")
                .isEqualTo(6);
        assertThat(log)
                .as("the deadline is met while the intake is down")
                .anyMatch(l -> l.startsWith(
                        "deadline passed: resolved club-42 turn 0 phase 0 with the default orders of [JP]"));
        assertThat(store(games).journal()).hasSize(1);

        GreenMail again = imap(imapPort); // back, with a new mail
        deliver(
                again,
                MailIntakeTest.mail(
                        "us-2@x",
                        "fletcher@club.example",
                        "[club-7] ordres",
                        "Yorktown N6\ncode: tigre-du-pacifique\n"));
        clock.advance(Outage5Minutes.MAX);
        assertThat(watch.cycle(inbox).clean()).as(String.join("\n", log)).isTrue();
        assertThat(log).anyMatch(l -> l.startsWith("IMAP umpire@127.0.0.1:" + imapPort + "/INBOX back after 2"));
        assertThat(games.stored("club-7", "US")).contains("Yorktown N6");
    }

    @Test
    void item_2_a_connection_dropped_mid_batch_names_the_cause_and_no_mail_is_read_twice() throws Exception {
        MailGames games = games();
        int imapPort = freePort();
        GreenMail imap = imap(imapPort);
        GreenMail smtp = smtp(freePort());
        int mails = 60; // two batches of IMAP fetches: the first is read, then cut as it is filed
        for (int i = 0; i < mails; i++) {
            deliver(
                    imap,
                    MailIntakeTest.mail(
                            "cut-" + i + "@x",
                            "nimitz@club.example",
                            "[club-42] orders " + i,
                            "Yorktown N" + (4 + i % 3) + "\ncode: blue-whale-42\n"));
        }
        HandClock clock = new HandClock(createdAt(games).plus(Duration.ofMinutes(1)));
        List<String> log = new ArrayList<>();
        Watch watch = watch(games, smtpSettings(smtp.getSmtp().getPort()), clock, log);
        try (CuttingProxy proxy = new CuttingProxy(imapPort).cutWhenClientSends(" COPY ", " MOVE ")) {
            Supplier<MailSource> inbox = () -> new ImapSource(url(proxy.port()), "imap-pw");
            assertThat(watch.cycle(inbox).clean()).isFalse();
            assertThat(proxy.cuts()).isEqualTo(1);
            assertThat(log)
                    .filteredOn(l -> l.contains("unreachable"))
                    .singleElement()
                    .asString()
                    .contains(
                            "IMAP umpire@127.0.0.1:" + proxy.port() + "/INBOX",
                            "127.0.0.1:" + proxy.port() + " closed the connection")
                    .doesNotContain("null");
            assertThat(count(imapPort, "INBOX"))
                    .as("nothing filed: the cut came with the filing")
                    .isEqualTo(mails);
            assertThat(log)
                    .filteredOn(l -> l.contains(": stored") || l.contains(": replaced"))
                    .hasSize(50);

            clock.advance(ROUND);
            assertThat(watch.cycle(inbox).clean()).as(String.join("\n", log)).isTrue();
        }
        assertThat(log).filteredOn(l -> l.contains("handled before, skipped")).hasSize(50);
        assertThat(log)
                .filteredOn(l -> l.contains(": stored") || l.contains(": replaced"))
                .hasSize(mails);
        assertThat(count(imapPort, "INBOX")).isZero();
        assertThat(count(imapPort, ImapSource.PROCESSED)).isEqualTo(mails);
        GameStore g = store(games);
        assertThat(g.earlierOrders(0, Phase.SETUP, Side.US))
                .as("each mail stored once")
                .hasSize(mails - 1);
        List<MimeMessage> receipts = withHeader(smtp.getReceivedMessages(), "X-Umpire-Receipt");
        assertThat(receipts.stream().map(WatchOutageTest::messageId).distinct()).hasSize(mails);
        assertThat(receipts).hasSize(mails);
    }

    // ------------------------------------------------------------------------------------------ helpers

    /** The longest wait between tries of a server that is down, as the watch has it. */
    private static final class Outage5Minutes {
        static final Duration MAX = Duration.ofMinutes(5);
    }

    /** The replies waiting in a game's queue. */
    private static final class ReplyQueueFiles {
        static List<String> of(Path gameDir) throws IOException {
            Path q = gameDir.resolve("mail").resolve("queue");
            if (!Files.isDirectory(q)) {
                return List.of();
            }
            try (Stream<Path> s = Files.list(q)) {
                return s.map(p -> p.getFileName().toString())
                        .filter(n -> !n.startsWith("."))
                        .toList();
            }
        }
    }

    /** The two games, their players' codes known: welcomes (which issue new codes) are taken as mailed. */
    private MailGames games() throws IOException {
        MailGames games = new MailGames(root);
        for (String g : List.of("club-42", "club-7")) {
            Files.deleteIfExists(games.games.resolve(g).resolve(SecretMails.WELCOME_PENDING));
        }
        return games;
    }

    private Watch watch(MailGames games, MailSettings settings, Clock clock, List<String> log) {
        Consumer<String> out = line -> {
            log.add(line);
            System.out.println("watch: " + line);
        };
        return new Watch(games.home(), null, null, settings, Language.EN, Map.of(), clock, ROUND, out);
    }

    private static MailSource counting(MailSource source, AtomicInteger tries) {
        return new MailSource() {
            @Override
            public Tally receive(MailIntake intake, Consumer<String> log) {
                tries.incrementAndGet();
                return source.receive(intake, log);
            }

            @Override
            public String describe() {
                return source.describe();
            }
        };
    }

    private static MailSettings smtpSettings(int port) throws Exception {
        SmtpSettings smtp = new SmtpSettings(
                "127.0.0.1",
                port,
                SmtpSettings.Security.NONE,
                Optional.empty(),
                Optional.empty(),
                Duration.ofSeconds(5),
                Optional.empty());
        return new MailSettings(
                new InternetAddress("umpire@localhost"),
                Optional.empty(),
                "umpire@localhost",
                Optional.of(smtp),
                new MailSettings.Retry(2, Duration.ofMillis(10), Duration.ofMillis(10)));
    }

    private GreenMail imap(int port) {
        GreenMail g = new GreenMail(new ServerSetup(port, "127.0.0.1", ServerSetup.PROTOCOL_IMAP));
        g.start();
        g.setUser("umpire@localhost", "umpire", "imap-pw");
        servers.add(g);
        return g;
    }

    private GreenMail smtp(int port) {
        GreenMail g = new GreenMail(new ServerSetup(port, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
        g.start();
        servers.add(g);
        return g;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static String url(int port) {
        return "imap://umpire@127.0.0.1:" + port + "/INBOX";
    }

    private static void deliver(GreenMail imap, byte[] raw) throws Exception {
        imap.getUserManager()
                .getUser("umpire")
                .deliver(new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(raw)));
    }

    private static int count(int port, String folder) throws MessagingException {
        Store store = Session.getInstance(new Properties()).getStore("imap");
        store.connect("127.0.0.1", port, "umpire", "imap-pw");
        try {
            Folder f =
                    store.getFolder(folder.replace('/', store.getDefaultFolder().getSeparator()));
            if (!f.exists()) {
                return 0;
            }
            f.open(Folder.READ_ONLY);
            int n = f.getMessageCount();
            f.close(false);
            return n;
        } finally {
            store.close();
        }
    }

    private static GameStore store(MailGames games) {
        return GameStore.open(games.home(), GameId.parse("club-42"));
    }

    private static Instant createdAt(MailGames games) {
        return store(games).config().createdAt();
    }

    private static MailGames copyOf(MailGames games, Path to) throws IOException {
        Path from = games.games;
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                Path target = to.resolve("games").resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
        return MailGames.existing(to);
    }

    private static List<MimeMessage> withHeader(MimeMessage[] mails, String header) {
        return Arrays.stream(mails).filter(m -> !header(m, header).isEmpty()).toList();
    }

    private static String header(MimeMessage m, String name) {
        try {
            String[] h = m.getHeader(name);
            return h == null ? "" : h[0];
        } catch (MessagingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String messageId(MimeMessage m) {
        return header(m, "Message-ID");
    }

    private static String text(MimeMessage m) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        m.writeTo(out);
        return MailParser.parse(out.toByteArray()).text();
    }
}

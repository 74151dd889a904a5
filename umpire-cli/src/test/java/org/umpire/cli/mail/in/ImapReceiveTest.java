package org.umpire.cli.mail.in;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.configuration.GreenMailConfiguration;
import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.user.GreenMailUser;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import com.sun.management.OperatingSystemMXBean;
import jakarta.mail.Folder;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.app.Watch;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.SmtpSettings;
import org.umpire.engine.model.Language;

/**
 * Real IMAP and SMTP on loopback (GreenMail): order mails waiting in the umpire's INBOX are
 * handled, moved to umpire/processed or umpire/failed, and each player gets the receipt by SMTP.
 * Also the benchmark of the issue: 1,000 order mails ingested and receipted.
 */
class ImapReceiveTest {

    @RegisterExtension
    static final GreenMailExtension GREENMAIL = new GreenMailExtension(
                    ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP))
            .withConfiguration(GreenMailConfiguration.aConfig()
                    .withUser("umpire@localhost", "umpire", "imap-pw")
                    .withUser("nimitz@club.example", "nimitz", "pw-n")
                    .withUser("fletcher@club.example", "fletcher", "pw-f"))
            .withPerMethodLifecycle(true);

    @TempDir
    Path root;

    private MailIntake intake(MailGames games) throws Exception {
        SmtpSettings smtp = new SmtpSettings(
                "127.0.0.1",
                GREENMAIL.getSmtp().getPort(),
                SmtpSettings.Security.NONE,
                Optional.empty(),
                Optional.empty(),
                Duration.ofSeconds(10),
                Optional.empty());
        MailSettings settings = new MailSettings(
                new InternetAddress("umpire@localhost"),
                Optional.empty(),
                "umpire@localhost",
                Optional.of(smtp),
                MailSettings.Retry.DEFAULT);
        return new MailIntake(games.home(), null, null, settings, Map.of(), MailGames.CLOCK);
    }

    private static void deliver(String id, String from, String subject, String body) throws Exception {
        GreenMailUser inbox = GREENMAIL.getUserManager().getUser("umpire");
        inbox.deliver(new MimeMessage(
                Session.getInstance(new Properties()),
                new ByteArrayInputStream(MailIntakeTest.mail(id, from, subject, body))));
    }

    private static int count(String folder) throws Exception {
        Store store = Session.getInstance(new Properties()).getStore("imap");
        store.connect("127.0.0.1", GREENMAIL.getImap().getPort(), "umpire", "imap-pw");
        try {
            Folder f =
                    store.getFolder(folder.replace('/', store.getDefaultFolder().getSeparator()));
            if (!f.exists()) {
                return -1;
            }
            f.open(Folder.READ_ONLY);
            int n = f.getMessageCount();
            f.close(false);
            return n;
        } finally {
            store.close();
        }
    }

    private static String url() {
        return "imap://umpire@127.0.0.1:" + GREENMAIL.getImap().getPort() + "/INBOX";
    }

    @Test
    void mails_in_the_inbox_are_filed_and_each_player_gets_a_receipt_by_smtp() throws Exception {
        MailGames games = new MailGames(root);
        deliver(
                "ok@x",
                "nimitz@club.example",
                "Re: [club-42] set-up",
                "Hi,\nYorktown N6\ncode: blue-whale-42\nRegards\n");
        deliver("bad@x", "fletcher@club.example", "[club-7] ordres", "Yorktown N6\ncode: pas-le-bon\n");
        deliver("auto@x", "nimitz@club.example", "Out of office\nAuto-Submitted: auto-replied", "away\n");
        MailSource.Tally t = new ImapSource(url(), "imap-pw").receive(intake(games), line -> {});
        assertThat(t).isEqualTo(new MailSource.Tally(1, 2, 0));
        assertThat(count("INBOX")).isZero();
        assertThat(count(ImapSource.PROCESSED)).isEqualTo(1);
        assertThat(count(ImapSource.FAILED)).isEqualTo(2);
        MimeMessage[] toNimitz = GREENMAIL.getReceivedMessagesForDomain("club.example");
        assertThat(toNimitz)
                .extracting(m -> m.getAllRecipients()[0].toString())
                .containsExactlyInAnyOrder("nimitz@club.example", "fletcher@club.example");
        assertThat(games.stored("club-42", "US")).contains("Yorktown N6");
    }

    /** The benchmark (docs/mail-in.md#speed): {@code -Dumpire.bench=true}. */
    @Tag("benchmark")
    @Test
    void a_thousand_order_mails_are_ingested_and_receipted_over_imap_and_smtp() throws Exception {
        Assumptions.assumeTrue(Boolean.getBoolean("umpire.bench"), "benchmark: -Dumpire.bench=true");
        MailGames games = new MailGames(root);
        int n = Integer.getInteger("umpire.bench.mails", 1000);
        for (int i = 0; i < n; i++) {
            String from = i % 2 == 0 ? "nimitz@club.example" : "fletcher@club.example";
            String subject = i % 2 == 0 ? "Re: [club-42] set-up" : "Re: [club-7] mise en place";
            String code = i % 2 == 0 ? "blue-whale-42" : "tigre-du-pacifique";
            deliver(
                    "bench" + i + "@x",
                    from,
                    subject,
                    "Hello,\n\nYorktown N" + (4 + i % 3) + "\nSS1 -> H4\ncode: " + code + "\n\nRegards\n");
        }
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpu0 = os.getProcessCpuTime();
        long[] ticks0 = userAndSystemTicks();
        long thread0 = threads.getCurrentThreadCpuTime();
        long threadUser0 = threads.getCurrentThreadUserTime();
        double load0 = os.getSystemLoadAverage();
        long start = System.nanoTime();
        MailSource.Tally t = new ImapSource(url(), "imap-pw").receive(intake(games), line -> {});
        double seconds = (System.nanoTime() - start) / 1e9;
        double cpu = (os.getProcessCpuTime() - cpu0) / 1e9;
        long[] ticks = userAndSystemTicks();
        double thread = (threads.getCurrentThreadCpuTime() - thread0) / 1e9;
        double threadUser = (threads.getCurrentThreadUserTime() - threadUser0) / 1e9;
        // docs/mail-in.md#speed: the figures it gives
        System.out.printf(
                "BENCHMARK: %d order mails ingested from IMAP and receipted by SMTP in %.1f s, CPU %.1f s"
                        + " (this JVM: the umpire and the GreenMail servers together; user %.1f s, system %.1f s);"
                        + " the umpire's thread %.1f s (user %.1f s, system %.1f s); load average %.1f then %.1f%n",
                n,
                seconds,
                cpu,
                (ticks[0] - ticks0[0]) / 100.0,
                (ticks[1] - ticks0[1]) / 100.0,
                thread,
                threadUser,
                thread - threadUser,
                load0,
                os.getSystemLoadAverage());
        assertThat(t.processed()).isEqualTo(n);
        assertThat(GREENMAIL.getReceivedMessagesForDomain("club.example")).hasSize(n);
        assertThat(seconds).as("1,000 mails in under 30 s").isLessThan(30.0 * n / 1000);
    }

    /** This process's user and system CPU time in clock ticks (1/100 s on Linux), or zeros where /proc is not. */
    private static long[] userAndSystemTicks() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return new long[] {Long.parseLong(f[11]), Long.parseLong(f[12])};
        } catch (java.io.IOException | RuntimeException e) {
            return new long[] {0, 0};
        }
    }

    /**
     * docs/mail-in.md: two watch loops on the same games and the same IMAP inbox, their rounds run at once, never store
     * a mail twice nor send a receipt twice, and no round of either fails: one intake at a time (the intake lock),
     * the other leaves that round's mails to it.
     */
    @Tag("slow")
    @Test
    void two_watch_loops_on_one_inbox_read_each_mail_once_and_no_round_fails() throws Exception {
        MailGames games = new MailGames(root);
        for (String game : List.of("club-42", "club-7")) {
            // the players hold their codes already: no welcome mail with a new one
            Files.deleteIfExists(root.resolve("games").resolve(game).resolve("welcome.pending"));
        }
        int n = 40;
        for (int i = 0; i < n; i++) {
            String from = i % 2 == 0 ? "nimitz@club.example" : "fletcher@club.example";
            String subject = i % 2 == 0 ? "Re: [club-42] set-up" : "Re: [club-7] mise en place";
            String code = i % 2 == 0 ? "blue-whale-42" : "tigre-du-pacifique";
            deliver("two" + i + "@x", from, subject, "Hello,\n\nYorktown N" + (4 + i % 3) + "\ncode: " + code + "\n");
        }
        SmtpSettings smtp = new SmtpSettings(
                "127.0.0.1",
                GREENMAIL.getSmtp().getPort(),
                SmtpSettings.Security.NONE,
                Optional.empty(),
                Optional.empty(),
                Duration.ofSeconds(10),
                Optional.empty());
        MailSettings settings = new MailSettings(
                new InternetAddress("umpire@localhost"),
                Optional.empty(),
                "arbitre@umpires.example",
                Optional.of(smtp),
                MailSettings.Retry.DEFAULT);
        CyclicBarrier start = new CyclicBarrier(2);
        List<String> logs = Collections.synchronizedList(new ArrayList<>());
        List<Future<List<Boolean>>> loops = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            for (String name : List.of("A", "B")) {
                loops.add(pool.submit(() -> {
                    Watch w = new Watch(
                            games.home(),
                            null,
                            null,
                            settings,
                            Language.EN,
                            Map.of(),
                            MailGames.CLOCK,
                            Duration.ofSeconds(1),
                            line -> logs.add(name + " " + line));
                    List<Boolean> clean = new ArrayList<>();
                    for (int round = 0; round < 3; round++) {
                        start.await(60, TimeUnit.SECONDS);
                        clean.add(
                                w.cycle(() -> new ImapSource(url(), "imap-pw")).clean());
                    }
                    return clean;
                }));
            }
            for (Future<List<Boolean>> f : loops) {
                assertThat(f.get(300, TimeUnit.SECONDS))
                        .as(String.join("\n", logs))
                        .containsOnly(true);
            }
        } finally {
            pool.shutdownNow();
        }
        String counts = "INBOX " + count("INBOX") + ", processed " + count(ImapSource.PROCESSED) + ", failed "
                + count(ImapSource.FAILED) + "\n" + String.join("\n", logs);
        assertThat(count("INBOX")).as(counts).isZero();
        assertThat(count(ImapSource.PROCESSED)).as(counts).isEqualTo(n);
        assertThat(count(ImapSource.FAILED)).as(counts).isLessThanOrEqualTo(0);
        for (String game : List.of("club-42", "club-7")) {
            List<String> keys =
                    Files.readAllLines(root.resolve("games")
                                    .resolve(game)
                                    .resolve("mail")
                                    .resolve("received.log"))
                            .stream()
                            .map(l -> l.split("\t")[1])
                            .toList();
            assertThat(keys).as(game).hasSize(n / 2).doesNotHaveDuplicates();
        }
        List<String> receipts = new ArrayList<>();
        for (MimeMessage m : GREENMAIL.getReceivedMessagesForDomain("club.example")) {
            if (m.getMessageID().contains(".receipt.")) {
                receipts.add(m.getMessageID());
            }
        }
        assertThat(receipts).as("one receipt per mail, none twice").hasSize(n).doesNotHaveDuplicates();
        System.out.println("ImapReceiveTest: two watch loops, " + n + " mails; the intake lock "
                + (logs.stream().anyMatch(l -> l.contains("mails not read this round")) ? "was" : "was not")
                + " contended");
    }
}

package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.Main;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.mail.in.MailParser;

/**
 * docs/mail-in.md: two {@code umpire watch} processes on the same games and the same Maildir (a second service
 * started by mistake, a cron round that overran into the next one) never store a mail twice, never send a
 * receipt twice, and neither exits non-zero: one intake at a time ({@code games/.mail-in/intake.lock}); the
 * other leaves that round's mails to it. And a lock file left by a watch killed with {@code kill -9} (its
 * process gone) is taken over by the next round.
 */
class TwoWatchesTest {

    @TempDir
    Path root;

    private TestGames t;
    private Path md;
    private final Map<String, String> secrets = new HashMap<>();

    private void setUp() throws IOException {
        t = new TestGames(root);
        t.newGame("club-1", 1);
        t.ok("player", "secret", "club-1", "US");
        t.ok("player", "secret", "club-1", "JP");
        for (String f : t.outbox("club-1")) {
            String text = MailParser.parse(
                            TestGames.bytes(t.dir("club-1").resolve("outbox").resolve(f)))
                    .text();
            Matcher m = Pattern.compile("code ?: (\\S+)").matcher(text);
            if (m.find()) {
                secrets.put(text.contains("(United States)") ? "US" : "JP", m.group(1));
            }
        }
        md = root.resolve("Maildir");
        for (String d : new String[] {"new", "cur", "tmp"}) {
            Files.createDirectories(md.resolve(d));
        }
    }

    private void mails(int from, int to) throws IOException {
        for (int i = from; i < to; i++) {
            boolean us = i % 2 == 0;
            String orders = us ? "Yorktown N" + (4 + i % 3) + "\n" : "place I-168 at K" + (5 + i % 3) + "\n";
            Files.writeString(
                    md.resolve("new").resolve(String.format("17800%05d.M%d.host", i, i)),
                    "Message-ID: <two-" + i + "@club.example>\nFrom: " + (us ? TestGames.US_MAIL : TestGames.JP_MAIL)
                            + "\nTo: umpire@localhost\nSubject: [club-1] orders " + i + "\n\nHello,\n" + orders
                            + "code: "
                            + secrets.get(us ? "US" : "JP") + "\nRegards\n");
        }
    }

    private Process watch(String name) throws IOException {
        List<String> cmd = List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                "-XX:TieredStopAtLevel=1",
                Main.class.getName(),
                "watch",
                "--maildir",
                md.toString(),
                "--once",
                "--games-dir",
                t.games.toString());
        return new ProcessBuilder(cmd)
                .redirectErrorStream(true)
                .redirectOutput(root.resolve(name + ".log").toFile())
                .start();
    }

    @Tag("slow")
    @Test
    void two_watch_processes_at_once_store_each_mail_once_and_both_exit_0() throws Exception {
        setUp();
        int total = 0;
        boolean contended = false;
        for (int round = 0; round < 3; round++) {
            mails(total, total + 16);
            total += 16;
            Process a = watch("a" + round);
            Process b = watch("b" + round);
            assertThat(a.waitFor(180, TimeUnit.SECONDS)).isTrue();
            assertThat(b.waitFor(180, TimeUnit.SECONDS)).isTrue();
            String logs = Files.readString(root.resolve("a" + round + ".log"))
                    + Files.readString(root.resolve("b" + round + ".log"));
            assertThat(a.exitValue()).as("watch A, round %d:\n%s", round, logs).isZero();
            assertThat(b.exitValue()).as("watch B, round %d:\n%s", round, logs).isZero();
            assertThat(logs).doesNotContain("error:", "NOT delivered", "Exception", "not handled:");
            contended |= logs.contains("mails not read this round: another umpire process is reading the mailbox");
            // what one round left to the other (it started late) the next one reads
            CliRun last = t.run("watch", "--maildir", md.toString(), "--once");
            assertThat(last.code).as(last.toString()).isZero();
        }
        System.out.println("TwoWatchesTest: " + total + " mails, the intake lock " + (contended ? "was" : "was not")
                + " contended");
        assertThat(TestGames.list(md.resolve("new"))).as("every mail handled").isEmpty();
        assertThat(TestGames.list(md.resolve("cur"))).as("each mail filed once").hasSize(total);
        assertThat(Files.exists(md.resolve("failed"))).isFalse();
        List<String> keys = new ArrayList<>();
        for (String line : Files.readAllLines(t.dir("club-1").resolve("mail").resolve("received.log"))) {
            keys.add(line.split("\t")[1]);
        }
        assertThat(keys).as("each mail read once, for one phase").hasSize(total).doesNotHaveDuplicates();
        List<String> ids = new ArrayList<>();
        for (String line : Files.readAllLines(t.dir("club-1").resolve("mail").resolve("sent.log"))) {
            ids.add(line.split("\t")[0]);
        }
        assertThat(ids).as("each mail sent once").doesNotHaveDuplicates();
        assertThat(ids.stream().filter(id -> id.contains(".receipt.")).count())
                .as("one receipt per order mail")
                .isEqualTo(total);
        assertThat(Files.readString(root.resolve("games/.mail-in/intake.lock")))
                .as("a lock let go names nobody")
                .isEmpty();
    }

    @Test
    void a_lock_file_left_by_a_killed_watch_is_taken_over_and_its_mails_are_read() throws Exception {
        setUp();
        mails(0, 4);
        Process dead = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-version")
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        dead.waitFor(60, TimeUnit.SECONDS);
        Path lock = root.resolve("games/.mail-in/intake.lock");
        Files.createDirectories(lock.getParent());
        Files.writeString(lock, "pid: " + dead.pid() + "\ncommand: umpire watch\nsince: 2026-06-01T08:00:00Z\n");
        CliRun r = t.run("watch", "--maildir", md.toString(), "--once");
        assertThat(r.code).as(r.toString()).isZero();
        assertThat(r.out)
                .contains(
                        "intake lock " + lock + " taken over: it named process " + dead.pid()
                                + " (umpire watch) since 2026-06-01T08:00:00Z, which no longer holds it (it no longer runs: killed or crashed)");
        assertThat(TestGames.list(md.resolve("cur"))).hasSize(4);
        assertThat(Files.readString(lock)).isEmpty();
    }

    /** Someone else's process holding the intake's lock (a stuck process, another program): {@code java … Squatter FILE}. */
    public static final class Squatter {
        public static void main(String[] args) throws Exception {
            try (FileChannel ch =
                            FileChannel.open(Path.of(args[0]), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                    FileLock l = ch.lock()) {
                System.out.println("held " + l.isValid());
                System.out.flush();
                System.in.read(); // until the test closes our input or kills us
            }
        }
    }

    @Test
    void a_squatter_holding_the_intake_lock_stops_no_round_and_its_mails_wait_until_it_lets_go() throws Exception {
        setUp();
        mails(0, 4);
        Path lock = root.resolve("games/.mail-in/intake.lock");
        Files.createDirectories(lock.getParent());
        Process squatter = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        Squatter.class.getName(),
                        lock.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        try {
            String first = new BufferedReader(new InputStreamReader(squatter.getInputStream())).readLine();
            assertThat(first).isEqualTo("held true");
            CliRun r = t.run("watch", "--maildir", md.toString(), "--once");
            assertThat(r.code)
                    .as("another process reads the mailbox: nothing failed\n" + r)
                    .isZero();
            assertThat(r.out)
                    .contains("mails not read this round: another umpire process is reading the mailbox: " + lock
                            + " is held by a process that did not write its name in it");
            assertThat(TestGames.list(md.resolve("new")))
                    .as("left to the holder")
                    .hasSize(4);
            CliRun receive = t.run("receive", "--maildir", md.toString());
            assertThat(receive.code).as(receive.toString()).isEqualTo(ExitCode.TEMPFAIL);
            assertThat(receive.err).contains(lock.toString()).contains("nothing was read: try again later");
        } finally {
            squatter.destroyForcibly();
            squatter.waitFor(60, TimeUnit.SECONDS);
        }
        CliRun r = t.run("watch", "--maildir", md.toString(), "--once");
        assertThat(r.code).as(r.toString()).isZero();
        assertThat(TestGames.list(md.resolve("new"))).isEmpty();
        assertThat(TestGames.list(md.resolve("cur"))).hasSize(4);
    }
}

package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.Main;
import org.umpire.cli.mail.in.MailParser;
import org.umpire.cli.store.GameStore;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * see docs/mail-in.md, fault injection: {@code receive} is killed (halted, as by {@code kill -9}) just before its
 * 1st, 2nd, 3rd... write while it reads an order mail, stores it and mails the receipt; then the phase is
 * resolved by hand before the mail is read again, and the umpire sends. Whatever the instant, the mail is
 * read for exactly one phase: never applied to the set-up and stored again for the next phase; once its
 * orders were begun, the resolve uses them; its receipt is in the sent log exactly once.
 */
@Tag("crash")
class IntakeKillTest {

    @TempDir
    Path root;

    @Test
    void item_1_a_receive_killed_at_each_write_then_a_resolve_never_reads_the_mail_for_two_phases() throws Exception {
        TestGames fresh = new TestGames(root.resolve("fresh"));
        fresh.newGame("g1", 42);
        fresh.ok("player", "secret", "g1", "US");
        String code = secret(fresh);
        Path md = fresh.root.resolve("Maildir");
        for (String d : new String[] {"new", "cur", "tmp"}) {
            Files.createDirectories(md.resolve(d));
        }
        Files.writeString(
                md.resolve("new").resolve("1780000001.M1.host"),
                "Message-ID: <kill-1@club.example>\nFrom: " + TestGames.US_MAIL
                        + "\nTo: umpire@localhost\nSubject: [g1] set-up\n\nYorktown N6\ncode: " + code + "\n");

        int killed = 0;
        int begun = 0;
        for (int n = 1; n <= 40; n++) {
            TestGames t = copy(fresh, "kill-" + n);
            Path maildir = t.root.resolve("Maildir");
            int exit = child(t, maildir, n);
            if (exit == 0) {
                break; // the whole receive took fewer writes: every point was tried
            }
            assertThat(exit).as("halted at write %d", n).isEqualTo(99);
            killed++;
            String at = "killed before write " + n;
            boolean started = startedStoring(t.dir("g1"));
            begun += started ? 1 : 0;

            t.ok("resolve", "g1", "--defaults"); // the phase resolves before the mail is read again
            t.run("receive", "--maildir", maildir.toString());
            t.ok("send", "g1");

            GameStore g = t.store("g1");
            assertThat(t.journal("g1")).as(at).hasSize(1);
            Path usOrders = t.entry("g1", t.journal("g1").get(0)).resolve("orders-US.txt");
            String setUp = Files.exists(usOrders) ? TestGames.text(usOrders) : "";
            boolean inSetUp = setUp.contains("Yorktown N6");
            boolean inNext = g.orders(1, Phase.MOVEMENT).containsKey(Side.US);
            if (started) {
                assertThat(inSetUp)
                        .as(at + ": the orders begun before the kill are finished before the resolve")
                        .isTrue();
            }
            assertThat(inSetUp && inNext)
                    .as(at + ": read for the set-up and again for the next phase")
                    .isFalse();
            List<String> ids = sentIds(t);
            assertThat(ids).as(at + ": the sent log").doesNotHaveDuplicates();
            assertThat(ids.stream().filter(id -> id.contains(".receipt.")))
                    .as(at + ": one receipt")
                    .hasSize(1);
            assertThat(TestGames.list(maildir.resolve("new")))
                    .as(at + ": filed")
                    .isEmpty();
            assertThat(TestGames.list(t.dir("g1").resolve("mail").resolve("queue")))
                    .as(at + ": queue")
                    .isEmpty();
            assertThat(leftovers(t.dir("g1"))).as(at).isEmpty();
        }
        System.out.println("IntakeKillTest: " + killed + " kills, " + begun + " of them while the orders were stored");
        assertThat(killed).as("kill points tried").isGreaterThanOrEqualTo(8);
        assertThat(begun).as("kills while the orders were being stored").isGreaterThanOrEqualTo(3);
    }

    /** The mail's work was begun in the game: its note ahead, or its record. */
    private static boolean startedStoring(Path gameDir) throws IOException {
        Path mail = gameDir.resolve("mail");
        if (!Files.isDirectory(mail)) {
            return false;
        }
        try (Stream<Path> s = Files.list(mail)) {
            return s.map(p -> p.getFileName().toString())
                    .anyMatch(n -> n.startsWith("receiving-") && n.endsWith(".pending") || n.equals("received.log"));
        }
    }

    private static String secret(TestGames t) {
        for (String f : t.outbox("g1")) {
            String text = MailParser.parse(
                            TestGames.bytes(t.dir("g1").resolve("outbox").resolve(f)))
                    .text();
            Matcher m = Pattern.compile("code ?: (\\S+)").matcher(text);
            if (m.find() && (text.contains("(US)") || text.contains("United States") || text.contains("États-Unis"))) {
                return m.group(1);
            }
        }
        throw new IllegalStateException("no US code in the outbox");
    }

    private TestGames copy(TestGames from, String name) throws IOException {
        TestGames to = new TestGames(root.resolve(name));
        try (Stream<Path> s = Files.walk(from.root)) {
            for (Path p : s.toList()) {
                Path q = to.root.resolve(from.root.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(q);
                } else {
                    Files.copy(p, q, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
        return to;
    }

    private static int child(TestGames t, Path maildir, int haltAt) throws IOException, InterruptedException {
        Path home = Files.createDirectories(t.root.resolve("home"));
        List<String> cmd = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.awt.headless=true",
                "-XX:TieredStopAtLevel=1",
                "-Xshare:auto",
                "-Duser.home=" + home,
                "-Dumpire.fault.haltAtWrite=" + haltAt,
                "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName(),
                "receive",
                "--maildir",
                maildir.toString(),
                "--games-dir",
                t.games.toString()));
        Process p = new ProcessBuilder(cmd)
                .redirectErrorStream(true)
                .redirectOutput(t.root.resolve("child.log").toFile())
                .start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return p.exitValue();
    }

    private static List<String> sentIds(TestGames t) {
        Path log = t.dir("g1").resolve("mail").resolve("sent.log");
        List<String> ids = new ArrayList<>();
        for (String line : TestGames.text(log).split("\n")) {
            if (!line.isBlank()) {
                ids.add(line.split("\t")[0]);
            }
        }
        return ids;
    }

    /** Temporary files, and notes ahead of a mail never finished. */
    private static List<String> leftovers(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.map(p -> p.getFileName().toString())
                    .filter(n -> n.contains(".tmp-") || n.endsWith(".pending"))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

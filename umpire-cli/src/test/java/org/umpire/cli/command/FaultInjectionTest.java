package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.Main;

/**
 * Fault injection: a resolve that mails its reports is killed (halted, as by {@code kill -9})
 * just before its 1st, 4th, 7th... write of a game file, then the umpire does what the program
 * tells him (resolve again if the phase did not happen, then send). Every time the game ends as
 * if never killed: the same state, one committed entry, every mail in the outbox and the sent log
 * exactly once, nothing temporary left.
 */
@Tag("crash")
class FaultInjectionTest {

    @TempDir
    Path root;

    @Test
    void a_resolve_and_its_mails_killed_at_each_write_recover_consistently_no_mail_lost_or_doubled() throws Exception {
        TestGames fresh = new TestGames(root.resolve("fresh"));
        fresh.newGame("g1", 42);
        byte[] initial = fresh.stateBytes("g1");

        TestGames ref = copy(fresh, "reference");
        ref.ok("resolve", "g1", "--defaults");
        byte[] refState = ref.stateBytes("g1");
        List<String> refOutbox = ref.outbox("g1");
        Set<String> refIds = new TreeSet<>(sentIds(ref));
        assertThat(refOutbox).hasSize(6);
        assertThat(refIds).hasSize(6);

        int killedRuns = 0;
        for (int n = 1; n <= 60; n += 3) {
            TestGames t = copy(fresh, "kill-" + n);
            int code = child(t, n);
            if (code == 0) {
                break; // the whole resolve and its mails took fewer writes: every point was tried
            }
            assertThat(code).as("halted at write %d", n).isEqualTo(99);
            killedRuns++;
            // what the umpire does: resolve again when the phase did not happen, then send
            if (Arrays.equals(t.stateBytes("g1"), initial)) {
                t.ok("resolve", "g1", "--defaults");
            }
            t.ok("send", "g1");

            String at = "killed before write " + n;
            assertThat(t.stateBytes("g1")).as(at).isEqualTo(refState);
            assertThat(t.journal("g1").stream().filter(f -> !f.equals("uncommitted")))
                    .as(at)
                    .containsExactly("0001-T00-P0-set-up");
            assertThat(t.outbox("g1")).as(at).isEqualTo(refOutbox);
            List<String> ids = sentIds(t);
            assertThat(new HashSet<>(ids)).as(at + ": sent log").isEqualTo(refIds);
            assertThat(ids).as(at + ": a mail logged twice").doesNotHaveDuplicates();
            assertThat(temporaries(t.dir("g1"))).as(at).isEmpty();
        }
        assertThat(killedRuns).as("kill points tried").isGreaterThanOrEqualTo(8);
    }

    private TestGames copy(TestGames from, String name) throws IOException {
        TestGames to = new TestGames(root.resolve(name));
        Path src = from.dir("g1");
        Path dst = to.dir("g1");
        try (Stream<Path> s = Files.walk(src)) {
            for (Path p : s.toList()) {
                Path q = dst.resolve(src.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(q);
                } else {
                    Files.copy(p, q, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
        return to;
    }

    private int child(TestGames t, int haltAt) throws IOException, InterruptedException {
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
                "resolve",
                "g1",
                "--defaults",
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

    private static List<String> temporaries(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.map(p -> p.getFileName().toString())
                    .filter(n -> n.contains(".tmp-"))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;

/**
 * Files of a game folder: no link inside it is followed, files are owner-only, temporary files are
 * unpredictable and exclusive, and every input read is bounded (devices and pipes too).
 */
@EnabledOnOs({OS.LINUX, OS.MAC})
class FileSafetyTest {

    @TempDir
    Path root;

    private TestGames t;
    private Path outside;

    @BeforeEach
    void game() throws IOException {
        t = new TestGames(root);
        t.newGame("g1", 42);
        outside = Files.createDirectory(root.resolve("outside"));
    }

    private List<String> outsideFiles() throws IOException {
        try (Stream<Path> s = Files.walk(outside)) {
            List<String> l = new ArrayList<>();
            s.filter(p -> !p.equals(outside))
                    .forEach(p -> l.add(outside.relativize(p).toString()));
            return l;
        }
    }

    @Test
    void orders_check_of_an_endless_device_is_refused_after_the_limit_not_an_out_of_memory() {
        CliRun r = CliRun.run(
                new String[] {"orders", "check", "--scenario", "victory-at-midway", "--side", "US", "/dev/zero"});
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(r.err).contains("/dev/zero is longer than 4 MB").doesNotContain("internal error");
    }

    /** see docs/mail-in.md: reads follow no link either (orders, deadlines): nothing of the machine enters the game or its output. */
    @Test
    void an_orders_file_or_a_deadlines_file_that_is_a_link_is_never_read() throws IOException {
        Path secret = Files.writeString(outside.resolve("passwd"), "root:x:0:0:root:/root:/bin/bash\n");
        Path orders = Files.createDirectories(t.dir("g1").resolve("orders"));
        Files.createSymbolicLink(orders.resolve("T00-P0-US.txt"), secret);
        CliRun r = t.run("resolve", "g1", "--defaults", "--no-send");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(r.err).contains("is a symbolic link").doesNotContain("root:x");
        assertThat(t.journal("g1")).isEmpty();
        Files.delete(orders.resolve("T00-P0-US.txt"));
        Files.createSymbolicLink(t.dir("g1").resolve("deadlines.txt"), secret);
        CliRun d = t.run("deadline", "g1");
        assertThat(d.code).as(d.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(d.out + d.err).contains("is a symbolic link").doesNotContain("root:x");
    }

    @Test
    void an_outbox_that_is_a_link_is_never_written_through() throws IOException {
        Files.createSymbolicLink(t.dir("g1").resolve("outbox"), outside);
        t.ok("resolve", "g1", "--defaults", "--no-send");
        CliRun r = t.run("send", "g1");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.IO);
        assertThat(r.err).contains("is a symbolic link");
        assertThat(outsideFiles()).isEmpty();
    }

    @Test
    void a_planted_link_at_an_old_temporary_name_of_the_outbox_is_not_followed() throws IOException {
        t.ok("resolve", "g1", "--defaults", "--no-send");
        Path outbox = Files.createDirectory(t.dir("g1").resolve("outbox"));
        Path victim = outside.resolve("victim");
        Files.writeString(victim, "precious");
        CliRun dry = t.ok("send", "g1");
        List<String> names = TestGames.list(outbox);
        assertThat(names).hasSize(6);
        // play it again with links planted at every predictable temporary name
        for (String n : names) {
            Files.delete(outbox.resolve(n));
            Files.createSymbolicLink(outbox.resolve("." + n + ".tmp"), victim);
        }
        Files.delete(t.dir("g1").resolve("mail").resolve("sent.log"));
        t.ok("send", "g1");
        assertThat(Files.readString(victim)).isEqualTo("precious");
        assertThat(dry.out).contains("sent");
    }

    @Test
    void a_mail_folder_that_is_a_link_is_never_written_through() throws IOException {
        Files.createSymbolicLink(t.dir("g1").resolve("mail"), outside);
        t.ok("resolve", "g1", "--defaults", "--no-send");
        CliRun r = t.run("send", "g1");
        assertThat(r.code).as(r.toString()).isNotEqualTo(ExitCode.OK).isNotEqualTo(ExitCode.INTERNAL);
        assertThat(outsideFiles()).isEmpty();
    }

    @Test
    void an_orders_folder_or_journal_that_is_a_link_is_refused_and_nothing_is_written_through() throws IOException {
        Path orders = t.dir("g1").resolve("orders");
        Files.delete(orders);
        Files.createSymbolicLink(orders, outside);
        CliRun r = t.run(
                "orders",
                "submit",
                "g1",
                "--side",
                "US",
                t.write("o.txt", "# none\n").toString());
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(r.err).contains("is a symbolic link");
        assertThat(outsideFiles()).isEmpty();

        Files.delete(orders);
        Files.createDirectory(orders);
        Path journal = t.dir("g1").resolve("journal");
        Files.delete(journal);
        Files.createSymbolicLink(journal, outside);
        byte[] state = t.stateBytes("g1");
        CliRun resolve = t.run("resolve", "g1", "--defaults");
        assertThat(resolve.code).as(resolve.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(outsideFiles()).isEmpty();
        assertThat(t.stateBytes("g1")).isEqualTo(state);
    }

    @Test
    void every_folder_of_a_game_is_0700_and_every_file_0600() throws IOException {
        t.submit("g1", "US", "# none\n");
        t.submit("g1", "US", "# none, again\n");
        t.ok("resolve", "g1", "--defaults");
        t.ok("send", "g1");
        try (Stream<Path> s = Files.walk(t.dir("g1"))) {
            s.forEach(p -> {
                try {
                    String perms =
                            PosixFilePermissions.toString(Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS));
                    assertThat(perms).as(p.toString()).isEqualTo(Files.isDirectory(p) ? "rwx------" : "rw-------");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}

package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.UmpireCommand;
import org.umpire.cli.base.ExitCode;

/** Exit codes tell the truth (README's table). */
class ExitCodesTest {

    @TempDir
    Path root;

    private TestGames t;

    @BeforeEach
    void game() {
        t = new TestGames(root);
        t.newGame("g1", 42);
    }

    /** Standard output on a full disk. */
    private static final OutputStream FULL = new OutputStream() {
        @Override
        public void write(int b) throws IOException {
            throw new IOException("No space left on device");
        }
    };

    @Test
    void output_that_cannot_be_written_is_exit_5_not_success() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = UmpireCommand.run(
                new String[] {"status", "g1", "--games-dir", t.games.toString()},
                new PrintStream(FULL),
                new PrintStream(err));
        assertThat(code).isEqualTo(ExitCode.IO);
        assertThat(err.toString()).contains("the output could not be written");
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void a_report_written_to_a_full_disk_is_exit_5() {
        t.ok("resolve", "g1", "--defaults", "--no-send");
        CliRun r = t.run("report", "g1", "--side", "US", "-o", "/dev/full");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.IO);
        CliRun m = t.run("map", "g1", "--side", "US", "-o", "/dev/full");
        assertThat(m.code).as(m.toString()).isEqualTo(ExitCode.IO);
    }

    @Test
    void orders_submit_with_standing_orders_stores_them_once_with_the_orders_and_exits_0() {
        CliRun r = t.run(
                "orders",
                "submit",
                "g1",
                "--side",
                "US",
                t.write("standing.txt", "bombing priority: CV > BB > CA\n").toString(),
                "--lang",
                "en");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        assertThat(t.dir("g1").resolve("orders").resolve("T00-P0-US.txt")).exists();
        // no second copy: standing orders come into force in the game state when the phase is resolved
        assertThat(t.dir("g1").resolve("standing-orders-us.yaml")).doesNotExist();
    }
}

package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.Main;
import org.umpire.cli.app.PhaseResolution;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GamesHome;

/**
 * A resolve or an undo that has committed never exits with a failure (a rerun would change the
 * game once more), and two resolves started together resolve one phase, not two.
 */
class ResolveOnceTest {

    @TempDir
    Path root;

    private TestGames t;

    @BeforeEach
    void games() {
        t = new TestGames(root);
        t.newGame("g1", 42);
    }

    @Test
    void two_resolves_opened_together_resolve_one_phase_the_second_changes_nothing_and_exits_4() {
        GamesHome home = GamesHome.of(t.games);
        GameContext first = GameContext.open(home, GameId.parse("g1"), null);
        GameContext second = GameContext.open(home, GameId.parse("g1"), null);
        PhaseResolution.resolve(first, true, null, Instant.parse("2026-06-01T08:00:00Z"));
        byte[] state = t.stateBytes("g1");

        assertThatThrownBy(() -> PhaseResolution.resolve(second, true, null, Instant.parse("2026-06-01T08:00:01Z")))
                .isInstanceOf(UserException.class)
                .hasMessageContaining("changed while this command was starting")
                .satisfies(e -> assertThat(((UserException) e).exitCode()).isEqualTo(ExitCode.CONFLICT));
        assertThat(t.journal("g1")).containsExactly("0001-T00-P0-set-up");
        assertThat(t.stateBytes("g1")).isEqualTo(state);
    }

    @Test
    void a_resolve_started_before_another_process_committed_changes_nothing_one_started_after_resolves_the_next_phase()
            throws Exception {
        Instant started = Instant.now();
        // another umpire process resolves the set-up meanwhile
        Process p = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Djava.awt.headless=true",
                        "-XX:TieredStopAtLevel=1",
                        "-Duser.home=" + root,
                        "-cp",
                        System.getProperty("java.class.path"),
                        Main.class.getName(),
                        "resolve",
                        "g1",
                        "--defaults",
                        "--no-send",
                        "--games-dir",
                        t.games.toString())
                .redirectErrorStream(true)
                .redirectOutput(root.resolve("child.log").toFile())
                .start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isZero();
        byte[] state = t.stateBytes("g1");

        CliRun late = t.runStartedAt(started, "resolve", "g1", "--defaults", "--no-send");
        assertThat(late.code).as(late.toString()).isEqualTo(ExitCode.CONFLICT);
        assertThat(late.err).contains("changed by another umpire process after this command started");
        assertThat(t.journal("g1")).containsExactly("0001-T00-P0-set-up");
        assertThat(t.stateBytes("g1")).isEqualTo(state);

        CliRun typedAfterwards = t.runStartedAt(Instant.now(), "resolve", "g1", "--defaults", "--no-send");
        assertThat(typedAfterwards.code).as(typedAfterwards.toString()).isEqualTo(ExitCode.OK);
        assertThat(t.journal("g1")).containsExactly("0001-T00-P0-set-up", "0002-T01-P1-movement");
    }

    @Test
    void resolve_exits_0_once_committed_even_when_the_mails_cannot_be_written_and_says_to_run_send() throws Exception {
        Files.writeString(t.dir("g1").resolve("outbox"), "not a folder");
        CliRun r = t.run("resolve", "g1", "--defaults", "--lang", "en");

        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        assertThat(r.err).contains("not delivered", "Do not resolve it again: run umpire send g1");
        assertThat(t.journal("g1")).containsExactly("0001-T00-P0-set-up");
        assertThat(t.run("send", "g1").code).isEqualTo(ExitCode.IO);
    }

    @Test
    void resolve_exits_0_once_committed_even_when_the_mail_settings_break_after_the_commit() throws Exception {
        // the sent log is a folder: sending fails with an error, after the commit
        Files.createDirectories(t.dir("g1").resolve("mail").resolve("sent.log"));
        CliRun r = t.run("resolve", "g1", "--defaults", "--lang", "en");

        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        assertThat(r.err).contains("Warning: the phase is resolved and journaled (0001-T00-P0-set-up)");
        assertThat(t.journal("g1")).containsExactly("0001-T00-P0-set-up");
    }
}

package org.umpire.cli.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.command.StoreErrors;

class GameLockTest {

    private static final String BUSY =
            "game g is being changed by another umpire process; wait for it to finish and try again";

    @TempDir
    Path tmp;

    GamesHome home;

    @BeforeEach
    void setUp() {
        home = GamesHome.of(tmp);
        StoreFixtures.newGame(home, "g");
    }

    private GameStore open() {
        return GameStore.open(home, GameId.parse("g"));
    }

    private static void assertBusy(Runnable r) {
        assertThatThrownBy(r::run).isInstanceOfSatisfying(StoreException.GameBusy.class, e -> {
            assertThat(StoreErrors.exitCode(e)).isEqualTo(ExitCode.CONFLICT);
            assertThat(e.getMessage()).isEqualTo(BUSY);
        });
    }

    @Test
    void a_second_lock_in_the_same_jvm_is_refused_until_the_first_is_released() {
        GameStore a = open();
        GameStore b = open();
        GameLock lock = a.lock();
        assertBusy(b::lock);
        assertBusy(a::lock);
        assertThat(lock.isHeld()).isTrue();
        lock.close();
        assertThat(lock.isHeld()).isFalse();
        lock.close();
        try (GameLock again = b.lock()) {
            assertThat(again.isHeld()).isTrue();
        }
    }

    @Test
    void locks_of_different_games_are_independent() {
        StoreFixtures.newGame(home, "h");
        try (GameLock g = open().lock();
                GameLock h = GameStore.open(home, GameId.parse("h")).lock()) {
            assertThat(g.isHeld()).isTrue();
            assertThat(h.isHeld()).isTrue();
        }
    }

    @Test
    void a_lock_held_by_another_process_is_refused_then_free_once_it_ends() throws Exception {
        try (ChildJvm child = ChildJvm.start("hold", tmp.toString(), "g")) {
            assertThat(child.readLine()).isEqualTo("locked");
            assertBusy(() -> open().lock());
            assertThat(child.finish()).isZero();
        }
        try (GameLock lock = open().lock()) {
            assertThat(lock.isHeld()).isTrue();
        }
    }

    @Test
    void a_lock_held_here_is_refused_to_another_process_and_survives_a_refused_attempt_here() throws Exception {
        try (GameLock lock = open().lock()) {
            assertBusy(() -> open().lock());
            // the refused attempt in this JVM must not have dropped the OS lock
            try (ChildJvm child = ChildJvm.start("try", tmp.toString(), "g")) {
                assertThat(child.readLine()).isEqualTo("conflict " + ExitCode.CONFLICT + " " + BUSY);
                assertThat(child.finish()).isZero();
            }
            assertThat(lock.isHeld()).isTrue();
        }
        try (ChildJvm child = ChildJvm.start("try", tmp.toString(), "g")) {
            assertThat(child.readLine()).isEqualTo("locked");
            assertThat(child.finish()).isZero();
        }
    }

    @Test
    void a_killed_process_does_not_leave_the_game_locked() throws Exception {
        try (ChildJvm child = ChildJvm.start("hold", tmp.toString(), "g")) {
            assertThat(child.readLine()).isEqualTo("locked");
            child.kill();
        }
        try (GameLock lock = open().lock()) {
            assertThat(lock.isHeld()).isTrue();
        }
    }
}

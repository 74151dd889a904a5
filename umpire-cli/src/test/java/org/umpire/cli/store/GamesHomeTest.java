package org.umpire.cli.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;

class GamesHomeTest {

    @TempDir
    Path tmp;

    @Test
    void option_wins_over_umpire_home_which_wins_over_the_current_folder() {
        Path option = tmp.resolve("opt");
        Map<String, String> env = Map.of("UMPIRE_HOME", tmp.resolve("home").toString());
        assertThat(GamesHome.resolve(option, env).root()).isEqualTo(option);
        assertThat(GamesHome.resolve(null, env).root())
                .isEqualTo(tmp.resolve("home").resolve("games"));
        assertThat(GamesHome.resolve(null, Map.of()).root())
                .isEqualTo(Path.of("games").toAbsolutePath());
        assertThat(GamesHome.resolve(null, Map.of("UMPIRE_HOME", "  ")).root())
                .isEqualTo(Path.of("games").toAbsolutePath());
    }

    @Test
    void relative_paths_are_taken_from_the_current_folder_and_normalised() {
        assertThat(GamesHome.resolve(Path.of("a/../b"), Map.of()).root())
                .isEqualTo(Path.of("b").toAbsolutePath());
    }

    @Test
    void a_game_folder_lies_directly_in_the_games_folder() {
        GamesHome home = GamesHome.of(tmp);
        assertThat(home.gameDir(GameId.parse("midway-1"))).isEqualTo(tmp.resolve("midway-1"));
        assertThat(home.gameDir(GameId.parse("midway-1")).getParent()).isEqualTo(tmp);
    }

    @Test
    void a_game_folder_linked_outside_the_games_folder_is_refused() throws IOException {
        Path outside = Files.createDirectories(tmp.resolve("elsewhere"));
        Path games = Files.createDirectories(tmp.resolve("games"));
        try {
            Files.createSymbolicLink(games.resolve("escape"), outside);
        } catch (UnsupportedOperationException | IOException e) {
            assumeThat(false).as("symbolic links are not available here").isTrue();
        }
        GamesHome home = GamesHome.of(games);
        Path realOutside = outside.toRealPath();
        assertThatThrownBy(() -> home.gameDir(GameId.parse("escape")))
                .isInstanceOfSatisfying(UserException.class, e -> {
                    assertThat(e.exitCode()).isEqualTo(ExitCode.INVALID);
                    assertThat(e.getMessage())
                            .contains("leads to " + realOutside)
                            .contains("outside the games folder");
                });
        assertThatThrownBy(() -> GameStore.open(home, GameId.parse("escape")))
                .hasMessageContaining("outside the games folder");
        assertThatThrownBy(() -> StoreFixtures.newGame(home, "escape"))
                .hasMessageContaining("outside the games folder");
        assertThat(outside).isEmptyDirectory();
    }

    @Test
    void a_link_to_the_games_folder_itself_is_refused() throws IOException {
        Path games = Files.createDirectories(tmp.resolve("games"));
        try {
            Files.createSymbolicLink(games.resolve("self"), games);
        } catch (UnsupportedOperationException | IOException e) {
            assumeThat(false).as("symbolic links are not available here").isTrue();
        }
        assertThatThrownBy(() -> GamesHome.of(games).gameDir(GameId.parse("self")))
                .hasMessageContaining("outside the games folder");
    }

    @Test
    void a_games_folder_reached_through_a_link_is_fine() throws IOException {
        Path real = Files.createDirectories(tmp.resolve("real-games"));
        Path link;
        try {
            link = Files.createSymbolicLink(tmp.resolve("games-link"), real);
        } catch (UnsupportedOperationException | IOException e) {
            assumeThat(false).as("symbolic links are not available here").isTrue();
            return;
        }
        GameStore store = StoreFixtures.newGame(GamesHome.of(link), "g1");
        assertThat(store.state()).isEqualTo(StoreFixtures.initialState());
        assertThat(real.resolve("g1").resolve("state.yaml")).exists();
    }
}

package org.umpire.cli.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import picocli.CommandLine;

class GameIdTest {

    @ParameterizedTest
    @ValueSource(strings = {"midway-2024", "a", "0", "club_game-3", "x-"})
    void valid_ids_are_kept(String id) {
        assertThat(GameId.parse(id).value()).isEqualTo(id);
    }

    @Test
    void ids_are_read_in_any_case_and_kept_in_lower_case() {
        assertThat(GameId.parse("Midway-A")).isEqualTo(new GameId("midway-a"));
        assertThat(GameId.parse("x".repeat(64)).value()).hasSize(64);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "../x",
                "..",
                ".",
                "/etc/passwd",
                "a/b",
                "a\\b",
                "C:x",
                "-lead",
                "_lead",
                " midway",
                "midway ",
                "mid way",
                "mid.way",
                "x\u0000y",
                "x\ny",
                "ü",
                "~root",
                "$HOME",
                "*"
            })
    void ids_that_could_leave_the_games_folder_or_are_odd_are_refused(String hostile) {
        assertThatThrownBy(() -> GameId.parse(hostile)).isInstanceOfSatisfying(UserException.class, e -> {
            assertThat(e.exitCode()).isEqualTo(ExitCode.USAGE);
            assertThat(e.getMessage())
                    .contains("is not a valid game id: a game id is 1 to 64 characters among a-z, 0-9,"
                            + " '-' and '_', starting with a letter or digit (e.g. midway-2024)");
            assertThat(e.getMessage()).doesNotContain("\u0000").doesNotContain("\n");
        });
        assertThat(GameId.tryParse(hostile)).isEmpty();
    }

    @Test
    void a_nul_character_is_shown_escaped() {
        assertThatThrownBy(() -> GameId.parse("x\u0000y"))
                .hasMessageStartingWith("\"x\\u0000y\" is not a valid game id");
    }

    @ParameterizedTest
    @ValueSource(strings = {"CON", "con", "Nul", "prn", "aux", "com1", "LPT9"})
    void windows_device_names_are_refused(String device) {
        assertThatThrownBy(() -> GameId.parse(device))
                .isInstanceOf(UserException.class)
                .hasMessageContaining("it names a device on Windows; pick another one, e.g. ");
    }

    @Test
    void empty_null_and_overlong_ids_say_what_a_valid_one_is() {
        assertThatThrownBy(() -> GameId.parse("")).hasMessageStartingWith("the game id is empty: a game id is 1 to 64");
        assertThatThrownBy(() -> GameId.parse(null)).hasMessageStartingWith("the game id is empty");
        assertThatThrownBy(() -> GameId.parse("x".repeat(200)))
                .hasMessageContaining("is too long for a game id (200 characters): a game id is 1 to 64 characters")
                .hasMessageContaining("x".repeat(60) + "...\"");
        assertThatThrownBy(() -> GameId.parse("x".repeat(65))).hasMessageContaining("(65 characters)");
    }

    @Test
    void the_constructor_refuses_what_parse_would_not_normalise() {
        assertThatThrownBy(() -> new GameId("Midway")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void picocli_converter_makes_a_bad_id_a_usage_error() throws Exception {
        assertThat(new GameId.Converter().convert("Game-1")).isEqualTo(new GameId("game-1"));
        assertThatThrownBy(() -> new GameId.Converter().convert("../x"))
                .isInstanceOf(CommandLine.TypeConversionException.class)
                .hasMessageContaining("is not a valid game id");
    }
}

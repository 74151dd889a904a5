package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.umpire.cli.base.ExitCode;

/**
 * A hand-edited or damaged {@code state.yaml} is checked against the scenario and the rules'
 * invariants when a command opens the game: exit 1, a message naming the file, the line and the
 * field, and nothing changed (before, some were accepted silently and some crashed with exit 70).
 */
class EditedStateTest {

    @TempDir
    Path root;

    static Stream<Arguments> edits() {
        return Stream.of(
                Arguments.of("unknown unit", "(?m)^  Kaga:$", "  Kagu:", "\"units.Kagu\"", "not in the scenario"),
                Arguments.of(
                        "deleted unit",
                        "(?m)^  Akagi:\\n    at: off-map\\n    steps: 2\\n",
                        "",
                        "units",
                        "Akagi of the scenario is missing"),
                Arguments.of(
                        "hex off the map",
                        "(?m)^(  AstoriaPortland:\\n    at: )N5",
                        "$1P30",
                        "\"units.AstoriaPortland.at\"",
                        "off the map"),
                Arguments.of(
                        "ashore off the map",
                        "(?m)^(  AstoriaPortland:\\n    )at: N5",
                        "$1ashore: A40",
                        "\"units.AstoriaPortland.ashore\"",
                        "off the map"),
                Arguments.of(
                        "too many steps",
                        "(?m)^(  Akagi:\\n    at: off-map\\n    steps: )2",
                        "$12\n    moved: 9",
                        "\"units.Akagi.moved\"",
                        "out of range"),
                Arguments.of(
                        "negative Midway damage",
                        "capacity-lost: 0",
                        "capacity-lost: -2",
                        "\"midway.capacity-lost\"",
                        "negative"),
                Arguments.of(
                        "Midway damage beyond its capacity",
                        "capacity-lost: 0",
                        "capacity-lost: 40",
                        "\"midway.capacity-lost\"",
                        "cannot lose"),
                Arguments.of(
                        "negative air searches lost",
                        "air-searches-lost: 0",
                        "air-searches-lost: -1",
                        "\"midway.air-searches-lost\"",
                        "negative"),
                Arguments.of(
                        "negative fog turn",
                        "fog-lifted-turn: 0",
                        "fog-lifted-turn: -1",
                        "\"fog-lifted-turn\"",
                        "out of range"),
                Arguments.of("turn beyond the last", "(?m)^turn: 1$", "turn: 99", "\"turn\"", "out of range"),
                Arguments.of("negative turn", "(?m)^turn: 1$", "turn: -1", "\"turn\"", "out of range"),
                Arguments.of(
                        "turn 0 outside the set-up",
                        "(?m)^turn: 1$",
                        "turn: 0",
                        "\"phase\"",
                        "does not go with turn 0"),
                Arguments.of(
                        "Kure started in the future",
                        "started-turn: 0",
                        "started-turn: 12",
                        "\"kure.started-turn\"",
                        "out of range"),
                Arguments.of(
                        "aboard a base that does not exist",
                        "aboard: Akagi",
                        "aboard: Akagu",
                        "aboard",
                        "neither a unit nor an airfield"),
                Arguments.of(
                        "reserve of a carrier that does not exist",
                        "reserve: Akagi",
                        "reserve: Nowhere",
                        "\"units.AFR.reserve\"",
                        "not a unit"),
                Arguments.of(
                        "aircraft over a carrier's capacity",
                        "aboard: (Soryu|Hiryu|Kaga)",
                        "aboard: Akagi",
                        "aboard",
                        "capacity"),
                Arguments.of(
                        "eliminated in the future",
                        "(?m)^(  Akagi:\\n    )at: off-map",
                        "$1eliminated: 20",
                        "\"units.Akagi.eliminated\"",
                        "out of range"),
                Arguments.of(
                        "other scenario",
                        "(?m)^scenario: victory-at-midway$",
                        "scenario: coral-sea",
                        "\"scenario\"",
                        "coral-sea"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("edits")
    void an_edited_state_is_refused_with_file_line_and_field_and_nothing_changes(
            String name, String regex, String replacement, String field, String words) throws IOException {
        TestGames t = new TestGames(root);
        t.newGame("g1", 42);
        t.ok("resolve", "g1", "--defaults", "--no-send");
        Path state = t.dir("g1").resolve("state.yaml");
        String before = Files.readString(state, StandardCharsets.UTF_8);
        String edited = Pattern.compile(regex).matcher(before).replaceAll(replacement);
        assertThat(edited).as("the edit applies").isNotEqualTo(before);
        Files.writeString(state, edited, StandardCharsets.UTF_8);
        List<String> journal = t.journal("g1");

        for (String[] command : new String[][] {
            {"status", "g1"},
            {"show", "g1"},
            {"resolve", "g1", "--defaults"},
            {"undo", "g1"},
            {"report", "g1", "--side", "US"},
            {"send", "g1"}
        }) {
            CliRun r = t.run(command);
            String what = name + ": " + String.join(" ", command) + "\n" + r;
            assertThat(r.code).as(what).isEqualTo(ExitCode.INVALID);
            assertThat(r.err)
                    .as(what)
                    .contains("state.yaml:")
                    .contains(field)
                    .contains(words)
                    .doesNotContain("internal error")
                    .doesNotContain("Exception");
            Matcher m = Pattern.compile("state\\.yaml:([0-9]+): ").matcher(r.err);
            assertThat(m.find()).as(what).isTrue();
            assertThat(Files.readString(state, StandardCharsets.UTF_8)).as(what).isEqualTo(edited);
            assertThat(t.journal("g1")).as(what).isEqualTo(journal);
        }
    }
}

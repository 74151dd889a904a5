package org.umpire.cli.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.umpire.cli.base.BadFileException;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.Vp;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.VpEntry;

class StateYamlTest {

    private static final long MASTER_SEED = 20260601L;

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static String text(GameState s) {
        return new String(StateYaml.write(s), StandardCharsets.UTF_8);
    }

    @Test
    void initial_state_of_a_small_scenario_round_trips() {
        GameState initial = StoreFixtures.initialState();
        byte[] yaml = StateYaml.write(initial);
        GameState back = StateYaml.read("state.yaml", yaml);
        assertThat(back).isEqualTo(initial);
        assertThat(StateYaml.write(back)).isEqualTo(yaml);
    }

    @Test
    void initial_state_reads_like_the_umpires_notes() {
        String yaml = text(StoreFixtures.initialState());
        assertThat(yaml).startsWith("format: 1\nscenario: small-test\nturn: 0\nphase: set-up\n");
        assertThat(yaml).contains("  Kaga:\n    at: off-map\n    steps: 2\n");
        assertThat(yaml).contains("  YF1:\n    aboard: Yorktown\n    steps: 2\n    ready: true\n");
        assertThat(yaml).contains("  MarA:\n    ashore: H6\n    steps: 2\n");
        assertThat(yaml).contains("  KR1:\n    reserve: Kaga\n    steps: 2\n    ready: true\n");
        assertThat(yaml).contains("knowledge:\n  US:\n    sightings: []\n    notices: []\n    enemy-units: []\n");
        assertThat(yaml)
                .doesNotContain("moved:")
                .doesNotContain("group:")
                .doesNotContain("trapped:")
                .doesNotContain("conceded-by");
        // units sorted by id
        assertThat(yaml.indexOf("  I168:")).isLessThan(yaml.indexOf("  KF1:"));
        assertThat(yaml.indexOf("  MarA:")).isLessThan(yaml.indexOf("  YF1:"));
    }

    @Test
    void every_location_kind_and_optional_field_is_written_and_read() {
        GameState s = StoreFixtures.initialState()
                .at(3, Phase.AIR_COMBAT_1)
                .withUnit(StoreFixtures.initialState()
                        .unitOrThrow(UnitId.of("Kaga"))
                        .at(new Location.OnMap(Hex.parse("C4")))
                        .movedOn(3)
                        .inGroup("Kido Butai"))
                .withUnit(StoreFixtures.initialState()
                        .unitOrThrow(UnitId.of("KF1"))
                        .withReadiness(Readiness.NOT_READY)
                        .flewOn(2)
                        .withTrapped(true)
                        .withSteps(1))
                .withUnit(StoreFixtures.initialState()
                        .unitOrThrow(UnitId.of("I168"))
                        .at(new Location.Exited(2)))
                .withUnit(StoreFixtures.initialState()
                        .unitOrThrow(UnitId.of("KR1"))
                        .at(new Location.Eliminated(3))
                        .withSteps(0))
                .withVp(new VpEntry(3, Side.US, new Vp(6), "VP-1", "Kaga lost 1 step"))
                .withConcession(Side.JP);
        String yaml = text(s);
        assertThat(yaml).contains("  Kaga:\n    at: C4\n    steps: 2\n    moved: 3\n    group: Kido Butai\n");
        assertThat(yaml)
                .contains("  KF1:\n    aboard: Kaga\n    steps: 1\n    ready: false\n    flew: 2\n    trapped: true\n");
        assertThat(yaml).contains("  I168:\n    exited: 2\n").contains("  KR1:\n    eliminated: 3\n    steps: 0\n");
        assertThat(yaml).contains("conceded-by: JP\n").contains("  points: 1 1/2\n");
        assertThat(StateYaml.read("state.yaml", bytes(yaml))).isEqualTo(s);
    }

    static Stream<Long> randomSeeds() {
        Random master = new Random(MASTER_SEED);
        return LongStream.range(0, 300).mapToObj(i -> master.nextLong());
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("randomSeeds")
    void random_states_round_trip_byte_for_byte(long seed) {
        GameState s = RandomStates.generate(new Random(seed));
        byte[] yaml = StateYaml.write(s);
        GameState back;
        try {
            back = StateYaml.read("state.yaml", yaml);
        } catch (BadFileException e) {
            throw new AssertionError(
                    "seed " + seed + ": written state does not read back:\n" + e.getMessage() + "\n---\n"
                            + new String(yaml, StandardCharsets.UTF_8),
                    e);
        }
        assertThat(back).as("seed %d", seed).isEqualTo(s);
        assertThat(StateYaml.write(back)).as("seed %d: second write", seed).isEqualTo(yaml);
        assertThat(StateYaml.write(RandomStates.generate(new Random(seed))))
                .as("seed %d: same state, same bytes", seed)
                .isEqualTo(yaml);
    }

    // ------------------------------------------------------------------------------ bad files

    /** The initial state's YAML with one line replaced; returns the problem text and the line number. */
    private static String[] editedLine(String find, String replaceWith) {
        String yaml = text(StoreFixtures.initialState());
        int at = yaml.indexOf(find);
        assertThat(at).as("fixture contains %s", find).isGreaterThanOrEqualTo(0);
        int line = (int) yaml.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
        String edited = yaml.substring(0, at) + replaceWith + yaml.substring(at + find.length());
        try {
            StateYaml.read("state.yaml", bytes(edited));
        } catch (BadFileException e) {
            return new String[] {e.getMessage(), Integer.toString(line)};
        }
        throw new AssertionError("edited state was accepted:\n" + edited);
    }

    private static String kagaSteps() {
        return "  Kaga:\n    at: off-map\n    steps: 2\n";
    }

    @Test
    void a_word_where_a_number_goes_names_line_and_field() {
        String[] r = editedLine(kagaSteps(), "  Kaga:\n    at: off-map\n    steps: x\n");
        int line = Integer.parseInt(r[1]) + 2;
        assertThat(r[0]).isEqualTo("state.yaml:" + line + ": field \"units.Kaga.steps\": \"x\" is not a whole number");
    }

    @Test
    void a_value_the_state_rejects_names_the_unit() {
        String[] r = editedLine(kagaSteps(), "  Kaga:\n    at: off-map\n    steps: 3\n");
        assertThat(r[0]).startsWith("state.yaml:" + r[1] + ": field \"units.Kaga\": Kaga: steps must be 0..2, got 3");
    }

    @Test
    void misspelt_field_is_reported_with_the_valid_ones() {
        String[] r = editedLine(kagaSteps(), "  Kaga:\n    at: off-map\n    stepz: 2\n");
        int line = Integer.parseInt(r[1]);
        assertThat(r[0]).contains("state.yaml:" + line + ": field \"units.Kaga.steps\" is missing");
        assertThat(r[0])
                .contains(
                        "state.yaml:" + (line + 2) + ": unknown field \"units.Kaga.stepz\"; the fields here are: at,");
    }

    @Test
    void a_bad_hex_is_named() {
        String[] r = editedLine("  Kaga:\n    at: off-map", "  Kaga:\n    at: Z0");
        assertThat(r[0])
                .isEqualTo("state.yaml:" + (Integer.parseInt(r[1]) + 1)
                        + ": field \"units.Kaga.at\": \"Z0\" is not a hex like H6 or off-map");
    }

    @Test
    void two_locations_or_none_are_refused() {
        String[] two = editedLine("  Kaga:\n    at: off-map\n", "  Kaga:\n    at: off-map\n    ashore: H6\n");
        assertThat(two[0])
                .contains(":" + (Integer.parseInt(two[1]) + 2)
                        + ": field \"units.Kaga\": the unit has 2 locations (at, ashore); keep one");
        String[] none = editedLine("  Kaga:\n    at: off-map\n", "  Kaga:\n");
        assertThat(none[0])
                .contains("field \"units.Kaga\": the unit has no location; give one of at: H6 | at: off-map");
    }

    @Test
    void bad_unit_id_phase_and_side_are_each_reported_at_once() {
        String yaml = text(StoreFixtures.initialState().withConcession(Side.US))
                .replace("phase: set-up", "phase: lunch")
                .replace("conceded-by: US", "conceded-by: France")
                .replace("  Kaga:", "  9Kaga:");
        assertThatThrownBy(() -> StateYaml.read("state.yaml", bytes(yaml)))
                .isInstanceOfSatisfying(BadFileException.class, e -> {
                    assertThat(e.problems()).hasSize(3);
                    assertThat(e.getMessage())
                            .contains("state.yaml:4: field \"phase\": \"lunch\" is not a phase, one of set-up,")
                            .contains("field \"conceded-by\": \"France\" is not a side, US or JP")
                            .contains("field \"units.9Kaga\": \"9Kaga\" is not a unit id");
                });
    }

    @Test
    void repeated_key_yaml_syntax_and_empty_file_name_the_line() {
        String yaml = text(StoreFixtures.initialState());
        assertThatThrownBy(
                        () -> StateYaml.read("state.yaml", bytes(yaml.replace("\nturn: 0\n", "\nturn: 0\nturn: 1\n"))))
                .hasMessage(
                        "state.yaml:4: field \"turn\" appears twice in the same mapping (first on line 3); keep one");
        assertThatThrownBy(() -> StateYaml.read("state.yaml", bytes(yaml.replace("\nturn: 0\n", "\nturn: [0\n"))))
                .hasMessageStartingWith("state.yaml:4: not valid YAML: while parsing a flow sequence (from line 3):"
                        + " expected ',' or ']'");
        assertThatThrownBy(() -> StateYaml.read("state.yaml", bytes(yaml + "---\nformat: 1\n")))
                .hasMessageContaining(": a second YAML document starts here; the file holds one document only");
        assertThatThrownBy(() -> StateYaml.read("state.yaml", new byte[0])).hasMessage("state.yaml: the file is empty");
        assertThatThrownBy(() -> StateYaml.read("state.yaml", bytes("- a\n- b\n")))
                .hasMessage("state.yaml:1: the file should be a mapping (key: value lines), not a list");
    }

    @Test
    void a_newer_format_asks_for_a_newer_umpire() {
        String yaml = text(StoreFixtures.initialState()).replace("format: 1", "format: 2");
        assertThatThrownBy(() -> StateYaml.read("state.yaml", bytes(yaml)))
                .hasMessageContaining(
                        "state.yaml:1: field \"format\": this file was written by a newer umpire (format 2)");
    }

    @Test
    void hand_edited_but_valid_yaml_is_accepted() {
        String yaml = text(StoreFixtures.initialState())
                .replace("  Kaga:\n    at: off-map\n", "  # moved by the umpire\n  Kaga:\n    at: \"c04\"   # Kaga\n")
                .replace("  I168:\n    at: off-map\n    steps: 2\n", "  I168: {at: H7, steps: '1', moved: 2}\n");
        GameState s = StateYaml.read("state.yaml", bytes(yaml));
        assertThat(s.unitOrThrow(UnitId.of("Kaga")).location()).isEqualTo(new Location.OnMap(Hex.parse("C4")));
        assertThat(s.unitOrThrow(UnitId.of("I168")).steps()).isEqualTo(1);
        assertThat(s.unitOrThrow(UnitId.of("I168")).lastMoveTurn()).isEqualTo(2);
    }
}

package org.umpire.cli.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.umpire.cli.scenario.ScenarioFiles.SCENARIO;

import org.junit.jupiter.api.Test;
import org.umpire.cli.base.Problem;

/** Problems in scenario.yaml, each named by its line and key path. */
class ScenarioYamlValidationTest extends BrokenScenarioTest {

    private static final String OUTSIDE = " is outside the map A1..P12 — use columns A..P and rows 1..12";

    private Problem problem(String lineText, String field, String message) {
        return problem(SCENARIO, lineText, field, message);
    }

    @Test
    void missing_required_named_hex() {
        copy().removeLine(SCENARIO, "gardner: {name: Gardner Pinnacles");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                "named-hexes:",
                                "map.named-hexes",
                                "the named hex \"gardner\" is missing — add gardner:"
                                        + " {name: ..., hex: ...} (the rules need every one of midway, kure, pearl-and-hermes,"
                                        + " lisianski, laysan, gardner, us-setup-centre, johnston-search, wake-search)"),
                        problem(
                                "us-island-searches:",
                                "us-island-searches",
                                "gardner is not a named hex — use keys of"
                                        + " map.named-hexes: midway, kure, pearl-and-hermes, lisianski, laysan, us-setup-centre,"
                                        + " johnston-search, wake-search"));
    }

    @Test
    void a_named_hex_outside_the_map_is_reported_once_not_at_every_use() {
        copy().replace(SCENARIO, "midway: {name: Midway, hex: H6}", "midway: {name: Midway, hex: H13}");
        assertThat(copy.problems())
                .containsExactly(problem("midway: {name: Midway", "map.named-hexes.midway.hex", "H13" + OUTSIDE));
    }

    @Test
    void FOG_1_SET_4_SET_6_fog_and_entry_hexes_outside_the_map() {
        copy().replace(SCENARIO, "fog: [A1-F5]", "fog: [A1-F13]")
                .replace(SCENARIO, "jp-entry: [A1-A12]", "jp-entry: [A1-A12, Q1]")
                .replace(SCENARIO, "late-entry: [A1-A4]", "late-entry: [A1-A4, A0]");
        assertThat(copy.problems())
                .containsExactly(
                        problem("fog: [", "map.fog", "F13" + OUTSIDE),
                        problem("jp-entry: [", "map.jp-entry", "Q1" + OUTSIDE),
                        problem(
                                "late-entry: [",
                                "map.late-entry",
                                "A0 is not a hex — write a column letter and a row number, e.g. H6"));
    }

    @Test
    void SET_6_late_entry_lies_within_the_JP_entry() {
        copy().replace(SCENARIO, "late-entry: [A1-A4]", "late-entry: [A1-A4, B1]");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                "late-entry: [",
                                "map.late-entry",
                                "B1 is not a JP entry"
                                        + " hex (jp-entry) — the late group enters through some of the JP entry hexes (SET-6)"));
    }

    @Test
    void hex_rectangles_run_from_north_west_to_south_east() {
        copy().replace(SCENARIO, "fog: [A1-F5]", "fog: [F5-A1]");
        assertThat(copy.problems())
                .containsExactly(problem(
                        "fog: [", "map.fog", "F5-A1 runs backwards — write the north-west corner first, e.g. A1-F5"));
    }

    @Test
    void SET_7_exit_columns_on_the_map() {
        copy().replace(SCENARIO, "us-exit-columns: G-P", "us-exit-columns: G-Q")
                .replace(SCENARIO, "jp-exit-columns: A-F", "jp-exit-columns: F-A");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                "jp-exit-columns:",
                                "map.jp-exit-columns",
                                "F-A runs backwards — write the western column first, e.g. A-F"),
                        problem(
                                "us-exit-columns:",
                                "map.us-exit-columns",
                                "column Q is outside the map A1..P12 — use columns A..P"));
    }

    @Test
    void hexes_outside_the_map_in_airfields_placement_and_search_sources() {
        copy().replace(SCENARIO, "hex: midway, capacity: 8}", "hex: H0, capacity: 8}")
                .replace(SCENARIO, "centre: L5, radius: 0}", "centre: L13, radius: 0}")
                .replace(SCENARIO, "centre: wake-search,", "centre: Z1,");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                "- {id: MID",
                                "airfields.hex",
                                "H0 is not a hex — write a column letter and a row number, e.g. H6"),
                        problem("id: us-submarine-l5", "placement.centre", "L13" + OUTSIDE),
                        problem("id: wake,", "search-sources.centre", "Z1" + OUTSIDE));
    }

    @Test
    void a_centre_names_a_hex_or_a_named_hex() {
        copy().replace(SCENARIO, "centre: us-setup-centre,", "centre: us-set-up-centre,");
        assertThat(copy.problems())
                .containsExactly(problem(
                        "id: us-surface",
                        "placement.centre",
                        "us-set-up-centre is neither a hex nor a named hex — write a hex (e.g. H6) or the key of one of"
                                + " map.named-hexes (midway, kure, pearl-and-hermes, lisianski, laysan, gardner,"
                                + " us-setup-centre, johnston-search, wake-search)"));
    }

    @Test
    void map_size_is_checked_and_then_no_hex_is_checked_against_it() {
        copy().replace(SCENARIO, "columns: 16", "columns: 27");
        assertThat(copy.problems())
                .containsExactly(problem(
                        "columns: 27",
                        "map.columns",
                        "27 is out of range: 1 to 26 — give the number of columns, 1 to 26 (A..Z)"));
    }

    @Test
    void GAME_2_schedule_with_a_turn_missing() {
        copy().removeLine(SCENARIO, "{turn: 25,");
        assertThat(copy.problems())
                .containsExactly(problem(
                        "schedule:",
                        "schedule",
                        "has 24 turns but turns is 25 — give one entry per turn (GAME-2), or change turns"));
    }

    @Test
    void GAME_2_schedule_with_non_consecutive_turns() {
        copy().replace(SCENARIO, "{turn: 5, date:", "{turn: 6, date:");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                "{turn: 6, date: 1942-06-03, time: \"18:00\"}",
                                "schedule.turn",
                                "turn 6 comes where turn 5 is due — number the turns 1, 2, 3... in order, without gaps or repeats"));
    }

    @Test
    void GAME_2_schedule_with_a_bad_date_and_a_bad_time() {
        copy().replace(SCENARIO, "{turn: 9, date: 1942-06-04,", "{turn: 9, date: 1942-06-31,")
                .replace(
                        SCENARIO,
                        "{turn: 10, date: 1942-06-04, time: \"11:30\"}",
                        "{turn: 10, date: 1942-06-04, time: \"25:00\"}");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                "{turn: 9,",
                                "schedule.date",
                                "1942-06-31 is not a date — write year-month-day, e.g. 1942-06-03"),
                        problem(
                                "{turn: 10,",
                                "schedule.time",
                                "\"25:00\" is not a time — write hours:minutes on 24 hours in quotes, e.g. \"04:30\""));
    }

    @Test
    void GAME_2_schedule_goes_forward_in_time() {
        copy().replace(SCENARIO, "{turn: 7, date: 1942-06-04,", "{turn: 7, date: 1942-06-03,");
        assertThat(copy.problems())
                .containsExactly(problem(
                        "{turn: 7,",
                        "schedule.date",
                        "turn 7 (1942-06-03 01:00)"
                                + " is not after the turn before (1942-06-03 21:30) — turns go forward in time; did the date change"
                                + " at 01:00?"));
    }

    @Test
    void GAME_2_night_turns_within_the_schedule_and_listed_once() {
        copy().replace(SCENARIO, "night-turns: [6, 7, 13, 14, 20, 21]", "night-turns: [6, 7, 13, 14, 20, 21, 26, 6]");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                "night-turns:",
                                "night-turns",
                                "26 is out of range: 1 to 25 — a night turn is a turn number from 1 to 25"),
                        problem("night-turns:", "night-turns", "night turn 6 is listed twice — list each once"));
    }

    @Test
    void unknown_side_of_an_airfield() {
        copy().replace(SCENARIO, "name: Midway, side: US,", "name: Midway, side: UK,");
        assertThat(copy.problems())
                .containsExactly(problem("- {id: MID", "airfields.side", "UK is not a side — use US or JP"));
    }

    @Test
    void SRCH_4_search_source_anchors_and_centres() {
        copy().replace(
                        SCENARIO,
                        "{id: floatplanes, side: JP, anchor: intact-carrier, radius: 2,",
                        "{id: floatplanes, side: JP, anchor: intact-carrier, centre: A1, radius: 2,")
                .replace(
                        SCENARIO,
                        "{id: johnston, side: US, anchor: hex, centre: johnston-search,",
                        "{id: johnston, side: US, anchor: hex,")
                .replace(SCENARIO, "{id: wake, side: JP, anchor: hex,", "{id: wake, side: JP, anchor: ship,")
                .replace(SCENARIO, "{id: kure-area, side: JP,", "{id: kure, side: JP,");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                "id: johnston,",
                                "search-sources.centre",
                                "is missing — add centre: (a hex or a named hex) for anchor hex"),
                        problem(
                                "id: wake,",
                                "search-sources.anchor",
                                "ship is not an anchor — use one of hex, intact-carrier," + " kure-base"),
                        problem(
                                "id: floatplanes,",
                                "search-sources.centre",
                                "a source anchored on intact carriers has no"
                                        + " centre — remove centre, or use anchor: hex"),
                        problem(
                                "anchor: kure-base, centre: kure, radius: 2",
                                "search-sources.id",
                                "the JP search source id kure is used twice — give each source of a side its own id"));
    }

    @Test
    void VP_victory_point_table() {
        copy().replace(SCENARIO, "midway-control: 11 ", "midway-control: eleven ")
                .removeLine(SCENARIO, "    JP: 1/2");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                "midway-control:",
                                "victory-points.midway-control",
                                "eleven is not a VP value — write a whole number or quarters: 5, 1/2, 1/4, 3/4, 2.5 (0 for none)"),
                        problem("ditched-per-step:", "victory-points.ditched-per-step.JP", "is missing — add JP: 1/2"));
    }

    @Test
    void unknown_keys_are_typos() {
        copy().replace(SCENARIO, "  fog: [A1-F5]", "  fgo: [A1-F5]");
        assertThat(copy.problems())
                .containsExactly(
                        problem("map:", "map.fog", "is missing — add fog: [A1-F5]"),
                        problem(
                                "fgo:",
                                "map.fgo",
                                "unknown key \"fgo\" — the keys here are columns, rows, named-hexes, fog,"
                                        + " jp-entry, late-entry, jp-exit-columns, us-exit-columns"));
    }

    @Test
    void a_missing_top_level_key_names_the_file() {
        copy().removeLine(SCENARIO, "kure-base-delay: 3");
        assertThat(copy.problems())
                .containsExactly(new Problem(SCENARIO, 0, "kure-base-delay", "is missing — add kure-base-delay: 3"));
        assertThat(copy.problems().get(0).format())
                .isEqualTo("scenario.yaml: field \"kure-base-delay\": is missing — add kure-base-delay: 3");
    }

    @Test
    void a_key_given_twice() {
        copy().replace(SCENARIO, "kure-base-delay: 3", "kure-base-delay: 3\nturns: 24");
        assertThat(copy.problems())
                .containsExactly(problem(
                        "turns: 24",
                        "turns",
                        "key \"turns\" is given twice (first at line " + copy.lineOf(SCENARIO, "turns: 25")
                                + ") — keep one"));
    }

    @Test
    void a_list_where_a_value_is_due_and_a_value_where_a_list_is_due() {
        copy().replace(SCENARIO, "turns: 25", "turns: [25]")
                .replace(SCENARIO, "jp-groups: [1, 2, 3, 4, 11, 13]", "jp-groups: 1");
        assertThat(copy.problems())
                .containsExactly(
                        problem("turns: [25]", "turns", "must be a single value, not a list"),
                        problem("jp-groups: 1", "jp-groups", "must be a list, e.g. [A1, B2], not a single value 1"));
    }

    @Test
    void a_mapping_written_as_a_list_is_reported_at_its_key() {
        copy().replace(SCENARIO, "    US: 1/4\n    JP: 1/2", "    - US: 1/4\n    - JP: 1/2");
        assertThat(copy.problems())
                .containsExactly(problem(
                        "ditched-per-step:",
                        "victory-points.ditched-per-step",
                        "must be a mapping of keys (US, JP), not a list"));
    }

    @Test
    void a_second_yaml_document_is_a_problem() {
        copy().append(SCENARIO, "---\nturns: 24");
        assertThat(copy.problems())
                .containsExactly(problem(
                        "turns: 24",
                        "",
                        "a second YAML document starts here"
                                + " — the scenario's settings are one document: remove this \"---\" and what follows, or merge it"
                                + " into the first"));
    }

    @Test
    void malformed_yaml_names_its_line() {
        copy().replace(SCENARIO, "  fog: [A1-F5]", "  fog: [A1-F5");
        assertThat(copy.problems()).singleElement().satisfies(p -> {
            assertThat(p.file()).isEqualTo(SCENARIO);
            assertThat(p.line()).isBetween(copy.lineOf(SCENARIO, "fog: [A1-F5"), copy.lineOf(SCENARIO, "jp-entry:"));
            assertThat(p.message())
                    .startsWith("malformed YAML: while parsing a flow sequence")
                    .endsWith(" — check the indentation (spaces only), the colons after keys and the brackets");
        });
    }

    @Test
    void a_yaml_file_that_is_not_a_mapping() {
        copy().write(SCENARIO, "- just\n- a list\n");
        assertThat(copy.problems()).singleElement().satisfies(p -> {
            assertThat(p.line()).isEqualTo(1);
            assertThat(p.message()).startsWith("must be a mapping of keys (id, title, map,");
        });
    }

    @Test
    void an_empty_yaml_file() {
        copy().write(SCENARIO, "# nothing\n");
        assertThat(copy.problems())
                .containsExactly(new Problem(
                        SCENARIO,
                        0,
                        "",
                        "the file is empty — it must hold the scenario's settings (see docs/scenario-data.md)"));
    }

    @Test
    void the_scenario_id_is_a_lower_case_word() {
        copy().replace(SCENARIO, "id: victory-at-midway", "id: Victory at Midway");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                "id: Victory at Midway",
                                "id",
                                "\"Victory at Midway\" is not a scenario id — use lower-case letters, digits and '-', e.g. victory-at-midway"));
    }
}

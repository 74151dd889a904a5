package org.umpire.cli.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.umpire.cli.scenario.ScenarioFiles.AIRCRAFT;
import static org.umpire.cli.scenario.ScenarioFiles.LAND;
import static org.umpire.cli.scenario.ScenarioFiles.SCENARIO;
import static org.umpire.cli.scenario.ScenarioFiles.SHIPS;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.Problem;
import org.umpire.cli.base.UserException;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.scenario.Scenario;

/** Whole files: missing, malformed, encodings, separators, headers; where a scenario is read from. */
class ScenarioFilesTest extends BrokenScenarioTest {

    @Test
    void a_missing_file_is_one_problem_without_knock_on_problems() {
        copy().delete(SHIPS);
        assertThat(copy.problems())
                .containsExactly(
                        new Problem(
                                SHIPS,
                                0,
                                "",
                                "the file is missing — a scenario"
                                        + " folder holds scenario.yaml, ships.csv, aircraft.csv, land.csv (copy them from rules/victory-at-midway/)"));
    }

    @Test
    void an_unreadable_scenario_yaml_does_not_make_the_tables_report_unknown_bases() {
        copy().delete(SCENARIO);
        assertThat(copy.problems()).extracting(Problem::file).containsExactly(SCENARIO);
    }

    @Test
    void malformed_csv_names_the_line_of_the_record_it_could_not_read_whatever_the_library_says() {
        copy().replace(LAND, "MarA,US,Marine company A,MID,", "MarA,US,\"Marine company A\"x,MID,");
        assertThat(copy.problems()).singleElement().satisfies(p -> {
            assertThat(p.file()).isEqualTo(LAND);
            assertThat(p.line()).isEqualTo(copy.lineOf(LAND, "MarA,US"));
            assertThat(p.message()).startsWith("malformed CSV: ");
        });
    }

    @Test
    void malformed_csv_names_its_line() {
        copy().replace(LAND, "MarA,US,Marine company A,MID,", "MarA,US,\"Marine company A,MID,");
        assertThat(copy.problems()).singleElement().satisfies(p -> {
            assertThat(p.file()).isEqualTo(LAND);
            assertThat(p.line()).isEqualTo(copy.lineOf(LAND, "MarA,US"));
            assertThat(p.message())
                    .startsWith("malformed CSV: ")
                    .endsWith(" — check the double quotes: a quoted value"
                            + " ends with a quote before the next separator");
        });
    }

    @Test
    void a_header_with_a_misspelt_column() {
        copy().replace(AIRCRAFT, "id,side,type,name,base,arrival,steps,", "id,side,type,name,base,arrival,stpes,");
        int header = copy.lineOf(AIRCRAFT, "id,side,type");
        String columns = "id, side, type, name, base, arrival, steps, combat, bombing, movement, vp_per_step, source";
        assertThat(copy.problems())
                .containsExactly(
                        new Problem(AIRCRAFT, header, "stpes", "unknown column stpes — the columns are " + columns),
                        new Problem(
                                AIRCRAFT,
                                header,
                                "steps",
                                "the column is missing from the header — the columns are " + columns));
    }

    @Test
    void a_header_with_a_column_twice() {
        copy().replace(
                        LAND,
                        "id,side,name,base,steps,combat,aa,vp_per_step,source",
                        "id,side,name,base,steps,combat,aa,vp_per_step,source,aa");
        assertThat(copy.problems())
                .containsExactly(new Problem(
                        LAND, copy.lineOf(LAND, "id,side,name"), "aa", "the column is given twice — keep one"));
    }

    @Test
    void a_table_without_header() {
        copy().write(LAND, "# only comments\n");
        assertThat(copy.problems())
                .containsExactly(new Problem(
                        LAND,
                        0,
                        "",
                        "the file has no header line — its"
                                + " first line that is not a # comment must name the columns: id,side,name,base,steps,combat,aa,"
                                + "vp_per_step,source"));
    }

    @Test
    void columns_may_come_in_any_order() {
        List<String> lines = copy().read(LAND)
                .lines()
                .map(l -> {
                    if (l.startsWith("#")) {
                        return l;
                    }
                    String[] v = l.split(",", -1);
                    return v[8] + "," + v[0] + "," + v[2] + "," + v[1] + "," + v[3] + "," + v[4] + "," + v[5] + ","
                            + v[6] + "," + v[7];
                })
                .collect(Collectors.toList());
        copy.write(LAND, String.join("\n", lines) + "\n");
        assertThat(copy.read(LAND)).contains("source,id,name,side,base");
        assertThat(copy.load().unitOrThrow(UnitId.of("MarC")).aa()).isEqualTo(4);
    }

    @Test
    void semicolon_separated_tables_from_french_spreadsheets_are_accepted() {
        String semis = copy().read(SHIPS)
                .lines()
                .map(l -> l.startsWith("#") ? l : l.replace(',', ';'))
                .collect(Collectors.joining("\r\n", "", "\r\n"));
        copy.write(SHIPS, semis.replace("6.5", "6,5"));
        Scenario s = copy.load();
        assertThat(s.unitOrThrow(UnitId.of("Soryu")).capacityHalves()).isEqualTo(13);
        assertThat(s.units())
                .isEqualTo(new ScenarioLoader()
                        .loadBuiltIn(ScenarioLoader.DEFAULT_SCENARIO)
                        .units());
    }

    @Test
    void a_row_too_short_for_semicolons_says_semicolon() {
        copy().write(
                        LAND,
                        copy().read(LAND)
                                .lines()
                                .map(l -> l.startsWith("#") ? l : l.replace(',', ';'))
                                .collect(Collectors.joining("\n", "", "\n"))
                                .replace(
                                        "MarD;US;Marine company D;MID;2;3;4;0;",
                                        "MarD;US;Marine company D;MID;2;3;4;"));
        assertThat(copy.problems())
                .singleElement()
                .satisfies(p -> assertThat(p.message()).contains("check for a missing or extra semicolon"));
    }

    @Test
    void a_byte_order_mark_is_ignored() throws IOException {
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        byte[] text = Files.readAllBytes(copy().dir.resolve(AIRCRAFT));
        byte[] both = new byte[bom.length + text.length];
        System.arraycopy(bom, 0, both, 0, bom.length);
        System.arraycopy(text, 0, both, bom.length, text.length);
        copy.writeBytes(AIRCRAFT, both);
        assertThat(copy.load().unitOrThrow(UnitId.of("AF1")).combat()).isEqualTo(7);
    }

    @Test
    void a_file_that_is_not_utf_8_is_a_problem() {
        copy().writeBytes(LAND, ScenarioCopy.latin1(copy().read(LAND).replace("Marine company A", "Compagnie é A")));
        assertThat(copy.problems())
                .containsExactly(new Problem(
                        LAND, 0, "", "the file is not UTF-8 text — save it as UTF-8 (spreadsheets: \"CSV UTF-8\")"));
    }

    @Test
    void accented_names_in_utf_8_are_kept() {
        copy().replace(SHIPS, "Hosho,JP,CVL,Hosho,", "Hosho,JP,CVL,Hōshō,");
        assertThat(copy.load().unitOrThrow(UnitId.of("Hosho")).name()).isEqualTo("Hōshō");
    }

    @Test
    void every_problem_of_every_file_at_once_sorted_by_file_and_line() {
        copy().replace(LAND, "MarA,US,Marine company A,MID,2,", "MarA,US,Marine company A,MID,0,")
                .replace(AIRCRAFT, "AT1,JP,T,Kate,Akagi,aboard,2,", "AT1,JP,T,Kate,Akagi,aboard,4,")
                .replace(SHIPS, "Sendai,JP,CL,Sendai,,13,1,2,1,1,", "Sendai,JP,CL,Sendai,,13,1,2,1,2,")
                .replace(SHIPS, "I168,JP,SS,I-168,,on-map,1,4,0,", "I168,JP,SS,I-168,,on-map,1,4,-2,")
                .replace(SCENARIO, "kure-base-delay: 3", "kure-base-delay: soon");
        List<Problem> problems = copy.problems();
        assertThat(problems)
                .extracting(p -> p.file() + ":" + p.line() + " " + p.field())
                .containsExactly(
                        SCENARIO + ":" + copy.lineOf(SCENARIO, "kure-base-delay:") + " kure-base-delay",
                        SHIPS + ":" + copy.lineOf(SHIPS, "I168,JP") + " aa",
                        SHIPS + ":" + copy.lineOf(SHIPS, "Sendai,JP") + " movement",
                        AIRCRAFT + ":" + copy.lineOf(AIRCRAFT, "AT1,JP") + " steps",
                        LAND + ":" + copy.lineOf(LAND, "MarA,US") + " steps");
        ScenarioException e = Assertions.catchThrowableOfType(copy::load, ScenarioException.class);
        assertThat(e.exitCode()).isEqualTo(ExitCode.INVALID);
        assertThat(e.getMessage())
                .startsWith("the scenario folder " + tmp + " has 5 problems:\n  scenario.yaml:")
                .contains("\n  land.csv:" + copy.lineOf(LAND, "MarA,US") + ": field \"steps\": 0 is not 1 or 2 — use 1"
                        + " (reduced) or 2 (full)");
    }

    @Test
    void problem_format_with_and_without_line_and_field() {
        assertThat(new Problem("ships.csv", 14, "steps", "3 is not 1 or 2 — use 1 (reduced) or 2 (full)").format())
                .isEqualTo("ships.csv:14: field \"steps\": 3 is not 1 or 2 — use 1 (reduced) or 2 (full)");
        assertThat(new Problem("land.csv", 0, "", "the file is missing — add it").format())
                .isEqualTo("land.csv: the file is missing — add it");
        assertThatThrownBy(() -> new Problem("x", -1, "", "m")).isInstanceOf(IllegalArgumentException.class);
    }

    // ------------------------------------------------------------------------------ where from

    @Test
    void resolve_without_rules_folder_is_the_built_in_scenario() {
        assertThat(ScenarioSource.resolve(null, "victory-at-midway"))
                .isEqualTo(new ScenarioSource.BuiltIn("victory-at-midway"));
    }

    @Test
    void resolve_a_rules_folder_that_is_the_scenario_folder() {
        copy();
        assertThat(ScenarioSource.resolve(tmp, "victory-at-midway")).isEqualTo(new ScenarioSource.Folder(tmp));
    }

    @Test
    void resolve_a_rules_folder_holding_the_scenario_folder() throws IOException {
        Path inner = Files.createDirectory(tmp.resolve("victory-at-midway"));
        ScenarioCopy.of(inner);
        assertThat(ScenarioSource.resolve(tmp, "victory-at-midway")).isEqualTo(new ScenarioSource.Folder(inner));
        assertThat(new ScenarioLoader().resolve(tmp, "victory-at-midway").units())
                .hasSize(127);
    }

    @Test
    void resolve_a_rules_folder_that_does_not_exist() {
        assertThatThrownBy(() -> new ScenarioLoader().resolve(tmp.resolve("nope"), "victory-at-midway"))
                .isInstanceOf(UserException.class)
                .hasMessage("folder " + tmp.resolve("nope") + " does not exist — give a folder holding scenario.yaml,"
                        + " ships.csv, aircraft.csv, land.csv")
                .extracting(e -> ((UserException) e).exitCode())
                .isEqualTo(ExitCode.NOT_FOUND);
    }

    @Test
    void a_rules_folder_overrides_the_built_in_data() {
        copy().replace(SHIPS, "Yamato,JP,BB,Yamato,,13,2,6,3,", "Yamato,JP,BB,Yamato,,13,2,7,3,");
        Scenario s = new ScenarioLoader().resolve(tmp, "victory-at-midway");
        assertThat(s.unitOrThrow(UnitId.of("Yamato")).combat()).isEqualTo(7);
        assertThat(new ScenarioLoader()
                        .resolve(null, "victory-at-midway")
                        .unitOrThrow(UnitId.of("Yamato"))
                        .combat())
                .isEqualTo(6);
    }

    @Test
    void built_in_files_are_read_as_utf_8_bytes() throws IOException {
        byte[] fromJar =
                new ScenarioSource.BuiltIn("victory-at-midway").read(SCENARIO).orElseThrow();
        assertThat(new String(fromJar, StandardCharsets.UTF_8)).contains("id: victory-at-midway");
        assertThat(new ScenarioSource.BuiltIn("victory-at-midway").read("nothing.csv"))
                .isEmpty();
    }
}

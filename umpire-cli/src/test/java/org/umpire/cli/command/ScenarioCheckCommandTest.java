package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.UmpireCommand;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.scenario.ScenarioFiles;

class ScenarioCheckCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return UmpireCommand.commandLine(new PrintWriter(out, true), new PrintWriter(err, true))
                .execute(args);
    }

    private static Path copyBuiltIn(Path dir) throws IOException {
        for (String f : ScenarioFiles.ALL) {
            Files.copy(Path.of("..", "rules", "victory-at-midway", f), dir.resolve(f));
        }
        return dir;
    }

    @Test
    void checks_the_built_in_scenario_and_prints_a_summary() {
        int code = run("scenario", "check");
        assertThat(code).isEqualTo(ExitCode.OK);
        assertThat(err.toString()).isEmpty();
        assertThat(out.toString())
                .contains("Victory at Midway, 3-6 June 1942 (victory-at-midway), built-in scenario victory-at-midway:"
                        + " no problems")
                .contains("Turns: 25, 1942-06-03 04:30 to 1942-06-06 15:00; night turns 6 7 13 14 20 21")
                .contains("Map: 16 x 12 (A1..P12), fog 30 hexes, 9 named hexes")
                .contains("  US       11           4        37        0     6")
                .contains("  JP       32           1        28        4     4")
                .contains("  US  E   Enterprise    8 1/2 / 9")
                .contains("  US  M   Midway            8 / 8")
                .contains("  JP  K   Kaga              7 / 8  (reserve 1)")
                .contains("  JP  Hi  Hiryu             6 / 6 1/2  (reserve 1/2)")
                .contains("  JP  Ho  Hosho           1/2 / 2");
    }

    @Test
    void checks_a_folder_that_is_the_scenario_itself(@TempDir Path dir) throws IOException {
        copyBuiltIn(dir);
        assertThat(run("scenario", "check", dir.toString())).isEqualTo(ExitCode.OK);
        assertThat(out.toString()).contains("scenario folder " + dir + ": no problems");
    }

    @Test
    void checks_a_folder_holding_the_scenario_folder(@TempDir Path dir) throws IOException {
        Path inner = Files.createDirectory(dir.resolve("victory-at-midway"));
        copyBuiltIn(inner);
        assertThat(run("scenario", "check", dir.toString())).isEqualTo(ExitCode.OK);
        assertThat(out.toString()).contains("scenario folder " + inner + ": no problems");
    }

    @Test
    void lists_every_problem_and_exits_1(@TempDir Path dir) throws IOException {
        copyBuiltIn(dir);
        Path ships = dir.resolve(ScenarioFiles.SHIPS);
        Files.writeString(
                ships,
                Files.readString(ships)
                        .replace("Nagara,JP,CL,Nagara,,1,1,2,1,1,,1,", "Nagara,JP,CL,Nagara,,1,3,2,1,1,,1,")
                        .replace("Yura,JP,CL,Yura,,4,1,2,1,1,,1,", "Yura,JP,CX,Yura,,4,1,2,1,1,,1,"));
        int code = run("scenario", "check", dir.toString());
        assertThat(code).isEqualTo(ExitCode.INVALID);
        assertThat(out.toString())
                .contains("the scenario folder " + dir + " has 2 problems:")
                .containsPattern(
                        "ships\\.csv:\\d+: field \"steps\": 3 is not 1 or 2 — use 1 \\(reduced\\) or 2 \\(full\\)")
                .containsPattern("ships\\.csv:\\d+: field \"type\": CX is not a ship or submarine type — use one of CV")
                .contains("Fix them and check again: umpire scenario check " + dir);
    }

    @Test
    void a_folder_that_does_not_exist_exits_3(@TempDir Path dir) {
        Path missing = dir.resolve("nowhere");
        assertThat(run("scenario", "check", missing.toString())).isEqualTo(ExitCode.NOT_FOUND);
        assertThat(err.toString())
                .contains("error: folder " + missing + " does not exist — give a folder holding"
                        + " scenario.yaml, ships.csv, aircraft.csv, land.csv");
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void a_file_given_as_folder_exits_3(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("ships.csv"), "id\n");
        assertThat(run("scenario", "check", file.toString())).isEqualTo(ExitCode.NOT_FOUND);
        assertThat(err.toString()).contains(file + " is not a folder");
    }

    @Test
    void an_unknown_built_in_scenario_exits_3() {
        assertThat(run("scenario", "check", "--scenario", "coral-sea")).isEqualTo(ExitCode.NOT_FOUND);
        assertThat(err.toString()).contains("there is no built-in scenario \"coral-sea\"");
    }

    @Test
    void an_empty_folder_reports_each_missing_file(@TempDir Path dir) {
        assertThat(run("scenario", "check", dir.toString())).isEqualTo(ExitCode.INVALID);
        assertThat(out.toString())
                .contains("has 4 problems")
                .contains("scenario.yaml: the file is missing")
                .contains("ships.csv: the file is missing")
                .contains("aircraft.csv: the file is missing")
                .contains("land.csv: the file is missing");
    }

    @Test
    void help_describes_the_command() {
        assertThat(run("scenario", "check", "--help")).isEqualTo(ExitCode.OK);
        assertThat(out.toString())
                .contains("Usage: umpire scenario check [-hV] [--debug] [--scenario=NAME] [DIR]")
                .contains("Without DIR, checks the built-in scenario.")
                .contains("3   DIR does not exist");
    }

    @Test
    void scenario_alone_prints_its_subcommands() {
        assertThat(run("scenario")).isEqualTo(ExitCode.OK);
        assertThat(out.toString()).contains("Usage: umpire scenario").contains("check");
        assertThat(run("--help")).isEqualTo(ExitCode.OK);
        assertThat(out.toString()).contains("scenario");
    }

    @Test
    void too_many_arguments_is_a_usage_error() {
        assertThat(run("scenario", "check", "a", "b")).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).contains("Unmatched argument");
    }
}

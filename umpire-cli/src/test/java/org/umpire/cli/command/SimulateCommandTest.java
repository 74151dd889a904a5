package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;

class SimulateCommandTest {

    @TempDir
    Path dir;

    @Test
    void simulate_prints_the_statistics_and_writes_one_csv_line_per_game() throws Exception {
        Path csv = dir.resolve("games.csv");
        CliRun r = CliRun.run("simulate", "--games", "3", "--threads", "2", "--jp", "random", "--csv", csv.toString());

        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        assertThat(r.out)
                .contains(
                        "3 games, US plan v JP random, seeds 1..3",
                        "US wins",
                        "mean losses JP:",
                        "VP US: min",
                        "quartiles",
                        "margins: JP by 20+",
                        "Midway never fell");
        assertThat(Files.readAllLines(csv))
                .hasSize(4)
                .first()
                .asString()
                .startsWith("seed,winner,us_vp,jp_vp,last_turn,midway_taken,midway_fell_turn");
    }

    @Test
    void VP_4_LAND_6_the_statistics_tell_the_vp_distribution_and_the_turns_midway_fell_on() {
        // the Japanese plan against the random US side takes Midway in about one game in five
        CliRun r = CliRun.run("simulate", "--games", "30", "--threads", "2", "--us", "random", "--seed", "1");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        assertThat(r.out)
                .containsPattern(
                        "Midway fell in [0-9.]+ % of the games, on turn \\d+ to \\d+ \\(median \\d+\\): T\\d+ \\d+")
                .containsPattern("VP JP: min [0-9.]+, quartiles [0-9.]+ / [0-9.]+ / [0-9.]+, max [0-9.]+");
    }

    @Test
    void an_unknown_bot_is_a_usage_error_naming_the_choices() {
        CliRun r = CliRun.run("simulate", "--us", "clever");

        assertThat(r.code).isEqualTo(ExitCode.USAGE);
        assertThat(r.err).contains("unknown bot \"clever\": use plan or random");
    }
}

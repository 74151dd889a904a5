package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.ExitCode;

class SimulateCommandTest {

    @TempDir
    Path dir;

    @Test
    void simulate_prints_the_statistics_and_writes_one_csv_line_per_game() throws Exception {
        Path csv = dir.resolve("games.csv");
        CliRun r = CliRun.run("simulate", "--games", "3", "--threads", "2", "--jp", "random", "--csv", csv.toString());

        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        assertThat(r.out).contains("3 games, US plan v JP random, seeds 1..3", "US wins", "mean losses JP:");
        assertThat(Files.readAllLines(csv)).hasSize(4).first().asString().startsWith("seed,winner,us_vp");
    }

    @Test
    void an_unknown_bot_is_a_usage_error_naming_the_choices() {
        CliRun r = CliRun.run("simulate", "--us", "clever");

        assertThat(r.code).isEqualTo(ExitCode.USAGE);
        assertThat(r.err).contains("unknown bot \"clever\": use plan or random");
    }
}

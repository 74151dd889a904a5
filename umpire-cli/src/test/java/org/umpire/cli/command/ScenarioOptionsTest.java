package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.scenario.ScenarioException;
import org.umpire.cli.scenario.ScenarioFiles;
import org.umpire.cli.scenario.ScenarioSource;
import org.umpire.engine.model.UnitId;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** The shared {@code --rules}/{@code --scenario} options, as a command mixes them in. */
class ScenarioOptionsTest {

    @Command(name = "probe")
    static final class Probe implements Runnable {
        @Mixin
        ScenarioOptions scenario;

        @Override
        public void run() {}
    }

    private static ScenarioOptions parse(String... args) {
        Probe p = new Probe();
        new CommandLine(p).parseArgs(args);
        return p.scenario;
    }

    @Test
    void without_options_the_built_in_scenario() {
        assertThat(parse().source()).isEqualTo(new ScenarioSource.BuiltIn("victory-at-midway"));
        assertThat(parse().load().id()).isEqualTo("victory-at-midway");
    }

    @Test
    void rules_folder_overrides_the_built_in_data(@TempDir Path dir) throws IOException {
        Path inner = Files.createDirectory(dir.resolve("victory-at-midway"));
        for (String f : ScenarioFiles.ALL) {
            Files.copy(Path.of("..", "rules", "victory-at-midway", f), inner.resolve(f));
        }
        Path ships = inner.resolve(ScenarioFiles.SHIPS);
        Files.writeString(
                ships,
                Files.readString(ships)
                        .replace("Atlanta,US,CL,Atlanta,,setup,1,2,4,", "Atlanta,US,CL,Atlanta,,setup,1,2,5,"));
        ScenarioOptions o = parse("--rules", dir.toString());
        assertThat(o.source()).isEqualTo(new ScenarioSource.Folder(inner));
        assertThat(o.load().unitOrThrow(UnitId.of("Atlanta")).aa()).isEqualTo(5);
    }

    @Test
    void a_broken_rules_folder_fails_with_every_problem(@TempDir Path dir) {
        assertThatThrownBy(() -> parse("--rules", dir.toString()).load())
                .isInstanceOf(ScenarioException.class)
                .extracting(e -> ((ScenarioException) e).problems().size())
                .isEqualTo(4);
    }

    @Test
    void an_unknown_scenario_name_is_not_found() {
        assertThatThrownBy(() -> parse("--scenario", "coral-sea").load())
                .isInstanceOf(UserException.class)
                .extracting(e -> ((UserException) e).exitCode())
                .isEqualTo(ExitCode.NOT_FOUND);
    }
}

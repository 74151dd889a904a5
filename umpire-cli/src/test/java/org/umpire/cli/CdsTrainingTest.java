package org.umpire.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The launcher's training run goes through every command it names: a drifted command line would leave its path out of the archive. */
@Tag("slow")
class CdsTrainingTest {

    @Test
    void every_command_of_the_training_runs(@TempDir Path dir) throws IOException {
        assertThat(CdsTraining.run(dir.resolve("games"))).isEmpty();
    }
}

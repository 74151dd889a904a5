package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;

/** A club's broken template is the club's mistake: exit 1 naming the file and the line, not an internal error. */
class ClubTemplateErrorTest {

    @TempDir
    Path root;

    @Test
    void a_template_that_does_not_compile_is_a_user_error_with_its_file_and_line() throws Exception {
        TestGames t = new TestGames(root);
        t.newGame("g1", 42);
        t.ok("resolve", "g1", "--defaults", "--no-send");
        Path dir = Files.createDirectories(root.resolve("club"));
        Path side = dir.resolve("side.txt.mustache");
        Files.writeString(side, "Report\n{{turnLine}}\n{{#results}}\nno end of section\n");

        CliRun r = t.run("report", "g1", "--side", "US", "--templates", dir.toString());
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(r.err)
                .contains(side.toString() + ":")
                .contains("template error")
                .doesNotContain("internal error");

        Files.writeString(side, "Report\n{{turnLine}}\n{{noSuchValue}}\n");
        CliRun unknown = t.run("report", "g1", "--side", "US", "--templates", dir.toString());
        assertThat(unknown.code).as(unknown.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(unknown.err).contains(side + ":3: template error").contains("noSuchValue");
    }
}

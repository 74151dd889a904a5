package org.umpire.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The command line built for one subcommand is the same as the full one for that subcommand. */
class UmpireCommandTest {

    @Test
    void every_name_matches_its_class_and_a_named_subcommand_is_built_alone() {
        PrintWriter w = new PrintWriter(new StringWriter());
        CommandLine all = UmpireCommand.commandLine(w, w);
        assertThat(all.getSubcommands().keySet()).containsExactlyInAnyOrder(UmpireCommand.NAMES);
        for (int i = 0; i < UmpireCommand.NAMES.length; i++) {
            String name = UmpireCommand.NAMES[i];
            assertThat(all.getSubcommands().get(name).getCommandSpec().userObject())
                    .isInstanceOf(UmpireCommand.SUBCOMMANDS[i]);
            CommandLine one = UmpireCommand.commandLineFor(new String[] {"--debug", name, "--help"}, w, w);
            assertThat(one.getSubcommands().keySet()).containsExactly(name);
        }
        assertThat(UmpireCommand.commandLineFor(new String[] {"stauts"}, w, w).getSubcommands())
                .hasSize(UmpireCommand.NAMES.length);
        assertThat(UmpireCommand.commandLineFor(new String[] {"--help"}, w, w).getSubcommands())
                .hasSize(UmpireCommand.NAMES.length);
    }
}

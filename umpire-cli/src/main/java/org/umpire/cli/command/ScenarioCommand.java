package org.umpire.cli.command;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code umpire scenario}: the scenario data (map, schedule, order of battle). */
@Command(
        name = "scenario",
        mixinStandardHelpOptions = true,
        description = "Scenario data: map, turn schedule, order of battle, victory points.",
        synopsisSubcommandLabel = "COMMAND",
        subcommands = {ScenarioCheckCommand.class})
public final class ScenarioCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}

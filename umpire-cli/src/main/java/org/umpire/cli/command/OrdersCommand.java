package org.umpire.cli.command;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;

/** {@code umpire orders}: check and submit orders ({@code docs/orders.md}). */
@Command(
        name = "orders",
        mixinStandardHelpOptions = true,
        description = "Check orders (players and umpire alike) and submit them to a game.",
        synopsisSubcommandLabel = "COMMAND",
        subcommands = {OrdersCheckCommand.class, OrdersSubmitCommand.class})
public final class OrdersCommand implements Runnable {

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}

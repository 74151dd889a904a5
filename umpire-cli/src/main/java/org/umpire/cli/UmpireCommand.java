package org.umpire.cli;

import java.io.PrintStream;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The root command: {@code umpire}. */
@Command(name = "umpire", mixinStandardHelpOptions = true, version = "umpire 0.1.0",
        description = "Runs double-blind Victory at Midway games by e-mail.")
public final class UmpireCommand implements Runnable {

    @Override
    public void run() {
        new CommandLine(this).usage(System.out);
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        CommandLine cl = new CommandLine(new UmpireCommand());
        cl.setOut(new java.io.PrintWriter(out, true));
        cl.setErr(new java.io.PrintWriter(err, true));
        return cl.execute(args);
    }
}

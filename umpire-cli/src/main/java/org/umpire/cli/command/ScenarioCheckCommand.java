package org.umpire.cli.command;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.scenario.ScenarioException;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.scenario.ScenarioSource;
import org.umpire.cli.scenario.ScenarioSummary;
import org.umpire.engine.scenario.Scenario;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code umpire scenario check [DIR]}: loads and checks scenario data, reporting every problem. */
@Command(
        name = "check",
        mixinStandardHelpOptions = true,
        description = {
            "Checks scenario data and prints a summary, or every problem with its file, line and field.",
            "Without DIR, checks the built-in scenario."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the data has no problem",
            "1:the data has problems (all are listed)",
            "2:bad command line",
            "3:DIR does not exist"
        })
public final class ScenarioCheckCommand implements Callable<Integer> {

    @Parameters(
            arity = "0..1",
            paramLabel = "DIR",
            description = "Scenario folder (holding scenario.yaml, ships.csv, aircraft.csv, land.csv),"
                    + " or a folder holding one folder per scenario.")
    Path dir;

    @Option(
            names = "--scenario",
            paramLabel = "NAME",
            defaultValue = ScenarioLoader.DEFAULT_SCENARIO,
            description = "Scenario name, for the built-in data or a DIR holding NAME/ (default: ${DEFAULT-VALUE}).")
    String name;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        ScenarioSource source = ScenarioSource.resolve(dir, name);
        PrintWriter out = spec.commandLine().getOut();
        try {
            Scenario scenario = new ScenarioLoader().load(source);
            out.print(ScenarioSummary.of(scenario, source.describe()));
            out.flush();
            return ExitCode.OK;
        } catch (ScenarioException e) {
            out.println(e.getMessage());
            out.println("Fix them and check again: umpire scenario check" + (dir == null ? "" : " " + dir));
            out.flush();
            return ExitCode.INVALID;
        }
    }
}

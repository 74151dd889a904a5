package org.umpire.cli.command;

import java.nio.file.Path;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.scenario.ScenarioSource;
import org.umpire.engine.scenario.Scenario;
import picocli.CommandLine.Option;

/**
 * The options every command that needs the scenario shares ({@code @Mixin ScenarioOptions scenario;}):
 * {@code --rules DIR} overrides the built-in data with a club's folder, {@code --scenario NAME}
 * picks the scenario.
 */
public final class ScenarioOptions {

    @Option(
            names = "--rules",
            paramLabel = "DIR",
            description = "Scenario data folder overriding the built-in data: the scenario folder itself,"
                    + " or a folder holding NAME/.")
    Path rulesDir;

    @Option(
            names = "--scenario",
            paramLabel = "NAME",
            defaultValue = ScenarioLoader.DEFAULT_SCENARIO,
            description = "Scenario name (default: ${DEFAULT-VALUE}).")
    String name = ScenarioLoader.DEFAULT_SCENARIO;

    /** Where the scenario is read from. */
    public ScenarioSource source() {
        return ScenarioSource.resolve(rulesDir, name);
    }

    /**
     * The checked scenario.
     *
     * @throws org.umpire.cli.base.UserException exit 3 when the folder or scenario does not exist
     * @throws org.umpire.cli.scenario.ScenarioException exit 1 listing every problem of the data
     */
    public Scenario load() {
        return new ScenarioLoader().load(source());
    }
}

package org.umpire.cli.orders;

import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.engine.model.Phase;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.testkit.Situation;

/**
 * Test fixtures of the orders package, for the orders and command tests: the scenario shipped
 * with the program ({@code rules/victory-at-midway}) and situations on it.
 */
public final class MidwayFixtureAccess {

    private static Scenario builtIn;

    private MidwayFixtureAccess() {}

    /** The scenario shipped with the program, loaded once. */
    public static synchronized Scenario scenario() {
        if (builtIn == null) {
            builtIn = new ScenarioLoader().loadBuiltIn(ScenarioLoader.DEFAULT_SCENARIO);
        }
        return builtIn;
    }

    /** A new situation at the start of a game on the built-in scenario. */
    public static Situation situation() {
        return new Situation(scenario());
    }

    public static GameState jpAtA6(int turn, Phase phase) {
        return situation()
                .at(turn, phase)
                .put("A6", "Kaga", "Akagi")
                .moved(turn - 1, "Kaga", "Akagi")
                .state();
    }

    public static GameState start(Phase phase) {
        return situation().at(phase == Phase.SETUP ? 0 : 1, phase).state();
    }
}

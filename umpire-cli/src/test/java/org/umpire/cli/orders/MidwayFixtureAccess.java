package org.umpire.cli.orders;

import org.umpire.engine.model.Phase;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/** Test fixtures of the orders package, for the command tests. */
public final class MidwayFixtureAccess {

    private MidwayFixtureAccess() {
    }

    public static Scenario scenario() {
        return Situation.builtInScenario();
    }

    public static GameState jpAtA6(int turn, Phase phase) {
        return Situation.midway().at(turn, phase).put("A6", "Kaga", "Akagi").moved(turn - 1, "Kaga", "Akagi").state();
    }

    public static GameState start(Phase phase) {
        return Situation.midway().at(phase == Phase.SETUP ? 0 : 1, phase).state();
    }
}

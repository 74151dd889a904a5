package org.umpire.engine.phase;

import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.testkit.MidwayStory;
import org.umpire.engine.testkit.TestScenario;

/** The Midway story ({@link MidwayStory}) on the engine's test scenario, the whole order of battle built in code. */
class MidwayStoryTest extends MidwayStory {

    @Override
    protected Scenario scenario() {
        return TestScenario.midway();
    }
}

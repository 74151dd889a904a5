package org.umpire.cli.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.engine.event.KnowledgeFolder;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.Knowledge;
import org.umpire.engine.testkit.MidwayStory;

/**
 * The Midway story ({@link MidwayStory}) on the real scenario data ({@code rules/victory-at-midway/}),
 * loaded as the CLI loads it; and each side's knowledge is the fold of the views it was sent.
 */
class RealDataStoryTest extends MidwayStory {

    @Override
    protected Scenario scenario() {
        return new ScenarioLoader().loadBuiltIn(ScenarioLoader.DEFAULT_SCENARIO);
    }

    @Test
    void each_side_s_knowledge_is_the_fold_of_its_own_views() {
        for (Side side : Side.values()) {
            assertThat(end.knowledgeOf(side))
                    .isEqualTo(KnowledgeFolder.apply(
                            Knowledge.EMPTY,
                            game.stream()
                                    .flatMap(r -> r.viewsFor(side.audience()).stream())
                                    .collect(Collectors.toList())));
        }
    }
}

package org.umpire.cli.bot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.OrderIgnored;
import org.umpire.engine.event.OrderRefused;
import org.umpire.engine.scenario.Scenario;

/**
 * see docs/orders.md (one check per order kind): what a receipt accepts, the resolution never sets aside but for
 * what the side could not know. Whole bot games are played through the program's real path (each side's bot
 * reads its view and writes text, the orders reader checks it as a receipt and keeps the accepted lines, the
 * engine resolves): no accepted order is refused when its phase comes, and an order set aside by a resolver is
 * set aside only for a truth-only reason.
 */
class OneCheckPerOrderKindTest {

    private static final Scenario SC = new ScenarioLoader().loadBuiltIn(ScenarioLoader.DEFAULT_SCENARIO);

    @ParameterizedTest(name = "{0} against {1}, seed {2}")
    @CsvSource({
        "plan, plan, 1",
        "plan, plan, 7",
        "random, plan, 3",
        "plan, random, 5",
        "random, random, 11",
        "random, random, 12"
    })
    void ORD_1_the_receipt_and_the_resolution_never_disagree_but_on_truth_only_reasons(
            String us, String jp, long seed) {
        List<String> disagreements = new ArrayList<>();
        int[] resolves = {0};
        BotMatch.play(SC, seed, new Simulation.Players(us, jp)::make, r -> {
            resolves[0]++;
            for (Event e : r.events()) {
                if (e instanceof OrderRefused) {
                    disagreements.add("refused at resolution: " + e);
                } else if (e instanceof OrderIgnored ignored
                        && ignored.reason().check().isPresent()) {
                    disagreements.add("set aside for a reason the receipt checks: " + e);
                }
            }
        });
        assertThat(resolves[0]).isGreaterThan(10);
        assertThat(disagreements).as("seed %d", seed).isEmpty();
    }
}

package org.umpire.cli.orders;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.testkit.Situation;

/**
 * GAME-1 non-interference at the level players read: a receipt is byte-identical whatever the
 * hidden enemy state, including its "did you mean" suggestions.
 */
class ReceiptNoLeakTest {

    private static final String ORDERS = String.join(
            "\n",
            "A6 -> B6",
            "Kaga -> B6",
            "Kagq -> B7",
            "YD1 -> H4",
            "2xYD -> H5",
            "search H2",
            "YD2 -> Kaga",
            "naval combat in I5",
            "submarines attack in I5",
            "Atlanta -> Akagi",
            "SS1 -> CV",
            "Hiryu -> H4",
            "bombing priority: CV > BB",
            "Enterprise -> N6");

    static Stream<Long> seeds() {
        return Stream.iterate(Long.getLong("umpire.seed", 1942L), s -> s + 1).limit(30);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void GAME_1_a_US_receipt_does_not_depend_on_hidden_JP_state(long seed) {
        Random rnd = new Random(seed);
        Phase[] phases = {Phase.MOVEMENT, Phase.SEARCH, Phase.RAID_DECLARATION, Phase.BOMBING, Phase.NAVAL_COMBAT};
        Phase phase = phases[rnd.nextInt(phases.length)];
        Situation s = MidwayFixtureAccess.situation()
                .at(9, phase)
                .put("M5", "Enterprise")
                .put("J5", "Yorktown", "Atlanta")
                .put("I5", "SS1")
                .located(Side.US, "H4")
                .shown(Side.US, "H4", "Nagara");
        GameState plain = s.state();
        GameState shuffled = plain;
        for (UnitDef d : s.scenario.unitsOf(Side.JP)) {
            if (d.type().isNaval() && rnd.nextBoolean()) {
                shuffled = shuffled.withUnit(shuffled.unitOrThrow(d.id())
                        .at(new Location.OnMap(new Hex(rnd.nextInt(16), 1 + rnd.nextInt(12))))
                        .withSteps(1 + rnd.nextInt(2)));
            }
        }
        for (Language lang : Language.values()) {
            ReceiptWriter w = ReceiptWriter.load(lang, null);
            String before = w.render(OrdersReader.read(SideView.of(s.scenario, plain, Side.US), ORDERS));
            String after = w.render(OrdersReader.read(SideView.of(s.scenario, shuffled, Side.US), ORDERS));
            assertThat(after).as("seed %d, %s", seed, lang).isEqualTo(before);
            assertThat(before).doesNotContain("Kaga?").doesNotContain("Kaga ?");
        }
    }
}

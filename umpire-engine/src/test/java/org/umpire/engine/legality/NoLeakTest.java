package org.umpire.engine.legality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.umpire.engine.testkit.Situation.id;
import static org.umpire.engine.testkit.Situation.ids;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.Assignment;
import org.umpire.engine.order.CombatOrder;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.SearchOrder;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.KureBase;
import org.umpire.engine.state.Location;
import org.umpire.engine.testkit.Situation;

/**
 * GAME-1 non-interference: the problems found in a side's orders never depend on enemy state the
 * side has not been shown. Hidden JP positions and strengths are shuffled; US problems must not change.
 */
class NoLeakTest {

    static Stream<Long> seeds() {
        long base = Long.getLong("umpire.seed", 20260101L);
        return Stream.iterate(base, s -> s + 1).limit(60);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void GAME_1_US_order_problems_do_not_depend_on_hidden_JP_state(long seed) {
        Random rnd = new Random(seed);
        Phase[] phases = {Phase.MOVEMENT, Phase.SEARCH, Phase.RAID_DECLARATION, Phase.BOMBING, Phase.NAVAL_COMBAT};
        Phase phase = phases[rnd.nextInt(phases.length)];
        Situation s = Situation.midway()
                .at(9, phase)
                .put("J5", "Yorktown", "Atlanta", "DesRon1")
                .put("I5", "SS1")
                .located(Side.US, "H4")
                .shown(Side.US, "H4", "Kaga");
        List<Order> orders = List.of(
                new MovementOrder.Move(ids("Yorktown"), Hex.parse("I5")),
                new MovementOrder.Move(ids("Atlanta"), Hex.parse("H4")),
                new SearchOrder.SourceSearch("midway", Hex.parse("D6")),
                new SearchOrder.AircraftSearch(id("YD3"), Hex.parse("H5")),
                new AirOrder.Raid(Hex.parse("H4"), ids("YD1", "YT1"), Optional.empty()),
                new AirOrder.Raid(Hex.parse("C4"), ids("YD2"), Optional.empty()),
                new AirOrder.BombingTargets(
                        Hex.parse("H4"),
                        List.of(new Assignment(id("YD1"), id("Kaga")), new Assignment(id("YT1"), id("Akagi")))),
                new CombatOrder.DeclareNavalCombat(Hex.parse("I5")),
                new CombatOrder.SubmarineAttack(Hex.parse("I5"), List.of()),
                new CombatOrder.SurfaceTargets(Hex.parse("J5"), List.of(new Assignment(id("Atlanta"), id("Hiryu")))));
        GameState plain = s.state();
        List<OrderProblem> before = OrderChecker.check(s.scenario, plain, Side.US, orders);

        GameState shuffled = plain;
        for (UnitDef d : s.scenario.unitsOf(Side.JP)) {
            if (!d.type().isNaval() || rnd.nextInt(3) == 0) {
                continue;
            }
            Hex h = new Hex(rnd.nextInt(16), 1 + rnd.nextInt(12));
            var u = shuffled.unitOrThrow(d.id())
                    .at(new Location.OnMap(h))
                    .withSteps(1 + rnd.nextInt(2))
                    .movedOn(rnd.nextInt(9));
            shuffled = shuffled.withUnit(u);
        }
        shuffled = shuffled.withUnit(shuffled.unitOrThrow(UnitId.of("Kaga")).at(new Location.Eliminated(8)))
                .withKure(new KureBase(rnd.nextInt(9), rnd.nextBoolean()))
                .withUsCarrierFirstLocatedTurn(rnd.nextInt(9));
        List<OrderProblem> after = OrderChecker.check(s.scenario, shuffled, Side.US, orders);
        assertThat(after).as("seed %d", seed).isEqualTo(before);
    }
}

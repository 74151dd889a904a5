package org.umpire.engine.phase;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.umpire.engine.event.OrderIgnored;
import org.umpire.engine.event.OrderRefused;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.model.Vp;
import org.umpire.engine.order.Assignment;
import org.umpire.engine.order.CombatOrder;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.testkit.KeyedDice;
import org.umpire.engine.testkit.Position;
import org.umpire.engine.testkit.TestScenario;

/**
 * The fall of Midway, told turn by turn with scripted dice: two JP transports arrive off Midway and
 * land their troops on turns 10 and 11; land combat on turns 10, 11 and 12 (US first, the survivors
 * reply); Midway's aircraft are lost to MID-2 and to the occupation (LAND-7); the last Marines fall on
 * turn 12 (LAND-6); the game runs to turn 25 and JP scores Midway's 11 VP (VP-3, I-14).
 */
class LandingStoryTest {

    private static final Scenario SC = TestScenario.builder()
            .us("Astoria", UnitType.CA, 2, "1")
            .usLand("MarA")
            .usLand("MarB")
            .usAir("MF1", UnitType.F, 4, "MID")
            .usAir("MD1", UnitType.D, 5, "MID")
            .jp("TT1", UnitType.TT, 2, "1/3", 3)
            .jpLand("SNLF1", "TT1")
            .jp("TT2", UnitType.TT, 2, "1/3", 3)
            .jpLand("SNLF2", "TT2")
            .build();

    private static UnitId id(String s) {
        return UnitId.of(s);
    }

    @Test
    void I_ENG_46_LAND_4_troops_landing_this_phase_fire_at_the_targets_JP_named_with_the_landing() {
        GameState s = Position.of(SC)
                .turn(10, Phase.LANDING)
                .fogLifted(1)
                .at("TT1", "H6")
                .at("TT2", "G6")
                .at("Astoria", "N5")
                .build();
        KeyedDice dice = KeyedDice.none()
                .and("T10/P10/H6/MarA/at-SNLF1/1", 9)
                .and("T10/P10/H6/MarA/at-SNLF1/2", 9)
                .and("T10/P10/H6/MarB/at-SNLF1/1", 9)
                .and("T10/P10/H6/MarB/at-SNLF1/2", 9)
                .and("T10/P10/H6/SNLF1/at-MarB/1", 9)
                .and("T10/P10/H6/SNLF1/at-MarB/2", 9);
        assertThat(TurnEngine.awaiting(SC, s)).containsExactly(Side.JP);
        Map<Side, OrderSet> orders = Map.of(
                Side.JP,
                new OrderSet(
                        Side.JP,
                        List.of(
                                new CombatOrder.Land(List.of(id("SNLF1"))),
                                new CombatOrder.LandCombatTargets(List.of(new Assignment(id("SNLF1"), id("MarB")))))));

        Resolution r = TurnEngine.resolve(SC, s, orders, dice);

        assertThat(r.events()).noneMatch(e -> e instanceof OrderIgnored || e instanceof OrderRefused);
        assertThat(r.viewsFor(Audience.JP))
                .extracting(Object::toString)
                .contains("combat.land.fired firer=SNLF1 hex=H6 hits=0 result=missed target=MarB");
        assertThat(dice.unused()).isEmpty();
    }

    @Test
    void LAND_1_LAND_2_LAND_3_LAND_4_LAND_5_LAND_6_LAND_7_I_5_MID_2_VP_3_Midway_falls_and_JP_wins_by_it() {
        GameState s = Position.of(SC)
                .turn(10, Phase.MOVEMENT)
                .fogLifted(1)
                .at("TT1", "G6")
                .at("TT2", "G6")
                .at("Astoria", "N5")
                .build();
        KeyedDice dice = KeyedDice.none()
                // turn 10: SNLF1 ashore; the Marines fire first, SNLF1 (reduced) replies at MarA: MID-2 costs MD1
                .and("T10/P10/H6/MarA/at-SNLF1/1", 1)
                .and("T10/P10/H6/MarA/at-SNLF1/2", 9)
                .and("T10/P10/H6/MarB/at-SNLF1/1", 9)
                .and("T10/P10/H6/MarB/at-SNLF1/2", 9)
                .and("T10/P10/H6/SNLF1/at-MarA/1", 2)
                .and("T10/P10/H6/SNLF1/at-MarA/hit1/ground", 2)
                // turn 11: SNLF2 lands; every JP unit is targeted once (LAND-3); MarA falls (LAND-5)
                .and("T11/P10/H6/MarA/at-SNLF2/1", 9)
                .and("T11/P10/H6/MarB/at-SNLF1/1", 8)
                .and("T11/P10/H6/MarB/at-SNLF1/2", 9)
                .and("T11/P10/H6/SNLF1/at-MarB/1", 3)
                .and("T11/P10/H6/SNLF2/at-MarA/1", 4)
                .and("T11/P10/H6/SNLF2/at-MarA/2", 7)
                // turn 12: the last Marines fall
                .and("T12/P10/H6/MarB/at-SNLF2/1", 10)
                .and("T12/P10/H6/SNLF1/at-MarB/1", 6)
                .and("T12/P10/H6/SNLF2/at-MarB/1", 1)
                .and("T12/P10/H6/SNLF2/at-MarB/2", 9);
        Map<String, List<Order>> jpOrders = Map.of(
                "T10/MOVEMENT", List.of(new MovementOrder.Move(List.of(id("TT1")), Hex.parse("H6"))),
                "T10/LANDING", List.of(new CombatOrder.Land(List.of(id("SNLF1")))),
                "T11/MOVEMENT", List.of(new MovementOrder.Move(List.of(id("TT2")), Hex.parse("H6"))),
                "T13/MOVEMENT", List.of(new MovementOrder.Move(List.of(id("TT1")), Hex.parse("H5"))),
                "T11/LANDING", List.of(new CombatOrder.Land(List.of(id("SNLF2")))));
        List<String> us = new ArrayList<>();
        List<String> jp = new ArrayList<>();
        List<String> ignored = new ArrayList<>();
        GameState end13 = null;
        while (!s.isOver()) {
            Map<Side, OrderSet> orders = new EnumMap<>(Side.class);
            List<Order> mine = jpOrders.get("T" + s.turn() + "/" + s.phase());
            if (mine != null) {
                orders.put(Side.JP, new OrderSet(Side.JP, mine));
            }
            Resolution r = TurnEngine.resolve(SC, s, orders, dice);
            r.viewsFor(Audience.US).forEach(v -> us.add(v.toString()));
            r.viewsFor(Audience.JP).forEach(v -> jp.add(v.toString()));
            r.events().stream()
                    .filter(e -> e instanceof OrderIgnored || e instanceof OrderRefused)
                    .forEach(e -> ignored.add(e.toString()));
            s = r.next();
            if (s.turn() == 14 && end13 == null) {
                end13 = s;
            }
        }

        assertThat(jp)
                .contains(
                        "landing.landed transports=TT1 units=SNLF1",
                        "landing.landed transports=TT2 units=SNLF2",
                        "combat.land.fired firer=SNLF1 hex=H6 hits=1 result=reduced target=MarA",
                        "combat.land.fired firer=SNLF2 hex=H6 hits=1 result=eliminated target=MarA",
                        "combat.land.fired firer=SNLF2 hex=H6 hits=1 result=eliminated target=MarB",
                        "midway.occupied turn=10");
        assertThat(us)
                .contains(
                        "landing.enemy-landed units=SNLF1",
                        "landing.enemy-landed units=SNLF2",
                        "combat.land.fired firer=MarA hex=H6 hits=1 result=reduced target=SNLF1",
                        "midway.damaged aircraft=MF1 capacity=7 hits=1 searches=1",
                        "midway.aircraft-destroyed aircraft=MD1",
                        "game.own-losses lost=MD1, MF1, MarA, MarB reduced=-");
        assertThat(ignored)
                .as("I-5: TT1's troops are ashore, it stays")
                .hasSize(1)
                .allMatch(v -> v.contains("TRANSPORT_MUST_STAY"));
        assertThat(end13.unitOrThrow(id("TT1")).location()).isEqualTo(new Location.OnMap(Hex.parse("H6")));
        assertThat(s.turn()).isEqualTo(25);
        assertThat(s.winner()).contains(Side.JP);
        assertThat(us)
                .contains(
                        "vp.midway-control side=JP vp=11",
                        "game.score awards=11 ditched=0 losses=2 reserves=0 side=JP total=13",
                        "game.ended.last-turn.jp jp-vp=13 turn=25 us-vp=0");
        assertThat(s.vpOf(Side.JP)).isEqualTo(Vp.of(13));
        assertThat(dice.unused()).isEmpty();
    }
}

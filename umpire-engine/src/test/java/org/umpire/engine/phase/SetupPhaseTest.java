package org.umpire.engine.phase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.umpire.engine.testkit.TestScenario.h;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.order.SetupOrder;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;
import org.umpire.engine.state.Location;
import org.umpire.engine.testkit.KeyedDice;
import org.umpire.engine.testkit.Play;
import org.umpire.engine.testkit.TestScenario;

/** Rules cases for the set-up before turn 1 (SET-1..3). */
class SetupPhaseTest {

    private static final Scenario SC = TestScenario.small();
    private static final GameState START = InitialState.of(SC);

    private static SetupOrder.Place place(String hex, String... units) {
        return new SetupOrder.Place(Arrays.stream(units).map(UnitId::of).collect(Collectors.toList()), h(hex));
    }

    private static Location where(GameState s, String id) {
        return s.unitOrThrow(UnitId.of(id)).location();
    }

    @Test
    void SET_3_the_US_places_its_naval_units_within_their_zones() {
        Play.Outcome o = Play.of(SC, START)
                .us(place("M3", "Enterprise", "Astoria"), place("G7", "SS1"), place("L5", "SS4"))
                .resolve();

        assertThat(o.us())
                .contains(
                        "setup.placed hex=G7 units=SS1",
                        "setup.placed hex=L5 units=SS4",
                        "setup.placed hex=M3 units=Astoria, Enterprise");
        assertThat(where(o.next(), "Enterprise")).isEqualTo(new Location.OnMap(h("M3")));
        assertThat(o.jp()).noneMatch(v -> v.contains("Enterprise") || v.contains("M3"));
    }

    @Test
    void SET_3_a_placement_outside_the_zone_is_set_aside_and_the_unit_goes_to_the_zone_centre() {
        Play.Outcome o = Play.of(SC, START)
                .us(place("H1", "Enterprise"), place("L4", "SS4"), place("H9", "SS1"))
                .resolve();

        assertThat(o.ignored())
                .containsExactly(
                        "US refused outside-placement-zone [N5, H1, 5, Enterprise]",
                        "US refused outside-placement-zone [L5, L4, 0, SS4]",
                        "US refused outside-placement-zone [H6, H9, 2, SS1]");
        assertThat(o.us())
                .contains(
                        "setup.placed-default hex=N5 units=Astoria, Enterprise",
                        "setup.placed-default hex=H6 units=SS1",
                        "setup.placed-default hex=L5 units=SS4");
    }

    @Test
    void SET_1_I_ENG_1_JP_places_I168_anywhere_and_by_default_at_Midway() {
        Play.Outcome chosen = Play.of(SC, START).jp(place("A1", "I-168")).resolve();
        Play.Outcome byDefault = Play.of(SC, START).resolve();

        assertThat(chosen.jp()).contains("setup.placed hex=A1 units=I-168");
        assertThat(byDefault.jp()).contains("setup.placed-default hex=H6 units=I-168");
        assertThat(byDefault.us()).noneMatch(v -> v.contains("I-168"));
    }

    @Test
    void SET_1_SET_2_JP_groups_wait_off_the_map_with_their_aircraft_ready_and_troops_embarked() {
        GameState s = Play.of(SC, START).resolve().next();

        assertThat(where(s, "Akagi")).isEqualTo(new Location.OffMap());
        assertThat(where(s, "AD1")).isEqualTo(new Location.Aboard(UnitId.of("Akagi")));
        assertThat(s.unitOrThrow(UnitId.of("AD1")).readiness()).isEqualTo(Readiness.READY);
        assertThat(where(s, "SNLF1")).isEqualTo(new Location.Aboard(UnitId.of("TT1")));
    }

    @Test
    void SET_3_US_land_units_start_at_Midway_and_aircraft_ready_on_their_base() {
        assertThat(where(START, "MarA")).isEqualTo(new Location.Ashore(h("H6")));
        assertThat(where(START, "MH1")).isEqualTo(new Location.Aboard(UnitId.of("MID")));
        assertThat(where(START, "ED1")).isEqualTo(new Location.Aboard(UnitId.of("Enterprise")));
        assertThat(START.unitOrThrow(UnitId.of("ED1")).readiness()).isEqualTo(Readiness.READY);
    }

    @Test
    void SET_3_only_own_units_that_start_on_the_map_can_be_placed() {
        Play.Outcome o = Play.of(SC, START)
                .us(place("N5", "MarA", "I-168", "Enterprise", "Enterprise"))
                .jp(place("A1", "Akagi"))
                .resolve();

        assertThat(o.ignored())
                .containsExactly("US refused not-a-naval-unit [MarA]", "JP refused not-placed-at-setup [Akagi]");
    }

    @Test
    void SEQ_1_set_up_awaits_both_sides_then_turn_1_begins_at_0430_on_3_June() {
        assertThat(TurnEngine.awaiting(SC, START)).containsExactly(Side.US, Side.JP);

        Play.Outcome o = Play.of(SC, START).resolve();

        assertThat(o.next().turn()).isEqualTo(1);
        assertThat(o.next().phase()).isEqualTo(Phase.MOVEMENT);
        assertThat(o.us()).contains("turn.began.day date=1942-06-03 time=04:30 turn=1");
    }

    @Test
    void default_set_up_orders_give_the_same_state_as_no_orders() {
        Map<Side, OrderSet> defaults =
                Map.of(Side.US, DefaultOrders.of(SC, START, Side.US), Side.JP, DefaultOrders.of(SC, START, Side.JP));

        GameState withDefaults =
                TurnEngine.resolve(SC, START, defaults, KeyedDice.none()).next();
        GameState withNone =
                TurnEngine.resolve(SC, START, Map.of(), KeyedDice.none()).next();

        assertThat(defaults.get(Side.US).orders())
                .containsExactly(place("H6", "SS1"), place("L5", "SS4"), place("N5", "Astoria", "Enterprise"));
        assertThat(defaults.get(Side.JP).orders()).isEqualTo(List.of(place("H6", "I-168")));
        assertThat(withDefaults).isEqualTo(withNone);
    }
}

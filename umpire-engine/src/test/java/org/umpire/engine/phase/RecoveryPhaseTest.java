package org.umpire.engine.phase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.umpire.engine.model.Phase.RECOVERY;
import static org.umpire.engine.testkit.TestScenario.h;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.order.RecoveryOrder;
import org.umpire.engine.order.SearchOrder;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.testkit.KeyedDice;
import org.umpire.engine.testkit.Play;
import org.umpire.engine.testkit.Position;
import org.umpire.engine.testkit.TestScenario;

/** Rules cases for the readiness part of phase 11 (REC-1, REC-3). */
class RecoveryPhaseTest {

    private static final Scenario SC = TestScenario.small();

    private static Position turn(int t) {
        return Position.of(SC).turn(t, RECOVERY).fogLifted(1).at("Astoria", "N5");
    }

    private static Readiness readiness(GameState s, String id) {
        return s.unitOrThrow(UnitId.of(id)).readiness();
    }

    private static RecoveryOrder.SetReadiness set(String id, Readiness r) {
        return new RecoveryOrder.SetReadiness(UnitId.of(id), r);
    }

    @Test
    void REC_1_aircraft_that_did_not_fly_this_turn_are_readied_by_default() {
        Play.Outcome o =
                Play.of(SC, turn(3).flew("MD1", 2).flew("MF1", 2).build()).resolve();

        assertThat(o.us()).contains("readiness.ready aircraft=MD1, MF1");
        assertThat(o.jp()).noneMatch(v -> v.startsWith("readiness"));
        assertThat(readiness(o.next(), "MD1")).isEqualTo(Readiness.READY);
    }

    @Test
    void REC_1_the_owner_may_keep_an_air_unit_not_ready() {
        Play.Outcome o = Play.of(SC, turn(3).flew("MD1", 2).flew("MF1", 2).build())
                .us(set("MD1", Readiness.NOT_READY))
                .resolve();

        assertThat(o.us()).contains("readiness.ready aircraft=MF1");
        assertThat(readiness(o.next(), "MD1")).isEqualTo(Readiness.NOT_READY);
        assertThat(o.ignored()).isEmpty();
    }

    @ParameterizedTest(name = "REC-1 REC-3: {0} flew on turn {1}, recovery of turn {2}: readied {3}")
    @CsvSource({"MD1, 3, 3, false", "MD1, 2, 3, true", "MH1, 2, 3, false", "MH1, 2, 4, true", "MH1, 1, 3, true"})
    void REC_3_a_unit_that_flew_cannot_fly_next_turn_and_a_heavy_bomber_needs_two_full_turns(
            String id, int flew, int now, boolean readied) {
        Play.Outcome o = Play.of(SC, turn(now).flew(id, flew).build())
                .us(set(id, Readiness.READY))
                .resolve();

        assertThat(readiness(o.next(), id)).isEqualTo(readied ? Readiness.READY : Readiness.NOT_READY);
        if (!readied) {
            int earliest = flew + (id.startsWith("MH") ? 2 : 1);
            assertThat(o.ignored())
                    .hasSize(1)
                    .allMatch(l -> l.startsWith("US refused ")
                            && l.endsWith(id + "]")
                            && (l.contains("flew-this-turn") || l.contains("heavy-bomber-resting")));
        }
    }

    @Test
    void I_ENG_10_a_ready_air_unit_cannot_be_stood_down() {
        Play.Outcome o =
                Play.of(SC, turn(3).build()).us(set("MD1", Readiness.NOT_READY)).resolve();

        assertThat(o.ignored()).containsExactly("US refused already-ready [MD1]");
        assertThat(readiness(o.next(), "MD1")).isEqualTo(Readiness.READY);
    }

    @Test
    void BOMB_3_trapped_aircraft_are_never_readied() {
        Play.Outcome o = Play.of(
                        SC,
                        turn(3).at("Enterprise", "N5")
                                .flew("ED1", 1)
                                .trapped("ED1")
                                .build())
                .resolve();

        assertThat(readiness(o.next(), "ED1")).isEqualTo(Readiness.NOT_READY);
        assertThat(o.us()).noneMatch(v -> v.startsWith("readiness"));
    }

    @Test
    void SEQ_1_recovery_awaits_only_a_side_with_an_air_unit_it_may_ready() {
        assertThat(TurnEngine.awaiting(SC, turn(3).flew("MD1", 2).build())).containsExactly(Side.US);
        assertThat(TurnEngine.awaiting(SC, turn(3).flew("MD1", 3).build())).isEmpty();
    }

    @Test
    void REC_3_a_search_flight_keeps_the_unit_down_a_turn_then_recovery_asks_and_readies_it() {
        GameState search = Position.of(SC)
                .turn(3, Phase.SEARCH)
                .fogLifted(1)
                .at("Astoria", "N5")
                .build();

        Play.Outcome t3 = Play.of(SC, search)
                .us(new SearchOrder.AircraftSearch(UnitId.of("MD1"), h("H4")))
                .resolve();
        GameState t4search =
                Play.of(SC, Play.of(SC, t3.next()).resolve().next()).resolve().next();

        assertThat(t3.next().turn()).isEqualTo(4);
        assertThat(t3.next().phase()).isEqualTo(Phase.MOVEMENT);
        assertThat(readiness(t3.next(), "MD1")).isEqualTo(Readiness.NOT_READY);
        assertThat(t4search.phase()).isEqualTo(Phase.RECOVERY);
        assertThat(TurnEngine.awaiting(SC, t4search)).containsExactly(Side.US);
        assertThat(readiness(Play.of(SC, t4search).resolve().next(), "MD1")).isEqualTo(Readiness.READY);
    }

    @Test
    void default_recovery_orders_ready_everything_that_may_be_readied_as_no_orders_do() {
        GameState s = turn(3).flew("MD1", 2).flew("MH1", 2).build();
        OrderSet defaults = DefaultOrders.of(SC, s, Side.US);

        GameState withDefaults = TurnEngine.resolve(SC, s, Map.of(Side.US, defaults), KeyedDice.none())
                .next();
        GameState withNone =
                TurnEngine.resolve(SC, s, Map.of(), KeyedDice.none()).next();

        assertThat(defaults.orders()).containsExactly(set("MD1", Readiness.READY));
        assertThat(withDefaults).isEqualTo(withNone);
    }
}

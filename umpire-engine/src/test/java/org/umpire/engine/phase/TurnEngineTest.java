package org.umpire.engine.phase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.umpire.engine.testkit.TestScenario.h;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.GameEnded;
import org.umpire.engine.event.OrderRefused;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.AdminOrder;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.order.StandingOrder;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.testkit.KeyedDice;
import org.umpire.engine.testkit.Play;
import org.umpire.engine.testkit.Position;
import org.umpire.engine.testkit.TestScenario;

/** The engine contract: the phase machine (section 2, SEQ-1), concessions (GAME-3), orders out of place. */
class TurnEngineTest {

    private static final Scenario SC = TestScenario.small();

    @Test
    void I_2_the_machine_plays_the_eleven_phases_in_order() {
        assertThat(TurnSequence.phases())
                .containsExactly(
                        Phase.SETUP,
                        Phase.MOVEMENT,
                        Phase.SEARCH,
                        Phase.RAID_DECLARATION,
                        Phase.AIR_COMBAT_1,
                        Phase.AIR_COMBAT_2,
                        Phase.ANTI_AIRCRAFT,
                        Phase.BOMBING,
                        Phase.NAVAL_COMBAT,
                        Phase.BOMBARDMENT,
                        Phase.LANDING,
                        Phase.RECOVERY);
        assertThat(TurnSequence.PHASES)
                .extracting(r -> r.getClass().getSimpleName())
                .containsExactly(
                        "SetupPhase",
                        "MovementPhase",
                        "SearchPhase",
                        "RaidDeclarationPhase",
                        "AirCombatRound1Phase",
                        "AirCombatRound2Phase",
                        "AntiAircraftPhase",
                        "BombingPhase",
                        "NavalCombatPhase",
                        "BombardmentPhase",
                        "LandingPhase",
                        "RecoveryPhase");
    }

    @Test
    void SEQ_1_by_day_the_engine_stops_at_the_searches() {
        GameState s = Position.of(SC)
                .turn(2, Phase.MOVEMENT)
                .fogLifted(1)
                .at("Astoria", "N5")
                .build();

        Play.Outcome o = Play.of(SC, s).resolve();

        assertThat(o.next().phase()).isEqualTo(Phase.SEARCH);
        assertThat(o.next().turn()).isEqualTo(2);
    }

    @Test
    void SEQ_1_at_night_searches_and_recovery_are_resolved_without_waiting() {
        GameState s = Position.of(SC)
                .turn(6, Phase.MOVEMENT)
                .at("Astoria", "E8")
                .at("Nagara", "E8")
                .build();
        KeyedDice dice = KeyedDice.of("T6/P2/night-naval-search/US/E8", 4)
                .and("T6/P2/night-naval-search/JP/E8", 8)
                .and("T6/P11/fog-lift", 10);

        Play.Outcome p8 = Play.of(SC, s).dice(dice).resolve();
        assertThat(p8.next().phase())
                .as("NAV-1: the US located E8 where Astoria is: it may declare a naval combat")
                .isEqualTo(Phase.NAVAL_COMBAT);
        assertThat(TurnEngine.awaiting(SC, p8.next())).containsExactly(Side.US);
        Play.Outcome o = Play.of(SC, p8.next()).dice(dice).resolve();

        assertThat(o.next().turn()).isEqualTo(7);
        assertThat(o.next().phase()).isEqualTo(Phase.MOVEMENT);
        assertThat(p8.us()).contains("search.result.ships.naval hex=E8 turn=6");
        assertThat(o.us()).contains("turn.ended turn=6", "turn.began.night date=1942-06-04 time=01:00 turn=7");
        assertThat(o.events()).extracting(Event::phase).containsSubsequence(Phase.RECOVERY, Phase.MOVEMENT);
    }

    @ParameterizedTest(name = "GAME-3: a concession in {0} ends the game at once")
    @EnumSource(
            value = Phase.class,
            names = {"SETUP", "MOVEMENT", "SEARCH", "RECOVERY"})
    void GAME_3_a_side_may_concede_in_any_phase_and_the_other_wins(Phase phase) {
        GameState s = Position.of(SC)
                .turn(phase == Phase.SETUP ? 0 : 3, phase)
                .fogLifted(1)
                .at("Astoria", "N5")
                .build();

        Play.Outcome o = Play.of(SC, s)
                .us(new AdminOrder.Concede())
                .jp(new MovementOrder.StartKureBase())
                .resolve();

        assertThat(o.next().isOver()).isTrue();
        assertThat(o.next().concededBy()).contains(Side.US);
        assertThat(o.next().winner()).contains(Side.JP);
        assertThat(o.jp()).contains("game.ended.conceded.jp side=US turn=" + s.turn());
        assertThat(o.events())
                .as("the other orders are not resolved: only the end of the game and its score")
                .hasSize(5)
                .allMatch(e -> e.getClass().getSimpleName().startsWith("Final") || e instanceof GameEnded);
    }

    @Test
    void GAME_3_a_side_not_awaited_may_concede_at_any_time_without_resolving_the_phase() {
        GameState s = Position.of(SC)
                .turn(3, Phase.RECOVERY)
                .fogLifted(1)
                .flew("MD1", 2)
                .build();

        Resolution r = TurnEngine.concede(SC, s, Side.JP);

        assertThat(TurnEngine.awaiting(SC, s)).containsExactly(Side.US);
        assertThat(r.next().isOver()).isTrue();
        assertThat(r.next().unitOrThrow(UnitId.of("MD1")).readiness()).isEqualTo(Readiness.NOT_READY);
        assertThat(r.viewsFor(Audience.US))
                .extracting(Object::toString)
                .contains("game.ended.conceded.us side=JP turn=3");
        assertThatThrownBy(() -> TurnEngine.concede(SC, r.next(), Side.US))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void I_ENG_13_when_both_sides_concede_together_the_points_decide() {
        GameState s = Position.of(SC).turn(3, Phase.SEARCH).fogLifted(1).build();

        Play.Outcome o = Play.of(SC, s)
                .us(new AdminOrder.Concede())
                .jp(new AdminOrder.Concede())
                .resolve();

        assertThat(o.us())
                .containsSubsequence(
                        "vp.midway-control side=US vp=11", "game.ended.conceded-both.us jp-vp=0 turn=3 us-vp=11");
        assertThat(o.next().concededBy()).isEmpty();
        assertThat(o.next().winner()).contains(Side.US);
    }

    @Test
    void orders_of_another_phase_are_set_aside_and_told_to_their_side_and_the_umpire_only() {
        GameState s = Position.of(SC)
                .turn(3, Phase.SEARCH)
                .fogLifted(1)
                .at("Astoria", "N5")
                .build();

        Play.Outcome o = Play.of(SC, s)
                .us(
                        new MovementOrder.Move(List.of(UnitId.of("Astoria")), h("N4")),
                        new StandingOrder.AaPolicy(StandingOrder.AaPolicy.Mode.SPREAD),
                        new AirOrder.Raid(h("D4"), List.of(UnitId.of("MD1")), Optional.empty()))
                .resolve();

        assertThat(o.ignored())
                .containsExactly(
                        "US refused wrong-phase [MOVEMENT, SEARCH]",
                        "US refused wrong-phase [RAID_DECLARATION, SEARCH]");
        assertThat(o.next().standingOf(Side.US).aa()).contains(StandingOrder.AaPolicy.Mode.SPREAD);
        assertThat(o.us())
                .contains("order.refused.wrong-phase expected=MOVEMENT index=1 order=Astoria -> N4 phase=SEARCH");
        assertThat(o.umpire())
                .contains(
                        "umpire.order.refused.wrong-phase expected=MOVEMENT index=1 order=Astoria -> N4 phase=SEARCH side=US");
        assertThat(o.jp()).noneMatch(v -> v.startsWith("order"));
        assertThat(o.events(OrderRefused.class)).hasSize(2);
        for (OrderRefused e : o.events(OrderRefused.class)) {
            assertThat(e.viewFor(Audience.JP)).isEmpty();
        }
    }

    @Test
    void MOV_3_groups_may_be_formed_in_any_phase() {
        GameState s = Position.of(SC)
                .turn(3, Phase.SEARCH)
                .fogLifted(1)
                .at("Astoria", "N5")
                .at("Enterprise", "N5")
                .build();

        Play.Outcome o = Play.of(SC, s)
                .us(new AdminOrder.FormGroup("TF17", List.of(UnitId.of("Enterprise"))))
                .resolve();

        assertThat(o.us()).contains("group.formed group=TF17 units=Enterprise");
        assertThat(o.next().unitOrThrow(UnitId.of("Enterprise")).group()).isEqualTo("TF17");
    }

    @Test
    void contract_rejects_orders_filed_under_the_wrong_side_and_a_finished_game() {
        GameState s = Position.of(SC).turn(3, Phase.SEARCH).fogLifted(1).build();

        assertThatThrownBy(() -> TurnEngine.resolve(SC, s, Map.of(Side.US, OrderSet.none(Side.JP)), KeyedDice.none()))
                .isInstanceOf(IllegalArgumentException.class);
        GameState over = Play.of(SC, s).us(new AdminOrder.Concede()).resolve().next();
        assertThatThrownBy(() -> TurnEngine.resolve(SC, over, Map.of(), KeyedDice.none()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("over");
        assertThat(DefaultOrders.of(SC, over, Side.US).orders()).isEmpty();
    }
}

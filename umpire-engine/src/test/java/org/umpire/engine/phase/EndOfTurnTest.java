package org.umpire.engine.phase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.umpire.engine.model.Phase.RECOVERY;
import static org.umpire.engine.testkit.TestScenario.h;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.Vp;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;
import org.umpire.engine.state.KureBase;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.VpEntry;
import org.umpire.engine.testkit.KeyedDice;
import org.umpire.engine.testkit.Play;
import org.umpire.engine.testkit.Position;
import org.umpire.engine.testkit.TestScenario;

/** Rules cases for the end of the turn (SEQ-2): LAND-7, KURE-2, FOG-3, GAME-3; and the schedule (GAME-2). */
class EndOfTurnTest {

    private static final Scenario SC = TestScenario.small();
    private static final List<String> JP_UNITS =
            List.of("I-168", "Akagi", "AF1", "AD1", "AT1", "Nagara", "TT1", "SNLF1", "SFT", "ST11", "Yamato");

    private static Position turn(int t) {
        return Position.of(SC).turn(t, RECOVERY).at("Astoria", "N5").at("I-168", "H2");
    }

    @Test
    void SEQ_2_occupation_then_Kure_then_fog_then_the_end_check_then_the_next_turn() {
        GameState s = turn(3).ashore("SNLF1", "H6")
                .kureStarted(1)
                .eliminated("ST11", 2)
                .build();

        Play.Outcome o = Play.of(SC, s).dice(KeyedDice.of("T3/P11/fog-lift", 1)).resolve();

        assertThat(o.umpire())
                .containsExactly(
                        "midway.occupied turn=3",
                        "umpire.midway.aircraft-destroyed aircraft=MD1, MF1, MH1, MH2",
                        "umpire.vp.aircraft-destroyed-on-ground aircraft=MD1, MF1, MH1, MH2 side=JP vp=4",
                        "umpire.kure.closed.eliminated hex=G6 unit=ST11",
                        "fog.lifted turn=3",
                        "turn.ended turn=3",
                        "turn.began.day date=1942-06-03 time=15:00 turn=4");
    }

    @Test
    void FOG_1_the_fog_zone_is_in_fog_at_the_start() {
        Board b = new Board(SC, InitialState.of(SC));

        assertThat(b.inFog(h("D4"))).isTrue();
        assertThat(b.inFog(h("F5"))).isTrue();
        assertThat(b.inFog(h("G5"))).isFalse();
        assertThat(b.inFog(h("D6"))).isFalse();
    }

    @ParameterizedTest(name = "FOG-3: roll {0} lifts the fog: {1}")
    @CsvSource({"1, true", "2, false", "10, false"})
    void FOG_3_one_chance_in_ten_at_the_end_of_each_turn_that_the_fog_lifts_for_good(int roll, boolean lifts) {
        Play.Outcome o = Play.of(SC, turn(3).build())
                .dice(KeyedDice.of("T3/P11/fog-lift", roll))
                .resolve();

        assertThat(o.next().fogLifted()).isEqualTo(lifts);
        assertThat(o.us().contains("fog.lifted turn=3")).isEqualTo(lifts);
        assertThat(o.jp().contains("fog.lifted turn=3")).isEqualTo(lifts);
        assertThat(new Board(SC, o.next()).inFog(h("D4"))).isEqualTo(!lifts);
    }

    @Test
    void FOG_3_no_roll_once_lifted_nor_after_the_last_turn() {
        KeyedDice none = KeyedDice.none();

        Play.of(SC, turn(3).fogLifted(2).build()).dice(none).resolve();
        Play.of(SC, turn(25).build()).dice(none).resolve();

        assertThat(none.log()).isEmpty();
    }

    @Test
    void KURE_1_I_12_started_on_turn_9_the_base_works_from_turn_12() {
        GameState s = turn(11).fogLifted(1).kureStarted(9).at("ST11", "G6").build();

        Play.Outcome o = Play.of(SC, s).resolve();

        assertThat(o.jp()).contains("kure.operational hex=G6 turn=12");
        assertThat(o.us()).noneMatch(v -> v.startsWith("kure"));
        assertThat(o.next().kure().operational(12, SC.kureBaseDelay())).isTrue();
        assertThat(o.next().kure().operational(11, SC.kureBaseDelay())).isFalse();
    }

    @Test
    void KURE_2_the_base_closes_for_good_when_ST11_is_eliminated() {
        GameState s =
                turn(12).fogLifted(1).kureStarted(9).eliminated("ST11", 12).build();

        Play.Outcome o = Play.of(SC, s).resolve();

        assertThat(o.jp()).contains("kure.closed.eliminated hex=G6 unit=ST11");
        assertThat(o.next().kure()).isEqualTo(new KureBase(9, true));
    }

    @Test
    void LAND_7_a_JP_land_unit_on_Midway_ends_its_airfield_and_searches_and_destroys_the_aircraft_there() {
        GameState s = turn(9).fogLifted(1).ashore("SNLF1", "H6").build();

        Play.Outcome o = Play.of(SC, s).resolve();

        assertThat(o.next().midway().occupied()).isTrue();
        assertThat(o.next().unitOrThrow(UnitId.of("MH1")).location()).isEqualTo(new Location.Eliminated(9));
        assertThat(o.us()).contains("midway.occupied turn=9", "midway.aircraft-destroyed aircraft=MD1, MF1, MH1, MH2");
        assertThat(o.jp()).contains("midway.occupied turn=9").noneMatch(v -> v.contains("MH1"));
        assertThat(o.next().vpOf(Side.JP)).isEqualTo(Vp.of(4));
    }

    @ParameterizedTest(name = "GAME-2: the turn after {0} is turn {1}, {2} {3}, night {4}")
    @CsvSource({
        "1, 2, 1942-06-03, 08:00, false",
        "5, 6, 1942-06-03, 21:30, true",
        "6, 7, 1942-06-04, 01:00, true",
        "7, 8, 1942-06-04, 04:30, false",
        "12, 13, 1942-06-04, 21:30, true",
        "13, 14, 1942-06-05, 01:00, true",
        "19, 20, 1942-06-05, 21:30, true",
        "20, 21, 1942-06-06, 01:00, true",
        "21, 22, 1942-06-06, 04:30, false",
        "24, 25, 1942-06-06, 15:00, false"
    })
    void GAME_2_turns_follow_the_schedule_with_nights_6_7_13_14_20_21(
            int turn, int next, String date, String time, boolean night) {
        Play.Outcome o = Play.of(SC, turn(turn).fogLifted(1).build()).resolve();

        assertThat(o.us())
                .contains(
                        "turn.ended turn=" + turn,
                        "turn.began." + (night ? "night" : "day") + " date=" + date + " time=" + time + " turn="
                                + next);
        assertThat(o.next().turn()).isEqualTo(next);
    }

    @Test
    void GAME_3_VP_3_VP_4_I_14_after_turn_25_the_game_ends_and_US_control_of_Midway_wins_it() {
        Play.Outcome o = Play.of(SC, turn(25).build()).resolve();

        assertThat(o.next().phase()).isEqualTo(Phase.GAME_OVER);
        assertThat(o.next().winner()).contains(Side.US);
        assertThat(turn(25).build().winner())
                .as("no winner while the game goes on")
                .isEmpty();
        assertThat(o.us())
                .containsExactly(
                        "vp.midway-control side=US vp=11",
                        "game.score awards=11 ditched=0 losses=0 reserves=0 side=US total=11",
                        "game.score awards=0 ditched=0 losses=0 reserves=0 side=JP total=0",
                        "game.own-losses lost=- reduced=-",
                        "game.ended.last-turn.us jp-vp=0 turn=25 us-vp=11");
        assertThat(o.jp())
                .as("VP-4: each side reads both scores line by line, and its own losses only")
                .contains("game.score awards=11 ditched=0 losses=0 reserves=0 side=US total=11")
                .filteredOn(v -> v.startsWith("game.own-losses"))
                .hasSize(1);
        assertThat(o.jp()).isEqualTo(o.us());
        assertThat(TurnEngine.awaiting(SC, o.next())).isEmpty();
    }

    @Test
    void VP_4_equal_totals_at_the_end_are_a_draw() {
        GameState s = turn(25).build().withVp(new VpEntry(20, Side.JP, new Vp(44), "VP-1", "step losses inflicted"));

        Play.Outcome o = Play.of(SC, s).resolve();

        assertThat(o.us()).contains("game.ended.last-turn.draw jp-vp=11 turn=25 us-vp=11");
        assertThat(o.next().isOver()).isTrue();
        assertThat(o.next().winner()).isEmpty();
    }

    @Test
    void VP_3_LAND_6_JP_control_of_Midway_the_Kure_base_and_the_SFT_score_at_the_end() {
        GameState s = turn(25).ashore("SNLF1", "H6")
                .eliminated("MarA", 24)
                .eliminated("MarB", 24)
                .kureStarted(20)
                .at("ST11", "G6")
                .steps("ST11", 1)
                .at("SFT", "H6")
                .build();

        Play.Outcome o = Play.of(SC, s).resolve();

        assertThat(o.seenBy(Audience.US, "vp."))
                .containsExactly(
                        "vp.midway-control side=JP vp=11",
                        "vp.kure-base side=JP vp=1/2",
                        "vp.sft-at-midway side=JP vp=1");
        assertThat(o.us()).contains("game.ended.last-turn.jp jp-vp=16 1/2 turn=25 us-vp=0");
        assertThat(o.next().winner()).contains(Side.JP);
    }

    @Test
    void GAME_3_I_1_the_game_ends_when_a_side_has_no_unit_on_the_map_and_none_to_enter() {
        Position p = turn(9).fogLifted(1);
        JP_UNITS.forEach(id -> p.eliminated(id, 8));

        Play.Outcome o = Play.of(SC, p.build()).resolve();

        assertThat(o.us())
                .containsSubsequence(
                        "vp.midway-control side=US vp=11", "game.ended.wiped-out.us jp-vp=0 sides=JP turn=9 us-vp=11");
        assertThat(o.next().isOver()).isTrue();
    }

    @Test
    void I_1_JP_before_its_groups_enter_is_not_wiped_out() {
        Play.Outcome o =
                Play.of(SC, turn(1).fogLifted(1).eliminated("I-168", 1).build()).resolve();

        assertThat(o.next().isOver()).isFalse();
        assertThat(EndOfTurn.wipedOut(new Board(SC, o.next()))).isEmpty();
    }

    @Test
    void I_1_units_that_left_the_map_are_not_on_it() {
        Position p = turn(9).fogLifted(1);
        JP_UNITS.forEach(id -> p.exited(id, 8));

        assertThat(EndOfTurn.wipedOut(new Board(SC, p.build()))).containsExactly(Side.JP);
    }
}

package org.umpire.engine.legality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.umpire.engine.testkit.Situation.id;
import static org.umpire.engine.testkit.Situation.ids;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.AdminOrder;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.Assignment;
import org.umpire.engine.order.CombatOrder;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.RecoveryOrder;
import org.umpire.engine.order.SearchOrder;
import org.umpire.engine.order.SetupOrder;
import org.umpire.engine.order.StandingOrder;
import org.umpire.engine.state.KureBase;
import org.umpire.engine.state.MidwayState;
import org.umpire.engine.testkit.Situation;

class OrderCheckerTest {

    private static Hex hex(String h) {
        return Hex.parse(h);
    }

    private static List<ProblemKind> kinds(List<OrderProblem> problems) {
        return problems.stream().map(OrderProblem::kind).collect(Collectors.toList());
    }

    private static MovementOrder.Move move(String to, String... units) {
        return new MovementOrder.Move(ids(units), hex(to));
    }

    private static Situation jpTurn(int turn, Phase phase) {
        return Situation.midway().at(turn, phase);
    }

    // --- movement -------------------------------------------------------------------------

    @Test
    void MOV_1_ship_moves_one_hex_to_an_adjacent_hex() {
        Situation s = jpTurn(2, Phase.MOVEMENT).put("A1", "Kaga").moved(1, "Kaga");
        assertThat(s.check(Side.JP, move("A2", "Kaga"))).isEmpty();
        assertThat(s.check(Side.JP, move("B1", "Kaga"))).isEmpty();
    }

    @Test
    void I_16_move_to_a_hex_that_is_not_adjacent_is_refused() {
        Situation s = jpTurn(2, Phase.MOVEMENT).put("A1", "Kaga");
        List<OrderProblem> p = s.check(Side.JP, move("B2", "Kaga"));
        assertThat(kinds(p)).containsExactly(ProblemKind.NOT_ADJACENT);
        assertThat(p.get(0).params()).containsEntry("from", hex("A1")).containsEntry("distance", 2);
    }

    @Test
    void MOV_1_half_speed_ship_waits_two_turns_between_moves_I_4() {
        Situation s = jpTurn(5, Phase.MOVEMENT).put("C6", "SFT").moved(4, "SFT");
        List<OrderProblem> p = s.check(Side.JP, move("D6", "SFT"));
        assertThat(kinds(p)).containsExactly(ProblemKind.MAY_NOT_MOVE_YET);
        assertThat(p.get(0).params()).containsEntry("nextTurn", 6);
        assertThat(jpTurn(6, Phase.MOVEMENT).put("C6", "SFT").moved(4, "SFT").check(Side.JP, move("D6", "SFT")))
                .isEmpty();
    }

    @Test
    void MOV_1_third_speed_transport_moves_every_third_turn() {
        Situation s = jpTurn(5, Phase.MOVEMENT).put("C6", "TT1").moved(3, "TT1");
        assertThat(kinds(s.check(Side.JP, move("D6", "TT1")))).containsExactly(ProblemKind.MAY_NOT_MOVE_YET);
        assertThat(jpTurn(6, Phase.MOVEMENT).put("C6", "TT1").moved(3, "TT1").check(Side.JP, move("D6", "TT1")))
                .isEmpty();
    }

    @Test
    void MOV_4_I_5_transport_of_a_landed_unit_must_stay_at_Midway() {
        Situation s = jpTurn(12, Phase.MOVEMENT).put("H6", "TT1", "TT2").ashore("H6", "SNLF-Kure");
        assertThat(kinds(s.check(Side.JP, move("H7", "TT1")))).containsExactly(ProblemKind.TRANSPORT_MUST_STAY);
        assertThat(s.check(Side.JP, move("H7", "TT2"))).isEmpty();
    }

    @Test
    void GAME_1_moving_an_enemy_unit_is_refused_as_not_yours() {
        Situation s = jpTurn(2, Phase.MOVEMENT).put("M5", "Enterprise");
        List<OrderProblem> p = s.check(Side.JP, move("M6", "Enterprise"));
        assertThat(kinds(p)).containsExactly(ProblemKind.NOT_YOUR_UNIT);
    }

    @Test
    void GAME_4_an_order_for_another_phase_names_the_phase_it_belongs_to() {
        Situation s = jpTurn(2, Phase.SEARCH).put("A1", "Kaga");
        List<OrderProblem> p = s.check(Side.JP, move("A2", "Kaga"));
        assertThat(kinds(p)).containsExactly(ProblemKind.WRONG_PHASE);
        assertThat(p.get(0).params())
                .containsEntry("phase", Phase.SEARCH)
                .containsEntry("expected", List.of(Phase.MOVEMENT));
    }

    @Test
    void ORD_1_a_ship_given_two_moves_is_refused_on_the_second() {
        Situation s = jpTurn(2, Phase.MOVEMENT).put("A1", "Kaga");
        List<OrderProblem> p = s.check(Side.JP, move("A2", "Kaga"), move("B1", "Kaga"));
        assertThat(p)
                .extracting(OrderProblem::order, OrderProblem::kind)
                .containsExactly(Tuple.tuple(1, ProblemKind.UNIT_ORDERED_TWICE));
    }

    // --- entry and exit ---------------------------------------------------------------------

    @Test
    void SET_4_a_group_enters_through_column_A() {
        Situation s = jpTurn(1, Phase.MOVEMENT);
        assertThat(s.check(Side.JP, new MovementOrder.Enter(ids("Akagi", "Kaga"), hex("A7"))))
                .isEmpty();
        assertThat(kinds(s.check(Side.JP, new MovementOrder.Enter(ids("Akagi"), hex("B7")))))
                .containsExactly(ProblemKind.ENTRY_HEX);
    }

    @Test
    void SET_1_group_3_cannot_enter_before_turn_3_and_SET_5_may_enter_late() {
        assertThat(kinds(jpTurn(2, Phase.MOVEMENT).check(Side.JP, new MovementOrder.Enter(ids("Jintsu"), hex("A7")))))
                .containsExactly(ProblemKind.ENTRY_TOO_EARLY);
        assertThat(jpTurn(8, Phase.MOVEMENT).check(Side.JP, new MovementOrder.Enter(ids("Jintsu"), hex("A7"))))
                .isEmpty();
    }

    @Test
    void SET_4_a_unit_already_on_the_map_cannot_enter_again() {
        Situation s = jpTurn(2, Phase.MOVEMENT).put("A1", "Kaga");
        assertThat(kinds(s.check(Side.JP, new MovementOrder.Enter(ids("Kaga"), hex("A2")))))
                .containsExactly(ProblemKind.ALREADY_ENTERED);
    }

    @Test
    void SET_6_group_13_waits_for_a_located_US_carrier_then_five_turns() {
        MovementOrder.Enter enter = new MovementOrder.Enter(ids("Yamato"), hex("A2"));
        assertThat(kinds(jpTurn(15, Phase.MOVEMENT).check(Side.JP, enter)))
                .containsExactly(ProblemKind.LATE_GROUP_WAITS_FOR_CARRIER);
        List<OrderProblem> early =
                jpTurn(15, Phase.MOVEMENT).usCarrierFirstLocated(11).check(Side.JP, enter);
        assertThat(kinds(early)).containsExactly(ProblemKind.LATE_GROUP_TOO_EARLY);
        assertThat(early.get(0).params()).containsEntry("earliest", 16);
        assertThat(jpTurn(16, Phase.MOVEMENT).usCarrierFirstLocated(11).check(Side.JP, enter))
                .isEmpty();
        assertThat(jpTurn(13, Phase.MOVEMENT).usCarrierFirstLocated(3).check(Side.JP, enter))
                .isEmpty();
    }

    @Test
    void SET_6_group_13_enters_through_A1_to_A4_only() {
        Situation s = jpTurn(16, Phase.MOVEMENT).usCarrierFirstLocated(2);
        assertThat(kinds(s.check(Side.JP, new MovementOrder.Enter(ids("Yamato"), hex("A5")))))
                .containsExactly(ProblemKind.LATE_GROUP_ENTRY_HEX);
    }

    @Test
    void SET_7_ships_exit_only_from_their_own_edge_columns() {
        Situation s =
                jpTurn(5, Phase.MOVEMENT).put("A6", "Kaga").put("H1", "Akagi").put("P4", "Enterprise");
        assertThat(s.check(Side.JP, new MovementOrder.Exit(ids("Kaga")))).isEmpty();
        assertThat(kinds(s.check(Side.JP, new MovementOrder.Exit(ids("Akagi")))))
                .containsExactly(ProblemKind.NOT_AN_EXIT_HEX);
        assertThat(s.check(Side.US, new MovementOrder.Exit(ids("Enterprise")))).isEmpty();
    }

    // --- set-up -----------------------------------------------------------------------------

    @Test
    void SET_3_US_ships_start_within_5_of_N5_and_submarines_near_Midway() {
        Situation s = Situation.midway();
        assertThat(kinds(s.check(Side.US, new SetupOrder.Place(ids("Enterprise", "Hornet"), hex("M5")))))
                .containsExactly(ProblemKind.UNITS_NOT_PLACED);
        assertThat(kinds(s.check(Side.US, new SetupOrder.Place(ids("Enterprise"), hex("H5")))))
                .contains(ProblemKind.OUTSIDE_PLACEMENT_ZONE);
        assertThat(kinds(s.check(Side.US, new SetupOrder.Place(ids("SS1"), hex("K6")))))
                .contains(ProblemKind.OUTSIDE_PLACEMENT_ZONE);
        assertThat(kinds(s.check(Side.US, new SetupOrder.Place(ids("SS4"), hex("L6")))))
                .contains(ProblemKind.OUTSIDE_PLACEMENT_ZONE);
    }

    @Test
    void SET_1_JP_places_only_I_168_anywhere() {
        Situation s = Situation.midway();
        assertThat(s.check(Side.JP, new SetupOrder.Place(ids("I-168"), hex("J6"))))
                .isEmpty();
        assertThat(kinds(s.check(Side.JP, new SetupOrder.Place(ids("Kaga"), hex("J6")))))
                .containsExactly(ProblemKind.NOT_PLACED_AT_SETUP, ProblemKind.UNITS_NOT_PLACED);
    }

    // --- Midway raid and raids ----------------------------------------------------------------

    @Test
    void RAID_4_JP_Midway_raid_from_a_carrier_moving_into_range_this_phase() {
        // The rules' example turn: Soryu moves to F6, within range of Midway, and raids it.
        Situation s = jpTurn(5, Phase.MOVEMENT).put("E6", "Soryu").fogLifted();
        MovementOrder.DeclareMidwayRaid raid =
                new MovementOrder.DeclareMidwayRaid(ids("SF1", "SD1", "SD2", "ST1", "ST2"), Optional.empty());
        assertThat(s.check(Side.JP, move("F6", "Soryu"), raid)).isEmpty();
        Situation far = jpTurn(5, Phase.MOVEMENT).put("C6", "Soryu").fogLifted();
        assertThat(kinds(far.check(Side.JP, raid))).containsOnly(ProblemKind.NO_LANDING_IN_RANGE);
    }

    @Test
    void RAID_4_US_declares_Midway_raids_only_once_JP_troops_are_ashore() {
        Situation s = Situation.midway().at(9, Phase.MOVEMENT).put("J5", "Enterprise");
        MovementOrder.DeclareMidwayRaid raid = new MovementOrder.DeclareMidwayRaid(ids("ED1"), Optional.empty());
        assertThat(kinds(s.check(Side.US, raid))).containsExactly(ProblemKind.MIDWAY_RAID_NOT_ALLOWED);
        assertThat(s.ashore("H6", "SNLF-Kure").check(Side.US, raid)).isEmpty();
    }

    @Test
    void SRCH_10_raid_on_a_hex_not_located_names_only_the_hex() {
        Situation s = Situation.midway()
                .at(9, Phase.RAID_DECLARATION)
                .put("J5", "Yorktown")
                .put("H4", "Kaga");
        List<OrderProblem> p = s.check(Side.US, new AirOrder.Raid(hex("H4"), ids("YD1"), Optional.empty()));
        assertThat(kinds(p)).containsExactly(ProblemKind.HEX_NOT_LOCATED);
        assertThat(p.get(0).params()).containsOnlyKeys("hex");
        assertThat(s.located(Side.US, "H4").check(Side.US, new AirOrder.Raid(hex("H4"), ids("YD1"), Optional.empty())))
                .isEmpty();
    }

    @Test
    void RAID_3_range_counts_the_flight_out_and_the_flight_to_the_landing_place() {
        Situation s = Situation.midway()
                .at(9, Phase.RAID_DECLARATION)
                .put("L5", "Yorktown")
                .put("P5", "Hornet")
                .located(Side.US, "H4");
        // L5 -> H4 is 4, H4 -> L5 is 4: 8 > 5 for a Dauntless
        assertThat(kinds(s.check(Side.US, new AirOrder.Raid(hex("H4"), ids("YD1"), Optional.empty()))))
                .containsExactly(ProblemKind.NO_LANDING_IN_RANGE);
        // Midway H6 is 2 from H4: 4 + 2 = 6 > 5 still; a Marauder (7) from Midway: 2 + 2 = 4
        assertThat(s.check(Side.US, new AirOrder.Raid(hex("H4"), ids("MM1"), Optional.empty())))
                .isEmpty();
        List<OrderProblem> p = s.check(Side.US, new AirOrder.Raid(hex("H4"), ids("MM1"), Optional.of(id("Hornet"))));
        assertThat(kinds(p)).containsExactly(ProblemKind.MIDWAY_AIRCRAFT_ON_CARRIER);
        List<OrderProblem> far = s.check(Side.US, new AirOrder.Raid(hex("H4"), ids("MT1"), Optional.of(id("Hornet"))));
        assertThat(kinds(far)).containsExactly(ProblemKind.OUT_OF_RANGE);
        assertThat(far.get(0).params()).containsEntry("needed", 10).containsEntry("range", 5);
    }

    @Test
    void RAID_1_only_ready_aircraft_fly_and_GAME_2_never_at_night() {
        Situation s = Situation.midway()
                .at(9, Phase.RAID_DECLARATION)
                .put("J5", "Yorktown")
                .located(Side.US, "H4")
                .notReady("YD1");
        assertThat(kinds(s.check(Side.US, new AirOrder.Raid(hex("H4"), ids("YD1"), Optional.empty()))))
                .containsExactly(ProblemKind.AIRCRAFT_NOT_READY);
        Situation night = Situation.midway().at(13, Phase.RAID_DECLARATION).put("J5", "Yorktown");
        assertThat(kinds(night.check(Side.US, new AirOrder.Raid(hex("H4"), ids("YD2"), Optional.empty()))))
                .containsExactly(ProblemKind.NIGHT);
    }

    @Test
    void RAID_4_units_of_the_Midway_raid_fly_it_and_after_a_cancel_only_its_fighters_are_free() {
        Situation s = jpTurn(9, Phase.RAID_DECLARATION)
                .put("F6", "Soryu")
                .fogLifted()
                .located(Side.JP, "G7")
                .midwayRaid(Side.JP, "SF1", "SD1");
        AirOrder.Raid other = new AirOrder.Raid(hex("G7"), ids("SF1", "SD1", "SD2"), Optional.empty());
        List<OrderProblem> p = s.check(Side.JP, other);
        assertThat(p)
                .extracting(OrderProblem::kind)
                .containsExactly(ProblemKind.COMMITTED_TO_MIDWAY_RAID, ProblemKind.COMMITTED_TO_MIDWAY_RAID);
        List<OrderProblem> cancelled = s.check(Side.JP, new AirOrder.CancelMidwayRaid(), other);
        assertThat(cancelled).extracting(OrderProblem::kind).containsExactly(ProblemKind.COMMITTED_TO_MIDWAY_RAID);
        assertThat(cancelled.get(0).params()).containsEntry("unit", id("SD1"));
        assertThat(kinds(jpTurn(9, Phase.RAID_DECLARATION).check(Side.JP, new AirOrder.CancelMidwayRaid())))
                .containsExactly(ProblemKind.NO_MIDWAY_RAID);
    }

    @Test
    void FOG_2_a_carrier_in_fog_launches_no_raid_and_BOMB_3_a_damaged_one_neither() {
        Situation s = jpTurn(9, Phase.RAID_DECLARATION)
                .put("C3", "Kaga")
                .put("D7", "Akagi")
                .located(Side.JP, "E6");
        assertThat(kinds(s.check(Side.JP, new AirOrder.Raid(hex("E6"), ids("KD1"), Optional.empty()))))
                .containsExactly(ProblemKind.CARRIER_IN_FOG);
        assertThat(s.check(Side.JP, new AirOrder.Raid(hex("E6"), ids("AD1"), Optional.empty())))
                .isEmpty();
        assertThat(kinds(
                        s.steps(1, "Akagi").check(Side.JP, new AirOrder.Raid(hex("E6"), ids("AD1"), Optional.empty()))))
                .containsExactly(ProblemKind.CARRIER_DAMAGED);
    }

    @Test
    void I_15_an_air_unit_flies_one_mission_a_turn() {
        Situation s = Situation.midway()
                .at(9, Phase.RAID_DECLARATION)
                .put("J5", "Yorktown")
                .located(Side.US, "H4")
                .located(Side.US, "I4");
        List<OrderProblem> p = s.check(
                Side.US,
                new AirOrder.Raid(hex("H4"), ids("YD1"), Optional.empty()),
                new AirOrder.Raid(hex("I4"), ids("YD1", "YD2"), Optional.empty()));
        assertThat(p)
                .extracting(OrderProblem::order, OrderProblem::kind)
                .containsExactly(Tuple.tuple(1, ProblemKind.AIRCRAFT_TWO_MISSIONS));
    }

    // --- searches ---------------------------------------------------------------------------

    @Test
    void SRCH_6_an_air_unit_searches_only_where_it_can_fly_and_come_back() {
        Situation s = Situation.midway().at(9, Phase.SEARCH).put("L5", "Yorktown");
        assertThat(s.check(Side.US, new SearchOrder.AircraftSearch(id("YD1"), hex("J5"))))
                .isEmpty();
        List<OrderProblem> p = s.check(Side.US, new SearchOrder.AircraftSearch(id("YD1"), hex("I5")));
        assertThat(kinds(p)).containsExactly(ProblemKind.SEARCH_OUT_OF_RANGE);
        assertThat(p.get(0).params()).containsEntry("distance", 3).containsEntry("range", 5);
    }

    @Test
    void SRCH_4_source_searches_within_radius_and_count() {
        Situation s = Situation.midway().at(9, Phase.SEARCH);
        assertThat(s.check(Side.US, new SearchOrder.SourceSearch("johnston", hex("K10"))))
                .isEmpty();
        assertThat(kinds(s.check(Side.US, new SearchOrder.SourceSearch("johnston", hex("K9")))))
                .containsExactly(ProblemKind.SEARCH_OUT_OF_RADIUS);
        SearchOrder.SourceSearch m = new SearchOrder.SourceSearch("midway", hex("E6"));
        assertThat(kinds(s.check(Side.US, m, m, m, m))).containsExactly(ProblemKind.TOO_MANY_SEARCHES);
        assertThat(kinds(s.check(Side.US, new SearchOrder.SourceSearch("wake", hex("A10")))))
                .containsExactly(ProblemKind.UNKNOWN_SEARCH_SOURCE);
        assertThat(kinds(s.check(Side.US, new SearchOrder.SourceSearch("midway-hex", hex("H6")))))
                .containsExactly(ProblemKind.SEARCH_AUTOMATIC);
    }

    @Test
    void SRCH_4_a_refused_search_uses_none_of_its_source_s_searches() {
        Situation s = Situation.midway().at(9, Phase.SEARCH);
        SearchOrder.SourceSearch tooFar = new SearchOrder.SourceSearch("midway", hex("A1"));
        SearchOrder.SourceSearch m = new SearchOrder.SourceSearch("midway", hex("E6"));

        assertThat(kinds(s.check(Side.US, tooFar, m, m, m))).containsExactly(ProblemKind.SEARCH_OUT_OF_RADIUS);
    }

    @Test
    void SRCH_4_MID_2_hits_remove_the_long_range_Midway_searches_first() {
        Situation s = Situation.midway().at(9, Phase.SEARCH).midwayDamage(new MidwayState(2, 2, false));
        SearchOrder.SourceSearch m = new SearchOrder.SourceSearch("midway", hex("E6"));
        assertThat(kinds(s.check(Side.US, m, m))).containsExactly(ProblemKind.TOO_MANY_SEARCHES);
        Situation landed = Situation.midway().at(9, Phase.SEARCH).ashore("H6", "Ichiki-1");
        assertThat(kinds(landed.check(Side.US, m))).containsExactly(ProblemKind.SEARCH_SOURCE_UNAVAILABLE);
    }

    @Test
    void SRCH_4_only_one_heavy_bomber_search_a_turn() {
        Situation s = Situation.midway().at(9, Phase.SEARCH);
        assertThat(kinds(s.check(
                        Side.US,
                        new SearchOrder.AircraftSearch(id("MH1"), hex("H2")),
                        new SearchOrder.AircraftSearch(id("MH2"), hex("H10")))))
                .containsExactly(ProblemKind.ONE_HEAVY_BOMBER_SEARCH);
    }

    @Test
    void SRCH_9_no_air_search_from_a_carrier_in_fog_and_floatplanes_need_a_carrier_out_of_fog() {
        Situation s = jpTurn(9, Phase.SEARCH).put("C3", "Kaga");
        assertThat(kinds(s.check(Side.JP, new SearchOrder.AircraftSearch(id("KD1"), hex("C7")))))
                .containsExactly(ProblemKind.SEARCH_FROM_FOG);
        assertThat(kinds(s.check(Side.JP, new SearchOrder.SourceSearch("floatplanes", hex("C6")))))
                .containsExactly(ProblemKind.SEARCH_SOURCE_UNAVAILABLE);
        assertThat(s.put("C7", "Akagi").check(Side.JP, new SearchOrder.SourceSearch("floatplanes", hex("C9"))))
                .isEmpty();
    }

    @Test
    void KURE_3_Kure_searches_only_once_the_base_is_operational() {
        SearchOrder.SourceSearch k = new SearchOrder.SourceSearch("kure", hex("G7"));
        assertThat(kinds(jpTurn(14, Phase.SEARCH).kure(new KureBase(12, false)).check(Side.JP, k)))
                .containsExactly(ProblemKind.NIGHT);
        assertThat(kinds(jpTurn(16, Phase.SEARCH).kure(new KureBase(15, false)).check(Side.JP, k)))
                .containsExactly(ProblemKind.SEARCH_SOURCE_UNAVAILABLE);
        assertThat(jpTurn(18, Phase.SEARCH).kure(new KureBase(15, false)).check(Side.JP, k))
                .isEmpty();
    }

    @Test
    void KURE_1_ST11_moving_into_Kure_may_start_the_base_in_the_same_phase() {
        Situation s = jpTurn(16, Phase.MOVEMENT).put("F6", "ST11").moved(12, "ST11");
        assertThat(kinds(s.check(Side.JP, new MovementOrder.StartKureBase())))
                .containsExactly(ProblemKind.KURE_NO_TENDER);
        assertThat(s.check(Side.JP, move("G6", "ST11"), new MovementOrder.StartKureBase()))
                .isEmpty();
        assertThat(kinds(s.check(Side.US, new MovementOrder.StartKureBase())))
                .containsExactly(ProblemKind.KURE_NOT_YOURS);
    }

    // --- combat targets ---------------------------------------------------------------------

    @Test
    void AIR_3_fighters_target_enemy_aircraft_the_side_was_shown() {
        Situation s = jpTurn(9, Phase.AIR_COMBAT_1)
                .shown(Side.US, "H6", "KF1", "KD1")
                .raid(Side.JP, "H6", Side.US, List.of("KF1", "KD1"), List.of("MF1", "MF2"));
        AirOrder.FighterTargets ok = new AirOrder.FighterTargets(
                hex("H6"), List.of(new Assignment(id("MF1"), id("KD1")), new Assignment(id("MF2"), id("KD1"))));
        assertThat(s.check(Side.US, ok)).isEmpty();
        List<OrderProblem> unknown =
                s.check(Side.US, new AirOrder.FighterTargets(hex("H6"), List.of(new Assignment(id("MF1"), id("KT1")))));
        assertThat(kinds(unknown)).containsExactly(ProblemKind.TARGET_NOT_KNOWN);
        assertThat(kinds(s.check(
                        Side.US,
                        new AirOrder.FighterTargets(hex("H6"), List.of(new Assignment(id("MD1"), id("KD1")))))))
                .containsExactly(ProblemKind.FIRER_WRONG_TYPE);
        assertThat(kinds(s.check(
                        Side.US,
                        new AirOrder.FighterTargets(
                                hex("H6"),
                                List.of(new Assignment(id("MF1"), id("KD1")), new Assignment(id("MF1"), id("KF1")))))))
                .containsExactly(ProblemKind.FIRER_TWICE);
    }

    @Test
    void AA_1_one_firer_per_aircraft_unit_and_never_fighters() {
        Situation s = jpTurn(9, Phase.ANTI_AIRCRAFT)
                .put("J5", "Atlanta", "DesRon1")
                .shown(Side.US, "J5", "KF1", "KD1")
                .raid(Side.JP, "J5", null, List.of("KF1", "KD1"), List.of());
        List<OrderProblem> shared = s.check(
                Side.US,
                new AirOrder.AaTargets(
                        hex("J5"),
                        List.of(new Assignment(id("Atlanta"), id("KD1")), new Assignment(id("DesRon1"), id("KD1")))));
        assertThat(shared)
                .extracting(OrderProblem::kind, OrderProblem::severity)
                .containsExactly(Tuple.tuple(ProblemKind.AA_TARGET_SHARED, Severity.WARNING));
        assertThat(kinds(s.check(
                        Side.US, new AirOrder.AaTargets(hex("J5"), List.of(new Assignment(id("Atlanta"), id("KF1")))))))
                .containsExactly(ProblemKind.TARGET_WRONG_TYPE);
    }

    @Test
    void BOMB_1_bombers_pick_ships_shown_in_the_target_hex() {
        Situation s = jpTurn(9, Phase.BOMBING)
                .shown(Side.US, "H4", "Kaga", "Nagara")
                .raid(Side.US, "H4", null, List.of("YD1", "YD2"), List.of());
        assertThat(s.check(
                        Side.US,
                        new AirOrder.BombingTargets(
                                hex("H4"),
                                List.of(new Assignment(id("YD1"), id("Kaga")), new Assignment(id("YD2"), id("Kaga"))))))
                .isEmpty();
        assertThat(kinds(s.check(
                        Side.US,
                        new AirOrder.BombingTargets(hex("H4"), List.of(new Assignment(id("YD1"), id("Akagi")))))))
                .containsExactly(ProblemKind.TARGET_NOT_KNOWN);
    }

    @Test
    void NAV_1_naval_combat_needs_own_ships_in_a_hex_located_this_turn() {
        Situation s = Situation.midway().at(9, Phase.NAVAL_COMBAT).put("I5", "Atlanta");
        assertThat(kinds(s.check(Side.US, new CombatOrder.DeclareNavalCombat(hex("I5")))))
                .containsExactly(ProblemKind.HEX_NOT_LOCATED);
        assertThat(kinds(s.check(Side.US, new CombatOrder.DeclareNavalCombat(hex("I6")))))
                .containsExactly(ProblemKind.NO_SHIPS_IN_HEX, ProblemKind.HEX_NOT_LOCATED);
        assertThat(s.located(Side.US, "I5").check(Side.US, new CombatOrder.DeclareNavalCombat(hex("I5"))))
                .isEmpty();
    }

    @Test
    void NAV_3_non_combatants_only_after_every_known_combatant_is_targeted() {
        Situation s = Situation.midway()
                .at(9, Phase.NAVAL_COMBAT)
                .put("I5", "Atlanta", "DesRon1")
                .shown(Side.US, "I5", "Kaga", "Nagara");
        assertThat(kinds(s.check(
                        Side.US,
                        new CombatOrder.SurfaceTargets(
                                hex("I5"),
                                List.of(
                                        new Assignment(id("Atlanta"), id("Kaga")),
                                        new Assignment(id("DesRon1"), id("Kaga")))))))
                .containsExactly(ProblemKind.NON_COMBATANT_TOO_EARLY);
        assertThat(s.check(
                        Side.US,
                        new CombatOrder.SurfaceTargets(
                                hex("I5"),
                                List.of(
                                        new Assignment(id("Atlanta"), id("Kaga")),
                                        new Assignment(id("DesRon1"), id("Nagara"))))))
                .isEmpty();
    }

    @Test
    void SUB_1_no_submarine_attack_in_fog_nor_without_a_submarine_there() {
        Situation s = jpTurn(9, Phase.NAVAL_COMBAT).put("C3", "I-168");
        assertThat(kinds(s.check(Side.JP, new CombatOrder.SubmarineAttack(hex("C3"), List.of()))))
                .containsExactly(ProblemKind.FOG_NO_COMBAT);
        assertThat(kinds(s.check(Side.JP, new CombatOrder.SubmarineAttack(hex("J5"), List.of()))))
                .containsExactly(ProblemKind.NO_SUBMARINES_IN_HEX);
        assertThat(s.put("J5", "I-168").check(Side.JP, new CombatOrder.SubmarineAttack(hex("J5"), List.of())))
                .isEmpty();
    }

    @Test
    void SUB_2_destroyers_screen_against_submarines_only() {
        Situation s = Situation.midway()
                .at(9, Phase.NAVAL_COMBAT)
                .put("J5", "DesRon1", "Atlanta")
                .shown(Side.US, "J5", "I-168");
        assertThat(s.check(
                        Side.US,
                        new CombatOrder.ScreenAssignments(
                                hex("J5"), List.of(new Assignment(id("DesRon1"), id("I-168"))))))
                .isEmpty();
        assertThat(kinds(s.check(
                        Side.US,
                        new CombatOrder.ScreenAssignments(
                                hex("J5"), List.of(new Assignment(id("Atlanta"), id("I-168")))))))
                .containsExactly(ProblemKind.FIRER_WRONG_TYPE);
    }

    @Test
    void BBD_1_battleships_and_cruisers_in_the_Midway_hex_bombard_land_units() {
        Situation s = jpTurn(10, Phase.BOMBARDMENT)
                .put("H6", "Kongo-Hiei")
                .put("H5", "Yamato")
                .shown(Side.JP, "H6", "MarA");
        assertThat(s.check(
                        Side.JP,
                        new CombatOrder.BombardmentTargets(List.of(new Assignment(id("Kongo-Hiei"), id("MarA"))))))
                .isEmpty();
        assertThat(kinds(s.check(
                        Side.JP,
                        new CombatOrder.BombardmentTargets(List.of(new Assignment(id("Yamato"), id("MarA")))))))
                .containsExactly(ProblemKind.FIRER_NOT_IN_HEX);
    }

    @Test
    void LAND_1_JP_lands_from_transports_in_the_Midway_hex_by_day() {
        Situation s = jpTurn(10, Phase.LANDING).put("H6", "TT1").put("G6", "TT2");
        assertThat(s.check(Side.JP, new CombatOrder.Land(ids("SNLF-Kure")))).isEmpty();
        assertThat(kinds(s.check(Side.JP, new CombatOrder.Land(ids("SNLF-Yokosuka")))))
                .containsExactly(ProblemKind.TRANSPORT_NOT_AT_MIDWAY);
        assertThat(kinds(jpTurn(13, Phase.LANDING)
                        .put("H6", "TT1")
                        .check(Side.JP, new CombatOrder.Land(ids("SNLF-Kure")))))
                .containsExactly(ProblemKind.NIGHT);
    }

    @Test
    void I_ENG_46_LAND_4_on_the_landing_turn_JP_names_targets_for_the_units_it_lands_in_the_same_orders() {
        Situation s = jpTurn(10, Phase.LANDING).put("H6", "TT1");
        CombatOrder targets = new CombatOrder.LandCombatTargets(List.of(new Assignment(id("SNLF-Kure"), id("MarB"))));
        assertThat(s.check(Side.JP, new CombatOrder.Land(ids("SNLF-Kure")), targets))
                .isEmpty();
        assertThat(kinds(s.check(Side.JP, targets)))
                .as("not landed by these orders: still aboard")
                .containsExactly(ProblemKind.NOT_ASHORE);
    }

    @Test
    void LAND_3_US_may_share_targets_only_once_every_JP_unit_is_targeted() {
        Situation s = Situation.midway()
                .at(10, Phase.LANDING)
                .ashore("H6", "SNLF-Kure", "Ichiki-1")
                .shown(Side.US, "H6", "SNLF-Kure", "Ichiki-1");
        assertThat(kinds(s.check(
                        Side.US,
                        new CombatOrder.LandCombatTargets(List.of(
                                new Assignment(id("MarA"), id("SNLF-Kure")),
                                new Assignment(id("MarB"), id("SNLF-Kure")))))))
                .containsExactly(ProblemKind.LAND_TARGETS_UNCOVERED);
        assertThat(s.check(
                        Side.US,
                        new CombatOrder.LandCombatTargets(List.of(
                                new Assignment(id("MarA"), id("SNLF-Kure")),
                                new Assignment(id("MarB"), id("SNLF-Kure")),
                                new Assignment(id("MarC"), id("Ichiki-1"))))))
                .isEmpty();
    }

    // --- recovery ---------------------------------------------------------------------------

    @Test
    void REC_2_Midway_based_aircraft_land_on_carriers_only_if_Avengers() {
        Situation s = Situation.midway()
                .at(9, Phase.RECOVERY)
                .put("J5", "Hornet")
                .raid(Side.US, "I5", null, List.of("MD1", "MT1"), List.of());
        assertThat(kinds(s.check(Side.US, new RecoveryOrder.LandAircraft(id("MD1"), id("Hornet")))))
                .contains(ProblemKind.MIDWAY_AIRCRAFT_ON_CARRIER);
        assertThat(s.check(Side.US, new RecoveryOrder.LandAircraft(id("MT1"), id("Hornet"))))
                .isEmpty();
        assertThat(kinds(s.check(Side.US, new RecoveryOrder.LandAircraft(id("MF1"), id("Hornet")))))
                .containsExactly(ProblemKind.DID_NOT_FLY);
    }

    @Test
    void REC_4_a_carrier_holds_no_more_than_its_capacity() {
        // Hornet holds 9: its own 8.5 plus one full unit landing from Yorktown is 9.5
        Situation s = Situation.midway()
                .at(9, Phase.RECOVERY)
                .put("J5", "Hornet", "Yorktown")
                .raid(Side.US, "J4", null, List.of("YD1"), List.of());
        List<OrderProblem> p = s.check(Side.US, new RecoveryOrder.LandAircraft(id("YD1"), id("Hornet")));
        assertThat(kinds(p)).containsExactly(ProblemKind.CAPACITY_EXCEEDED);
        assertThat(p.get(0).params()).containsEntry("capacity", "9").containsEntry("load", "9.5");
    }

    @Test
    void BOMB_3_a_damaged_carrier_receives_nothing() {
        Situation s = Situation.midway()
                .at(9, Phase.RECOVERY)
                .put("J5", "Hornet", "Yorktown")
                .raid(Side.US, "J4", null, List.of("YD1"), List.of())
                .steps(1, "Hornet");
        assertThat(kinds(s.check(Side.US, new RecoveryOrder.LandAircraft(id("YD1"), id("Hornet")))))
                .containsExactly(ProblemKind.BASE_DAMAGED);
    }

    @Test
    void REC_1_REC_3_readiness_after_flying_and_heavy_bombers_rest_two_turns() {
        Situation s = Situation.midway()
                .at(9, Phase.RECOVERY)
                .flew(9, "MD1", "MF1")
                .notReady("MD1", "MF1")
                .flew(8, "MH1", "MD2");
        assertThat(kinds(s.check(Side.US, new RecoveryOrder.SetReadiness(id("MD1"), Readiness.READY))))
                .containsExactly(ProblemKind.FLEW_THIS_TURN);
        // REC-3: a fighter that flew a raid or a search this turn stays not ready too (one that only defended did not
        // fly)
        assertThat(kinds(s.check(Side.US, new RecoveryOrder.SetReadiness(id("MF1"), Readiness.READY))))
                .containsExactly(ProblemKind.FLEW_THIS_TURN);
        assertThat(s.check(Side.US, new RecoveryOrder.SetReadiness(id("MD2"), Readiness.READY)))
                .isEmpty();
        assertThat(kinds(s.check(Side.US, new RecoveryOrder.SetReadiness(id("MH1"), Readiness.READY))))
                .containsExactly(ProblemKind.HEAVY_BOMBER_RESTING);
        assertThat(s.check(Side.US, new RecoveryOrder.SetReadiness(id("MD1"), Readiness.NOT_READY)))
                .isEmpty();
    }

    @Test
    void RES_1_I_13_reserve_fighters_come_in_only_on_their_undamaged_carrier() {
        Situation s = jpTurn(9, Phase.RECOVERY).put("D7", "Kaga", "Akagi").steps(1, "Akagi");
        assertThat(s.check(Side.JP, new RecoveryOrder.BringInReserve(id("KF3"), Readiness.READY)))
                .isEmpty();
        assertThat(kinds(s.check(Side.JP, new RecoveryOrder.BringInReserve(id("AF3"), Readiness.READY))))
                .containsExactly(ProblemKind.RESERVE_CARRIER_DAMAGED);
        assertThat(kinds(s.check(Side.JP, new RecoveryOrder.BringInReserve(id("KF1"), Readiness.READY))))
                .containsExactly(ProblemKind.NOT_IN_RESERVE);
        assertThat(kinds(s.check(Side.JP, new RecoveryOrder.BringInReserve(id("HiF3"), Readiness.READY))))
                .as("Hiryu has not entered: not at sea, not damaged")
                .containsExactly(ProblemKind.RESERVE_CARRIER_NOT_AT_SEA);
    }

    // --- standing and admin -------------------------------------------------------------------

    @Test
    void ORD_1_standing_priorities_name_ship_types_once_and_apply_in_any_phase() {
        Situation s = jpTurn(9, Phase.SEARCH);
        assertThat(s.check(
                        Side.US,
                        new StandingOrder.TargetPriority(
                                StandingOrder.Step.BOMBING, List.of(UnitType.CV, UnitType.BB, UnitType.CA))))
                .isEmpty();
        assertThat(kinds(s.check(
                        Side.US,
                        new StandingOrder.TargetPriority(
                                StandingOrder.Step.BOMBING, List.of(UnitType.CV, UnitType.F, UnitType.CV)))))
                .containsExactly(ProblemKind.PRIORITY_WRONG_TYPE, ProblemKind.PRIORITY_DUPLICATE_TYPE);
        assertThat(s.check(Side.US, new StandingOrder.AaPolicy(StandingOrder.AaPolicy.Mode.SPREAD)))
                .isEmpty();
        assertThat(s.check(Side.JP, new AdminOrder.Concede())).isEmpty();
    }

    @Test
    void MOV_3_groups_are_formed_from_own_naval_units() {
        Situation s = jpTurn(9, Phase.MOVEMENT).put("D7", "Kaga", "Akagi");
        assertThat(s.check(Side.JP, new AdminOrder.FormGroup("KB", ids("Kaga", "Akagi"))))
                .isEmpty();
        assertThat(kinds(s.check(Side.JP, new AdminOrder.FormGroup("KB", ids("Kaga", "KF1")))))
                .containsExactly(ProblemKind.NOT_A_NAVAL_UNIT);
    }

    @Test
    void GAME_3_nothing_is_accepted_once_the_game_is_conceded() {
        Situation s = jpTurn(9, Phase.MOVEMENT).put("D7", "Kaga");
        var state = s.state().withConcession(Side.US);
        assertThat(kinds(OrderChecker.check(s.scenario, state, Side.JP, move("D8", "Kaga"))))
                .containsExactly(ProblemKind.GAME_OVER);
    }
}

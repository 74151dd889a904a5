package org.umpire.engine.phase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.umpire.engine.model.Phase.MOVEMENT;
import static org.umpire.engine.testkit.TestScenario.h;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.umpire.engine.dice.SeededDice;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.AdminOrder;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.KureBase;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.MidwayRaidDeclaration;
import org.umpire.engine.testkit.KeyedDice;
import org.umpire.engine.testkit.Play;
import org.umpire.engine.testkit.Position;
import org.umpire.engine.testkit.TestScenario;

/**
 * Rules cases for phase 1 (RULES sections 3 and 4, RAID-4, KURE-1, KURE-2). After phase 1 the
 * engine goes on to phase 2, which awaits orders by day: these cases stop there.
 */
class MovementPhaseTest {

    private static final Scenario SC = TestScenario.small();

    private static Position turn(int t) {
        return Position.of(SC).turn(t, MOVEMENT).fogLifted(1).at("Astoria", "N5");
    }

    private static List<UnitId> ids(String... ids) {
        return Arrays.stream(ids).map(UnitId::of).collect(Collectors.toList());
    }

    private static MovementOrder.Move move(String to, String... units) {
        return new MovementOrder.Move(ids(units), h(to));
    }

    private static MovementOrder.Enter enter(String hex, String... units) {
        return new MovementOrder.Enter(ids(units), h(hex));
    }

    private static MovementOrder.Exit exit(String... units) {
        return new MovementOrder.Exit(ids(units));
    }

    private static Location where(GameState s, String id) {
        return s.unitOrThrow(UnitId.of(id)).location();
    }

    private static Location sea(String hex) {
        return new Location.OnMap(h(hex));
    }

    // --- MOV-1..4 --------------------------------------------------------------------------------

    @Test
    void MOV_1_a_ship_moves_to_an_adjacent_hex_seen_only_by_its_side() {
        Play.Outcome o = Play.of(SC, turn(2).build()).us(move("N4", "Astoria")).resolve();

        assertThat(where(o.next(), "Astoria")).isEqualTo(sea("N4"));
        assertThat(o.next().unitOrThrow(UnitId.of("Astoria")).lastMoveTurn()).isEqualTo(2);
        assertThat(o.us()).contains("movement.moved from=N5 to=N4 unit=Astoria");
        assertThat(o.umpire()).contains("umpire.movement.moved from=N5 side=US to=N4 unit=Astoria");
        assertThat(o.jp()).noneMatch(v -> v.startsWith("movement"));
    }

    @Test
    void MOV_1_I_16_a_move_to_a_hex_that_is_not_adjacent_is_set_aside() {
        Play.Outcome o = Play.of(SC, turn(2).build()).us(move("N3", "Astoria")).resolve();

        assertThat(o.ignored()).containsExactly("US refused not-adjacent [2, N5, M5 M6 N4 N6 O5 O6, N3, Astoria]");
        assertThat(where(o.next(), "Astoria")).isEqualTo(sea("N5"));
    }

    @ParameterizedTest(name = "MOV-1 I-4: {0} (1/{1}) last moved on {2}, may move on {3}: {4}")
    @CsvSource({
        "SS1, 2, 2, 3, false", "SS1, 2, 2, 4, true", "SS1, 2, 1, 5, true",
        "TT1, 3, 3, 5, false", "TT1, 3, 3, 6, true", "Astoria, 1, 5, 6, true"
    })
    void MOV_1_I_4_slow_ships_move_every_second_or_third_turn_and_waiting_postpones(
            String unit, int speed, int last, int now, boolean may) {
        GameState s = Position.of(SC)
                .turn(now, MOVEMENT)
                .fogLifted(1)
                .at(unit, "J9")
                .lastMoved(unit, last)
                .build();

        Play.Outcome o =
                Play.of(SC, s).us(move("J10", unit)).jp(move("J10", unit)).resolve();

        assertThat(where(o.next(), unit)).isEqualTo(sea(may ? "J10" : "J9"));
        if (!may) {
            assertThat(o.ignored())
                    .anyMatch(l -> l.startsWith((unit.equals("TT1") ? "JP" : "US") + " refused may-not-move-yet [")
                            && l.contains(", " + (last + speed) + ", ")
                            && l.endsWith(", " + unit + "]"));
        }
    }

    @Test
    void MOV_2_simultaneous_moves_ignore_enemy_units_and_use_the_start_positions() {
        GameState s = turn(2).at("Nagara", "N4").build();

        Play.Outcome o = Play.of(SC, s)
                .us(move("N4", "Astoria"))
                .jp(move("N5", "Nagara"))
                .resolve();

        assertThat(where(o.next(), "Astoria")).isEqualTo(sea("N4"));
        assertThat(where(o.next(), "Nagara")).isEqualTo(sea("N5"));
    }

    @Test
    void STYLE_3_a_unit_takes_the_first_valid_order_naming_it() {
        Play.Outcome o = Play.of(SC, turn(2).build())
                .us(move("N4", "Astoria"), move("N6", "Astoria"))
                .resolve();

        assertThat(where(o.next(), "Astoria")).isEqualTo(sea("N4"));
        assertThat(o.ignored()).containsExactly("US refused unit-ordered-twice [Astoria]");
    }

    @Test
    void MOV_3_groups_are_labels_the_player_names_kept_through_moves() {
        GameState s = turn(2).at("Enterprise", "N5").build();

        Play.Outcome o = Play.of(SC, s)
                .us(
                        move("N4", "Enterprise", "Astoria"),
                        new AdminOrder.FormGroup("TF16", ids("Enterprise", "Astoria")),
                        new AdminOrder.FormGroup("TF17", ids("ED1")))
                .resolve();

        assertThat(o.us()).contains("group.formed group=TF16 units=Astoria, Enterprise");
        assertThat(o.ignored()).containsExactly("US refused not-a-naval-unit [ED1]");
        assertThat(o.next().unitOrThrow(UnitId.of("Enterprise")).group()).isEqualTo("TF16");
        assertThat(o.jp()).noneMatch(v -> v.contains("TF16"));
    }

    @Test
    void MOV_4_I_5_a_transport_whose_troops_are_ashore_stays_at_Midway() {
        GameState s = turn(6).at("TT1", "H6")
                .ashore("SNLF1", "H6")
                .at("SFT", "H6")
                .usCarrierFirstLocated(0)
                .build();

        Play.Outcome o = Play.of(SC, s)
                .jp(move("H7", "TT1"), move("H7", "SFT"))
                .dice(KeyedDice.of("T6/P2/night-naval-search/US/H6", 6))
                .resolve();

        assertThat(o.ignored()).containsExactly("JP refused transport-must-stay [SNLF1, TT1]");
        assertThat(where(o.next(), "SFT")).isEqualTo(sea("H7"));
    }

    // --- SET-4..8: arrivals and exits --------------------------------------------------------------

    @Test
    void SET_4_JP_ships_enter_through_column_A_with_their_aircraft_and_the_group_name() {
        GameState s = Position.of(SC).turn(1, MOVEMENT).build();

        Play.Outcome o = Play.of(SC, s).jp(enter("A6", "Akagi", "Nagara")).resolve();

        assertThat(o.jp()).contains("movement.entered group=1 hex=A6 units=Akagi, Nagara");
        assertThat(o.us()).noneMatch(v -> v.startsWith("movement"));
        assertThat(where(o.next(), "Akagi")).isEqualTo(sea("A6"));
        assertThat(o.next().unitOrThrow(UnitId.of("Akagi")).group()).isEqualTo("1");
        assertThat(o.next().unitOrThrow(UnitId.of("Akagi")).lastMoveTurn()).isEqualTo(1);
        assertThat(new Board(SC, o.next()).hexOf(UnitId.of("AD1"))).contains(h("A6"));
    }

    @Test
    void SET_4_entry_only_through_column_A() {
        Play.Outcome o = Play.of(SC, Position.of(SC).turn(1, MOVEMENT).build())
                .jp(enter("B6", "Akagi"))
                .resolve();

        assertThat(o.ignored())
                .containsExactly("JP refused entry-hex [A1, A10, A11, A12, A2, A3, A4, A5, A6, A7, A8, A9, B6]");
        assertThat(where(o.next(), "Akagi")).isEqualTo(new Location.OffMap());
    }

    @Test
    void SET_4_I_4_a_half_speed_ship_enters_as_speed_1_then_moves_every_second_turn() {
        GameState t3 = Position.of(SC).turn(3, MOVEMENT).build();

        GameState entered = Play.of(SC, t3).jp(enter("A8", "SFT")).resolve().next();
        GameState t4 = Position.of(SC)
                .turn(4, MOVEMENT)
                .at("SFT", "A8")
                .lastMoved("SFT", 3)
                .build();
        Play.Outcome early = Play.of(SC, t4).jp(move("B8", "SFT")).resolve();

        assertThat(where(entered, "SFT")).isEqualTo(sea("A8"));
        assertThat(early.ignored()).containsExactly("JP refused may-not-move-yet [3, 5, 1/2, SFT]");
    }

    @Test
    void SET_1_a_group_does_not_enter_before_its_turn() {
        Play.Outcome o = Play.of(SC, Position.of(SC).turn(2, MOVEMENT).build())
                .jp(enter("A6", "TT1"))
                .resolve();

        assertThat(o.ignored()).containsExactly("JP refused entry-too-early [3, 3, TT1]");
    }

    @Test
    void SET_5_ships_of_a_group_may_enter_late_and_separately() {
        Play.Outcome o = Play.of(SC, Position.of(SC).turn(4, MOVEMENT).build())
                .jp(enter("A2", "Akagi"))
                .resolve();

        assertThat(where(o.next(), "Akagi")).isEqualTo(sea("A2"));
        assertThat(where(o.next(), "Nagara")).isEqualTo(new Location.OffMap());
        assertThat(TurnEngine.awaiting(SC, Position.of(SC).turn(5, MOVEMENT).build()))
                .contains(Side.JP);
    }

    @Test
    void SET_6_group_13_waits_for_a_US_carrier_to_be_located() {
        Play.Outcome o = Play.of(
                        SC, Position.of(SC).turn(14, MOVEMENT).fogLifted(1).build())
                .jp(enter("A1", "Yamato"))
                .resolve();

        assertThat(o.ignored()).containsExactly("JP refused late-group-waits-for-carrier [5, 13]");
    }

    @ParameterizedTest(name = "SET-6: carrier located on {0}, entry on {1} at {2}: {3}")
    @CsvSource({
        "3, 12, A1, 'refused entry-too-early [13, 13, Yamato]'",
        "3, 13, A1, ''",
        "10, 14, A4, 'refused late-group-too-early [15, 10, 13]'",
        "10, 15, A4, ''",
        "10, 15, A5, 'refused late-group-entry-hex [A1, A2, A3, A4, A5]'"
    })
    void SET_6_group_13_enters_no_earlier_than_13_and_5_turns_after_through_A1_to_A4(
            int located, int turn, String hex, String refusal) {
        GameState s = Position.of(SC)
                .turn(turn, MOVEMENT)
                .fogLifted(1)
                .usCarrierFirstLocated(located)
                .build();

        Play.Outcome o = Play.of(SC, s)
                .jp(enter(hex, "Yamato"))
                .dice(KeyedDice.of("T" + turn + "/P2/night-naval-search/JP/" + hex, 9))
                .resolve();

        if (refusal.isEmpty()) {
            assertThat(where(o.next(), "Yamato")).isEqualTo(sea(hex));
            assertThat(o.ignored()).isEmpty();
        } else {
            assertThat(o.ignored()).containsExactly("JP " + refusal);
        }
    }

    @Test
    void SET_7_ships_leave_by_an_edge_hex_of_their_side_s_columns_for_good_with_what_they_carry() {
        GameState s = Position.of(SC)
                .turn(5, MOVEMENT)
                .fogLifted(1)
                .at("Astoria", "P5")
                .at("Enterprise", "G12")
                .at("Akagi", "A7")
                .at("TT1", "F12")
                .at("Nagara", "G12")
                .build();

        Play.Outcome o = Play.of(SC, s)
                .us(exit("Astoria", "Enterprise"))
                .jp(exit("Akagi", "TT1"), exit("Nagara"))
                .resolve();

        assertThat(o.us())
                .contains(
                        "movement.exited hex=P5 units=Astoria",
                        "movement.exited hex=G12 units=ED1, EF1, EF2, ET1, Enterprise");
        assertThat(o.jp())
                .contains(
                        "movement.exited hex=A7 units=AD1, AF1, AT1, Akagi",
                        "movement.exited hex=F12 units=SNLF1, TT1");
        assertThat(o.ignored()).containsExactly("JP refused not-an-exit-hex [A-F, G12, Nagara]");
        assertThat(where(o.next(), "AD1")).isEqualTo(new Location.Exited(5));
        assertThat(where(o.next(), "SNLF1")).isEqualTo(new Location.Exited(5));

        GameState later = o.next().at(6, MOVEMENT);
        assertThat(Play.of(SC, later)
                        .us(move("O5", "Astoria"))
                        .dice(KeyedDice.of("T6/P2/night-naval-search/JP/G12", 9))
                        .resolve()
                        .ignored())
                .containsExactly("US refused unit-not-in-play [Astoria, exited]");
    }

    @Test
    void SET_7_exit_needs_an_edge_hex_and_counts_as_the_move() {
        GameState s = Position.of(SC)
                .turn(5, MOVEMENT)
                .fogLifted(1)
                .at("Astoria", "N5")
                .at("SS1", "P6")
                .lastMoved("SS1", 4)
                .build();

        Play.Outcome o = Play.of(SC, s).us(exit("Astoria", "SS1")).resolve();

        assertThat(o.ignored()).containsExactly("US refused not-an-exit-hex [G-P, N5, Astoria]");
    }

    // --- RAID-4 ------------------------------------------------------------------------------------

    @Test
    void RAID_4_JP_declares_its_Midway_raid_in_phase_1_recorded_and_told_to_JP_and_the_umpire() {
        GameState s = turn(3).at("Akagi", "F6").build();

        Play.Outcome o = Play.of(SC, s)
                .jp(
                        new MovementOrder.DeclareMidwayRaid(ids("AF1", "AD1"), Optional.empty()),
                        new MovementOrder.DeclareMidwayRaid(ids("AT1"), Optional.empty()))
                .resolve();

        assertThat(o.jp()).contains("movement.midway-raid aircraft=AD1, AF1");
        assertThat(o.umpire()).contains("umpire.movement.midway-raid aircraft=AD1, AF1 side=JP");
        assertThat(o.us()).noneMatch(v -> v.contains("raid"));
        assertThat(o.ignored()).containsExactly("JP refused midway-raid-twice []");
        assertThat(o.next().midwayRaids())
                .containsExactly(new MidwayRaidDeclaration(3, Side.JP, ids("AD1", "AF1"), Optional.empty()));
    }

    @Test
    void RAID_4_a_declaration_names_ready_aircraft_and_may_name_where_they_land() {
        GameState s = turn(3).at("Akagi", "F6").flew("AT1", 2).build();

        Play.Outcome refused = Play.of(SC, s)
                .jp(new MovementOrder.DeclareMidwayRaid(ids("AD1", "AT1", "ED1"), Optional.of(UnitId.of("Akagi"))))
                .resolve();
        Play.Outcome o = Play.of(SC, s)
                .jp(new MovementOrder.DeclareMidwayRaid(ids("AD1"), Optional.of(UnitId.of("Akagi"))))
                .resolve();

        // as on the receipt, the whole declaration is refused for its first error (see
        // docs/orders.md)
        assertThat(refused.ignored()).containsExactly("JP refused aircraft-not-ready [AT1]");
        assertThat(refused.next().midwayRaids()).isEmpty();
        assertThat(o.jp()).contains("movement.midway-raid-landing aircraft=AD1 landing=Akagi");
        assertThat(o.ignored()).isEmpty();
    }

    @Test
    void RAID_4_no_raid_at_night_and_the_US_only_once_JP_troops_are_ashore() {
        GameState night =
                Position.of(SC).turn(6, MOVEMENT).fogLifted(1).at("Akagi", "E6").build();
        GameState usEarly = turn(3).build();
        GameState usLate = turn(3).ashore("SNLF1", "H6").build();
        MovementOrder.DeclareMidwayRaid jpRaid = new MovementOrder.DeclareMidwayRaid(ids("AD1"), Optional.empty());
        MovementOrder.DeclareMidwayRaid usRaid = new MovementOrder.DeclareMidwayRaid(ids("MD1"), Optional.empty());

        assertThat(Play.of(SC, night).jp(jpRaid).resolve().ignored()).containsExactly("JP refused night [air]");
        assertThat(Play.of(SC, usEarly).us(usRaid).resolve().ignored())
                .containsExactly("US refused midway-raid-not-allowed []");
        assertThat(Play.of(SC, usLate).us(usRaid).resolve().us()).contains("movement.midway-raid aircraft=MD1");
    }

    @Test
    void RAID_4_a_declaration_lasts_its_turn_only() {
        GameState s = turn(3).at("Akagi", "F6").build();
        Play.Outcome declared = Play.of(SC, s)
                .jp(new MovementOrder.DeclareMidwayRaid(ids("AD1"), Optional.empty()))
                .resolve();

        GameState next = declared.next();
        while (next.turn() == 3) {
            next = Play.of(SC, next)
                    .dice(SeededDice.fromHex("0123456789abcdef0123456789abcdef"))
                    .resolve()
                    .next();
        }

        assertThat(declared.next().midwayRaidOf(Side.JP)).isPresent();
        assertThat(next.turn()).isEqualTo(4);
        assertThat(next.midwayRaids()).isEmpty();
    }

    // --- KURE-1, KURE-2 -----------------------------------------------------------------------------

    @Test
    void KURE_1_ST11_may_reach_Kure_and_start_the_base_in_the_same_phase() {
        GameState s = turn(12).at("ST11", "F6").build();

        Play.Outcome o = Play.of(SC, s)
                .jp(move("G6", "ST11"), new MovementOrder.StartKureBase())
                .resolve();

        assertThat(o.jp()).contains("kure.started hex=G6 operational-turn=15");
        assertThat(o.umpire()).contains("umpire.kure.started hex=G6 operational-turn=15");
        assertThat(o.us()).noneMatch(v -> v.startsWith("kure"));
        assertThat(o.next().kure()).isEqualTo(new KureBase(12, false));
    }

    @Test
    void KURE_1_the_base_needs_ST11_in_Kure_once_only_and_is_JP_s() {
        GameState away = turn(12).at("ST11", "F6").build();
        GameState started = turn(12).at("ST11", "G6").kureStarted(11).build();

        assertThat(Play.of(SC, away)
                        .jp(new MovementOrder.StartKureBase())
                        .us(new MovementOrder.StartKureBase())
                        .resolve()
                        .ignored())
                .containsExactly("US refused kure-not-yours []", "JP refused kure-no-tender [G6]");
        assertThat(Play.of(SC, started)
                        .jp(new MovementOrder.StartKureBase())
                        .resolve()
                        .ignored())
                .containsExactly("JP refused kure-already-started [11]");
    }

    @Test
    void KURE_2_the_base_closes_for_good_when_ST11_leaves_Kure() {
        GameState s = turn(16).at("ST11", "G6").kureStarted(10).build();

        Play.Outcome o = Play.of(SC, s).jp(move("G7", "ST11")).resolve();

        assertThat(o.jp()).contains("kure.closed.left hex=G6 unit=ST11");
        assertThat(o.next().kure()).isEqualTo(new KureBase(10, true));
        assertThat(Play.of(SC, turn(17).at("ST11", "G6").build().withKure(new KureBase(10, true)))
                        .jp(new MovementOrder.StartKureBase())
                        .resolve()
                        .ignored())
                .containsExactly("JP refused kure-closed []");
    }

    // --- SEQ-1 -------------------------------------------------------------------------------------

    @Test
    void SEQ_1_a_side_with_no_ship_free_to_move_nothing_to_enter_and_no_raid_is_not_asked() {
        Position p = Position.of(SC)
                .turn(3, MOVEMENT)
                .fogLifted(1)
                .at("Astoria", "N5")
                .at("I-168", "H6")
                .lastMoved("I-168", 2);
        for (String id : List.of("Akagi", "Nagara", "TT1", "SFT", "ST11", "Yamato", "AF1", "AD1", "AT1", "SNLF1")) {
            p.eliminated(id, 2);
        }

        assertThat(TurnEngine.awaiting(SC, p.build())).containsExactly(Side.US);
        assertThat(TurnEngine.awaiting(SC, Position.of(SC).turn(1, MOVEMENT).build()))
                .containsExactly(Side.JP);
    }

    @Test
    void GAME_1_movement_reports_never_reach_the_other_side() {
        GameState s = Position.of(SC).turn(1, MOVEMENT).at("Astoria", "N5").build();

        Play.Outcome o = Play.of(SC, s)
                .us(move("M5", "Astoria"))
                .jp(enter("A6", "Akagi"))
                .resolve();

        assertThat(o.seenBy(Audience.US)).noneMatch(v -> v.contains("Akagi") || v.contains("A6"));
        assertThat(o.seenBy(Audience.JP)).noneMatch(v -> v.contains("Astoria") || v.contains("M5"));
    }
}

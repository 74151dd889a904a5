package org.umpire.cli.orders;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.AdminOrder;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.StandingOrder;
import org.umpire.engine.testkit.Situation;

class OrdersReaderTest {

    static final ReceiptWriter EN =
            ReceiptWriter.load(Language.EN, null).citingRules(); // the umpire's receipt (orders check --cite-rules)
    static final ReceiptWriter FR = ReceiptWriter.load(Language.FR, null).citingRules();

    static OrdersReceipt read(Situation s, Side side, String... lines) {
        return OrdersReader.read(SideView.of(s.scenario, s.state(), side), String.join("\n", lines));
    }

    static List<String> echoes(OrdersReceipt r) {
        return EN.echoes(r);
    }

    static List<String> problems(OrdersReceipt r) {
        return r.problems().stream().map(p -> EN.problem(r, p)).collect(Collectors.toList());
    }

    static List<String> keys(OrdersReceipt r) {
        return r.problems().stream().map(LineProblem::key).collect(Collectors.toList());
    }

    /** A new situation on the built-in scenario. */
    static Situation midway() {
        return MidwayFixtureAccess.situation();
    }

    static Situation jpMoving() {
        return midway().at(2, Phase.MOVEMENT)
                .put("A1", "Kaga", "Akagi", "Nagara", "HarunaKirishima")
                .put("B3", "DesRon10a")
                .moved(1, "Kaga", "Akagi", "Nagara", "HarunaKirishima", "DesRon10a");
    }

    static Situation usRaids() {
        return midway().at(9, Phase.RAID_DECLARATION)
                .put("J5", "Yorktown", "Hornet", "Atlanta")
                .located(Side.US, "H4")
                .notReady("YD3")
                .steps(1, "YD4");
    }

    // --- ORD-2 movement ------------------------------------------------------------------------

    @Test
    void ORD_2_a_hex_line_moves_everything_in_the_hex_and_a_named_ship_overrides_it() {
        OrdersReceipt r = read(jpMoving(), Side.JP, "A1 -> B1", "Kaga -> A2");
        assertThat(r.problems()).isEmpty();
        assertThat(echoes(r)).containsExactly("Akagi, Haruna-Kirishima, Nagara A1 -> B1", "Kaga A1 -> A2");
        assertThat(r.orders())
                .containsExactly(
                        new MovementOrder.Move(Situation.ids("Akagi", "HarunaKirishima", "Nagara"), Hex.parse("B1")),
                        new MovementOrder.Move(Situation.ids("Kaga"), Hex.parse("A2")));
    }

    @Test
    void ORD_2_the_named_override_wins_whatever_the_line_order_and_with_its_hex_written() {
        OrdersReceipt r = read(jpMoving(), Side.JP, "Kaga A1 -> A2", "groupe 1 A1 -> B1");
        assertThat(echoes(r)).containsExactly("Kaga A1 -> A2", "Akagi, Haruna-Kirishima, Nagara A1 -> B1");
    }

    @Test
    void I_16_the_rules_slip_Kaga_to_B2_is_refused_as_not_adjacent() {
        OrdersReceipt r = read(jpMoving(), Side.JP, "A1 -> B1", "Kaga -> B2");
        assertThat(problems(r))
                .containsExactly(
                        "line 2, col 1: Kaga can only move to a hex next to A1 (A2 B1); B2 is 2 hexes away (MOV-1)");
        assertThat(echoes(r)).containsExactly("Akagi, Haruna-Kirishima, Nagara A1 -> B1");
    }

    @Test
    void MOV_1_a_group_moved_too_far_gets_one_error_for_its_line_naming_the_reachable_hexes() {
        OrdersReceipt r = read(jpMoving(), Side.JP, "groupe 1 A1 -> C3");
        assertThat(problems(r)).hasSize(1);
        assertThat(problems(r).get(0))
                .startsWith("line 1, col 1: ")
                .contains("can only move to a hex next to A1 (A2 B1)", "Kaga", "Akagi", "(MOV-1)");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "No orders this phase.",
                "no orders",
                "nothing to order",
                "pass",
                "Rien.",
                "Pas d'ordres pour cette phase.",
                "aucun ordre ce tour",
                "none",
                "Néant.",
                "skip",
                "nil",
                "rien pour l'instant, merci",
                "nothing for now, thanks",
                "no moves this turn",
                "pas de mouvement ce tour-ci"
            })
    void ORD_1_a_side_with_nothing_to_order_may_say_so_and_its_orders_count_as_sent(String line) {
        OrdersReceipt r = read(jpMoving(), Side.JP, line);
        assertThat(r.problems()).isEmpty();
        assertThat(r.accepted()).hasSize(1);
        assertThat(r.orders()).isEmpty();
        assertThat(echoes(r)).containsExactly("no orders this phase");
        assertThat(FR.echoes(r)).containsExactly("aucun ordre pour cette phase");
    }

    @ParameterizedTest
    @ValueSource(strings = {"no Kaga", "pass Kaga -> A2", "nothing -> A2", "rien 3"})
    void ORD_1_a_no_orders_word_in_another_statement_is_not_a_no_orders_line(String line) {
        OrdersReceipt r = read(jpMoving(), Side.JP, line);
        assertThat(echoes(r)).doesNotContain("no orders this phase");
    }

    @Test
    void ORD_2_a_ship_written_with_the_wrong_hex_is_refused() {
        OrdersReceipt r = read(jpMoving(), Side.JP, "Kaga B1 -> B2");
        assertThat(problems(r)).containsExactly("line 1, col 6: Kaga is not in B1");
    }

    @Test
    void ORD_1_two_orders_for_one_ship_at_the_same_level_are_refused_naming_the_other_line() {
        OrdersReceipt r = read(jpMoving(), Side.JP, "Kaga -> A2", "kag -> B1");
        assertThat(problems(r))
                .containsExactly("line 2, col 1: Kaga already has an order of the same kind on line 1 (ORD-1)");
    }

    @Test
    void MOV_1_words_instead_of_arrows_and_a_stay_order() {
        OrdersReceipt r = read(jpMoving(), Side.JP, "Kaga va en A2", "akagi TO b1", "Nagara reste", "A1 vers B1");
        assertThat(echoes(r))
                .containsExactly("Kaga A1 -> A2", "Akagi A1 -> B1", "Nagara stays in A1", "Haruna-Kirishima A1 -> B1");
    }

    @Test
    void MOV_1_a_half_speed_ship_is_refused_on_consecutive_turns() {
        Situation s = midway().at(5, Phase.MOVEMENT).put("C6", "SFT").moved(4, "SFT");
        assertThat(problems(read(s, Side.JP, "SFT -> D6")))
                .containsExactly(
                        "line 1, col 1: SFT (movement 1/2) last moved on turn 4 and may move again on turn 6 (MOV-1)");
    }

    @Test
    void SET_4_group_entry_in_French_and_English_gives_the_same_order() {
        Situation s = midway().at(3, Phase.MOVEMENT);
        OrdersReceipt fr = read(s, Side.JP, "groupe 3 entre en A7");
        OrdersReceipt en = read(s, Side.JP, "group 3 enters A7");
        OrdersReceipt arrow = read(s, Side.JP, "Groupe 3 -> a7");
        assertThat(fr.problems()).isEmpty();
        assertThat(fr.orders()).isEqualTo(en.orders()).isEqualTo(arrow.orders());
        assertThat(FR.echoes(fr))
                .containsExactly(
                        "Transports 1, Transports 2, Transports 3, Transports 4, SFT, Jintsu, DesRon 2 a, DesRon 2 b entrent en A7");
    }

    @Test
    void SET_5_a_ship_of_an_entering_group_may_delay_its_entry() {
        Situation s = midway().at(3, Phase.MOVEMENT);
        OrdersReceipt r = read(s, Side.JP, "groupe 3 entre en A7", "Jintsu retarde son entrée");
        assertThat(echoes(r))
                .containsExactly(
                        "Transports 1, Transports 2, Transports 3, Transports 4, SFT, DesRon 2 a, DesRon 2 b enter at A7",
                        "Jintsu delays its entry");
        assertThat(r.orders()).hasSize(1);
    }

    @Test
    void SET_4_entry_outside_column_A_is_refused_with_the_allowed_hexes() {
        OrdersReceipt r = read(midway().at(1, Phase.MOVEMENT), Side.JP, "group 1 enters B7");
        assertThat(problems(r)).containsExactly("line 1, col 1: ships enter through column A (A1-A12), not B7 (SET-4)");
    }

    @Test
    void SET_7_exit_forms() {
        Situation s = midway().at(9, Phase.MOVEMENT).put("A6", "Kaga", "Akagi");
        assertThat(read(s, Side.JP, "Kaga sort").orders())
                .containsExactly(new MovementOrder.Exit(Situation.ids("Kaga")));
        assertThat(echoes(read(s, Side.JP, "A6 exit"))).containsExactly("Akagi, Kaga exit from A6");
        assertThat(echoes(read(s, Side.JP, "Akagi -> exit"))).containsExactly("Akagi exits from A6");
    }

    @Test
    void MOV_3_groups_are_named_renamed_and_moved_by_name() {
        Situation s = jpMoving().group("KB", "Kaga", "Akagi");
        OrdersReceipt r = read(s, Side.JP, "groupe \"Kido Butai\" : Kaga, Akagi", "KB -> B1");
        assertThat(r.problems()).isEmpty();
        assertThat(echoes(r)).containsExactly("group \"Kido Butai\": Kaga, Akagi", "Akagi, Kaga A1 -> B1");
        assertThat(r.orders().get(0)).isEqualTo(new AdminOrder.FormGroup("Kido Butai", Situation.ids("Kaga", "Akagi")));
        assertThat(echoes(read(s, Side.JP, "rename group KB to Mobile"))).containsExactly("group Mobile: Akagi, Kaga");
        assertThat(FR.echoes(read(s.put("A3", "Hiryu"), Side.JP, "renomme groupe 2 en Kido")))
                .containsExactly("groupe Kido : Hiryu, Soryu, Tone-Chikuma, DesRon 10 b");
    }

    // --- names ------------------------------------------------------------------------------

    @Test
    void ORD_1_an_unknown_name_gets_the_closest_own_unit_as_suggestion() {
        OrdersReceipt r = read(jpMoving(), Side.JP, "", "A1 -> B1", "", "Kagq -> A2");
        assertThat(problems(r))
                .containsExactly("line 4, col 1: \"Kagq\" is not one of your units — did you mean Kaga?");
        assertThat(r.allAccepted()).isFalse();
    }

    @Test
    void ORD_1_a_misspelt_keyword_at_the_start_gets_the_keyword_as_suggestion() {
        Situation s = midway().at(9, Phase.SEARCH);
        assertThat(problems(read(s, Side.US, "recherhce D5")))
                .containsExactly("line 1, col 1: \"recherhce\" is not one of your units — did you mean recherche?");
    }

    @Test
    void GAME_1_suggestions_never_name_an_enemy_unit_the_side_was_not_shown() {
        Situation s = midway().at(9, Phase.BOMBING).shown(Side.US, "H4", "Nagara");
        OrdersReceipt r = read(s, Side.US, "YD1 -> Kagq");
        assertThat(problems(r))
                .containsExactly("line 1, col 8: \"Kagq\" is not among the enemy units you were shown this turn");
        OrdersReceipt shown = read(s.shown(Side.US, "H4", "Kaga"), Side.US, "YD1 -> Kagq");
        assertThat(problems(shown))
                .containsExactly(
                        "line 1, col 8: \"Kagq\" is not among the enemy units you were shown this turn — did you mean Kaga?");
    }

    @Test
    void ORD_1_unique_prefixes_case_and_accents_are_forgiven_and_ambiguous_prefixes_asked() {
        Situation s = jpMoving();
        assertThat(read(s, Side.JP, "KAG -> a2").orders())
                .isEqualTo(read(s, Side.JP, "Kaga -> A2").orders());
        assertThat(read(s, Side.JP, "hArUnA-kirishima → B1").problems()).isEmpty();
        Situation l = midway().at(10, Phase.LANDING).put("H6", "TT3", "TT4");
        assertThat(problems(read(l, Side.JP, "débarquement : Ichiki")))
                .containsExactly("line 1, col 16: \"Ichiki\" could be Ichiki1, Ichiki2: write more of the name");
        assertThat(read(l, Side.JP, "DEBARQUEMENT : ichiki 1, ICHIKI-2").problems())
                .isEmpty();
    }

    @Test
    void ORD_1_comments_blank_lines_quoted_mail_and_signature_are_ignored() {
        String mail = "Hello umpire,\r\n"
                + "> A1 -> B2   (last week's mail)\r\n"
                + "\r\n"
                + "Kaga -> A2   # the flagship first\r\n"
                + "   // nothing here\r\n"
                + "Akagi -> B1 ; Nagara -> B1\r\n"
                + "-- \r\n"
                + "Admiral Nagumo\r\n"
                + "A1 -> B2\r\n";
        OrdersReceipt r = OrdersReader.read(
                SideView.of(jpMoving().scenario, jpMoving().state(), Side.JP), mail.getBytes(StandardCharsets.UTF_8));
        assertThat(echoes(r)).containsExactly("Kaga A1 -> A2", "Akagi A1 -> B1", "Nagara A1 -> B1");
        assertThat(problems(r))
                .containsExactly(
                        "line 1: not read as an order: \"Hello umpire,\" (no arrow and no order word in its place)");
    }

    @Test
    void ORD_1_windows_1252_lines_are_read_as_such() {
        byte[] latin = "Débarquement : SNLF Kure\n".getBytes(Charset.forName("windows-1252"));
        Situation l = midway().at(10, Phase.LANDING).put("H6", "TT1");
        OrdersReceipt r = OrdersReader.read(SideView.of(l.scenario, l.state(), Side.JP), latin);
        assertThat(echoes(r)).containsExactly("landing at Midway: SNLFKure");
    }

    // --- ORD-3 raids ----------------------------------------------------------------------------

    @Test
    void ORD_3_the_rules_raid_example_names_exactly_the_units_it_counts() {
        OrdersReceipt r = read(usRaids(), Side.US, "2xYF+2xYD+1xYD(e)+1xYT -> H4");
        assertThat(r.problems()).isEmpty();
        assertThat(echoes(r)).containsExactly("raid on H4: YF1 + YF2 + YD1 + YD2 + YD4(e) + YT1");
        assertThat(r.orders())
                .containsExactly(new AirOrder.Raid(
                        Hex.parse("H4"), Situation.ids("YF1", "YF2", "YD1", "YD2", "YD4", "YT1"), Optional.empty()));
    }

    @Test
    void ORD_1_a_count_that_matches_more_units_than_asked_is_ambiguous_and_lists_the_ids() {
        OrdersReceipt r = read(usRaids().steps(1, "YD1"), Side.US, "1xYD(e) -> H4");
        assertThat(problems(r))
                .containsExactly("line 1, col 1: 1xYD(e) matches YD1(e), YD4(e): say which, by their ids");
        assertThat(read(usRaids().steps(1, "YD1"), Side.US, "YD4(e) -> H4").problems())
                .isEmpty();
    }

    @Test
    void RAID_1_a_count_larger_than_the_ready_units_says_how_many_there_are() {
        OrdersReceipt r = read(usRaids(), Side.US, "3xYD -> H4");
        assertThat(problems(r)).containsExactly("line 1, col 1: 3xYD: you asked for 3, Yorktown has 2 ready");
    }

    @Test
    void RAID_3_raid_with_landing_place_and_unit_ids() {
        OrdersReceipt r = read(
                usRaids(), Side.US, "raid sur H4 : YD1, HD1, atterrissage sur Hornet", "YT1 + HT1 -> H4, landing on H");
        assertThat(r.problems()).isEmpty();
        assertThat(echoes(r))
                .containsExactly(
                        "raid on H4: YD1 + HD1, landing on Hornet", "raid on H4: YT1 + HT1, landing on Hornet");
    }

    @Test
    void SRCH_10_a_raid_on_a_hex_not_located_says_so_without_a_word_about_what_is_there() {
        Situation s = usRaids().put("H5", "Kaga");
        OrdersReceipt r = read(s, Side.US, "YD1 -> H5");
        assertThat(problems(r)).containsExactly("line 1, col 1: H5 was not located by you this turn (SRCH-10)");
        OrdersReceipt empty = read(usRaids(), Side.US, "YD1 -> H5");
        assertThat(problems(empty)).isEqualTo(problems(r));
    }

    @Test
    void RAID_4_a_Midway_raid_is_declared_in_phase_1_and_refused_in_phase_3_naming_phase_1() {
        Situation p1 = midway().at(5, Phase.MOVEMENT).put("E6", "Soryu").fogLifted();
        OrdersReceipt r = read(p1, Side.JP, "Soryu -> F6", "raid Midway: SF1 + SD1 + SD2 + ST1 + ST2");
        assertThat(r.problems()).isEmpty();
        assertThat(echoes(r)).containsExactly("Soryu E6 -> F6", "raid on Midway: SF1 + SD1 + SD2 + ST1 + ST2");
        Situation p3 = midway().at(5, Phase.RAID_DECLARATION).put("F6", "Soryu").fogLifted();
        assertThat(problems(read(p3, Side.JP, "SD1 -> Midway")))
                .containsExactly(
                        "line 1, col 1: this order belongs to phase 1 (movement), not to phase 3 (raid declarations): send it with"
                                + " your orders for phase 1 (movement) (GAME-4)");
    }

    @Test
    void RAID_4_the_Midway_raid_is_cancelled_in_phase_3() {
        Situation p3 = midway().at(5, Phase.RAID_DECLARATION).midwayRaid(Side.JP, "SD1");
        assertThat(echoes(read(p3, Side.JP, "annule le raid sur Midway"))).containsExactly("cancel the Midway raid");
        assertThat(problems(read(midway().at(5, Phase.RAID_DECLARATION), Side.JP, "cancel the Midway raid")))
                .containsExactly("line 1, col 1: you declared no Midway raid in phase 1 of this turn (RAID-4)");
        assertThat(FR.echoes(read(p3, Side.JP, "cancel Midway raid"))).containsExactly("annule le raid sur Midway");
    }

    // --- searches ---------------------------------------------------------------------------

    @Test
    void SRCH_4_a_search_names_its_source_or_the_one_source_that_can_reach_the_hex() {
        Situation s = midway().at(9, Phase.SEARCH).put("L5", "Yorktown");
        assertThat(echoes(read(s, Side.US, "recherche D6", "search johnston K11", "search G4 with midway")))
                .containsExactly(
                        "search D6 with midway-area", "search K11 with johnston", "search G4 with midway-area");
        assertThat(problems(read(s, Side.US, "search K10")))
                .containsExactly(
                        "line 1, col 8: several of your search sources can search K10 (johnston, midway-area): name one, "
                                + "e.g. \"search K10 with ...\"");
    }

    @Test
    void SRCH_6_an_air_unit_searches_within_half_its_range() {
        Situation s = midway().at(9, Phase.SEARCH).put("L5", "Yorktown");
        OrdersReceipt r = read(s, Side.US, "YD1 recherche J5", "recherche I5 avec YD2");
        assertThat(echoes(r)).containsExactly("search J5 with YD1");
        assertThat(problems(r))
                .containsExactly(
                        "line 2, col 19: YD2 cannot search I5: 3 hexes out and back from L5 is more than its range of 5 (SRCH-6)");
    }

    @Test
    void GAME_2_no_air_search_at_night() {
        Situation s = midway().at(13, Phase.SEARCH);
        assertThat(keys(read(s, Side.US, "search K11 with johnston"))).containsExactly("problem.night");
    }

    // --- targets ---------------------------------------------------------------------------

    @Test
    void AIR_3_fighter_targets_several_per_line_and_by_type_when_one_fits() {
        Situation s = midway().at(9, Phase.AIR_COMBAT_1)
                .shown(Side.US, "H6", "KF1", "KD1", "KT1")
                .raid(Side.JP, "H6", Side.US, List.of("KF1", "KD1", "KT1"), List.of("MF1", "MF2", "MF3"));
        OrdersReceipt r = read(s, Side.US, "MF1 -> KD1, MF2 -> KF1", "chasse : MF3 -> T");
        assertThat(r.problems()).isEmpty();
        assertThat(echoes(r))
                .containsExactly("fighters in H6: MF1 -> KD1, MF2 -> KF1", "fighters in H6: MF3(e) -> KT1");
    }

    @Test
    void AA_1_anti_aircraft_from_land_units_at_Midway() {
        Situation s = midway().at(9, Phase.ANTI_AIRCRAFT)
                .shown(Side.US, "H6", "KD1", "KT1")
                .raid(Side.JP, "H6", null, List.of("KD1", "KT1"), List.of());
        OrdersReceipt r = read(s, Side.US, "DCA : MarA -> KD1, MarB -> KT1");
        assertThat(r.problems()).isEmpty();
        assertThat(FR.echoes(r)).containsExactly("DCA en H6 : MarA -> KD1, MarB -> KT1");
    }

    @Test
    void NAV_1_naval_combat_declaration_submarines_and_surface_targets() {
        Situation s = midway().at(9, Phase.NAVAL_COMBAT)
                .put("J5", "Atlanta", "DesRon1", "SS1")
                .located(Side.US, "J5")
                .shown(Side.US, "J5", "Nagara", "Kaga", "I168");
        OrdersReceipt r =
                read(s, Side.US, "combat naval en J5", "SS1 -> Kaga", "Atlanta -> Nagara", "écran : DesRon1 -> I-168");
        assertThat(r.problems()).isEmpty();
        assertThat(echoes(r))
                .containsExactly(
                        "naval combat in J5",
                        "submarines in J5: SS1 -> Kaga",
                        "naval combat in J5: Atlanta -> Nagara",
                        "screen in J5: DesRon 1 -> I-168");
    }

    @Test
    void SUB_1_submarines_attack_without_targets_all_together() {
        Situation s = midway().at(9, Phase.NAVAL_COMBAT).put("I5", "SS1", "SS2");
        assertThat(echoes(read(s, Side.US, "sous-marins attaquent en I5"))).containsExactly("submarines attack in I5");
        assertThat(keys(read(s, Side.US, "SS1 attaque en I5"))).containsExactly("parse.submarines-all-or-targets");
        assertThat(echoes(read(s, Side.US, "SS1, SS2 attack in I5"))).containsExactly("submarines attack in I5");
    }

    @Test
    void BBD_1_and_LAND_3_bombardment_and_land_combat_targets() {
        Situation s = midway().at(10, Phase.BOMBARDMENT).put("H6", "KongoHiei").shown(Side.JP, "H6", "MarA");
        assertThat(echoes(read(s, Side.JP, "pilonnage : Kongo -> MarA")))
                .containsExactly("bombardment of Midway: Kongo-Hiei -> MarA");
        Situation l = midway().at(10, Phase.LANDING).ashore("H6", "SNLFKure").shown(Side.US, "H6", "SNLFKure");
        assertThat(echoes(read(l, Side.US, "combat terrestre : MarA -> SNLF Kure, MarB -> SNLF Kure")))
                .containsExactly("land combat: MarA -> SNLFKure, MarB -> SNLFKure");
    }

    @Test
    void BBD_1_a_standing_bombardment_priority_is_read_in_english_and_french() {
        Situation s = midway().at(10, Phase.MOVEMENT);
        assertThat(echoes(read(s, Side.JP, "bombardment priority: LAND")))
                .containsExactly("bombardment priority: LAND");
        assertThat(read(s, Side.JP, "priorité pilonnage : LAND").orders())
                .containsExactly(
                        new StandingOrder.TargetPriority(StandingOrder.Step.BOMBARDMENT, List.of(UnitType.LAND)));
    }

    @Test
    void I_ENG_42_the_marines_ashore_are_bombardment_targets_without_being_shown_this_turn() {
        Situation s = midway().at(10, Phase.BOMBARDMENT).put("H6", "KongoHiei");
        OrdersReceipt r = read(s, Side.JP, "bombardment: Kongo -> MarA");
        assertThat(r.problems()).isEmpty();
        assertThat(echoes(r)).containsExactly("bombardment of Midway: Kongo-Hiei -> MarA");
    }

    @Test
    void LAND_1_landing_by_unit_transport_or_all() {
        Situation l = midway().at(10, Phase.LANDING).put("H6", "TT1", "TT2");
        assertThat(echoes(read(l, Side.JP, "débarquement : tous")))
                .containsExactly("landing at Midway: SNLFKure, SNLFYokosuka");
        assertThat(echoes(read(l, Side.JP, "land TT2"))).containsExactly("landing at Midway: SNLFYokosuka");
        assertThat(echoes(read(l, Side.JP, "SNLF Kure débarque"))).containsExactly("landing at Midway: SNLFKure");
    }

    // --- recovery ---------------------------------------------------------------------------

    @Test
    void REC_1_REC_2_landing_readiness_and_reserve_fighters() {
        Situation s = midway().at(9, Phase.RECOVERY)
                .put("J5", "Yorktown", "Hornet")
                .raid(Side.US, "I5", null, List.of("YD1", "MT1"), List.of())
                .notReady("YD2")
                .eliminated("HD1");
        OrdersReceipt r =
                read(s, Side.US, "YD1 atterrit sur Hornet", "MT1 -> Yorktown", "YD2 non prêt", "all YT ready");
        assertThat(r.problems()).isEmpty();
        assertThat(echoes(r))
                .containsExactly(
                        "YD1 lands on Hornet",
                        "MT1(e) lands on Yorktown",
                        "YD2 not ready",
                        "YT1 ready",
                        "YT2(e) ready");
        Situation j = midway().at(9, Phase.RECOVERY).put("D7", "Kaga");
        assertThat(FR.echoes(read(j, Side.JP, "réserve Kaga non prête")))
                .containsExactly("réserve de chasseurs sur Kaga : non prêts");
    }

    // --- standing orders and concession --------------------------------------------------------

    @Test
    void ORD_1_standing_orders_in_both_languages() {
        Situation s = midway().at(9, Phase.SEARCH);
        OrdersReceipt r = read(
                s,
                Side.US,
                "bombing priority: CV > BB > CA",
                "priorité sous-marins : CV, CVL",
                "AA: spread",
                "DCA : les plus forts d'abord",
                "fighters: bombers first",
                "chasseurs : chasseurs d'abord");
        assertThat(r.problems()).isEmpty();
        assertThat(r.standingOrders())
                .containsExactly(
                        new StandingOrder.TargetPriority(
                                StandingOrder.Step.BOMBING, List.of(UnitType.CV, UnitType.BB, UnitType.CA)),
                        new StandingOrder.TargetPriority(
                                StandingOrder.Step.SUBMARINE, List.of(UnitType.CV, UnitType.CVL)),
                        new StandingOrder.AaPolicy(StandingOrder.AaPolicy.Mode.SPREAD),
                        new StandingOrder.AaPolicy(StandingOrder.AaPolicy.Mode.STRONGEST_FIRST),
                        new StandingOrder.FighterPolicy(StandingOrder.FighterPolicy.Mode.BOMBERS_FIRST),
                        new StandingOrder.FighterPolicy(StandingOrder.FighterPolicy.Mode.FIGHTERS_FIRST));
        assertThat(FR.echoes(r).get(0)).isEqualTo("priorité bombardement : CV > BB > CA");
    }

    @Test
    void GAME_3_concession_only_when_the_line_says_nothing_else() {
        Situation s = jpMoving();
        assertThat(read(s, Side.JP, "Abandon").orders()).containsExactly(new AdminOrder.Concede());
        assertThat(read(s, Side.JP, "je reconnais la victoire de mon adversaire")
                        .orders())
                .containsExactly(new AdminOrder.Concede());
        assertThat(read(s, Side.JP, "Kaga abandon").orders()).isEmpty();
    }

    @Test
    void KURE_1_the_base_is_started_with_the_move_of_ST11() {
        Situation s = midway().at(16, Phase.MOVEMENT).put("F6", "ST11").moved(12, "ST11");
        OrdersReceipt r = read(s, Side.JP, "ST11 -> G6", "base de Kure");
        assertThat(r.problems()).isEmpty();
        assertThat(FR.echoes(r)).containsExactly("ST11 F6 -> G6", "commence la base d'hydravions de Kure");
    }

    // --- phases -----------------------------------------------------------------------------

    @Test
    void GAME_4_an_order_for_another_phase_is_refused_naming_its_phase_in_French_too() {
        OrdersReceipt r = read(jpMoving().at(2, Phase.SEARCH), Side.JP, "Kaga -> A2");
        assertThat(FR.problem(r, r.problems().get(0)))
                .isEqualTo(
                        "ligne 1, col. 1 : cet ordre relève de la phase 1 (mouvements), pas de la phase 2 (recherches) : envoyez-le"
                                + " avec vos ordres de la phase 1 (mouvements) (GAME-4)");
    }

    @Test
    void SET_3_US_set_up_placement() {
        Situation s = midway();
        OrdersReceipt r = read(s, Side.US, "place Enterprise, Hornet en N4", "Yorktown N6", "SS1 -> H5");
        assertThat(echoes(r))
                .containsExactly("place Enterprise, Hornet at N4", "place Yorktown at N6", "place SS1 at H5");
        assertThat(keys(r)).containsExactly("problem.units-not-placed");
        assertThat(r.allAccepted()).isTrue();
    }

    @Test
    void ORD_1_a_refused_carrier_move_is_not_counted_for_the_Midway_raid_after_it() {
        Situation p1 = midway().at(5, Phase.MOVEMENT).put("E6", "Soryu").fogLifted();
        OrdersReceipt r = read(p1, Side.JP, "Soryu -> G7", "raid Midway: SD1");
        assertThat(keys(r)).containsExactly("problem.not-adjacent", "problem.no-landing-in-range");
    }

    @Test
    void ORD_1_units_resolve_to_ids_in_engine_orders() {
        OrdersReceipt r = read(jpMoving(), Side.JP, "DesRon 10 a -> B4");
        assertThat(r.orders())
                .containsExactly(new MovementOrder.Move(List.of(UnitId.of("DesRon10a")), Hex.parse("B4")));
    }
}

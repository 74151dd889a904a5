package org.umpire.cli.orders;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.StandingOrder;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.testkit.Situation;

/** Orders as people write them in a mail (see docs/orders.md): conversation, "no", the notations of the reports. */
class PeopleOrdersTest {

    static final String VALID_RAID = "2xYD -> H4";

    static OrdersReceipt read(Situation s, Side side, String... lines) {
        return OrdersReaderTest.read(s, side, lines);
    }

    static List<String> notes(OrdersReceipt r, ReceiptWriter w) {
        return r.notes().stream().map(p -> w.problem(r, p)).collect(Collectors.toList());
    }

    static Situation usRaids() {
        return OrdersReaderTest.usRaids().shown(Side.US, "H4", "Kaga");
    }

    // --- I-ORD-22: conversation is a note ---------------------------------------------------------

    @Test
    void I_ORD_22_every_conversational_line_of_the_issue_is_a_note_and_the_order_beside_it_is_accepted() {
        for (String talk : List.of(
                "Sorry, forgot the code.",
                "Again my turn 4 orders, since the first ones bounced:",
                "and from now on:",
                "Falling back on Midway tonight.",
                "B-17s from Midway:",
                "Launch everything at the carriers in D6!",
                "Strike D7 with everything we have:",
                "Yorktown keeps her planes for CAP.",
                "Désolé, j'ai oublié le code.",
                "Et à partir de maintenant :")) {
            OrdersReceipt r = read(usRaids(), Side.US, talk, VALID_RAID);
            assertThat(r.errors()).as(talk).isEmpty();
            assertThat(OrdersReaderTest.echoes(r)).as(talk).containsExactly("raid on H4: YD1 + YD2");
            assertThat(r.notes())
                    .as(talk)
                    .singleElement()
                    .satisfies(p -> assertThat(p.line()).isEqualTo(1));
            for (ReceiptWriter w : List.of(OrdersReaderTest.EN, OrdersReaderTest.FR)) {
                String note = notes(r, w).get(0);
                assertThat(note)
                        .as(talk)
                        .containsAnyOf("not read as an order", "non lu comme un ordre")
                        .doesNotContain("did you mean")
                        .doesNotContain("vouliez-vous dire");
                assertThat(w.render(r)).as(talk).containsAnyOf("1 accepted, 0 error", "1 accepté(s), 0 erreur");
            }
        }
    }

    @Test
    void I_ORD_22_a_line_naming_a_unit_without_a_verb_says_what_was_understood_and_why_it_was_not_taken() {
        OrdersReceipt r = read(usRaids(), Side.US, "Yorktown keeps her planes for CAP.");
        // docs/reports-and-mail.md: the example names a ship of the reader's own side
        assertThat(notes(r, OrdersReaderTest.EN))
                .containsExactly("line 1: not read as an order: \"Yorktown keeps her"
                        + " planes for CAP.\": it names Yorktown, but no arrow and no order word say what to do, so nothing was"
                        + " ordered (if it is an order, write it as \"Enterprise -> N4\", \"raid on H4: ...\")");
        assertThat(notes(r, OrdersReaderTest.FR).get(0)).contains("elle nomme Yorktown");
    }

    @Test
    void I_ORD_22_a_mistyped_order_stays_an_error_with_its_suggestion() {
        OrdersReceipt r = read(usRaids(), Side.US, "Yorktwn -> H5");
        assertThat(r.errors())
                .singleElement()
                .satisfies(p -> assertThat(p.key()).isEqualTo("parse.unknown-unit"));
        OrdersReceipt noArrow = read(usRaids(), Side.US, "YD1 serch J5");
        assertThat(noArrow.errors()).hasSize(1);
    }

    // --- I-ORD-23: a refused line costs only itself, unless all or nothing --------------------------

    @Test
    void I_ORD_23_the_accepted_text_blanks_only_the_refused_statements_and_reads_back_to_the_accepted_orders() {
        Situation s = OrdersReaderTest.jpMoving();
        String text = "Kaga -> A2\nNagara -> Z9 ; Akagi -> B1\nHello there, sorry.";
        OrdersReceipt r = OrdersReader.read(SideView.of(s.scenario, s.state(), Side.JP), text);
        assertThat(r.errors()).hasSize(1);
        String stored = r.acceptedText(text);
        assertThat(stored.split("\n", -1)).hasSize(3);
        assertThat(stored).doesNotContain("Nagara").contains("Kaga -> A2", "Akagi -> B1", "sorry");
        OrdersReceipt again = OrdersReader.read(SideView.of(s.scenario, s.state(), Side.JP), stored);
        assertThat(again.allAccepted()).isTrue();
        assertThat(again.orders()).isEqualTo(r.orders());
    }

    @Test
    void I_ORD_23_all_or_nothing_is_read_in_both_languages_and_echoed() {
        for (String line : List.of("all or nothing", "All or nothing!", "tout ou rien", "Tout ou rien.")) {
            OrdersReceipt r = read(usRaids(), Side.US, line, VALID_RAID);
            assertThat(r.allOrNothing()).as(line).isTrue();
            assertThat(r.errors()).as(line).isEmpty();
        }
        OrdersReceipt r = read(usRaids(), Side.US, "tout ou rien");
        assertThat(OrdersReaderTest.FR.echoes(r)).containsExactly("tout ou rien");
        assertThat(OrdersReaderTest.EN.echoes(r)).containsExactly("all or nothing");
        assertThat(read(usRaids(), Side.US, VALID_RAID).allOrNothing()).isFalse();
    }

    // --- I-ORD-24: "no" is an answer ---------------------------------------------------------------

    @Test
    void I_ORD_24_no_raid_nothing_pass_and_their_variants_answer_the_awaited_decision() {
        for (String no : List.of(
                "no raid",
                "No raid.",
                "no raids this turn",
                "pas de raid (ce tour-ci)",
                "Pas de raid ce tour-ci.",
                "nothing this phase",
                "rien",
                "Rien.",
                "pass",
                "Pass!",
                "je passe",
                "no orders",
                "nothing to report",
                "rien à signaler",
                "pas de recherche",
                "no search this turn",
                "aucun ordre",
                "none",
                "no changes",
                "pas de changement")) {
            OrdersReceipt r = read(usRaids(), Side.US, no);
            assertThat(r.errors()).as(no).isEmpty();
            assertThat(OrdersReaderTest.echoes(r)).as(no).containsExactly("no orders this phase");
        }
    }

    @Test
    void I_ORD_24_the_receipt_of_a_text_without_orders_says_which_words_answer_nothing() {
        OrdersReceipt r = read(usRaids(), Side.US, "Thanks for the report.");
        assertThat(OrdersReaderTest.EN.render(r)).contains("\"nothing\"", "\"pass\"", "\"no raid\"");
        assertThat(OrdersReaderTest.FR.render(r)).contains("« rien »", "« pas de raid »");
    }

    // --- see docs/orders.md: every notation the program writes is read back
    // ---------------------------

    @Test
    void ORD_1_every_unit_name_and_id_of_both_sides_reads_back_as_that_unit() {
        Situation s = OrdersReaderTest.midway().at(3, Phase.MOVEMENT);
        List<String> failures = new ArrayList<>();
        for (Side side : Side.values()) {
            Names names = new Names(SideView.of(s.scenario, s.state(), side));
            for (UnitDef def : s.scenario.unitsOf(side)) {
                for (String written : List.of(def.id().value(), names.display(def.id()))) {
                    List<Token> tokens = Lexer.statements(written).get(0);
                    Names.Match m = names.own(tokens, 0);
                    long words = tokens.stream()
                            .filter(t -> !t.is(Token.Kind.REDUCED))
                            .count();
                    if (!m.units().equals(List.of(def.id())) || m.length() != words) {
                        failures.add(side + " " + written + " -> " + m);
                    }
                }
            }
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void ORD_1_the_runs_of_air_ids_the_reports_print_read_as_those_units() {
        OrdersReceipt r = read(usRaids(), Side.US, "YD1-2 -> H4");
        assertThat(OrdersReaderTest.echoes(r)).containsExactly("raid on H4: YD1 + YD2");
        assertThat(Lexer.statements("ED1-4").get(0).stream().map(Token::text).collect(Collectors.toList()))
                .containsExactly("ED1", "+", "ED2", "+", "ED3", "+", "ED4");
    }

    @Test
    void ORD_1_ship_names_with_spaces_fire_as_AA_with_or_without_a_heading() {
        Situation aa = OrdersReaderTest.midway()
                .at(9, Phase.ANTI_AIRCRAFT)
                .put("H6", "NewOrleans")
                .shown(Side.US, "H6", "KD1", "KT1")
                .raid(Side.JP, "H6", null, List.of("KD1", "KT1"), List.of());
        for (String[] lines :
                List.of(new String[] {"New Orleans -> KD1"}, new String[] {"AA:", "New Orleans -> KD1"}, new String[] {
                    "DCA :", "", "New Orleans -> KD1"
                })) {
            OrdersReceipt r = read(aa, Side.US, lines);
            assertThat(r.errors()).as(String.join("|", lines)).isEmpty();
            assertThat(OrdersReaderTest.echoes(r)).containsExactly("AA in H6: New Orleans -> KD1");
        }
    }

    @Test
    void ORD_1_a_heading_line_applies_its_label_to_the_assignments_below() {
        Situation s = OrdersReaderTest.midway()
                .at(9, Phase.AIR_COMBAT_1)
                .shown(Side.US, "H6", "KF1", "KD1", "KT1")
                .raid(Side.JP, "H6", Side.US, List.of("KF1", "KD1", "KT1"), List.of("MF1", "MF2"));
        for (String heading : List.of("Fighters:", "Chasseurs :", "fighters :")) {
            OrdersReceipt r = read(s, Side.US, heading, "MF1 -> KD1", "MF2 -> KT1");
            assertThat(r.errors()).as(heading).isEmpty();
            assertThat(r.orders()).as(heading).hasSize(2);
            assertThat(notes(r, OrdersReaderTest.EN))
                    .containsExactly("line 1: a heading: read with the 2 order line(s) below it");
        }
    }

    @Test
    void ORD_1_every_type_word_of_the_legend_in_both_languages_and_PA_read_as_their_type() {
        List<String> failures = new ArrayList<>();
        for (UnitType t : UnitType.values()) {
            for (String written : List.of(t.name(), t.englishName(), t.frenchName())) {
                List<Token> tokens = Lexer.statements(written).get(0);
                var m = TypeWords.at(tokens, 0);
                if (m.isEmpty() || m.get().type() != t || m.get().length() != tokens.size()) {
                    failures.add(written + " -> " + m);
                }
            }
        }
        assertThat(failures).isEmpty();
        OrdersReceipt r = read(usRaids(), Side.JP, "priorité bombardement : PA > cuirassés > croiseurs lourds");
        assertThat(r.orders()).singleElement().isInstanceOf(StandingOrder.TargetPriority.class);
        assertThat(OrdersReaderTest.echoes(r)).containsExactly("bombing priority: CV > BB > CA");
    }

    @Test
    void ORD_1_every_search_source_reads_by_its_id_and_the_floatplanes_as_hydravions() {
        Situation s = OrdersReaderTest.midway().at(9, Phase.SEARCH);
        for (Side side : Side.values()) {
            Names names = new Names(SideView.of(s.scenario, s.state(), side));
            for (var src : s.scenario.searchSources()) {
                if (src.side() == side && !src.automatic()) {
                    assertThat(names.source(src.id())).as(src.id()).contains(src.id());
                }
            }
        }
        Names jp = new Names(SideView.of(s.scenario, s.state(), Side.JP));
        assertThat(jp.source("hydravions")).contains("floatplanes");
        // docs/reports-and-mail.md: every source as a French report writes it (source.<id>) reads back
        assertThat(jp.source("zone-kure")).contains("kure-area");
        Names us = new Names(SideView.of(s.scenario, s.state(), Side.US));
        assertThat(us.source("zone-midway")).contains("midway-area");
        OrdersReceipt r = read(s, Side.US, "recherche D6 avec zone-midway");
        assertThat(r.errors()).isEmpty();
        assertThat(OrdersReaderTest.FR.echoes(r)).containsExactly("recherche D6 avec zone-midway");
    }

    @Test
    void ORD_1_new_is_the_word_of_a_new_group_only_before_group() {
        Situation s = OrdersReaderTest.midway().at(3, Phase.MOVEMENT).put("J5", "NewOrleans", "Atlanta");
        OrdersReceipt r = read(s, Side.US, "New Orleans -> J6");
        assertThat(r.errors()).isEmpty();
        assertThat(r.orders())
                .singleElement()
                .satisfies(o -> assertThat(o.toString())
                        .contains(UnitId.of("NewOrleans").toString()));
    }
}

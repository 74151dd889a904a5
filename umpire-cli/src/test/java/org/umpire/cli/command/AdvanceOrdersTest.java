package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;
import org.umpire.engine.model.Phase;

/**
 * docs/orders.md: orders for a later phase of the turn sent in advance — the searches with the movement
 * orders, the recovery choices with anything — are stored for their phase, apply unless replaced once
 * it has come, and let one resolve go through the phases they cover: a quiet turn needs one mail from
 * each side.
 */
class AdvanceOrdersTest {

    @TempDir
    Path root;

    private TestGames t;

    @BeforeEach
    void aGameAtTurn1() {
        t = new TestGames(root);
        t.newGame("g1", 42);
        t.ok(
                "orders",
                "submit",
                "g1",
                "--side",
                "US",
                TestGames.example("en/setup.txt").toString());
        t.submit("g1", "JP", "place I-168 at K6\n");
        t.ok("resolve", "g1", "--no-send");
        assertThat(t.store("g1").state().phase()).isEqualTo(Phase.MOVEMENT);
    }

    @Test
    void GAME_4_searches_sent_with_the_movement_orders_are_stored_for_the_searches_and_said_so() {
        CliRun r = t.submit("g1", "US", "Dear umpire,\nTF16 N4 -> M4\nsearch C6 with midway\nED1 searches K4\n");
        assertThat(r.out)
                .contains(
                        "Orders of the United States for turn 1, phase 1 (movement): 1 accepted",
                        "  line 2: Enterprise, Hornet, Northampton-Pensacola, Vincennes-Minneapolis, Atlanta, DesRon 6 N4 -> M4",
                        "Sent in advance for phase 2 (searches) of this turn: stored for that phase",
                        "Orders of the United States for turn 1, phase 2 (searches): 2 accepted, 0 error(s), 1 warning(s).",
                        "  line 3: search C6 with midway-area",
                        "  line 4: search K4 with ED1",
                        // checked against the game as it is now: a warning (TF16 comes within range), checked again in
                        // phase 2
                        "line 4, col 1 (warning): ED1 cannot search K4: 3 hexes out and back from N4");
        assertThat(TestGames.text(t.dir("g1").resolve("orders/T01-P2-US.txt")))
                .startsWith("\n\nsearch C6 with midway\nED1 searches K4\n")
                .contains("# umpire: sent in advance with the orders for phase 1 of turn 1");
        // orders check says the same as a submission would
        CliRun check = t.run(
                "orders",
                "check",
                "--game",
                "g1",
                "--side",
                "US",
                t.write("c.txt", "search C6\n").toString());
        assertThat(check.code).isEqualTo(ExitCode.OK);
        assertThat(check.out).contains("Orders of the United States for turn 1, phase 2 (searches): 1 accepted");
    }

    @Test
    void GAME_4_one_resolve_goes_through_every_phase_whose_orders_were_sent_in_advance() {
        t.submit("g1", "US", "search C6 with midway\nsearch D6 with midway\n");
        t.submit("g1", "JP", "group 1 enters A6\nsearch A10 with wake\n");
        CliRun r = t.ok("resolve", "g1", "--no-send");
        assertThat(r.out)
                .contains(
                        "phase 1: movement (journal 0002-T01-P1-movement)",
                        "phase 2: searches (journal 0003-T01-P2-searches)")
                .doesNotContain("sent no orders");
        assertThat(t.store("g1").state().turn()).isEqualTo(2);
        assertThat(t.store("g1").state().phase()).isEqualTo(Phase.MOVEMENT);
        String us = t.ok("report", "g1", "--side", "US", "--lang", "en").out;
        // one report for both phases, each with its orders
        assertThat(us).contains("""
                == Orders received for this phase ==
                  For phase 1 (movement): No order.
                  For phase 2 (searches), sent in advance: search C6 with midway-area; search D6 with midway-area
                """);
        // without advance orders from every side asked, the resolve stops where the next decision is awaited
        t.submit("g1", "US", "search C6 with midway\n");
        t.submit("g1", "JP", "group 1 A6 -> B6\n");
        CliRun second = t.ok("resolve", "g1", "--no-send");
        assertThat(second.out)
                .contains("(journal 0004-T02-P1-movement)")
                .doesNotContain("T02-P2-searches")
                .contains("Orders awaited from: JP (received: US)");
    }

    @Test
    void one_mail_per_side_tells_every_phase_one_resolve_went_through() {
        t.submit("g1", "US", "TF16 N4 -> M4\nsearch C6 with midway\n");
        t.submit("g1", "JP", "group 1 enters A6\nsearch A10 with wake\n");
        t.ok("resolve", "g1");
        List<String> outbox = t.outbox("g1");
        assertThat(outbox).noneMatch(f -> f.contains(".T01-P01.e") || f.contains(".T01-P02.r"));
        // docs/reports-and-mail.md#no-leak-by-construction: each side's mail is named by where the game next waits for
        // it (turn 2's movement), the
        // umpire's by the journal entry
        List<String> mails = outbox.stream()
                .filter(f -> f.contains(".T02-P01.r0.") || f.contains(".T01-P02.e0003."))
                .toList();
        assertThat(mails).hasSize(3); // US, JP, the umpire: one each for the whole turn
        String us = TestGames.text(t.dir("g1")
                .resolve("outbox")
                .resolve(mails.stream()
                        .filter(f -> f.contains(".us."))
                        .findFirst()
                        .orElseThrow()));
        assertThat(us)
                .contains(
                        "For phase 1 (movement):",
                        "For phase 2 (searches), sent in advance:",
                        "search C6 with midway-area",
                        "Journal chain: ",
                        // its subject and header name both phases
                        "Subject: =?UTF-8?Q?[g1]_T1_04:30_=E2=80=94_movement_..._recovery?=",
                        "Phases 1-11: movement ... recovery");
        String jp = TestGames.text(t.dir("g1")
                .resolve("outbox")
                .resolve(mails.stream()
                        .filter(f -> f.contains(".jp."))
                        .findFirst()
                        .orElseThrow()));
        assertThat(jp).contains("Pour la phase 1 (mouvements)", "envoy=C3=A9s d'avance");
        // the journal keeps one entry per phase; the second says it went on from the first
        assertThat(TestGames.text(t.entry("g1", "0003-T01-P2-searches").resolve("entry.yaml")))
                .contains("continues: true");
        assertThat(TestGames.text(t.entry("g1", "0002-T01-P1-movement").resolve("entry.yaml")))
                .doesNotContain("continues");
        // sent once: a second send has nothing left
        assertThat(t.ok("send", "g1").out).doesNotContain("  sent ");
        // the latest report, reprinted, is the mail
        assertThat(t.ok("report", "g1", "--side", "US", "--lang", "en").out).contains("For phase 1 (movement):");
    }

    @Test
    void GAME_4_orders_sent_once_the_phase_has_come_replace_those_sent_in_advance() {
        t.submit("g1", "US", "search C6 with midway\n");
        t.submit("g1", "JP", "group 1 enters A6\n");
        t.ok("resolve", "g1", "--no-send");
        CliRun again = t.submit("g1", "US", "search E6 with midway\n");
        assertThat(again.out).contains("Orders stored for this phase: they replace the ones sent earlier");
        t.submit("g1", "JP", "search A10 with wake\n");
        t.ok("resolve", "g1", "--no-send");
        String used = TestGames.text(t.entry("g1", "0003-T01-P2-searches").resolve("orders-US.txt"));
        assertThat(used).isEqualTo("search E6 with midway\n");
        assertThat(t.ok("report", "g1", "--side", "US", "--lang", "en").out)
                .contains("For phase 2 (searches): search E6 with midway-area")
                .doesNotContain("search C6", "Sent in advance");
    }

    @Test
    void GAME_4_an_order_sent_in_advance_that_can_no_longer_take_effect_is_reported_with_its_reason() {
        // ED1 may search N2 from N4 (2 hexes), not from N5, where TF16 moves first
        t.submit("g1", "US", "TF16 N4 -> N5\nED1 searches N2\n");
        t.submit("g1", "JP", "group 1 enters A6\nsearch A10 with wake\n");
        CliRun r = t.ok("resolve", "g1", "--no-send");
        assertThat(r.out).contains("(journal 0003-T01-P2-searches)");
        String us = t.ok("report", "g1", "--side", "US", "--lang", "en").out;
        assertThat(us).contains("""
                  For phase 2 (searches), sent in advance: No order.
                Not accepted:
                  For phase 2 (searches): line 2, col 1: ED1 cannot search N2: 3 hexes out and back from N5 is more than\
                 its range of 5""");
        // each side reads its orders in its player's language (JP plays in French)
        String jp = t.ok("report", "g1", "--side", "JP").out;
        assertThat(jp).contains("Pour la phase 1 (mouvements) :", "Pour la phase 2 (recherches), envoyés d'avance :");
    }

    /** Never dropped silently: orders sent in advance for a phase that asked nothing of the side. */
    @Test
    void GAME_4_orders_sent_in_advance_for_a_phase_that_asked_nothing_are_reported_unused() {
        t.submit("g1", "US", "TF16 N4 -> M4\nET1 not ready\n"); // nothing flies: the recovery will ask nothing
        t.submit("g1", "JP", "group 1 enters A6\n");
        t.ok("resolve", "g1", "--no-send");
        t.submit("g1", "US", "search C6 with midway\n");
        t.submit("g1", "JP", "search A10 with wake\n");
        t.ok("resolve", "g1", "--no-send");
        assertThat(t.store("g1").state().turn()).isEqualTo(2);
        assertThat(TestGames.text(t.entry("g1", "0003-T01-P2-searches").resolve("unused-p11-us.txt")))
                .startsWith("\nET1 not ready\n");
        assertThat(t.ok("report", "g1", "--side", "US", "--lang", "en").out).contains("""
                Not accepted:
                  Your orders sent in advance for phase 11 (recovery) were not used: that phase asked nothing of your\
                 side this turn.""");
        assertThat(t.ok("report", "g1", "--side", "JP").out).doesNotContain("d'avance");
    }

    @Test
    void GAME_4_recovery_choices_may_come_with_any_earlier_phase_and_a_refused_line_costs_only_itself() {
        CliRun bad = t.run(
                "orders",
                "submit",
                "g1",
                "--side",
                "US",
                t.write("bad.txt", "TF16 N4 -> N5\nsearch C6 with midwy\n").toString(),
                "--lang",
                "en");
        assertThat(bad.code).isEqualTo(ExitCode.INVALID);
        assertThat(bad.out).contains("Your other orders are stored"); // I-ORD-23
        assertThat(t.dir("g1").resolve("orders/T01-P1-US.txt"))
                .content()
                .contains("TF16 N4 -> N5")
                .doesNotContain("midwy");
        assertThat(t.dir("g1").resolve("orders/T01-P2-US.txt")).doesNotExist();

        // a phase-8 order is no order in advance: refused as of another phase, as before
        CliRun naval = t.run(
                "orders",
                "submit",
                "g1",
                "--side",
                "US",
                t.write("naval.txt", "naval combat in N4\n").toString(),
                "--lang",
                "en");
        assertThat(naval.code).isEqualTo(ExitCode.INVALID);
        assertThat(naval.out).contains("this order belongs to phase 8 (naval combat), not to phase 1 (movement)");

        CliRun ok = t.submit("g1", "US", "ET1 not ready\n");
        assertThat(ok.out).contains("Sent in advance for phase 11 (recovery) of this turn", "  line 1: ET1 not ready");
        assertThat(t.dir("g1").resolve("orders/T01-P11-US.txt")).exists();
    }
}

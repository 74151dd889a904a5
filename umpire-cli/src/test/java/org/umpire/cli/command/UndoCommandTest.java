package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.store.GameLock;
import org.umpire.engine.model.Phase;

/** {@code umpire undo} end to end (GAME-4: an umpire-only undo for mistakes, logged). */
class UndoCommandTest {

    @TempDir
    Path root;

    private TestGames t;

    @BeforeEach
    void games() {
        t = new TestGames(root);
    }

    /** Set-up, turn 1's movement and turn 1's searches (whose end of turn rolls the fog) resolved with defaults. */
    private void afterTurn1(String id) {
        t.newGame(id, 42);
        for (int i = 0; i < 3; i++) {
            t.ok("resolve", id, "--defaults", "--no-send");
        }
        assertThat(t.journal(id)).containsExactly("0001-T00-P0-set-up", "0002-T01-P1-movement", "0003-T01-P2-searches");
    }

    private byte[] entryFile(String folder, String name) {
        return TestGames.bytes(t.entry("g1", folder).resolve(name));
    }

    @Test
    void GAME_4_undo_puts_back_the_state_before_the_last_resolve_and_logs_the_undo() {
        afterTurn1("g1");
        CliRun r = t.ok("undo", "g1");
        assertThat(r.out).isEqualTo("""
                Game g1: undid 0003-T01-P2-searches (logged as 0004-T01-P2-undo)
                Now: Turn 1/25, 3 June 1942 04:30 (day), phase 2: searches
                Orders awaited from: US, JP
                """);
        assertThat(t.stateBytes("g1")).isEqualTo(entryFile("0003-T01-P2-searches", "state-before.yaml"));
        assertThat(t.journal("g1")).endsWith("0004-T01-P2-undo");
        assertThat(TestGames.text(t.entry("g1", "0004-T01-P2-undo").resolve("entry.yaml")))
                .contains("kind: undo", "undoes: 0003-T01-P2-searches");
        assertThat(entryFile("0004-T01-P2-undo", "state-before.yaml"))
                .isEqualTo(entryFile("0003-T01-P2-searches", "state-after.yaml"));
        assertThat(t.ok("status", "g1").out).contains("Turn 1/25, 3 June 1942 04:30 (day), phase 2: searches");

        // Undo twice goes two entries back.
        CliRun second = t.ok("undo", "g1");
        assertThat(second.out).startsWith("Game g1: undid 0002-T01-P1-movement (logged as 0005-T01-P1-undo)");
        assertThat(t.stateBytes("g1")).isEqualTo(entryFile("0002-T01-P1-movement", "state-before.yaml"));
        assertThat(t.store("g1").state().phase()).isEqualTo(Phase.MOVEMENT);
    }

    @Test
    void GAME_4_a_phase_resolved_again_after_an_undo_gives_the_same_result_with_the_seeded_dice() {
        afterTurn1("g1");
        String first = "0003-T01-P2-searches";
        CliRun before = t.run("report", "g1", "--side", "umpire", "--lang", "en");
        t.ok("undo", "g1");
        CliRun again = t.ok("resolve", "g1", "--defaults", "--no-send");
        String redo = "0005-T01-P2-searches";
        assertThat(t.journal("g1")).endsWith("0004-T01-P2-undo", redo);
        assertThat(again.out).contains("(journal " + redo + ")", "1 die/dice rolled");
        for (String file : List.of("state-before.yaml", "state-after.yaml", "events.yaml", "dice.txt")) {
            assertThat(entryFile(redo, file)).as(file).isEqualTo(entryFile(first, file));
        }
        assertThat(TestGames.text(t.entry("g1", redo).resolve("dice.txt"))).contains("T1/P11/fog-lift");
        assertThat(t.stateBytes("g1")).isEqualTo(entryFile(first, "state-after.yaml"));
        // the same report, opened by a line saying it corrects the one sent before the undo (see
        // docs/orders.md)
        // (but for the journal chain's code at its foot: the entry is another one)
        String corrected = t.ok("report", "g1", "--side", "umpire", "--lang", "en").out;
        assertThat(corrected).startsWith("CORRECTION: this report replaces the one sent earlier for turn 1, searches.");
        assertThat(withoutChain(corrected)).endsWith(withoutChain(before.out));
        assertThat(chainLine(corrected)).isNotEqualTo(chainLine(before.out)).startsWith("Journal chain: ");
    }

    private static String withoutChain(String report) {
        return report.replaceAll("(?m)^Journal chain: .*\\R", "");
    }

    private static String chainLine(String report) {
        return report.lines()
                .filter(l -> l.startsWith("Journal chain: "))
                .findFirst()
                .orElse("");
    }

    @Test
    void GAME_4_the_phase_resolved_again_is_mailed_even_though_the_undone_results_were_sent() {
        t.newGame("g1", 42);
        t.submit("g1", "JP", "place I-168 at K6\n");
        t.ok("resolve", "g1", "--defaults");
        List<String> sent = t.outbox("g1");
        assertThat(sent).hasSize(6); // the opening (e0000) and the set-up's results

        t.ok("undo", "g1");
        t.submit("g1", "JP", "place I-168 at L6\n");
        CliRun r = t.ok("resolve", "g1", "--defaults");
        assertThat(r.out)
                .contains(
                        "Japan: placed in L6: I168.",
                        "sent          JP     " + TestGames.JP_MAIL,
                        "sent          US     " + TestGames.US_MAIL)
                .contains("3 mail(s) already sent before"); // the opening
        List<String> now = t.outbox("g1");
        assertThat(now).hasSize(9).containsAll(sent);
        now.removeAll(sent);
        assertThat(now)
                .anySatisfy(f -> assertThat(
                                TestGames.text(t.dir("g1").resolve("outbox").resolve(f)))
                        .contains("X-Umpire-Report: T00-P00 JP")
                        .contains("L6"));
        // docs/orders.md: the new mail says it corrects the earlier one, in
        // its subject and its first line
        for (String f : now) {
            MimeMessage m = parse(t.dir("g1").resolve("outbox").resolve(f));
            if (f.contains(".jp.")) {
                assertThat(subject(m)).startsWith("Rectificatif : [g1]");
            } else if (f.contains(".us.")) {
                assertThat(subject(m)).startsWith("Correction: [g1]");
            }
        }
        for (String f : sent) {
            assertThat(subject(parse(t.dir("g1").resolve("outbox").resolve(f)))).startsWith("[g1]");
        }
        // ... and its first lines say what changed for that side, in its own words; the US, told nothing of
        // the submarine either time, reads that nothing changed for it
        List<String> jp =
                t.ok("report", "g1", "--side", "JP", "--lang", "en").out.lines().toList();
        assertThat(jp.get(0)).startsWith("CORRECTION: this report replaces the one sent earlier for turn 0");
        assertThat(jp.get(1)).isEqualTo("What changed for you:");
        assertThat(jp.get(2)).startsWith("- no longer: ").contains("K6").doesNotContain("L6");
        assertThat(jp.get(3)).startsWith("- now: ").contains("L6").doesNotContain("K6");
        List<String> us =
                t.ok("report", "g1", "--side", "US", "--lang", "fr").out.lines().toList();
        assertThat(us.get(1))
                .isEqualTo("Pour vous rien ne change : les résultats sont ceux du compte rendu qu'il remplace.");
        assertThat(String.join("\n", us)).doesNotContain("K6", "L6");
        // The undone results are not mailed again; the standing ones were.
        assertThat(t.ok("send", "g1").out)
                .contains("6 mail(s) already sent before, not sent again")
                .doesNotContain("  sent ");
    }

    @Test
    void I_CLI_3_GAME_4_after_undo_a_plain_resolve_resolves_the_phase_again_and_mails_only_the_correction() {
        t.newGame("g1", 42);
        t.submit("g1", "JP", "place I-168 at K6\n");
        t.ok("resolve", "g1", "--defaults");
        List<String> sent = t.outbox("g1");
        t.ok("undo", "g1");
        t.submit("g1", "JP", "place I-168 at L6\n");
        CliRun r = t.run("resolve", "g1");
        assertThat(r.code).as(r.toString()).isEqualTo(0);
        assertThat(r.out).contains("Japan: placed in L6: I168.");
        List<String> now = t.outbox("g1");
        now.removeAll(sent);
        assertThat(now)
                .as("one correction a side and the umpire's, nothing else")
                .hasSize(3)
                .anyMatch(f -> f.startsWith("g1.T01-P01.r1.jp."))
                .anyMatch(f -> f.startsWith("g1.T01-P01.r1.us."));
    }

    @Test
    void I_CLI_3_a_resolve_undone_before_its_mails_went_is_never_mailed_beside_the_phase_resolved_again() {
        t.newGame("g1", 42);
        t.submit("g1", "JP", "place I-168 at K6\n");
        t.ok("resolve", "g1", "--defaults", "--no-send");
        t.ok("undo", "g1");
        t.submit("g1", "JP", "place I-168 at L6\n");
        t.ok("resolve", "g1");
        List<String> all = t.outbox("g1");
        // each side: its opening and one report where the game now waits for it; the undone run's never went
        assertThat(all).filteredOn(f -> f.contains(".jp.")).hasSize(2).anyMatch(f -> f.startsWith("g1.T01-P01."));
        assertThat(all).filteredOn(f -> f.contains(".us.")).hasSize(2).anyMatch(f -> f.startsWith("g1.T01-P01."));
        assertThat(all).noneMatch(f -> f.startsWith("g1.T01-P01.r0."));
    }

    @Test
    void undo_with_nothing_to_undo_is_refused_and_changes_nothing() {
        t.newGame("g1", 42);
        byte[] before = t.stateBytes("g1");
        CliRun r = t.run("undo", "g1");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.CONFLICT);
        assertThat(r.err)
                .contains("game g1 has nothing to undo: no phase was resolved yet")
                .doesNotContain("Exception");
        assertThat(r.out).isEmpty();
        assertThat(t.journal("g1")).isEmpty();
        assertThat(t.stateBytes("g1")).isEqualTo(before);

        t.ok("resolve", "g1", "--defaults", "--no-send");
        t.ok("undo", "g1");
        List<String> journal = t.journal("g1");
        CliRun again = t.run("undo", "g1");
        assertThat(again.code).as(again.toString()).isEqualTo(ExitCode.CONFLICT);
        assertThat(again.err).contains("nothing to undo in game g1", "every one was undone already");
        assertThat(t.journal("g1")).isEqualTo(journal);
        assertThat(t.stateBytes("g1")).isEqualTo(before);
    }

    @Test
    void undo_is_refused_while_another_process_changes_the_game() {
        afterTurn1("g1");
        byte[] before = t.stateBytes("g1");
        try (GameLock lock = t.store("g1").lock()) {
            CliRun r = t.run("undo", "g1");
            assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.CONFLICT);
            assertThat(r.err).contains("game g1 is being changed by another umpire process");
        }
        assertThat(t.stateBytes("g1")).isEqualTo(before);
        assertThat(t.journal("g1")).hasSize(3);
    }

    @Test
    void bad_game_ids_are_usage_errors_and_missing_games_not_found() {
        assertThat(t.run("undo", "../escape").code).isEqualTo(ExitCode.USAGE);
        CliRun missing = t.run("undo", "nope");
        assertThat(missing.code).as(missing.toString()).isEqualTo(ExitCode.NOT_FOUND);
        assertThat(missing.err).contains("there is no game nope");
        assertThat(t.run("undo").code).isEqualTo(ExitCode.USAGE);
    }

    @Test
    void undo_help_says_what_is_restored_and_lists_the_exit_codes() {
        CliRun r = CliRun.run("undo", "--help");
        assertThat(r.code).isEqualTo(ExitCode.OK);
        assertThat(r.out)
                .contains(
                        "Usage: umpire undo",
                        "GAME",
                        "--games-dir=DIR",
                        "--lang=fr|en",
                        "--rules=DIR",
                        "journal",
                        "not recalled",
                        "Exit codes:",
                        "0   ",
                        "3   ",
                        "4   ");
    }

    private static MimeMessage parse(Path eml) {
        try (InputStream in = Files.newInputStream(eml)) {
            return new MimeMessage(Session.getInstance(new Properties()), in);
        } catch (IOException | MessagingException e) {
            throw new AssertionError(eml + ": " + e.getMessage(), e);
        }
    }

    private static String subject(MimeMessage m) {
        try {
            return m.getSubject();
        } catch (MessagingException e) {
            throw new AssertionError(e);
        }
    }
}

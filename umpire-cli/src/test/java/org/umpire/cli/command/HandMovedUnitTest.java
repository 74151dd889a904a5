package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;
import org.umpire.engine.model.Phase;

/**
 * docs/mail-in.md: a {@code state.yaml} edited by hand that moves a unit farther than it could go is refused. The
 * journal's last {@code state-after.yaml} says where each ship stood; a ship sails one hex in a movement phase
 * (when its speed lets it that turn), so a ship set down farther from there (or from where it stood before
 * this turn's movement, when that phase is resolved) than the movement phases in between allow is refused by
 * every command: exit 1, the file and line, the unit, both hexes, the journal file, the fix; nothing changed.
 * A ship moved within its reach is taken (the umpire's correction), and so is a state that differs only in
 * its comments.
 */
class HandMovedUnitTest {

    @TempDir
    Path root;

    private static String move(String yaml, String unit, String to) {
        Matcher m = Pattern.compile("(?m)^(  " + unit + ":\\n    at: )([A-Z][0-9]+)$")
                .matcher(yaml);
        assertThat(m.find()).as(unit + " is on the map").isTrue();
        return yaml.substring(0, m.start(2)) + to + yaml.substring(m.end(2));
    }

    private static String hexOf(String yaml, String unit) {
        Matcher m =
                Pattern.compile("(?m)^  " + unit + ":\\n    at: ([A-Z][0-9]+)$").matcher(yaml);
        assertThat(m.find()).isTrue();
        return m.group(1);
    }

    @Test
    void a_ship_set_down_farther_than_it_could_sail_is_refused_by_every_command_and_nothing_changes() throws Exception {
        TestGames t = new TestGames(root);
        t.newGame("g1", 42);
        t.ok("resolve", "g1", "--defaults", "--no-send");
        assertThat(t.store("g1").state().phase()).isEqualTo(Phase.MOVEMENT);
        Path state = t.dir("g1").resolve("state.yaml");
        String before = Files.readString(state, StandardCharsets.UTF_8);
        assertThat(hexOf(before, "AstoriaPortland")).isEqualTo("N5");
        String edited = move(before, "AstoriaPortland", "N9");
        Files.writeString(state, edited, StandardCharsets.UTF_8);
        List<String> journal = t.journal("g1");
        for (String[] command : new String[][] {
            {"status", "g1"},
            {"show", "g1"},
            {"resolve", "g1", "--defaults"},
            {"undo", "g1"},
            {"report", "g1", "--side", "US"},
            {"send", "g1"}
        }) {
            CliRun r = t.run(command);
            String what = String.join(" ", command) + "\n" + r;
            assertThat(r.code).as(what).isEqualTo(ExitCode.INVALID);
            assertThat(r.err)
                    .as(what)
                    .containsPattern("state\\.yaml:[0-9]+: field \"units\\.AstoriaPortland\\.at\": "
                            + "AstoriaPortland is at N9, 4 hex\\(es\\) from N5 where the journal has it \\(.*journal/0001-T00-P0-set-up/"
                            + "state-after\\.yaml\\), but it could go at most 0 hex\\(es\\) since \\(speed 1, one hex a movement phase\\):"
                            + " state edited by hand")
                    .contains("copy state-after.yaml of the last entry")
                    .contains("Nothing was changed.")
                    .doesNotContain("Exception");
            assertThat(Files.readString(state, StandardCharsets.UTF_8)).as(what).isEqualTo(edited);
            assertThat(t.journal("g1")).as(what).isEqualTo(journal);
        }
        // comments only: the same state
        Files.writeString(state, "# checked by the umpire\n" + before, StandardCharsets.UTF_8);
        t.ok("status", "g1");
    }

    @Test
    void after_the_movement_phase_a_ship_may_be_put_one_hex_from_where_it_started_the_turn_and_no_farther()
            throws Exception {
        TestGames t = new TestGames(root);
        t.newGame("g1", 42);
        t.ok("resolve", "g1", "--defaults", "--no-send");
        t.ok("resolve", "g1", "--defaults", "--no-send"); // the movement phase: by default nobody moves
        var s = t.store("g1").state();
        Assumptions.assumeTrue(s.turn() == 1, "the game stopped in turn 1");
        Path state = t.dir("g1").resolve("state.yaml");
        String before = Files.readString(state, StandardCharsets.UTF_8);
        assertThat(hexOf(before, "AstoriaPortland")).isEqualTo("N5");
        Files.writeString(state, move(before, "AstoriaPortland", "N6"), StandardCharsets.UTF_8);
        t.ok("status", "g1"); // one hex: what its movement could have done
        Files.writeString(state, move(before, "AstoriaPortland", "N7"), StandardCharsets.UTF_8);
        CliRun r = t.run("status", "g1");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(r.err)
                .contains("AstoriaPortland is at N7, 2 hex(es) from N5")
                .contains("-T01-P1-movement/state-before.yaml")
                .contains("it could go at most 1 hex(es) since");
    }

    @Test
    void the_refusal_speaks_the_umpire_s_language() throws Exception {
        TestGames t = new TestGames(root);
        t.ok(
                "new",
                "g1",
                "--us",
                TestGames.US_MAIL,
                "--jp",
                TestGames.JP_MAIL,
                "--seed",
                "42",
                "--no-welcome",
                "--umpire-lang",
                "fr");
        t.ok("resolve", "g1", "--defaults", "--no-send");
        Path state = t.dir("g1").resolve("state.yaml");
        Files.writeString(state, move(Files.readString(state), "AstoriaPortland", "N9"), StandardCharsets.UTF_8);
        CliRun r = t.run("status", "g1");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(r.err)
                .contains("AstoriaPortland est en N9, à 4 hexagone(s) de N5 où le journal le place")
                .contains("état modifié à la main")
                .contains("Rien n'a été modifié.");
    }
}

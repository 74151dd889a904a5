package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;

/** Hand-edited orders and journal files: exit 1 naming the file, the line and the field; nothing changes. */
class EditedFilesTest {

    @TempDir
    Path root;

    private TestGames t;

    @BeforeEach
    void atTurn1() {
        t = new TestGames(root);
        t.newGame("g1", 42);
        t.ok("resolve", "g1", "--defaults", "--no-send");
    }

    private void assertNothingChanged(byte[] state, List<String> journal) {
        assertThat(t.stateBytes("g1")).isEqualTo(state);
        assertThat(t.journal("g1")).isEqualTo(journal);
    }

    @Test
    void stored_orders_edited_after_submission_are_refused_with_their_file_and_line_exit_1() throws Exception {
        t.submit("g1", "US", "# nothing this turn\n");
        Path orders = t.dir("g1").resolve("orders").resolve("T01-P1-US.txt");
        assertThat(orders).exists();
        Files.writeString(orders, "# nothing\nKaga -> A7\n", StandardCharsets.UTF_8);
        byte[] state = t.stateBytes("g1");
        List<String> journal = t.journal("g1");

        CliRun r = t.run("resolve", "g1", "--defaults");

        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(r.err)
                .contains("T01-P1-US.txt:2: ")
                .contains("edited or damaged")
                .doesNotContain("internal error");
        assertNothingChanged(state, journal);
    }

    @Test
    void an_edited_journal_state_is_refused_by_undo_with_file_line_and_field_exit_1() throws Exception {
        Path before = t.entry("g1", "0001-T00-P0-set-up").resolve("state-before.yaml");
        Files.writeString(before, Files.readString(before).replace("  Kaga:\n", "  Kagu:\n"));
        byte[] state = t.stateBytes("g1");
        List<String> journal = t.journal("g1");

        CliRun r = t.run("undo", "g1");

        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(r.err)
                .containsPattern(
                        "state-before\\.yaml:[0-9]+: field \"units\\.Kagu\": unit Kagu is not in the scenario");
        assertNothingChanged(state, journal);
    }

    @Test
    void an_entry_whose_turn_was_edited_is_refused_with_file_line_and_field_exit_1() throws Exception {
        Path entry = t.entry("g1", "0001-T00-P0-set-up").resolve("entry.yaml");
        Files.writeString(entry, Files.readString(entry).replace("turn: 0", "turn: -3"));
        byte[] state = t.stateBytes("g1");
        List<String> journal = t.journal("g1");

        for (String cmd : new String[] {"undo", "send"}) {
            CliRun r = t.run(cmd, "g1");
            assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.INVALID);
            assertThat(r.err).containsPattern("entry\\.yaml:[0-9]+: field \"turn\": -3 does not match the folder name");
        }
        assertNothingChanged(state, journal);
    }
}

package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;

/** The journal's index is derived data: damaged or missing, it is rebuilt; {@code umpire repair} rebuilds it whole. */
class RepairCommandTest {

    @TempDir
    Path root;

    @Test
    void a_damaged_or_missing_index_changes_nothing_and_repair_rebuilds_it_from_the_entries() throws Exception {
        TestGames t = new TestGames(root);
        t.newGame("g1", 42);
        t.ok("resolve", "g1", "--defaults");
        t.ok("resolve", "g1", "--defaults");
        Path index = t.dir("g1").resolve("journal").resolve("index.tsv");
        assertThat(index).exists();
        String good = Files.readString(index);
        assertThat(good).contains("0001-T00-P0-set-up\t1\t0\tset-up\tresolve\t", "0002-T01-P1-movement\t2\t1\t");
        String report = t.ok("report", "g1", "--side", "US").out;

        Files.writeString(index, "garbage\n0001-T00-P0-set-up\tx\n");
        assertThat(t.ok("report", "g1", "--side", "US").out).isEqualTo(report);
        assertThat(t.ok("send", "g1").out).contains("already sent");

        CliRun r = t.ok("repair", "g1", "--lang", "en");
        assertThat(r.out).contains("Game g1: 2 journal entries read and checked; the journal index is rebuilt");
        assertThat(Files.readString(index)).isEqualTo(good);

        Files.delete(index);
        t.ok("undo", "g1");
        assertThat(Files.readString(index)).contains("0001-T00-P0-set-up", "0002-T01-P1-movement", "0003-T01-P1-undo");
    }

    @Test
    void repair_checks_every_entry_and_names_a_damaged_one() throws Exception {
        TestGames t = new TestGames(root);
        t.newGame("g1", 42);
        t.ok("resolve", "g1", "--defaults", "--no-send");
        Path after = t.entry("g1", "0001-T00-P0-set-up").resolve("state-after.yaml");
        Files.writeString(after, Files.readString(after).replace("capacity-lost: 0", "capacity-lost: -1"));
        CliRun r = t.run("repair", "g1");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(r.err).containsPattern("state-after\\.yaml:[0-9]+: field \"midway\\.capacity-lost\"");
    }
}

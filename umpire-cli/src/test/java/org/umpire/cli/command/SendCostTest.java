package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code send} renders only what it has not sent (its cost does not grow with the game), and the
 * welcome mail goes out with the first send whatever the order of the commands.
 */
class SendCostTest {

    @TempDir
    Path root;

    @Test
    void the_first_send_after_resolve_mails_the_opening_report_with_the_set_up_instructions() throws Exception {
        TestGames t = new TestGames(root);
        t.newGame("g1", 42);
        t.ok("resolve", "g1", "--defaults", "--no-send");
        t.ok("send", "g1");
        assertThat(t.outbox("g1"))
                .filteredOn(f -> f.contains(".T00-P00.e0000.") || f.contains(".T00-P00.r0."))
                .hasSize(3);
        String us = TestGames.text(t.dir("g1")
                .resolve("outbox")
                .resolve(t.outbox("g1").stream()
                        .filter(f -> f.contains(".T00-P00.r0.us."))
                        .findFirst()
                        .orElseThrow()));
        assertThat(us).contains("X-Umpire-Report: T00-P00 US");
    }

    @Test
    void a_new_mail_reads_only_its_own_journal_entries_not_the_whole_game_I_REP_15() throws Exception {
        TestGames t = new TestGames(root);
        t.newGame("g1", 42);
        for (int i = 0; i < 6; i++) {
            t.ok("resolve", "g1", "--defaults");
        }
        // every mail so far is sent; the first entries' events can no longer be read: a send that computed the
        // side codes (or anything else) from the whole journal again would fail
        try (Stream<Path> entries = Files.list(t.dir("g1").resolve("journal"))) {
            for (Path e : entries.filter(Files::isDirectory).sorted().limit(3).toList()) {
                Files.writeString(e.resolve("events.yaml"), "not: [events\n");
            }
        }
        CliRun r = t.run("resolve", "g1", "--defaults");
        assertThat(r.code).as(r.toString()).isZero();
        assertThat(r.out).contains("sent          US").contains("sent          JP");
    }

    @Test
    void a_send_with_nothing_new_renders_nothing_even_when_past_reports_could_not_be_rendered() throws Exception {
        TestGames t = new TestGames(root);
        t.newGame("g1", 42);
        t.ok("resolve", "g1", "--defaults");
        t.ok("resolve", "g1", "--defaults");
        // a template that fails to render: a send that rendered the past would fail
        Path club = Files.createDirectories(root.resolve("club"));
        Files.writeString(club.resolve("side.txt.mustache"), "{{#unclosed}}\n");
        CliRun r = t.run("send", "g1", "--templates", club.toString());
        assertThat(r.code).as(r.toString()).isZero();
        assertThat(r.out).contains("9 mail(s) already sent before");
    }
}

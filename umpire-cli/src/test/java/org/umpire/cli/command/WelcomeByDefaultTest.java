package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.mail.in.MailParser;

/**
 * docs/reports-and-mail.md#no-leak-by-construction: the commitment reaches the players by default. A game made with a plain {@code umpire new}
 * mails each player, with its first {@code send}, the welcome mail (the commitment, how to send orders, the
 * player's secret code) before the opening report; {@code --no-welcome} declines it; nothing goes twice.
 */
class WelcomeByDefaultTest {

    @TempDir
    Path root;

    @Test
    void a_plain_new_and_send_give_each_player_the_commitment_and_a_secret_code_once() throws Exception {
        TestGames t = new TestGames(root);
        CliRun created = t.ok(
                "new",
                "g1",
                "--us",
                TestGames.US_MAIL,
                "--jp",
                TestGames.JP_MAIL,
                "--us-lang",
                "en",
                "--jp-lang",
                "fr",
                "--lang",
                "en");
        assertThat(created.out).contains("welcome mail").contains("umpire send g1");
        assertThat(t.outbox("g1")).isEmpty();
        String commitment = t.store("g1").config().seedSha256();

        t.ok("send", "g1");
        List<String> welcomes =
                t.outbox("g1").stream().filter(f -> f.contains(".secret.")).toList();
        assertThat(welcomes).hasSize(2);
        for (String f : welcomes) {
            String text = MailParser.parse(
                            TestGames.bytes(t.dir("g1").resolve("outbox").resolve(f)))
                    .text();
            assertThat(text).contains(commitment).containsPattern("[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}");
        }
        assertThat(t.outbox("g1"))
                .anyMatch(f -> f.contains(".T00-P00.r0.us."))
                .anyMatch(f -> f.contains(".T00-P00.r0.jp."));
        assertThat(Files.exists(t.dir("g1").resolve("welcome.pending")))
                .as("every welcome went")
                .isFalse();

        int before = t.outbox("g1").size();
        t.ok("send", "g1");
        assertThat(t.outbox("g1")).as("nothing twice").hasSize(before);
    }

    @Test
    void no_welcome_declines_the_welcome_mails_and_welcome_with_it_is_a_usage_error() {
        TestGames t = new TestGames(root);
        t.ok("new", "g2", "--us", TestGames.US_MAIL, "--jp", TestGames.JP_MAIL, "--no-welcome", "--lang", "en");
        t.ok("send", "g2");
        assertThat(t.outbox("g2")).noneMatch(f -> f.contains(".secret."));
        CliRun both =
                t.run("new", "g3", "--us", TestGames.US_MAIL, "--jp", TestGames.JP_MAIL, "--welcome", "--no-welcome");
        assertThat(both.code).isEqualTo(ExitCode.USAGE);
        assertThat(both.err).contains("choose one");
    }
}

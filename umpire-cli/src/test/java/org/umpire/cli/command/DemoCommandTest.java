package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;

/** {@code umpire demo}: the README's first quick-start command. */
class DemoCommandTest {

    @TempDir
    Path dir;

    private static long emlCount(Path outbox) throws IOException {
        try (Stream<Path> s = Files.list(outbox)) {
            return s.filter(p -> p.toString().endsWith(".eml")).count();
        }
    }

    @Tag("slow")
    @Test
    void SRCH_10_the_demo_plays_its_script_and_the_us_locates_the_japanese_carriers() throws IOException {
        CliRun r = CliRun.run("demo", "--script", "--games-dir", dir.toString());
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        assertThat(r.out)
                .contains("Japan: group 1 entered in A7: Akagi, DesRon10a, HarunaKirishima, Kaga, Nagara.")
                .contains("United States located ships with carriers in B7 (air)")
                .contains("Now: Turn 5/25, 3 June 1942 18:00 (day), phase 1: movement");
        // the umpire: the opening and 11 resolved phases; each side (see
        // docs/reports-and-mail.md#no-leak-by-construction): the opening and one mail each time
        // the game waited for it, 12 for the US, 10 for Japan. The US is asked for raids on turns 3 and 4, when the
        // carriers it located in C7 and D7 are within its aircraft's reach, not on turn 2 (B7 is beyond it, I-ENG-45)
        assertThat(emlCount(dir.resolve("demo/outbox"))).isEqualTo(34);
        assertThat(r.err).isEmpty();
    }

    @Tag("slow")
    @Test
    void every_scripted_order_file_is_accepted_when_its_phase_comes() {
        // the command refuses to go on (internal error) if any scripted line is refused
        CliRun r = CliRun.run("demo", "--script", "--games-dir", dir.toString(), "--turns", "4", "--lang", "fr");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        assertThat(r.out).contains("Partie de démonstration demo créée");
        assertThat(CliRun.run("show", "demo", "--games-dir", dir.toString()).out)
                .contains("J5")
                .contains("groupe « TF16 »")
                .contains("D7"); // see docs/reports-and-mail.md: the game's umpire language
    }

    @Tag("slow")
    @Test
    void the_demo_replays_its_own_game_and_gives_the_same_state() throws IOException {
        CliRun.run("demo", "--games-dir", dir.toString(), "--turns", "2");
        byte[] first = Files.readAllBytes(dir.resolve("demo/state.yaml"));
        CliRun again = CliRun.run("demo", "--games-dir", dir.toString(), "--turns", "2");
        assertThat(again.code).as(again.toString()).isEqualTo(ExitCode.OK);
        assertThat(Files.readAllBytes(dir.resolve("demo/state.yaml"))).isEqualTo(first);
    }

    @Test
    void the_demo_never_replaces_a_real_game() throws IOException {
        CliRun.run("new", "demo", "--us", "a@club.fr", "--jp", "b@club.fr", "--games-dir", dir.toString());
        byte[] before = Files.readAllBytes(dir.resolve("demo/state.yaml"));
        CliRun r = CliRun.run("demo", "--games-dir", dir.toString());
        assertThat(r.code).isEqualTo(ExitCode.CONFLICT);
        assertThat(r.err).contains("is not a demonstration game").contains("--game");
        assertThat(Files.readAllBytes(dir.resolve("demo/state.yaml"))).isEqualTo(before);
    }

    @Test
    void a_bad_number_of_turns_is_a_usage_error() {
        CliRun r = CliRun.run("demo", "--games-dir", dir.toString(), "--turns", "30");
        assertThat(r.code).isEqualTo(ExitCode.USAGE);
        assertThat(r.err).contains("--turns").contains("1 to 25");
        assertThat(dir.resolve("demo")).doesNotExist();
    }

    @Tag("slow")
    @Test
    void GAME_3_two_bots_play_a_whole_game_by_mail_to_its_final_score() throws IOException {
        CliRun r = CliRun.run("demo", "--games-dir", dir.toString());

        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        assertThat(r.out)
                .contains("two bots play it by mail")
                .contains("25/25 turns")
                .contains("Game over (after turn 25)")
                .containsPattern("The game is over\\. .* VP")
                .contains("Where to look:");
        assertThat(r.err).isEmpty();
        // every order mail went through the intake and was accepted: none failed, none waits
        Path inbox = dir.resolve("demo/inbox");
        assertThat(emlCount(inbox.resolve("new"))).isZero();
        assertThat(inbox.resolve("failed")).doesNotExist();
        long orders;
        try (Stream<Path> s = Files.list(inbox.resolve("cur"))) {
            orders = s.count();
        }
        assertThat(orders).isGreaterThan(50);
        try (Stream<Path> s = Files.list(dir.resolve("demo/outbox"))) {
            List<String> names = s.map(p -> p.getFileName().toString()).toList();
            assertThat(names.stream().filter(n -> n.startsWith("demo.receipt.")).count())
                    .isEqualTo(orders);
            assertThat(names.stream().filter(n -> n.startsWith("demo.secret.")).count())
                    .isEqualTo(2);
            assertThat(names)
                    .anyMatch(n -> n.startsWith("demo.T25-") && n.contains(".us."))
                    .anyMatch(n -> n.startsWith("demo.T25-") && n.contains(".jp."));
        }
        // a phase a bot had nothing to order in: its letter says so, and the receipt takes it as its orders
        boolean nothing = false;
        try (Stream<Path> s = Files.list(dir.resolve("demo/outbox"))) {
            for (Path p : s.filter(p -> p.getFileName().toString().startsWith("demo.receipt."))
                    .toList()) {
                nothing |= Files.readString(p, StandardCharsets.ISO_8859_1).contains("no orders this phase");
            }
        }
        assertThat(nothing).isTrue();
    }

    @Test
    void script_and_bots_together_are_a_usage_error() {
        CliRun r = CliRun.run("demo", "--script", "--bots", "--games-dir", dir.toString());
        assertThat(r.code).isEqualTo(ExitCode.USAGE);
        assertThat(dir.resolve("demo")).doesNotExist();
    }
}

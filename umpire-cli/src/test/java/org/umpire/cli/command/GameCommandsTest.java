package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameSeed;

/** {@code umpire new}, {@code status}, {@code show}: happy paths and bad input. */
class GameCommandsTest {

    @TempDir
    Path dir;

    private CliRun newGame(String id, String... extra) {
        String[] base = {
            "new", id, "--us", "us@club.fr", "--jp", "jp@club.fr", "--seed", "42", "--games-dir", dir.toString()
        };
        String[] args = new String[base.length + extra.length];
        System.arraycopy(base, 0, args, 0, base.length);
        System.arraycopy(extra, 0, args, base.length, extra.length);
        return CliRun.run(args);
    }

    @Test
    void new_creates_the_game_folder_and_publishes_the_seed_commitment() throws IOException {
        CliRun r = newGame("midway-1", "--lang", "en");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        assertThat(r.out)
                .contains("Game midway-1 created in " + dir.resolve("midway-1"))
                .contains("Scenario: Victory at Midway, 3–6 June 1942, 25 turns")
                .contains("Set-up before turn 1 (3 June 1942 04:30)");
        assertThat(dir.resolve("midway-1/game.yaml")).exists();
        assertThat(dir.resolve("midway-1/state.yaml")).exists();
        String config = Files.readString(dir.resolve("midway-1/game.yaml"), StandardCharsets.UTF_8);
        GameSeed seed = GameSeed.tryParse(Files.readString(dir.resolve("midway-1/seed.secret")))
                .orElseThrow();
        String commitment = seed.commitment(GameId.parse("midway-1"));
        assertThat(r.out).contains(commitment);
        assertThat(seed.isNumber(42)).isTrue();
        assertThat(seed.chosen()).isTrue();
        assertThat(config)
                .contains("us@club.fr")
                .contains("seed-sha256: " + commitment)
                .doesNotContain(seed.hex())
                .doesNotContain(seed.nonceHex());
    }

    @Test
    void every_command_speaks_the_games_umpire_language() throws IOException {
        CliRun r = newGame("partie", "--lang", "en", "--umpire-lang", "fr");
        assertThat(r.out)
                .contains("Partie partie créée")
                .contains("3 juin 1942 04h30")
                .contains("3–6 juin 1942");
        assertThat(Files.readString(dir.resolve("partie/game.yaml"), StandardCharsets.UTF_8))
                .contains("umpire-language: fr");
        String[] games = {"--games-dir", dir.toString()};
        assertThat(CliRun.run(concat(new String[] {"status", "partie"}, games)).out)
                .startsWith("Partie partie : Victory at Midway, 3–6 juin 1942\n")
                .contains("Ordres attendus de");
        assertThat(CliRun.run(concat(new String[] {"show", "partie"}, games)).out)
                .contains("Brouillard");
        assertThat(CliRun.run(concat(new String[] {"deadline", "partie"}, games)).out)
                .contains("pas d'échéance");
        // --lang still chooses for one command
        assertThat(CliRun.run(concat(new String[] {"status", "partie", "--lang", "en"}, games)).out)
                .startsWith("Game partie: Victory at Midway, 3–6 June 1942\n");
    }

    /** Docs "Packages and layers" (see docs/reports-and-mail.md#one-language-per-reader): the refusals of new, receive, watch, demo and deadlines.txt in the umpire's language. */
    @Test
    void the_umpires_refusals_speak_the_umpire_language_and_change_nothing() throws IOException {
        CliRun zone = newGame("g9", "--umpire-lang", "fr", "--time-zone", "Mars/Olympus");
        assertThat(zone.code).isEqualTo(ExitCode.USAGE);
        assertThat(zone.err).contains("« Mars/Olympus » n'est pas un fuseau horaire");
        CliRun both = newGame("g9", "--umpire-lang", "fr", "--welcome", "--no-welcome");
        assertThat(both.code).isEqualTo(ExitCode.USAGE);
        assertThat(both.err).contains("choisissez l'un des deux");
        assertThat(dir.resolve("g9")).as("nothing made").doesNotExist();
        CliRun spec = newGame("g9", "--umpire-lang", "fr", "--deadline", "soon=1h");
        assertThat(spec.err).contains("« soon=1h » n'est pas un type de phase et une durée");
        String[] games = {"--games-dir", dir.toString(), "--umpire-lang", "fr"};
        String none = dir.resolve("nowhere").toString();
        assertThat(CliRun.run(concat(new String[] {"receive", "--maildir", none}, games)).err)
                .contains("pas de dossier");
        assertThat(CliRun.run(concat(new String[] {"watch", "--once", "--every", "soon", "--maildir", none}, games))
                        .err)
                .contains("« soon » n'est pas une durée comme 30s, 5m ou 1h");
        assertThat(CliRun.run("demo", "--lang", "fr", "--turns", "30", "--games-dir", dir.toString()).err)
                .contains("30 n'est pas un nombre de tours de 1 à 25");
        newGame("partie", "--umpire-lang", "fr");
        Files.writeString(dir.resolve("partie/deadlines.txt"), "movement soon\n");
        CliRun spoilt = CliRun.run("deadline", "partie", "--games-dir", dir.toString());
        assertThat(spoilt.code).isEqualTo(ExitCode.INVALID);
        assertThat(spoilt.err).contains("deadlines.txt:1 : « movement soon » n'est pas compris");
    }

    private static String[] concat(String[] a, String[] b) {
        String[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    @Test
    void new_refuses_an_existing_game_and_changes_nothing() throws IOException {
        newGame("g1");
        byte[] before = Files.readAllBytes(dir.resolve("g1/game.yaml"));
        CliRun again = newGame("g1");
        assertThat(again.code).isEqualTo(ExitCode.CONFLICT);
        assertThat(again.err).contains("g1");
        assertThat(Files.readAllBytes(dir.resolve("g1/game.yaml"))).isEqualTo(before);
    }

    @Test
    void new_refuses_a_hostile_game_id() {
        CliRun r = newGame("../escape");
        assertThat(r.code).isEqualTo(ExitCode.USAGE);
        assertThat(r.err).contains("../escape");
        assertThat(dir.getParent().resolve("escape")).doesNotExist();
    }

    @Test
    void new_refuses_bad_addresses_languages_and_zones_with_the_option_named() {
        CliRun mail =
                CliRun.run("new", "g", "--us", "not-an-address", "--jp", "jp@x.org", "--games-dir", dir.toString());
        assertThat(mail.code).isEqualTo(ExitCode.USAGE);
        assertThat(mail.err).contains("--us").contains("not-an-address");
        CliRun lang = newGame("g", "--lang", "de");
        assertThat(lang.code).isEqualTo(ExitCode.USAGE);
        assertThat(lang.err).contains("\"de\" is not a language: use fr or en");
        CliRun zone = newGame("g", "--time-zone", "Mars/Olympus");
        assertThat(zone.code).isEqualTo(ExitCode.USAGE);
        assertThat(zone.err).contains("--time-zone").contains("Europe/Paris");
        CliRun same = CliRun.run("new", "g", "--us", "a@x.org", "--jp", "a@x.org", "--games-dir", dir.toString());
        assertThat(same.code).isEqualTo(ExitCode.USAGE);
        assertThat(dir.resolve("g")).doesNotExist();
    }

    @Test
    void new_refuses_an_unknown_scenario() {
        CliRun r = newGame("g", "--scenario", "guadalcanal");
        assertThat(r.code).isEqualTo(ExitCode.NOT_FOUND);
        assertThat(r.err).contains("guadalcanal");
        assertThat(dir.resolve("g")).doesNotExist();
    }

    @Test
    void status_of_a_game_names_turn_phase_and_who_is_awaited() {
        newGame("g1");
        CliRun r = CliRun.run("status", "g1", "--games-dir", dir.toString());
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        assertThat(r.out).isEqualTo("""
                Game g1: Victory at Midway, 3–6 June 1942
                Set-up before turn 1 (3 June 1942 04:30)
                Orders awaited from: US, JP
                """);
    }

    @Test
    void status_without_a_game_lists_every_game_one_line_each() {
        newGame("b-game");
        newGame("a-game");
        CliRun r = CliRun.run("status", "--games-dir", dir.toString(), "--lang", "fr");
        assertThat(r.code).isEqualTo(ExitCode.OK);
        assertThat(r.out.lines())
                .containsExactly(
                        "a-game: Mise en place avant le tour 1 (3 juin 1942 04h30); Ordres attendus de : US, JP",
                        "b-game: Mise en place avant le tour 1 (3 juin 1942 04h30); Ordres attendus de : US, JP");
    }

    @Test
    void status_with_no_games_says_where_it_looked() {
        CliRun r = CliRun.run("status", "--games-dir", dir.toString());
        assertThat(r.code).isEqualTo(ExitCode.OK);
        assertThat(r.out).contains("No game in " + dir);
    }

    @Test
    void status_and_show_of_a_missing_game_exit_not_found() {
        assertThat(CliRun.run("status", "nope", "--games-dir", dir.toString()).code)
                .isEqualTo(ExitCode.NOT_FOUND);
        CliRun show = CliRun.run("show", "nope", "--games-dir", dir.toString());
        assertThat(show.code).isEqualTo(ExitCode.NOT_FOUND);
        assertThat(show.err).contains("nope").doesNotContain("Exception");
    }

    @Test
    void show_gives_the_umpire_every_unit_of_both_sides() {
        newGame("g1");
        CliRun r = CliRun.run("show", "g1", "--games-dir", dir.toString());
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        assertThat(r.out)
                .contains("Fog: 30 hexes (A1-A5 B1-B5 C1-C5 D1-D5 E1-E5 F1-F5)")
                .contains("Midway (H6): airfield capacity 8/8")
                .contains("H6 (Midway)")
                .contains("US  Marine company A [MarA]")
                .contains("MF3 F(e) ready")
                .contains("JP group 01 (not entered): Akagi DesRon10a HarunaKirishima Kaga Nagara")
                .contains("Kaga aboard: KD1 D ready")
                .contains("TT1 aboard: SNLFKure LAND")
                .contains("JP reserve fighters: AFR HiFR KFR SFR")
                .contains("Victory points: US 0, JP 0");
    }

    @Test
    void bad_options_are_usage_errors_with_help() {
        CliRun r = CliRun.run("show");
        assertThat(r.code).isEqualTo(ExitCode.USAGE);
        assertThat(r.err).contains("Missing required parameter: 'GAME'").contains("Usage: umpire show");
        CliRun unknown = CliRun.run("frobnicate");
        assertThat(unknown.code).isEqualTo(ExitCode.USAGE);
    }

    @Test
    void every_command_has_help() {
        for (String cmd : new String[] {"new", "status", "show", "scenario"}) {
            CliRun r = CliRun.run(cmd, "--help");
            assertThat(r.code).as(cmd).isEqualTo(ExitCode.OK);
            assertThat(r.out).as(cmd).contains("Usage: umpire " + cmd);
        }
    }
}

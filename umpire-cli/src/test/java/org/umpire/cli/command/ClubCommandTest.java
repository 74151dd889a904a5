package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.club.ClubFile;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.MissedOrdersPolicy;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;

/**
 * docs/club.md: a club's folder. {@code club init DIR} writes the club file; every game made in that folder
 * takes its defaults (languages, time zone, deadlines, rules folder) and an option of {@code new} wins;
 * {@code club status} lists every game in one table (text, French or English, and CSV); a broken club file is
 * named with its file, line and field and the fix, and nothing is made.
 */
class ClubCommandTest {

    @TempDir
    Path root;

    private TestGames club() {
        return new TestGames(root);
    }

    @Test
    void a_game_made_in_a_club_folder_takes_the_club_defaults_and_an_option_of_new_wins() throws IOException {
        TestGames t = club();
        CliRun init = CliRun.run(
                "club",
                "init",
                t.games.toString(),
                "--name",
                "Club de Lyon",
                "--umpire",
                "arbitre@club.example",
                "--lang",
                "en",
                "--umpire-lang",
                "fr",
                "--time-zone",
                "America/New_York",
                "--deadline",
                "movement=36h,combat=12h");
        assertThat(init.code).as(init.toString()).isEqualTo(ExitCode.OK);
        assertThat(init.out)
                .contains("Club de Lyon : fichier du club écrit dans", "deadlines: movement=36h,combat=12h");
        Path file = t.games.resolve(ClubFile.FILE);
        assertThat(Files.readString(file))
                .contains(
                        "name: \"Club de Lyon\"\n",
                        "umpire: \"arbitre@club.example\"\n",
                        "languages:\n  players: en\n  umpire: fr\n",
                        "time-zone: America/New_York\n",
                        "missed-orders: defaults\n");

        t.ok("new", "g1", "--us", "nimitz@club.example", "--jp", "yamamoto@club.example", "--no-welcome");
        GameStore g1 = t.store("g1");
        assertThat(g1.config().playersOf(Side.US).get(0).language()).isEqualTo(Language.EN);
        assertThat(g1.config().umpireLanguage()).contains(Language.FR);
        assertThat(g1.config().timeZone().getId()).isEqualTo("America/New_York");
        assertThat(Deadlines.of(g1.dir()).durations())
                .containsOnlyKeys(Deadlines.Kind.MOVEMENT, Deadlines.Kind.COMBAT)
                .containsEntry(Deadlines.Kind.MOVEMENT, Duration.ofHours(36));

        // every option of new wins over the club's
        t.ok(
                "new",
                "g2",
                "--us",
                "nimitz@club.example",
                "--jp",
                "yamamoto@club.example",
                "--no-welcome",
                "--lang",
                "fr",
                "--umpire-lang",
                "en",
                "--time-zone",
                "Europe/Paris",
                "--deadline",
                "none");
        GameStore g2 = t.store("g2");
        assertThat(g2.config().playersOf(Side.JP).get(0).language()).isEqualTo(Language.FR);
        assertThat(g2.config().umpireLanguage()).contains(Language.EN);
        assertThat(g2.config().timeZone().getId()).isEqualTo("Europe/Paris");
        assertThat(Deadlines.of(g2.dir()).durations()).isEmpty();

        // a folder without a club file: the program's own defaults, as before
        CliRun other = CliRun.run(
                "new",
                "g3",
                "--us",
                "a@x.example",
                "--jp",
                "b@x.example",
                "--no-welcome",
                "--games-dir",
                root.resolve("other").toString());
        assertThat(other.code).as(other.toString()).isEqualTo(ExitCode.OK);
        assertThat(Files.exists(root.resolve("other/g3/" + Deadlines.FILE))).isFalse();
    }

    @Test
    void the_club_rules_folder_is_kept_relative_and_each_game_keeps_a_copy() throws IOException {
        TestGames t = club();
        Path rules = t.games.resolve("_rules/victory-at-midway");
        Files.createDirectories(rules);
        Path builtIn = TestGames.example("x").getParent().getParent().resolve("rules/victory-at-midway");
        try (var files = Files.list(builtIn)) {
            for (Path f : files.toList()) {
                Files.copy(f, rules.resolve(f.getFileName()));
            }
        }
        Path likeAGame = t.games.resolve("rules");
        Files.createDirectories(likeAGame);
        CliRun refused = CliRun.run(
                "club",
                "init",
                t.games.toString(),
                "--name",
                "Midway",
                "--umpire",
                "u@club.example",
                "--rules",
                likeAGame.toString(),
                "--umpire-lang",
                "en");
        assertThat(refused.code).as(refused.toString()).isEqualTo(ExitCode.USAGE);
        assertThat(refused.err).contains("a name a game could have");
        Files.delete(likeAGame);
        CliRun init = CliRun.run(
                "club",
                "init",
                t.games.toString(),
                "--name",
                "Midway",
                "--umpire",
                "u@club.example",
                "--rules",
                rules.toString(),
                "--missed-orders",
                "wait",
                "--umpire-lang",
                "en");
        assertThat(init.code).as(init.toString()).isEqualTo(ExitCode.OK);
        assertThat(Files.readString(t.games.resolve(ClubFile.FILE)))
                .contains("rules: \"_rules/victory-at-midway\"\n", "deadlines: none\n", "missed-orders: wait\n");
        t.ok("new", "g1", "--us", "nimitz@club.example", "--jp", "yamamoto@club.example", "--no-welcome");
        assertThat(t.dir("g1").resolve("rules/scenario.yaml")).exists();
        assertThat(Files.exists(t.dir("g1").resolve(Deadlines.FILE))).isFalse();
        // the folder _rules/ is not a game: status lists g1 alone
        CliRun status = CliRun.run("club", "status", t.games.toString(), "--csv");
        assertThat(status.out.lines().count()).as(status.toString()).isEqualTo(2);
    }

    @Test
    void club_status_lists_every_game_with_its_turn_phase_awaited_orders_and_deadline() {
        TestGames t = club();
        CliRun.run(
                "club",
                "init",
                t.games.toString(),
                "--name",
                "Midway",
                "--umpire",
                "u@club.example",
                "--deadline",
                "setup=72h,movement=48h",
                "--umpire-lang",
                "en");
        t.ok(
                "new",
                "alpha",
                "--us",
                "nimitz@club.example",
                "--jp",
                "yamamoto@club.example",
                "--no-welcome",
                "--seed",
                "1");
        t.ok("new", "beta", "--us", "spruance@club.example", "--jp", "bot", "--no-welcome", "--seed", "2");
        t.ok(
                "new",
                "gamma",
                "--us",
                "fletcher@club.example",
                "--jp",
                "nagumo@club.example",
                "--no-welcome",
                "--seed",
                "3");
        t.submit("gamma", "JP", "concede\n");
        t.ok("resolve", "gamma", "--defaults", "--no-send");

        CliRun en = t.ok("club", "status", "--lang", "en");
        assertThat(en.out)
                .startsWith("Midway: umpire u@club.example, games folder " + t.games + "\n"
                        + "Game   Turn  Phase      Orders awaited from");
        assertThat(en.out)
                .containsPattern("alpha +0  set-up     US nimitz@club.example; JP yamamoto@club.example  "
                        + "20[0-9-]+ [0-9:]+ Europe/Paris")
                .containsPattern("beta +0  set-up     US spruance@club.example +20[0-9-]+ [0-9:]+ Europe/Paris")
                .containsPattern("gamma +0  game over +over: JP conceded, US won");
        CliRun fr = CliRun.run("club", "status", t.games.toString());
        assertThat(fr.out).as("the club's umpire language: English").contains("Orders awaited from");
        assertThat(CliRun.run("club", "status", t.games.toString(), "--lang", "fr").out)
                .contains(
                        "Midway : arbitre u@club.example",
                        "Ordres attendus de",
                        "mise en place",
                        "terminée : abandon JP, victoire US");
        CliRun csv = CliRun.run("club", "status", t.games.toString(), "--csv");
        assertThat(csv.out)
                .startsWith("game,turn,phase,phase_name,state,awaited,awaited_players,received,deadline_utc,"
                        + "deadline_local,time_zone,note\n")
                .containsPattern(
                        "\nalpha,0,0,set-up,on,US JP,nimitz@club.example yamamoto@club.example,,20[0-9-]+T[0-9:]+Z,")
                .contains("\ngamma,0,12,game over,over,,,,,,Europe/Paris,\"over: JP conceded, US won\"\n");
    }

    /** docs/club.md, the missed-orders policy: the club's stand-in, its limit and what follows, taken by new; options win. */
    @Test
    void a_club_s_stand_in_policy_is_written_read_and_taken_by_new_and_its_bad_fields_are_named() throws IOException {
        TestGames t = club();
        CliRun init = CliRun.run(
                "club",
                "init",
                t.games.toString(),
                "--name",
                "Midway",
                "--umpire",
                "u@club.example",
                "--missed-orders",
                "stand-in",
                "--extension",
                "12h",
                "--stand-in-limit",
                "2",
                "--after-limit",
                "forfeit",
                "--umpire-lang",
                "en");
        assertThat(init.code).as(init.toString()).isEqualTo(ExitCode.OK);
        assertThat(Files.readString(t.games.resolve(ClubFile.FILE))).contains("""
                missed-orders: stand-in
                extension: 12h
                stand-in-limit: 2
                after-limit: forfeit
                """);
        t.ok("new", "g1", "--us", "nimitz@club.example", "--jp", "yamamoto@club.example", "--no-welcome");
        assertThat(t.store("g1").config().missedOrders())
                .isEqualTo(new MissedOrdersPolicy(
                        MissedOrdersPolicy.Kind.STAND_IN,
                        Optional.of(Duration.ofHours(12)),
                        2,
                        MissedOrdersPolicy.AfterLimit.FORFEIT));
        t.ok(
                "new",
                "g2",
                "--us",
                "nimitz@club.example",
                "--jp",
                "yamamoto@club.example",
                "--no-welcome",
                "--after-limit",
                "pause",
                "--extension",
                "none");
        assertThat(t.store("g2").config().missedOrders().afterLimit()).isEqualTo(MissedOrdersPolicy.AfterLimit.PAUSE);
        assertThat(t.store("g2").config().missedOrders().extension()).isEmpty();
        t.ok(
                "new",
                "g3",
                "--us",
                "nimitz@club.example",
                "--jp",
                "yamamoto@club.example",
                "--no-welcome",
                "--missed-orders",
                "defaults");
        assertThat(Files.readString(t.dir("g3").resolve("game.yaml")))
                .contains("policy: defaults", "extension: 12h")
                .doesNotContain("stand-in-limit");

        Files.writeString(t.games.resolve(ClubFile.FILE), """
                format: 1
                name: Midway
                umpire: u@club.example
                deadlines: none
                missed-orders: stand-in
                extension: soon
                stand-in-limit: 0
                after-limit: never
                """, StandardCharsets.UTF_8);
        String file = t.games.resolve(ClubFile.FILE).toString();
        CliRun en =
                t.run("new", "g4", "--us", "a@x.example", "--jp", "b@x.example", "--no-welcome", "--umpire-lang", "en");
        assertThat(en.code).isEqualTo(ExitCode.INVALID);
        assertThat(en.err)
                .contains(
                        file
                                + ":5: field \"missed-orders\": stand-in plays at a deadline, but the deadlines field gives none",
                        file + ":6: field \"extension\": \"soon\" is not an extension; write a time like 12h or 1d",
                        file + ":7: field \"stand-in-limit\": \"0\" is not a number of phases; write 1 to 99",
                        file
                                + ":8: field \"after-limit\": \"never\" is not what follows the stand-in's limit; write forfeit");
        CliRun fr =
                t.run("new", "g4", "--us", "a@x.example", "--jp", "b@x.example", "--no-welcome", "--umpire-lang", "fr");
        assertThat(fr.err)
                .contains(file + ":8: champ « after-limit » : « never » n'est pas ce qui suit la limite du remplaçant");
        Files.writeString(t.games.resolve(ClubFile.FILE), """
                format: 1
                name: Midway
                umpire: u@club.example
                missed-orders: defaults
                stand-in-limit: 3
                """, StandardCharsets.UTF_8);
        assertThat(t.run(
                                "new",
                                "g4",
                                "--us",
                                "a@x.example",
                                "--jp",
                                "b@x.example",
                                "--no-welcome",
                                "--umpire-lang",
                                "en")
                        .err)
                .contains(
                        file + ":5: field \"stand-in-limit\": it belongs to missed-orders: stand-in, and the policy is"
                                + " defaults; remove the line, or write missed-orders: stand-in");
        assertThat(t.dir("g4")).doesNotExist();
    }

    @Test
    void a_broken_club_file_is_named_with_its_line_field_and_fix_and_nothing_is_made() throws IOException {
        TestGames t = club();
        Files.createDirectories(t.games);
        Files.writeString(t.games.resolve(ClubFile.FILE), """
                format: 1
                name: Midway
                umpire: not-an-address
                languages:
                  players: klingon
                time-zone: Mars/Olympus
                deadlines: movement=soon
                missed-orders: maybe
                rulez: x
                """, StandardCharsets.UTF_8);
        CliRun r =
                t.run("new", "g1", "--us", "a@x.example", "--jp", "b@x.example", "--no-welcome", "--umpire-lang", "en");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.INVALID);
        String file = t.games.resolve(ClubFile.FILE).toString();
        assertThat(r.err)
                .contains(
                        file + ":3: field \"umpire\": \"not-an-address\" is not a plain e-mail address",
                        file + ":5: field \"languages.players\": \"klingon\" is not a language; write fr or en",
                        file + ":6: field \"time-zone\": \"Mars/Olympus\" is not a time zone",
                        file + ":7: field \"deadlines\": \"movement=soon\" is not a list of KIND=TIME",
                        file + ":8: field \"missed-orders\": \"maybe\" is not a missed-orders policy",
                        file + ":9: unknown field \"rulez\"; the fields are: format, name, umpire,",
                        "Fix " + file + " at the line(s) above",
                        "Nothing was changed.");
        assertThat(t.dir("g1")).doesNotExist();
        CliRun status = CliRun.run("club", "status", t.games.toString(), "--lang", "fr");
        assertThat(status.code).isEqualTo(ExitCode.INVALID);
        assertThat(status.err)
                .contains(
                        file + ":5: champ « languages.players » : « klingon » n'est pas une langue",
                        "Corrigez " + file);

        Files.writeString(t.games.resolve(ClubFile.FILE), """
                format: 1
                name: Midway
                umpire: u@club.example
                missed-orders: wait
                """, StandardCharsets.UTF_8);
        CliRun wait =
                t.run("new", "g1", "--us", "a@x.example", "--jp", "b@x.example", "--no-welcome", "--umpire-lang", "en");
        assertThat(wait.code).as(wait.toString()).isEqualTo(ExitCode.OK);
        Files.writeString(t.games.resolve(ClubFile.FILE), """
                format: 2
                name: Midway
                umpire: u@club.example
                deadlines: movement=48h
                missed-orders: wait
                """, StandardCharsets.UTF_8);
        CliRun newer = t.run("club", "status", "--lang", "en");
        assertThat(newer.err)
                .contains(
                        file + ":1: field \"format\": format 2 is newer than this program reads (1): update umpire",
                        file
                                + ":5: field \"missed-orders\": wait means no deadline, but the deadlines field gives some");
    }

    @Test
    void club_init_refuses_to_replace_a_club_file_and_bad_options_change_nothing() throws IOException {
        TestGames t = club();
        String dir = t.games.toString();
        assertThat(CliRun.run("club", "init", dir, "--name", "Midway", "--umpire", "u@club.example", "--lang", "en")
                        .code)
                .isEqualTo(ExitCode.OK);
        byte[] before = Files.readAllBytes(t.games.resolve(ClubFile.FILE));
        CliRun again =
                CliRun.run("club", "init", dir, "--name", "Other", "--umpire", "u@club.example", "--umpire-lang", "en");
        assertThat(again.code).isEqualTo(ExitCode.CONFLICT);
        assertThat(again.err).contains("exists already: add --force to replace it");
        assertThat(CliRun.run("club", "init", dir, "--name", "Other", "--umpire", "nobody", "--force").code)
                .isEqualTo(ExitCode.USAGE);
        assertThat(CliRun.run(
                                "club",
                                "init",
                                dir,
                                "--name",
                                "Other",
                                "--umpire",
                                "u@club.example",
                                "--force",
                                "--deadline",
                                "movement=48h",
                                "--missed-orders",
                                "wait")
                        .code)
                .isEqualTo(ExitCode.USAGE);
        assertThat(CliRun.run(
                                "club",
                                "init",
                                dir,
                                "--name",
                                "Other",
                                "--umpire",
                                "u@club.example",
                                "--force",
                                "--rules",
                                root.resolve("none").toString())
                        .code)
                .isEqualTo(ExitCode.NOT_FOUND);
        assertThat(Files.readAllBytes(t.games.resolve(ClubFile.FILE))).isEqualTo(before);
        CliRun forced = CliRun.run("club", "init", dir, "--name", "Other", "--umpire", "u@club.example", "--force");
        assertThat(forced.code).isEqualTo(ExitCode.OK);
        assertThat(Files.readString(t.games.resolve(ClubFile.FILE))).contains("name: \"Other\"");
        assertThat(CliRun.run("club", "status", root.resolve("nowhere").toString()).code)
                .isEqualTo(ExitCode.NOT_FOUND);
    }
}

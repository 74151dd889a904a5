package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.club.ClubFile;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.Observers;
import org.umpire.cli.store.Player;
import org.umpire.engine.model.Language;

/**
 * I-CLI-8, docs/club.md#observers: {@code umpire new --observer ... --observer-delay ... --observer-lang ...}, the club
 * file's {@code observers:} and {@code observer-delay:}, and {@code umpire observer add|remove|list}; a player's
 * address, a bad address or a bad delay is refused naming the option and the fix, and nothing is changed.
 */
class ObserverCommandTest {

    @TempDir
    Path root;

    @Test
    void I_CLI_8_new_keeps_its_observers_their_language_and_the_delay_and_end_is_the_default() throws IOException {
        TestGames t = new TestGames(root);
        t.ok(
                "new",
                "g1",
                "--us",
                TestGames.US_MAIL,
                "--jp",
                TestGames.JP_MAIL,
                "--no-welcome",
                "--umpire-lang",
                "fr",
                "--observer",
                "anne@watch.example",
                "--observer",
                "bruno@watch.example",
                "--observer-delay",
                "1",
                "--observer-lang",
                "en");
        assertThat(t.store("g1").config().observers())
                .isEqualTo(new Observers(
                        List.of(
                                new Player("anne@watch.example", Language.EN),
                                new Player("bruno@watch.example", Language.EN)),
                        Optional.of(1)));
        t.ok("new", "g2", "--us", TestGames.US_MAIL, "--jp", TestGames.JP_MAIL, "--no-welcome", "--umpire-lang", "fr");
        assertThat(t.store("g2").config().observers()).isEqualTo(Observers.NONE);
        assertThat(Files.readString(t.store("g2").dir().resolve(GameStore.CONFIG)))
                .doesNotContain("observer");
        t.ok(
                "new",
                "g3",
                "--us",
                TestGames.US_MAIL,
                "--jp",
                TestGames.JP_MAIL,
                "--no-welcome",
                "--umpire-lang",
                "en",
                "--observer",
                "anne@watch.example");
        Observers g3 = t.store("g3").config().observers();
        assertThat(g3.atEndOnly()).as("the safe default: end").isTrue();
        assertThat(g3.people().get(0).language())
                .as("the game's umpire language")
                .isEqualTo(Language.EN);
    }

    @Test
    void I_CLI_8_a_player_a_bad_address_or_a_bad_delay_is_refused_and_no_game_is_made() {
        TestGames t = new TestGames(root);
        CliRun player = t.run(
                "new",
                "g1",
                "--us",
                TestGames.US_MAIL,
                "--jp",
                TestGames.JP_MAIL,
                "--no-welcome",
                "--umpire-lang",
                "en",
                "--observer",
                "Nimitz@club.example");
        assertThat(player.code).as(player.toString()).isEqualTo(ExitCode.USAGE);
        assertThat(player.err).contains("--observer Nimitz@club.example: that address plays in this game");
        CliRun delay = t.run(
                "new",
                "g1",
                "--us",
                TestGames.US_MAIL,
                "--jp",
                TestGames.JP_MAIL,
                "--no-welcome",
                "--umpire-lang",
                "fr",
                "--observer-delay",
                "soon");
        assertThat(delay.code).as(delay.toString()).isEqualTo(ExitCode.USAGE);
        assertThat(delay.err).contains("--observer-delay : « soon » n'est pas un retard");
        CliRun address = t.run(
                "new",
                "g1",
                "--us",
                TestGames.US_MAIL,
                "--jp",
                TestGames.JP_MAIL,
                "--no-welcome",
                "--umpire-lang",
                "en",
                "--observer",
                "not an address");
        assertThat(address.code).as(address.toString()).isEqualTo(ExitCode.USAGE);
        assertThat(address.err).contains("--observer: \"not an address\" is not a plain e-mail address");
        assertThat(Files.exists(t.games.resolve("g1"))).isFalse();
    }

    @Test
    void I_CLI_8_observer_add_remove_and_list_change_game_yaml_only_and_refuse_a_player() throws IOException {
        TestGames t = new TestGames(root);
        t.ok("new", "g1", "--us", TestGames.US_MAIL, "--jp", TestGames.JP_MAIL, "--no-welcome", "--umpire-lang", "en");
        Path dir = t.store("g1").dir();
        String before = Files.readString(dir.resolve(GameStore.CONFIG));
        CliRun add = t.ok("observer", "add", "g1", "anne@watch.example", "--lang", "fr", "--delay", "2");
        assertThat(add.out)
                .contains("Observer anne@watch.example added to g1")
                .contains("Game g1: 1 observer(s), 2 turn(s) behind")
                .contains("- anne@watch.example (fr)");
        assertThat(Files.readString(dir.resolve(GameStore.CONFIG)))
                .startsWith(before)
                .endsWith("observers:\n  - email: anne@watch.example\n    language: fr\nobserver-delay: 2\n");
        CliRun again = t.run("observer", "add", "g1", "ANNE@watch.example");
        assertThat(again.code).as(again.toString()).isEqualTo(ExitCode.USAGE);
        assertThat(again.err).contains("ANNE@watch.example already observes this game");
        CliRun player = t.run("observer", "add", "g1", TestGames.JP_MAIL);
        assertThat(player.code).as(player.toString()).isEqualTo(ExitCode.USAGE);
        assertThat(player.err).contains("that address plays in this game");
        assertThat(t.ok("observer", "list", "g1").out).contains("anne@watch.example (fr)");
        CliRun unknown = t.run("observer", "remove", "g1", "bruno@watch.example");
        assertThat(unknown.code).as(unknown.toString()).isEqualTo(ExitCode.USAGE);
        assertThat(unknown.err).contains("bruno@watch.example does not observe g1");
        t.ok("observer", "remove", "g1", "anne@watch.example");
        assertThat(t.ok("observer", "list", "g1").out).contains("Game g1: no observer (delay: 2 turn(s) behind");
    }

    @Test
    void I_CLI_8_the_club_file_gives_observers_and_a_delay_but_not_to_a_game_one_of_them_plays() throws IOException {
        TestGames t = new TestGames(root);
        CliRun init = CliRun.run(
                "club",
                "init",
                t.games.toString(),
                "--name",
                "Club",
                "--umpire",
                "arbitre@club.example",
                "--umpire-lang",
                "en");
        assertThat(init.code).as(init.toString()).isEqualTo(ExitCode.OK);
        Path file = t.games.resolve(ClubFile.FILE);
        Files.writeString(
                file,
                Files.readString(file) + "observers:\n  - \"club-watch@watch.example\"\n  - \"" + TestGames.US_MAIL
                        + "\"\nobserver-delay: 2\n");
        t.ok("new", "g1", "--us", TestGames.US_MAIL, "--jp", TestGames.JP_MAIL, "--no-welcome");
        assertThat(t.store("g1").config().observers())
                .isEqualTo(new Observers(List.of(new Player("club-watch@watch.example", Language.EN)), Optional.of(2)));
        // an option of new wins
        t.ok(
                "new",
                "g2",
                "--us",
                "a@x.example",
                "--jp",
                "b@x.example",
                "--no-welcome",
                "--observer",
                "mine@watch.example",
                "--observer-delay",
                "end");
        assertThat(t.store("g2").config().observers())
                .isEqualTo(new Observers(List.of(new Player("mine@watch.example", Language.EN)), Optional.empty()));
        Files.writeString(file, Files.readString(file).replace("observer-delay: 2", "observer-delay: later"));
        CliRun bad = t.run("new", "g3", "--us", "a@x.example", "--jp", "b@x.example", "--no-welcome");
        assertThat(bad.code).as(bad.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(bad.err).contains("field \"observer-delay\": \"later\" is not an observer's delay");
    }
}

package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.bot.Simulation;
import org.umpire.cli.mail.in.MailSource;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.text.TextBundle;
import org.umpire.engine.model.Language;

/**
 * docs/reports-and-mail.md#one-language-per-reader: the umpire's console in one language. The {@code error:} prefix
 * of every refusal, {@code receive}'s summary lines, the exit-75 line of {@code receive -} and {@code simulate}'s
 * statistics are worded by {@code templates/cli/umpire_*.properties} in the language the command speaks (the game's
 * umpire language, {@code --lang}, {@code --umpire-lang}), never English under a French message.
 */
class ConsoleLanguageTest {

    @TempDir
    Path root;

    static List<Simulation.Result> games;

    @BeforeAll
    static void play() {
        games = Simulation.run(
                new ScenarioLoader().loadBuiltIn(ScenarioLoader.DEFAULT_SCENARIO),
                3,
                1,
                1,
                new Simulation.Players("plan", "random"),
                n -> {});
    }

    @Test
    void the_error_prefix_speaks_the_language_of_the_refusal() {
        TestGames t = new TestGames(root);
        String none = root.resolve("nowhere").toString();
        CliRun fr = t.run("receive", "--maildir", none, "--umpire-lang", "fr");
        assertThat(fr.code).isEqualTo(ExitCode.NOT_FOUND);
        assertThat(fr.err).startsWith("erreur : --maildir : pas de dossier").doesNotContain("error:");
        CliRun en = t.run("receive", "--maildir", none, "--umpire-lang", "en");
        assertThat(en.err).startsWith("error: --maildir: no folder");
    }

    @Test
    void a_games_refusal_reads_in_the_games_umpire_language_prefix_included() throws Exception {
        TestGames t = new TestGames(root);
        t.ok(
                "new",
                "partie",
                "--us",
                TestGames.US_MAIL,
                "--jp",
                TestGames.JP_MAIL,
                "--umpire-lang",
                "fr",
                "--no-welcome");
        Files.writeString(t.dir("partie").resolve("deadlines.txt"), "movement soon\n");
        CliRun spoilt = t.run("deadline", "partie");
        assertThat(spoilt.code).isEqualTo(ExitCode.INVALID);
        assertThat(spoilt.err).startsWith("erreur : ").contains("n'est pas compris");
        t.ok(
                "new",
                "game",
                "--us",
                TestGames.US_MAIL,
                "--jp",
                TestGames.JP_MAIL,
                "--umpire-lang",
                "en",
                "--no-welcome");
        Files.writeString(t.dir("game").resolve("deadlines.txt"), "movement soon\n");
        assertThat(t.run("deadline", "game").err).startsWith("error: ").contains("is not understood");
    }

    @Test
    void receive_counts_its_mails_in_the_umpires_language() throws Exception {
        TestGames t = new TestGames(root);
        Path md = root.resolve("Maildir");
        for (String d : new String[] {"new", "cur", "tmp"}) {
            Files.createDirectories(md.resolve(d));
        }
        Files.createDirectories(t.games);
        CliRun fr = t.run("receive", "--maildir", md.toString(), "--umpire-lang", "fr");
        assertThat(fr.code).as(fr.toString()).isEqualTo(ExitCode.OK);
        assertThat(fr.out).contains(" : 0 message(s) : 0 traité(s), 0 en échec");
        CliRun en = t.run("receive", "--maildir", md.toString(), "--umpire-lang", "en");
        assertThat(en.out).contains(": 0 mail(s): 0 processed, 0 failed");
        TextBundle words = TextBundle.load(TextBundle.UMPIRE, Language.FR, null);
        assertThat(ReceiveCommand.summary(words, "Maildir", new MailSource.Tally(2, 1, 1, 3)))
                .isEqualTo("Maildir : 4 message(s) : 2 traité(s), 1 en échec, 1 laissé(s) pour plus tard ; 3 réponse(s)"
                        + " pas encore remise(s), en file d'attente : elles partiront au prochain receive, send ou"
                        + " watch");
        assertThat(ReceiveCommand.summary(
                        TextBundle.load(TextBundle.UMPIRE, Language.EN, null),
                        "Maildir",
                        new MailSource.Tally(2, 1, 1, 3)))
                .isEqualTo("Maildir: 4 mail(s): 2 processed, 1 failed, 1 left for later; 3 repl(ies) not delivered"
                        + " yet, queued: they go with the next receive, send or watch round");
    }

    @Test
    void the_pipes_exit_75_line_speaks_the_umpires_language() throws Exception {
        TestGames t = new TestGames(root);
        Path broken = root.resolve("broken.yaml");
        Files.writeString(broken, "from: umpire@club.example\nsmtp:\n  hots: smtp.club.example\n");
        String mail = "From: a@b.example\nSubject: x\n\nYorktown N6\n";
        CliRun fr = withStdin(mail, t, "receive", "-", "--mail-settings", broken.toString(), "--umpire-lang", "fr");
        assertThat(fr.code).isEqualTo(ExitCode.TEMPFAIL);
        assertThat(fr.err)
                .startsWith("erreur : ")
                .contains("(code 75 : l'agent de transfert du courrier garde le message et réessaiera)")
                .doesNotContain("exit 75");
        CliRun en = withStdin(mail, t, "receive", "-", "--mail-settings", broken.toString(), "--umpire-lang", "en");
        assertThat(en.err)
                .startsWith("error: ")
                .contains("(exit 75: the mail transfer agent keeps the mail and tries again)");
        CliRun option = withStdin(mail, t, "receive", "-", "--no-such-option", "--umpire-lang", "fr");
        assertThat(option.code).isEqualTo(ExitCode.TEMPFAIL);
        assertThat(option.err).contains("(code 75 : ");
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void simulates_statistics_are_worded_in_the_umpires_language(Language language) {
        SimulateCommand c = new SimulateCommand();
        c.us = "plan";
        c.jp = "random";
        c.seed = 1;
        String table = c.table(games, 2.5, 1, TextBundle.load(TextBundle.UMPIRE, language, null));
        List<String> lines = table.lines().toList();
        assertThat(lines).hasSize(13);
        if (language == Language.FR) {
            assertThat(lines.get(0))
                    .startsWith("3 parties, États-Unis plan contre Japon random, graines 1..3, 1 fil(s), 2,5 s");
            assertThat(table)
                    .contains(
                            "  victoires américaines ", "  PV moyens : États-Unis ", "  écarts : Japon de 20 et plus ")
                    .contains("  durée moyenne d'une partie : ", "  pertes moyennes Japon : ")
                    .doesNotContain("mean", "wins", "games");
            assertThat(table).as("decimal commas").doesNotContainPattern("[0-9]\\.[0-9]");
        } else {
            assertThat(lines.get(0)).startsWith("3 games, US plan v JP random, seeds 1..3, 1 thread(s), 2.5 s");
            assertThat(table).contains("  US wins ", "  mean VP: US ", "  margins: JP by 20+ ", "  mean game length: ");
        }
    }

    private static CliRun withStdin(String mail, TestGames t, String... args) {
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(mail.getBytes(StandardCharsets.UTF_8)));
        try {
            return t.run(args);
        } finally {
            System.setIn(saved);
        }
    }
}

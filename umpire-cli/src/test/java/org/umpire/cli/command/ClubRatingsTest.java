package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.SortedMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.app.PhaseResolution;
import org.umpire.cli.archive.CanonicalZip;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GamesHome;
import org.umpire.engine.model.Side;

/**
 * docs/club.md: {@code umpire club ratings} from the exported archives of finished games. Three games, each over at
 * its set-up, so that the test is quick: one both sides concede (the VP decide, I-ENG-13: the US holds Midway,
 * 11 VP to 0, a clear win), one Japan concedes and one the US concedes (forfeits), with players mixed across
 * sides and their ends one day apart. The ladder is the docs' formula to the hundredth, the same whatever order
 * the archives come in; an archive changed after its export is refused with its reason, and nothing is rated;
 * a game given twice is refused.
 */
class ClubRatingsTest {

    @TempDir
    static Path root;

    private static TestGames t;
    private static Path midway;
    private static Path forfeit;
    private static Path jpWin;

    @BeforeAll
    static void threeFinishedGamesExported() throws IOException {
        t = new TestGames(root);
        // US Alice (mixed case: the ladder lower-cases addresses) and JP Bob both concede: VP 11 to 0
        midway = game("midway", "Alice@Club.Example", "bob@club.example", true, true, "2026-06-01T20:00:00Z");
        assertThat(t.store("midway").state().winner()).contains(Side.US);
        assertThat(t.store("midway").state().vpOf(Side.US).toString()).isEqualTo("11");
        // JP Bob concedes against Carol, who sent nothing (her set-up is the default one)
        forfeit = game("forfeit", "carol@club.example", "bob@club.example", false, true, "2026-06-02T20:00:00Z");
        // US Bob concedes against Alice playing Japan
        jpWin = game("jpwin", "bob@club.example", "alice@club.example", true, false, "2026-06-03T20:00:00Z");
        assertThat(t.store("jpwin").state().winner()).contains(Side.JP);
    }

    /** A game over at its set-up, resolved at {@code ended}, exported. */
    private static Path game(String id, String us, String jp, boolean usConcedes, boolean jpConcedes, String ended) {
        t.ok("new", id, "--us", us, "--jp", jp, "--seed", "7", "--lang", "en", "--no-welcome");
        if (usConcedes) {
            t.submit(id, "US", "concede\n");
        }
        if (jpConcedes) {
            t.submit(id, "JP", "concede\n");
        }
        PhaseResolution.resolve(
                GameContext.open(GamesHome.of(t.games), GameId.parse(id), null), true, null, Instant.parse(ended));
        assertThat(t.store(id).state().isOver()).isTrue();
        Path zip = root.resolve(id + ".zip");
        t.ok("export", id, "-o", zip.toString());
        return zip;
    }

    @Test
    void the_ladder_of_three_archives_is_the_formula_to_the_hundredth_and_the_same_in_any_order() {
        CliRun a =
                CliRun.run("club", "ratings", midway.toString(), forfeit.toString(), jpWin.toString(), "--lang", "en");
        assertThat(a.code).as(a.toString()).isEqualTo(ExitCode.OK);
        CliRun b =
                CliRun.run("club", "ratings", jpWin.toString(), midway.toString(), forfeit.toString(), "--lang", "en");
        assertThat(b.code).as(b.toString()).isEqualTo(ExitCode.OK);
        assertThat(b.out).isEqualTo(a.out);
        // midway: 1500 / 1500, US won 11-0, clear (M 1.5): 32 x 1.5 x 0.5 = +24.00
        // forfeit: carol US 1500 against bob JP 1476, E(US) = 1 / (1 + 10^(-24/400)) = 0.5345, a forfeit (M 2):
        //   32 x 2 x (1 - 0.5345) = +29.79
        // jpwin: bob US 1500 against alice JP 1500, the US conceded: 32 x 2 x (0 - 0.5) = -32.00
        assertThat(a.out)
                .contains(
                        "Ladder of 3 game(s)",
                        "US won 11-0, clear",
                        "JP conceded, forfeit",
                        "US conceded, forfeit",
                        "US +24.00",
                        "US +29.79",
                        "US -32.00",
                        "0.5345",
                        "On time: an archive holds neither the deadlines");
        CliRun csv = CliRun.run("club", "ratings", forfeit.toString(), jpWin.toString(), midway.toString(), "--csv");
        assertThat(csv.code).as(csv.toString()).isEqualTo(ExitCode.OK);
        assertThat(csv.out).isEqualTo("""
                rank,player,side,rating,games,wins,draws,losses,phases_awaited,phases_answered,\
                answered_rate,forfeits
                1,alice@club.example,JP,1532.00,1,1,0,0,1,0,0,0
                2,carol@club.example,US,1529.79,1,1,0,0,1,0,0,0
                3,alice@club.example,US,1524.00,1,1,0,0,1,1,100,0
                4,bob@club.example,US,1468.00,1,0,0,1,1,1,100,1
                5,bob@club.example,JP,1446.21,2,0,0,2,2,2,100,1
                """);
        assertThat(CliRun.run("club", "ratings", midway.toString(), "--lang", "fr").out)
                .contains("Classement sur 1 partie(s)", "victoire US 11-0, nette", "1524,00", "Ponctualité");
    }

    @Test
    void an_archive_changed_after_its_export_is_refused_with_its_reason_and_nothing_is_rated() throws Exception {
        // a careful forger: Japan "conceded" the game the VP decided, the archive's list of SHA-256 made to match
        SortedMap<String, byte[]> files = CanonicalZip.read(Files.readAllBytes(midway));
        String state = new String(files.get("midway/state.yaml"), StandardCharsets.UTF_8);
        assertThat(state).doesNotContain("conceded-by");
        String forged = state.replaceFirst("(us-carrier-first-located-turn: [0-9]+\n)", "$1conceded-by: JP\n");
        assertThat(forged).isNotEqualTo(state);
        String oldLine = line(files.get("midway/state.yaml"), "midway/state.yaml");
        files.put("midway/state.yaml", forged.getBytes(StandardCharsets.UTF_8));
        String manifest = new String(files.get("midway/archive.txt"), StandardCharsets.UTF_8)
                .replace(oldLine, line(files.get("midway/state.yaml"), "midway/state.yaml"));
        files.put("midway/archive.txt", manifest.getBytes(StandardCharsets.UTF_8));
        Path tampered = root.resolve("tampered.zip");
        Files.write(tampered, CanonicalZip.write(files));

        CliRun r = CliRun.run("club", "ratings", forfeit.toString(), tampered.toString(), "--lang", "en");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(r.out).isEmpty();
        assertThat(r.err)
                .contains("refused: " + tampered + " does not verify", "No ladder: 1 archive(s) refused")
                .doesNotContain(forfeit.toString());

        // a byte flipped anywhere: refused too
        byte[] bytes = Files.readAllBytes(forfeit);
        bytes[bytes.length / 2] ^= 0x20;
        Path flipped = root.resolve("flipped.zip");
        Files.write(flipped, bytes);
        CliRun f = CliRun.run("club", "ratings", flipped.toString(), "--lang", "fr");
        assertThat(f.code).as(f.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(f.err).contains("refusée : " + flipped + " ne se vérifie pas", "Pas de classement");
    }

    @Test
    void a_game_given_twice_or_an_archive_missing_is_a_mistake_of_the_command_line() throws IOException {
        Path copy = root.resolve("copy-of-forfeit.zip");
        Files.copy(forfeit, copy, StandardCopyOption.REPLACE_EXISTING);
        CliRun twice = CliRun.run("club", "ratings", forfeit.toString(), copy.toString(), "--lang", "en");
        assertThat(twice.code).as(twice.toString()).isEqualTo(ExitCode.USAGE);
        assertThat(twice.err).contains("the game forfeit is given twice (" + forfeit + " and " + copy + ")");
        CliRun same = CliRun.run("club", "ratings", forfeit.toString(), forfeit.toString(), "--lang", "en");
        assertThat(same.code).as(same.toString()).isEqualTo(ExitCode.USAGE);
        CliRun missing =
                CliRun.run("club", "ratings", root.resolve("nothing.zip").toString(), "--lang", "en");
        assertThat(missing.code).isEqualTo(ExitCode.NOT_FOUND);
        assertThat(missing.err).contains("nothing.zip does not exist or is not a file");
        assertThat(CliRun.run("club", "ratings").code).isEqualTo(ExitCode.USAGE);
    }

    private static String line(byte[] bytes, String name) throws NoSuchAlgorithmException {
        return "file: "
                + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes)) + " " + bytes.length
                + " " + name + "\n";
    }
}

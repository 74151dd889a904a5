package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.Vp;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;

/**
 * The story of {@code orders-examples/stories/midway-landing/}, played by the command line: JP group 3
 * lands its troops at Midway on turns 4 and 5, land combat on turns 4, 5 and 8 (the umpire's physical
 * dice), Midway falls, the airfield closes (LAND-7), and after turn 25 JP wins by Midway's 11 VP. Each
 * side reads the fights it took part in and, at the end, both scores line by line and its own losses.
 */
@Tag("slow")
class LandingStoryCliTest {

    private static final Path STORY = TestGames.example("stories/midway-landing");

    @TempDir
    Path root;

    @Test
    void LAND_1_LAND_2_LAND_3_LAND_4_LAND_5_LAND_6_LAND_7_VP_3_VP_4_Midway_falls_by_mail_and_Japan_wins()
            throws IOException {
        TestGames t = new TestGames(root);
        String rules = STORY.resolve("rules").toString();
        t.ok(
                "new",
                "story",
                "--us",
                TestGames.US_MAIL,
                "--jp",
                TestGames.JP_MAIL,
                "--us-lang",
                "en",
                "--jp-lang",
                "en",
                "--seed",
                "7",
                "--lang",
                "en",
                "--rules",
                rules);
        List<String> usReports = new ArrayList<>();
        List<String> jpReports = new ArrayList<>();
        for (String line : Files.readAllLines(STORY.resolve("steps.txt"), StandardCharsets.UTF_8)) {
            String[] w = line.trim().split("\\s+");
            if (line.isBlank() || line.startsWith("#") || w[0].equals("rules")) {
                continue;
            }
            if (w[0].equals("submit")) {
                t.ok(
                        "orders",
                        "submit",
                        "story",
                        "--side",
                        w[1],
                        STORY.resolve(w[2]).toString(),
                        "--rules",
                        rules);
                continue;
            }
            List<String> args = new ArrayList<>(List.of("resolve", "story", "--no-send", "--rules", rules));
            for (int i = 1; i < w.length; i++) {
                args.add(w[i].startsWith("@") ? STORY.resolve(w[i].substring(1)).toString() : w[i]);
            }
            t.ok(args.toArray(new String[0]));
            usReports.add(t.ok("report", "story", "--side", "US").out);
            jpReports.add(t.ok("report", "story", "--side", "JP").out);
        }

        String us = String.join("\n", usReports);
        String jp = String.join("\n", jpReports);
        assertThat(jp)
                .contains("SNLFKure", "Ichiki1")
                .contains("Final score, Japan: 8 VP for enemy losses, 0 for enemy aircraft ditched, 0 for Japanese"
                        + " reserves brought in, 11 at the end (Midway, Kure, SFT): 19 VP.")
                .contains("Your losses in this game: eliminated none; reduced none.");
        assertThat(us)
                .contains(
                        "Japanese troops landed at Midway: SNLFKure, SNLFYokosuka.",
                        "Japanese troops landed at Midway: Ichiki1, Ichiki2.")
                .contains("Control of Midway at the end: 11 VP to Japan.")
                .contains("Your losses in this game: eliminated MD1, MD2, MD3, MF1, MF2, MF3, MH1, MH2, MM1, MT1, MarA,"
                        + " MarB, MarC, MarD, MarE, MarF; reduced none.");
        assertThat(us).doesNotContain("Transports 3").as("the US never reads the transports of the troops");
        GameState end = t.store("story").state();
        assertThat(end.isOver()).isTrue();
        assertThat(end.winner()).contains(Side.JP);
        assertThat(end.vpOf(Side.JP)).isEqualTo(Vp.of(19));
        assertThat(end.vpOf(Side.US)).isEqualTo(Vp.ZERO);
        assertThat(end.midway().occupied()).isTrue();
        assertThat(end.unitOrThrow(UnitId.of("MarF")).isEliminated()).isTrue();
        assertThat(end.unitOrThrow(UnitId.of("TT1")).location())
                .as("I-5: it stayed with its troops")
                .isEqualTo(new Location.OnMap(Hex.parse("H6")));
        assertThat(t.ok("status", "story").out).contains("Japan wins: US 0 VP, Japan 19 VP.");
    }
}

package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;

/**
 * The story of {@code orders-examples/stories/midway-raid/}, played by the command line with orders
 * written as players write them: JP group 1 steams east along row 6 and, at dawn on turn 8, raids
 * Midway from F6. Every raid step is resolved (RAID-1..7, AIR-1..5, AA-1..2, BOMB-1, MID-1..2,
 * REC-2), each side waited for only where it decides, and each side's reports say what happened to it
 * and nothing more (I-18: the US never reads a Japanese unit id or carrier name).
 */
class CarrierStrikeStoryTest {

    private static final Path STORY = TestGames.example("stories/midway-raid");
    /** What the raid's aircraft and carriers are called on the Japanese side: never in a US report. */
    private static final List<String> JP_NAMES = List.of("AF1", "KF1", "AD1", "AD2", "KD1", "KD2", "AT1", "KT1",
            "Akagi", "Kaga", "Zero", "Val", "Kate");

    @TempDir
    Path root;

    @Test
    void RAID_7_MID_2_a_Midway_raid_by_mail_resolves_every_step_and_each_side_reads_only_its_part() throws IOException {
        TestGames t = new TestGames(root);
        t.newGame("story", 7);
        List<String> usReports = new ArrayList<>();
        List<String> jpReports = new ArrayList<>();
        for (String line : Files.readAllLines(STORY.resolve("steps.txt"), StandardCharsets.UTF_8)) {
            String[] w = line.trim().split("\\s+");
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (w[0].equals("submit")) {
                t.ok("orders", "submit", "story", "--side", w[1], STORY.resolve(w[2]).toString());
                continue;
            }
            List<String> args = new ArrayList<>(List.of("resolve", "story", "--no-send"));
            args.addAll(List.of(w).subList(1, w.length));
            t.ok(args.toArray(new String[0]));
            usReports.add(t.ok("report", "story", "--side", "US").out);
            jpReports.add(t.ok("report", "story", "--side", "JP").out);
        }

        assertThat(t.journal("story")).endsWith("0015-T08-P2-searches", "0016-T08-P5-air-combat-round-2",
                "0017-T08-P7-bombing", "0018-T08-P11-recovery");
        String us = String.join("\n", usReports);
        String jp = String.join("\n", jpReports);
        assertThat(us).contains("An enemy air raid arrives over Midway (H6), from G6 or G7: R1, R2, R3, R4, R5, R6, R7, R8.")
                .contains("Raid over H6: R1 fighters, full strength; R2 fighters, full strength; R3 dive bombers, full strength;")
                .contains("Midway hit 6 time(s)");
        String usFacts = us.replaceAll("(?m)^.*\\(e\\.g\\. .*$", ""); // the orders hints quote the rules' examples
        for (String name : JP_NAMES) {
            assertThat(usFacts).as("I-18: the US reads " + name).doesNotContainPattern("\\b" + name + "\\b");
        }
        assertThat(jp).contains("Raid sur Midway", "MF1", "MarA");
        GameState end = t.store("story").state();
        assertThat(end.turn()).isEqualTo(9);
        assertThat(end.phase()).isEqualTo(Phase.MOVEMENT);
        assertThat(end.raids()).isEmpty();
        assertThat(end.unitOrThrow(UnitId.of("AD1")).location()).isEqualTo(new Location.Aboard(UnitId.of("Akagi")));
        assertThat(end.unitOrThrow(UnitId.of("MarA")).steps()).isEqualTo(1);
        assertThat(end.midway().capacityLost()).isEqualTo(6);
    }
}

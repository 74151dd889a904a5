package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;

/**
 * The stories of {@code orders-examples/stories/}, played by the command line as
 * {@code stories/replay.sh} plays them. {@code midway-raid}, played by the command line with orders
 * written as players write them: JP group 1 steams east along row 6 and, at dawn on turn 8, raids
 * Midway from F6. Every raid step is resolved (RAID-1..7, AIR-1..5, AA-1..2, BOMB-1, MID-1..2,
 * REC-2), each side waited for only where it decides, and each side's reports say what happened to it
 * and nothing more (I-18: the US never reads a Japanese unit id or carrier name).
 */
@Tag("slow")
class CarrierStrikeStoryTest {

    private static final Path STORIES = TestGames.example("stories");
    /** What the raid's aircraft and carriers are called on the Japanese side: never in a US report. */
    private static final List<String> JP_NAMES =
            List.of("AF1", "KF1", "AD1", "AD2", "KD1", "KD2", "AT1", "KT1", "Akagi", "Kaga", "Zero", "Val", "Kate");

    @TempDir
    Path root;

    /** What each side read after each resolve of a story (its latest report), and the game. */
    private record Played(TestGames games, List<String> usReports, List<String> jpReports) {
        String us() {
            return String.join("\n", usReports);
        }

        String jp() {
            return String.join("\n", jpReports);
        }
    }

    /** Plays {@code orders-examples/stories/NAME/steps.txt} (see {@code stories/replay.sh}) as game "story". */
    private Played play(String name) throws IOException {
        return play(STORIES.resolve(name));
    }

    private Played play(Path story) throws IOException {
        TestGames t = new TestGames(root);
        List<String> rules = new ArrayList<>();
        List<String> steps = Files.readAllLines(story.resolve("steps.txt"), StandardCharsets.UTF_8);
        for (String line : steps) {
            if (line.startsWith("rules ")) {
                rules = List.of(
                        "--rules", story.resolve(line.substring(6).trim()).toString());
            }
        }
        List<String> create = new ArrayList<>(List.of(
                "new",
                "story",
                "--us",
                TestGames.US_MAIL,
                "--jp",
                TestGames.JP_MAIL,
                "--us-lang",
                "en",
                "--jp-lang",
                "fr",
                "--seed",
                "7",
                "--lang",
                "en"));
        create.addAll(rules);
        t.ok(create.toArray(new String[0]));
        List<String> usReports = new ArrayList<>();
        List<String> jpReports = new ArrayList<>();
        for (String line : steps) {
            String[] w = line.trim().split("\\s+");
            if (line.isBlank() || line.startsWith("#") || w[0].equals("rules")) {
                continue;
            }
            List<String> args = new ArrayList<>();
            if (w[0].equals("submit")) {
                args.addAll(List.of(
                        "orders",
                        "submit",
                        "story",
                        "--side",
                        w[1],
                        story.resolve(w[2]).toString()));
            } else {
                args.addAll(List.of("resolve", "story", "--no-send"));
                for (String a : List.of(w).subList(1, w.length)) {
                    args.add(a.startsWith("@") ? story.resolve(a.substring(1)).toString() : a);
                }
            }
            args.addAll(rules);
            t.ok(args.toArray(new String[0]));
            if (w[0].equals("resolve")) {
                usReports.add(report(t, "US", rules));
                jpReports.add(report(t, "JP", rules));
            }
        }
        return new Played(t, usReports, jpReports);
    }

    private static String report(TestGames t, String side, List<String> rules) {
        List<String> args = new ArrayList<>(List.of("report", "story", "--side", side));
        args.addAll(rules);
        return t.ok(args.toArray(new String[0])).out;
    }

    @Test
    void RAID_7_MID_2_a_Midway_raid_by_mail_resolves_every_step_and_each_side_reads_only_its_part() throws IOException {
        Played p = play("midway-raid");
        TestGames t = p.games();
        String us = p.us();
        String jp = p.jp();

        assertThat(t.journal("story"))
                .endsWith(
                        "0015-T08-P2-searches",
                        "0016-T08-P5-air-combat-round-2",
                        "0017-T08-P7-bombing",
                        "0018-T08-P11-recovery");
        // docs/orders.md: the resolve of the bombing went on with the recovery
        // (nobody asked to be asked): the
        // defaults landed the aircraft, and the report of the bombing says so for each side
        assertThat(TestGames.text(t.entry("story", "0018-T08-P11-recovery").resolve("entry.yaml")))
                .contains("continues: true");
        assertThat(jp)
                .contains("Pour la phase 11 (récupération des avions) : vous n'avez pas envoyé d'ordres ; vos ordres"
                        + " permanents et les ordres par défaut ont été appliqués.");
        assertThat(us)
                .contains("Enemy raid on Midway (H6), from G6 or G7: fighters R1-2; dive bombers R3-")
                .doesNotContain("Raid over H6", "An enemy air raid arrives")
                .contains("Midway hit 2 time(s)");
        String usFacts = us.replaceAll("(?m)^.*\\(e\\.g\\. .*$", ""); // the orders hints quote the rules' examples
        for (String name : JP_NAMES) {
            assertThat(usFacts).as("I-18: the US reads " + name).doesNotContainPattern("\\b" + name + "\\b");
        }
        assertThat(jp).contains("Raid sur Midway", "MF1", "MarA");
        GameState end = t.store("story").state();
        assertThat(end.turn()).isEqualTo(9);
        assertThat(end.phase()).isEqualTo(Phase.MOVEMENT);
        assertThat(end.raids()).isEmpty();
        assertThat(end.unitOrThrow(UnitId.of("AD2")).location()).isEqualTo(new Location.Aboard(UnitId.of("Akagi")));
        assertThat(end.unitOrThrow(UnitId.of("AD1")).isEliminated())
                .as("shot down by MF1 in round 1")
                .isTrue();
        assertThat(end.unitOrThrow(UnitId.of("MarC")).steps()).isEqualTo(1);
        assertThat(end.midway().capacityLost()).isEqualTo(2);
    }

    @Test
    void French_example_turn_played_by_mail_with_the_rules_dice_gives_the_rules_results() throws IOException {
        Played p = play("french-example-turn");
        GameState end = p.games().store("story").state();

        assertThat(p.us()).contains("Enemy raid on Midway (H6), from G6 or G7: ");
        assertThat(p.jp()).contains("Midway touché 2 fois");
        for (String lost : List.of("SD1", "ST2", "MD1", "MT1")) {
            assertThat(end.unitOrThrow(UnitId.of(lost)).isEliminated()).as(lost).isTrue();
        }
        for (String reduced : List.of("SD2", "SF1", "MF1", "MarB")) {
            assertThat(end.unitOrThrow(UnitId.of(reduced)).steps()).as(reduced).isEqualTo(1);
        }
        assertThat(end.midway().capacityLost()).isEqualTo(2);
        assertThat(end.midway().airSearchesLost()).isEqualTo(2);
        assertThat(end.unitOrThrow(UnitId.of("ST1")).location()).isEqualTo(new Location.Aboard(UnitId.of("Soryu")));
    }

    /**
     * docs/reports-and-mail.md: an order the engine sets aside is named by the player's line and words, never by the
     * engine's form of it (here {@code AaTargets[hex=H6, assignments=[...]]}). Two Marine companies fire at R3:
     * the orders reader warns (AA-1), the engine sets the second firer aside (only one AA unit fires at an
     * aircraft unit).
     */
    @Test
    void AA_1_an_order_set_aside_is_named_by_the_players_line_in_each_readers_language() throws IOException {
        Path story = root.resolve("story-copy");
        copy(STORIES.resolve("french-example-turn"), story);
        Files.writeString(
                story.resolve("us-t8-aa.txt"), "# our AA this turn\nAA: MarA -> R3, MarB -> R3, MarC -> R5\n");
        Played p = play(story);
        String line =
                "Your order on line 2 (\"AA: MarA -> R3, MarB -> R3, MarC -> R5\") was set aside: R3 is already the"
                        + " target of another AA unit; Marine company B holds its fire.";
        assertThat(p.us()).contains(line).doesNotContain("AaTargets", "[hex=");
        List<String> rules = List.of("--rules", story.resolve("rules").toString());
        List<String> fr = new ArrayList<>(
                List.of("report", "story", "--side", "US", "--lang", "fr", "--turn", "8", "--phase", "6"));
        fr.addAll(rules);
        assertThat(p.games().ok(fr.toArray(new String[0])).out)
                .contains(
                        "Votre ordre de la ligne 2 (« AA: MarA -> R3,"
                                + " MarB -> R3, MarC -> R5 ») a été écarté : R3 est déjà la cible d'une autre unité de DCA ; Compagnie de Marines B ne tire pas.");
        List<String> umpire = new ArrayList<>(
                List.of("report", "story", "--side", "umpire", "--lang", "en", "--turn", "8", "--phase", "6"));
        umpire.addAll(rules);
        assertThat(p.games().ok(umpire.toArray(new String[0])).out)
                .contains("United States, line 2 (\"AA: MarA -> R3, MarB -> R3, MarC -> R5\") set aside:")
                .doesNotContain("AaTargets");
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                Path target = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(f, target);
                }
            }
        }
    }

    @Test
    void AIR_6_the_rules_air_combat_example_played_by_mail_with_the_rules_dice() throws IOException {
        Played p = play("air-combat-example");
        GameState end = p.games().store("story").state();

        // docs/reports-and-mail.md: the air combat over H6 told as one paragraph, shot by shot
        assertThat(p.us())
                .contains(
                        "R1 at your MF1, 1 hit, reduced",
                        "your MF1 at R1, 1 hit, reduced",
                        "your MF1 at R1, 1 hit, eliminated",
                        "your MF2 at R2, 1 hit, reduced");
        assertThat(end.unitOrThrow(UnitId.of("SF1")).isEliminated()).isTrue();
        assertThat(end.unitOrThrow(UnitId.of("SD1")).steps()).isEqualTo(1);
        assertThat(end.unitOrThrow(UnitId.of("MF1")).steps()).isEqualTo(1);
        assertThat(end.unitOrThrow(UnitId.of("MF2")).steps()).isEqualTo(2);
    }
}

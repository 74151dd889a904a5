package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.UmpireCommand;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameSeed;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.JournalEntry;
import org.umpire.cli.store.Player;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;
import org.umpire.engine.state.Knowledge;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.SearchKind;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.SightingLevel;

/** {@code umpire report}, {@code umpire map} and {@code umpire send} on a real game folder with the built-in scenario. */
class ReportCommandsTest {

    @TempDir
    Path root;

    private Path games;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeEach
    void newGameAfterTheSearchesOfTurn3() {
        games = root.resolve("games");
        Scenario scenario = new ScenarioLoader().loadBuiltIn(ScenarioLoader.DEFAULT_SCENARIO);
        GameSeed seed = GameSeed.fromNumber(42);
        GameConfig config = new GameConfig(
                GameId.parse("club-1"),
                ScenarioLoader.DEFAULT_SCENARIO,
                Map.of(
                        Side.US,
                        List.of(new Player("nimitz@club.example", Language.EN)),
                        Side.JP,
                        List.of(new Player("yamamoto@club.example", Language.FR))),
                null,
                seed.commitment(GameId.parse("club-1")),
                Instant.parse("2026-06-01T08:00:00Z"));
        GameState initial = InitialState.of(scenario);
        GameStore store = GameStore.create(GamesHome.of(games), config, seed, initial.at(3, Phase.SEARCH));
        GameState after = initial.at(3, Phase.RECOVERY);
        for (String id : List.of("Enterprise", "Hornet", "Atlanta")) {
            after = after.withUnit(after.unitOrThrow(UnitId.of(id))
                    .at(new Location.OnMap(Hex.parse("M5")))
                    .inGroup("TF16"));
        }
        for (String id : List.of("Akagi", "Kaga")) {
            after = after.withUnit(after.unitOrThrow(UnitId.of(id))
                    .at(new Location.OnMap(Hex.parse("E6")))
                    .inGroup("Kido Butai"));
        }
        after = after.withKnowledge(
                Side.US,
                Knowledge.EMPTY.withSighting(new Sighting(3, Hex.parse("E6"), SightingLevel.CARRIERS, SearchKind.AIR)));
        try (GameLock lock = store.lock()) {
            store.commit(
                    JournalEntry.resolve(Instant.parse("2026-06-02T20:00:00Z"))
                            .withDice(List.of(new Roll("T3/P2/test", "T3 P2 a test roll", 10, 4))),
                    after);
        }
    }

    private int run(String... args) {
        String[] all = Stream.concat(Stream.of(args), Stream.of("--games-dir", games.toString()))
                .toArray(String[]::new);
        return UmpireCommand.commandLine(new PrintWriter(out), new PrintWriter(err))
                .execute(all);
    }

    @Test
    void GAME_5_report_prints_a_sides_report_of_the_latest_phase_in_its_players_language() {
        assertThat(run("report", "club-1", "--side", "US")).isEqualTo(ExitCode.OK);
        assertThat(out.toString())
                .contains(
                        "report for the United States",
                        "Turn 3",
                        "Phase 2: searches",
                        "E6: ships including carriers (air search)",
                        "TF16",
                        "Enterprise")
                .doesNotContain("Kido Butai", "T3/P2/test");
        out.getBuffer().setLength(0);
        assertThat(run("report", "club-1", "--side", "jp", "--format", "html")).isEqualTo(ExitCode.OK);
        assertThat(out.toString())
                .contains("<html lang=\"fr\">", "Kido Butai", "Vos forces")
                .doesNotContain("TF16");
        out.getBuffer().setLength(0);
        assertThat(run("report", "club-1", "--side", "umpire", "--lang", "en")).isEqualTo(ExitCode.OK);
        assertThat(out.toString()).contains("umpire's report", "T3/P2/test", "TF16", "Kido Butai");
    }

    @Test
    void templates_given_on_the_command_line_override_the_built_in_wording() throws IOException {
        Path dir = Files.createDirectories(root.resolve("club-templates"));
        Files.writeString(dir.resolve("messages_en.properties"), "section.forces=Your fleet and air groups\n");
        assertThat(run("report", "club-1", "--side", "US", "--templates", dir.toString()))
                .isEqualTo(ExitCode.OK);
        assertThat(out.toString()).contains("== Your fleet and air groups ==");
    }

    @Test
    void GAME_6_map_writes_the_sides_png() throws IOException {
        Path file = root.resolve("us.png");
        assertThat(run("map", "club-1", "--side", "US", "-o", file.toString())).isEqualTo(ExitCode.OK);
        BufferedImage img = ImageIO.read(file.toFile());
        assertThat(img.getWidth()).isGreaterThan(1000);
        assertThat(out.toString().trim()).isEqualTo(file.toString());
    }

    @Test
    void send_without_smtp_writes_the_outbox_once() throws IOException {
        assertThat(run("send", "club-1")).as(err.toString()).isEqualTo(ExitCode.OK);
        assertThat(out.toString())
                .contains(
                        "sent          US     nimitz@club.example",
                        "sent          JP     yamamoto@club.example",
                        "sent          umpire umpire@localhost");
        Path outbox = games.resolve("club-1").resolve("outbox");
        List<String> files;
        try (Stream<Path> s = Files.list(outbox)) {
            files = s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
        }
        assertThat(files)
                .hasSize(6)
                .allSatisfy(f -> assertThat(f).endsWith(".eml"))
                .filteredOn(f -> f.startsWith("club-1.T03-P02."))
                .hasSize(3);
        out.getBuffer().setLength(0);
        assertThat(run("send", "club-1")).isEqualTo(ExitCode.OK);
        assertThat(out.toString()).contains("already sent").doesNotContain("  sent  ");
        try (Stream<Path> s = Files.list(outbox)) {
            assertThat(s.count()).isEqualTo(6);
        }
    }

    @Test
    void bad_arguments_are_usage_errors_and_missing_games_not_found() {
        assertThat(run("report", "club-1", "--side", "USSR")).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).contains("not a side");
        assertThat(run("report", "../etc", "--side", "US")).isEqualTo(ExitCode.USAGE);
        assertThat(run("map", "club-1", "--side", "umpire")).isEqualTo(ExitCode.USAGE);
        assertThat(run("report", "club-1", "--side", "US", "--lang", "de")).isEqualTo(ExitCode.USAGE);
        assertThat(run("report", "nope", "--side", "US")).isEqualTo(ExitCode.NOT_FOUND);
        assertThat(run(
                        "send",
                        "club-1",
                        "--mail-settings",
                        root.resolve("none.yaml").toString()))
                .isEqualTo(ExitCode.NOT_FOUND);
    }
}

package org.umpire.cli.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.umpire.cli.base.BadFileException;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;

class ConfigYamlTest {

    private static String text(GameConfig c) {
        return new String(ConfigYaml.write(c), StandardCharsets.UTF_8);
    }

    private static GameConfig read(String yaml) {
        return ConfigYaml.read("game.yaml", yaml.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void config_round_trips_and_reads_plainly() {
        GameConfig c = StoreFixtures.config("midway-1");
        String yaml = text(c);
        assertThat(yaml)
                .isEqualTo("format: 1\nid: midway-1\nscenario: small-test\ntime-zone: Europe/Paris\n"
                        + "created-at: 2026-06-01T08:00:00Z\nseed-sha256: "
                        + StoreFixtures.seed().commitment(GameId.parse("midway-1")) + "\n"
                        + "players:\n  US:\n    - email: nimitz@example.org\n      language: en\n"
                        + "  JP:\n    - email: yamamoto@example.org\n      language: fr\n");
        assertThat(read(yaml)).isEqualTo(c);
    }

    @Test
    void several_players_per_side_another_zone_and_a_side_without_players() {
        GameConfig c = new GameConfig(
                GameId.parse("club-2"),
                "victory-at-midway",
                Map.of(Side.US, List.of(new Player("a@club.fr", Language.FR), new Player("b@club.fr", Language.EN))),
                ZoneId.of("America/New_York"),
                StoreFixtures.seed().commitment(GameId.parse("club-2")),
                StoreFixtures.CREATED);
        assertThat(c.playersOf(Side.JP)).isEmpty();
        assertThat(read(text(c))).isEqualTo(c);
        assertThat(text(c)).contains("  JP: []\n");
        assertThat(c.sideOf(" B@CLUB.FR ")).contains(Side.US);
        assertThat(c.sideOf("x@club.fr")).isEmpty();
    }

    @Test
    void time_zone_defaults_to_paris() {
        String yaml = text(StoreFixtures.config("g")).replace("time-zone: Europe/Paris\n", "");
        assertThat(read(yaml).timeZone()).isEqualTo(ZoneId.of("Europe/Paris"));
    }

    @Test
    void bad_values_are_all_named_with_their_lines() {
        String yaml = text(StoreFixtures.config("midway-1"))
                .replace("time-zone: Europe/Paris", "time-zone: Mars/Olympus")
                .replace("language: fr", "language: de")
                .replace("created-at: 2026-06-01T08:00:00Z", "created-at: yesterday");
        assertThatThrownBy(() -> read(yaml))
                .isInstanceOfSatisfying(
                        BadFileException.class, e -> assertThat(e.getMessage()).isEqualTo("""
                        game.yaml:4: field "time-zone": "Mars/Olympus" is not a time zone like Europe/Paris
                        game.yaml:5: field "created-at": "yesterday" is not a UTC time like 2026-06-01T08:00:00Z
                        game.yaml:13: field "players.JP[0].language": "de" is not a language, fr or en"""));
    }

    @Test
    void a_bad_address_and_an_address_on_both_sides_are_refused() {
        String base = text(StoreFixtures.config("midway-1"));
        assertThatThrownBy(() -> read(base.replace("yamamoto@example.org", "yamamoto at example")))
                .hasMessage("game.yaml:12: field \"players.JP[0].email\": \"yamamoto at example\" is not a plain e-mail"
                        + " address like name@example.org");
        assertThatThrownBy(() -> read(base.replace("yamamoto@example.org", "Nimitz@example.org")))
                .hasMessage(
                        "game.yaml:1: Nimitz@example.org is listed twice (US and JP); an address plays for one side only, once");
    }

    @Test
    void I_CLI_8_observers_and_their_delay_round_trip_and_are_written_only_when_given() {
        GameConfig plain = StoreFixtures.config("midway-1");
        assertThat(text(plain)).doesNotContain("observer");
        GameConfig watched = plain.withObservers(new Observers(
                List.of(new Player("anne@watch.example", Language.EN), new Player("bruno@watch.example", Language.FR)),
                java.util.Optional.of(2)));
        assertThat(text(watched))
                .endsWith("observers:\n  - email: anne@watch.example\n    language: en\n"
                        + "  - email: bruno@watch.example\n    language: fr\nobserver-delay: 2\n");
        assertThat(read(text(watched))).isEqualTo(watched);
        GameConfig atEnd = plain.withObservers(
                new Observers(List.of(new Player("anne@watch.example", Language.EN)), java.util.Optional.empty()));
        assertThat(text(atEnd)).contains("observer-delay: end\n");
        assertThat(read(text(atEnd))).isEqualTo(atEnd);
        assertThat(read(text(atEnd)).observers().atEndOnly()).isTrue();
    }

    @Test
    void I_CLI_8_a_player_cannot_observe_and_a_bad_delay_is_named_with_its_line() {
        String base = text(StoreFixtures.config("midway-1"));
        assertThatThrownBy(() -> read(base + "observers:\n  - email: NIMITZ@example.org\n    language: en\n"))
                .hasMessageContaining("NIMITZ@example.org plays for US; a player cannot observe the game");
        assertThatThrownBy(() -> read(base + "observer-delay: soon\n"))
                .hasMessage(
                        "game.yaml:14: field \"observer-delay\": \"soon\" is not a number of turns, 0 to 99, or end");
    }

    @Test
    void seed_commitment_must_be_a_sha256() {
        String yaml = text(StoreFixtures.config("midway-1")).replaceAll("seed-sha256: [0-9a-f]+", "seed-sha256: 1234");
        assertThatThrownBy(() -> read(yaml)).hasMessageContaining("the seed commitment is 64 lower-case hex digits");
    }
}

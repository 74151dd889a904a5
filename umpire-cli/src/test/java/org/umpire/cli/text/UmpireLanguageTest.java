package org.umpire.cli.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.umpire.cli.store.ConfigYaml;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GameId;
import org.umpire.engine.model.Language;

/** see docs/reports-and-mail.md#one-language-per-reader: the umpire's language is the game's, kept in game.yaml. */
class UmpireLanguageTest {

    private static final String SHA = "0".repeat(64);

    @Test
    void the_game_keeps_its_umpire_language_and_a_game_without_one_reads_as_before() {
        GameConfig fr = new GameConfig(
                GameId.parse("g1"),
                "victory-at-midway",
                Map.of(),
                null,
                SHA,
                Instant.EPOCH,
                Set.of(),
                Optional.of(Language.FR));
        byte[] yaml = ConfigYaml.write(fr);
        assertThat(new String(yaml, StandardCharsets.UTF_8)).contains("umpire-language: fr");
        assertThat(ConfigYaml.read("game.yaml", yaml).umpireLanguage()).contains(Language.FR);
        assertThat(UmpireLanguage.of(fr)).isEqualTo(Language.FR);
        GameConfig old = new GameConfig(GameId.parse("g1"), "victory-at-midway", Map.of(), null, SHA, Instant.EPOCH);
        assertThat(new String(ConfigYaml.write(old), StandardCharsets.UTF_8)).doesNotContain("umpire-language");
        assertThat(UmpireLanguage.of(old)).isEqualTo(UmpireLanguage.ofEnvironment());
    }

    @Test
    void without_a_game_umpire_lang_then_the_locale_then_english() {
        assertThat(UmpireLanguage.fromEnvironment("fr_FR.UTF-8", Locale.ENGLISH))
                .isEqualTo(Language.FR);
        assertThat(UmpireLanguage.fromEnvironment(null, Locale.FRANCE)).isEqualTo(Language.FR);
        assertThat(UmpireLanguage.fromEnvironment("", Locale.GERMANY)).isEqualTo(Language.EN);
        assertThat(UmpireLanguage.named("de")).isEmpty();
    }
}

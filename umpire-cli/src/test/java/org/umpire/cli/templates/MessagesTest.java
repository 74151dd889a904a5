package org.umpire.cli.templates;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.umpire.cli.base.UserException;
import org.umpire.cli.report.Place;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.state.SearchKind;
import org.umpire.engine.state.SightingLevel;

class MessagesTest {

    private static final TemplateSource BUILT_IN = TemplateSource.builtIn();

    @Test
    void french_and_english_have_the_same_keys_and_the_same_placeholders() {
        Messages fr = BUILT_IN.messages(Language.FR);
        Messages en = BUILT_IN.messages(Language.EN);
        assertThat(fr.keys()).containsExactlyElementsOf(en.keys());
        List<String> mismatches = new ArrayList<>();
        for (String key : en.keys()) {
            if (!fr.placeholders(key).equals(en.placeholders(key))) {
                mismatches.add(key + ": en " + en.placeholders(key) + ", fr " + fr.placeholders(key));
            }
        }
        assertThat(mismatches).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void every_code_a_report_shows_has_wording(Language language) {
        Messages m = BUILT_IN.messages(language);
        List<String> needed = new ArrayList<>();
        for (Phase p : Phase.values()) {
            needed.add("phase." + p.name());
            // docs/reports-and-mail.md: a hint whose example names units has one variant per side, naming that side's
            // units
            if (!m.has("orders.hint." + p.name())) {
                for (Side s : Side.values()) {
                    needed.add("orders.hint." + p.name() + "." + s.name());
                }
            }
        }
        for (UnitType t : UnitType.values()) {
            needed.add("type." + t.name());
        }
        for (SightingLevel l : SightingLevel.values()) {
            needed.add("sighting." + l.name());
        }
        for (SightingLevel l : new SightingLevel[] {SightingLevel.SHIPS, SightingLevel.CARRIERS}) {
            needed.add("map.badge." + l.name());
        }
        for (SearchKind k : SearchKind.values()) {
            needed.add("searchKind." + k.name());
        }
        for (Readiness r : Readiness.values()) {
            needed.add("readiness." + r.name());
        }
        for (Place.Kind k : Place.Kind.values()) {
            needed.add("place." + k.name());
        }
        for (Side s : Side.values()) {
            needed.add("side." + s.name());
        }
        for (Audience a : Audience.values()) {
            needed.add("mail.sideCode." + a.name());
        }
        assertThat(needed)
                .allSatisfy(
                        k -> assertThat(m.has(k)).as("%s in %s", k, language).isTrue());
    }

    @Test
    void placeholders_insert_values_and_translate_codes() {
        Messages en = BUILT_IN.messages(Language.EN);
        Messages fr = BUILT_IN.messages(Language.FR);
        Map<String, String> p = Map.of("hex", "D4", "level", "CARRIERS", "kind", "AIR");
        assertThat(en.format("search.line", p)).isEqualTo("D4: ships including carriers (air search)");
        assertThat(fr.format("search.line", p))
                .isEqualTo("D4 : des navires, dont des porte-avions (recherche aérienne)");
    }

    @Test
    void a_missing_message_or_parameter_fails_with_its_name() {
        Messages en = BUILT_IN.messages(Language.EN);
        assertThatThrownBy(() -> en.get("no.such.key"))
                .hasMessageContaining("no.such.key")
                .hasMessageContaining("messages_en.properties");
        assertThatThrownBy(() -> en.format("search.line", Map.of("hex", "D4"))).hasMessageContaining("{level}");
    }

    @Test
    void nested_keys_are_reachable_from_templates() {
        @SuppressWarnings("unchecked")
        Map<String, Object> section =
                (Map<String, Object>) BUILT_IN.messages(Language.FR).tree().get("section");
        assertThat(section.get("results")).isEqualTo("Résultats");
    }

    @Test
    void an_override_folder_replaces_single_messages_and_whole_templates(@TempDir Path dir) throws IOException {
        Files.writeString(
                dir.resolve("messages_fr.properties"),
                "section.results=Comptes rendus de combat\n",
                StandardCharsets.UTF_8);
        Files.createDirectories(dir.resolve("fr"));
        Files.writeString(
                dir.resolve("fr").resolve("side.txt.mustache"),
                "{{t.section.results}} / {{t.section.map}}\n",
                StandardCharsets.UTF_8);
        TemplateSource custom = TemplateSource.withOverrides(dir);
        Messages fr = custom.messages(Language.FR);
        assertThat(fr.get("section.results")).isEqualTo("Comptes rendus de combat");
        assertThat(fr.get("section.map")).isEqualTo("Carte");
        assertThat(custom.template("side.txt.mustache", Language.FR)).startsWith("{{t.section.results}}");
        assertThat(custom.template("side.txt.mustache", Language.EN))
                .isEqualTo(BUILT_IN.template("side.txt.mustache", Language.EN));
        assertThat(custom.messages(Language.EN).get("section.results")).isEqualTo("Results");
    }

    @Test
    void a_missing_override_folder_is_a_user_error(@TempDir Path dir) {
        assertThatThrownBy(() -> TemplateSource.withOverrides(dir.resolve("nope")))
                .isInstanceOf(UserException.class)
                .hasMessageContaining("nope");
    }
}

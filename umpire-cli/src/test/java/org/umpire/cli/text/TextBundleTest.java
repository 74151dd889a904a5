package org.umpire.cli.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.engine.model.Language;

class TextBundleTest {

    private static final Path TEMPLATES = Path.of("..", "templates");

    @Test
    void every_english_text_file_has_a_french_twin_with_the_same_keys() throws IOException {
        List<Path> english;
        try (Stream<Path> files = Files.walk(TEMPLATES)) {
            english = files.filter(p -> p.getFileName().toString().endsWith("_en.properties"))
                    .collect(Collectors.toList());
        }
        assertThat(english).isNotEmpty();
        for (Path en : english) {
            Path fr = en.resolveSibling(en.getFileName().toString().replace("_en.properties", "_fr.properties"));
            assertThat(fr).as("French twin of %s", en).exists();
            assertThat(load(fr).stringPropertyNames()).as("keys of %s", fr).isEqualTo(load(en).stringPropertyNames());
        }
    }

    @Test
    void placeholders_are_filled_and_accents_survive() {
        TextBundle fr = TextBundle.load("cli/umpire", Language.FR, null);
        assertThat(fr.get("show.vp", "us", 3, "jp", "1/2")).isEqualTo("Points de victoire : US 3, JP 1/2");
        assertThat(fr.get("clock.over", "turn", 25)).isEqualTo("Partie terminée (après le tour 25)");
        assertThat(fr.get("no.such.key")).isEqualTo("??no.such.key??");
    }

    @Test
    void a_club_folder_overrides_the_packaged_words(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("cli"));
        Files.writeString(
                dir.resolve("cli/umpire_en.properties"), "show.vp=Score: US {us} / JP {jp}\n", StandardCharsets.UTF_8);
        TextBundle en = TextBundle.load("cli/umpire", Language.EN, dir);
        assertThat(en.get("show.vp", "us", 1, "jp", 2)).isEqualTo("Score: US 1 / JP 2");
    }

    private static Properties load(Path p) throws IOException {
        Properties props = new Properties();
        try (Reader r = Files.newBufferedReader(p, StandardCharsets.UTF_8)) {
            props.load(r);
        }
        return props;
    }
}

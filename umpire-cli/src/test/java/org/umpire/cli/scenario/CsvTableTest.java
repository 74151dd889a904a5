package org.umpire.cli.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.umpire.cli.yaml.Problems;

/**
 * The plain reader of unit tables (no double quotes) gives the records Commons CSV gives, or leaves
 * the text to it: on the shipped tables and on generated text with CSV's traps.
 */
class CsvTableTest {

    private static boolean same(String text, char delimiter, String where) {
        Optional<List<CsvTable.Record>> plain = CsvTable.plainRecords(text, delimiter);
        if (plain.isPresent()) {
            assertThat(plain)
                    .as("%s:%n%s", where, text)
                    .isEqualTo(CsvTable.csvRecords("t.csv", text, delimiter, new Problems()));
        }
        return plain.isPresent();
    }

    @Test
    void the_shipped_tables_read_the_same_by_the_plain_reader() throws IOException {
        Path rules = Path.of("..", "rules", "victory-at-midway");
        for (String f : List.of("ships.csv", "aircraft.csv", "land.csv")) {
            String text = Files.readString(rules.resolve(f), StandardCharsets.UTF_8);
            assertThat(same(text, ',', f)).as("read by the plain reader: %s", f).isTrue();
        }
    }

    @Test
    void quotes_a_lone_carriage_return_and_unicode_spaces_go_to_commons_csv() {
        for (String t :
                List.of("id,name\nA,\"x, y\"\n", "id,name\rA,b\r", "id,name\nA,\u00a0b\n", "id,name\nA,b\u2003\n")) {
            assertThat(CsvTable.plainRecords(t, ',')).as(t).isEmpty();
        }
    }

    static Stream<Long> seeds() {
        long base = new Random().nextLong();
        return Stream.iterate(base, s -> s + 1).limit(30);
    }

    private static final String[] CELLS = {
        "",
        " ",
        "a",
        " a ",
        "a b",
        "Kaga",
        "3-0-2",
        "\t x",
        "é",
        "#",
        "a#b",
        "x;y",
        "1.5",
        "  ",
        "\u00e9t\u00e9",
        "\"q\"",
        "x\"y"
    };

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void generated_tables_read_the_same_or_go_to_commons_csv(long seed) {
        Random r = new Random(seed);
        int read = 0;
        for (int doc = 0; doc < 100; doc++) {
            char delimiter = r.nextBoolean() ? ',' : ';';
            StringBuilder b = new StringBuilder();
            int lines = 1 + r.nextInt(8);
            for (int l = 0; l < lines; l++) {
                switch (r.nextInt(8)) {
                    case 0 -> b.append("# comment ").append(CELLS[r.nextInt(CELLS.length)]);
                    case 1 -> b.append(r.nextBoolean() ? "" : "   ");
                    case 2 -> b.append("  #not a comment");
                    default -> {
                        int n = 1 + r.nextInt(5);
                        for (int c = 0; c < n; c++) {
                            b.append(
                                    c == 0
                                            ? ""
                                            : String.valueOf(
                                                    r.nextInt(12) == 0 ? (delimiter == ',' ? ';' : ',') : delimiter));
                            b.append(
                                    r.nextInt(25) == 0
                                            ? CELLS[r.nextInt(CELLS.length)]
                                            : CELLS[r.nextInt(CELLS.length - 2)]);
                        }
                    }
                }
                b.append(r.nextInt(6) == 0 ? "\r\n" : "\n");
            }
            String text = r.nextInt(5) == 0 ? b.substring(0, b.length() - 1) : b.toString();
            try {
                read += same(text, delimiter, "seed " + seed + ", table " + doc) ? 1 : 0;
            } catch (AssertionError e) {
                throw new AssertionError("seed " + seed + " (rerun with it): " + e.getMessage(), e);
            }
        }
        assertThat(read).as("tables read by the plain reader, seed %d", seed).isGreaterThan(30);
    }
}

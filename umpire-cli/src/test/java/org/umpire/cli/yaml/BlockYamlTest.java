package org.umpire.cli.yaml;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.umpire.cli.UmpireCommand;

/**
 * The small reader of plain block YAML gives exactly Jackson's tree, or leaves the text to Jackson:
 * on every YAML file of the project, on the files a played game writes, and on generated text full
 * of YAML's traps. It must also read every file the program writes (else the start-up gain is lost).
 */
class BlockYamlTest {

    /** Both readers agree, order of keys, lines and problems included. */
    private static boolean sameAsJackson(String text, String where) {
        Optional<YamlTree> plain = BlockYaml.tryParse(text);
        if (plain.isPresent()) {
            YamlTree jackson = YamlTree.parseWithJackson(text);
            assertThat(plain.get().toString()).as("%s:%n%s", where, text).isEqualTo(jackson.toString());
            assertThat(plain.get()).as(where).isEqualTo(jackson);
        }
        return plain.isPresent();
    }

    @Test
    void every_yaml_file_of_the_project_reads_the_same_and_the_program_written_ones_by_the_small_reader()
            throws IOException {
        Path root = Path.of("..").toAbsolutePath().normalize();
        List<Path> files;
        try (Stream<Path> s = Files.walk(root)) {
            files = s.filter(p -> p.toString().endsWith(".yaml")
                            && !p.toString().contains("/target/")
                            && !p.toString().contains("/.git/"))
                    .toList();
        }
        assertThat(files).isNotEmpty();
        for (Path f : files) {
            String text = Files.readString(f);
            sameAsJackson(text, f.toString());
            assertThat(BlockYaml.tryParse(text))
                    .as("read by the small reader: %s", f)
                    .isPresent();
        }
    }

    @Tag("slow")
    @Test
    void every_file_a_played_game_writes_reads_the_same_by_the_small_reader(@TempDir Path dir) throws IOException {
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        int code =
                UmpireCommand.run(new String[] {"demo", "--turns", "2", "--games-dir", dir.toString()}, quiet, quiet);
        assertThat(code).isZero();
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(p -> p.toString().endsWith(".yaml")).toList();
        }
        assertThat(files).hasSizeGreaterThan(20);
        for (Path f : files) {
            String text = Files.readString(f);
            assertThat(BlockYaml.tryParse(text))
                    .as("read by the small reader: %s", f)
                    .isPresent();
            sameAsJackson(text, f.toString());
        }
    }

    @Test
    void the_forms_it_reads_and_the_ones_it_leaves_to_jackson() {
        String[] within = {
            "a: 1\nb: 'it''s'\nc: \"q\\\"\\u00e9\"\nd: [x, 'y', \"z\"]\ne: []\nf: {}\ng: ~\nh:\ni: x # comment\n",
            "list:\n- a\n- b: 1\n  c: 2\n-\n-\n  - x\n",
            "# head\n\nroot:\n  k: v\n  n:\n    - 1\n    -\n      deep: yes\n",
            "a: 1\na: 2\nb:\n  c: 1\n  c: 2\n",
            "- a\n- b\n",
        };
        String[] outside = {
            "a: &x 1\nb: *x\n",
            "a: !tag x\n",
            "a: |\n  text\n",
            "a: >\n  text\n",
            "a: {b: {c: 1}}\n",
            "a: {b}\n",
            "--- \na: 1\n",
            "a: one\n  two\n",
            "a:\tb\n",
            "a: 'open\n",
            "a: \"\\x41\"\n",
            "? a\n: b\n",
            "'q': 1\n",
            "just text\n",
            "",
            "# only a comment\n",
            "a: [1, [2]]\n",
            "a: [1,\n 2]\n",
            "a: b: c\n",
            "a: - b\n",
            "a: 1\n b: 2\n",
            "\uFEFFa: 1\n",
        };
        for (String t : within) {
            assertThat(BlockYaml.tryParse(t)).as(t).isPresent();
            sameAsJackson(t, "within");
        }
        for (String t : outside) {
            assertThat(BlockYaml.tryParse(t)).as(t).isEmpty();
        }
    }

    static Stream<Long> seeds() {
        long base = new Random().nextLong();
        return Stream.iterate(base, s -> s + 1).limit(40);
    }

    /** Generated text, with the traps of YAML mixed in: where the small reader answers, it answers as Jackson. */
    @Tag("fuzz")
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void generated_text_reads_the_same_or_goes_to_jackson(long seed) {
        Random r = new Random(seed);
        int read = 0;
        for (int doc = 0; doc < 200; doc++) {
            String text = document(r);
            try {
                read += sameAsJackson(text, "seed " + seed + ", document " + doc) ? 1 : 0;
            } catch (AssertionError e) {
                throw new AssertionError("seed " + seed + " (rerun with it): " + e.getMessage(), e);
            }
        }
        // the comparison means something only if the small reader reads a fair share of the text
        assertThat(read).as("documents read by the small reader, seed %d", seed).isGreaterThan(40);
    }

    private static final String[] KEYS = {
        "a", "units", "AD1", "started-turn", "key with space", "a:b", "x#y", "null", "~", "1", "true", "\u00e9", "k "
    };
    private static final String[] KEY_TRAPS = {"'q'", "\"d\"", "[k]", "-k", "?k", "%k", "{k}", "k #c", "&k"};
    private static final String[] VALUES = {
        "1",
        "-1",
        "0x1F",
        "1_000",
        ".5",
        "true",
        "True",
        "yes",
        "null",
        "Null",
        "NULL",
        "nULL",
        "~",
        "",
        "x",
        "two words",
        "it's",
        "'it''s'",
        "'a # b'",
        "\"q\\\"r\"",
        "\"\\u00e9\\n\"",
        "x #c",
        "x#c",
        "a:b",
        "[a, b]",
        "[]",
        "[ ]",
        "['a,b', c]",
        "[~, null, '']",
        "{}",
        "{a: x, b: 'y z'}",
        "{ a: 1 }",
        "{a: [1, 2]}",
        "-x",
        "\u00e9",
        "x ",
        "'x' #c",
        "{a: 1, a: 2}",
        "1942-06-03",
        "\"04:30\""
    };
    private static final String[] VALUE_TRAPS = {
        "\"\\x41\"",
        "a: b",
        "[a, [b]]",
        "[a,]",
        "{a: 1,}",
        "{a: {b: 1}}",
        "{a: b: c}",
        "&anchor x",
        "*alias",
        "!tag x",
        "|",
        ">",
        "- x",
        "-",
        "@x",
        "`x",
        "%x",
        "'open",
        "\"open",
        "x:",
        ": x",
        "\t",
        "a\tb",
        "  x",
        "'x' y",
        "[a] b",
        "{} x",
        "{a}",
        "[a: b]"
    };

    private static String key(Random r) {
        return r.nextInt(15) == 0 ? KEY_TRAPS[r.nextInt(KEY_TRAPS.length)] : KEYS[r.nextInt(KEYS.length)];
    }

    private static String value(Random r) {
        return r.nextInt(15) == 0 ? VALUE_TRAPS[r.nextInt(VALUE_TRAPS.length)] : VALUES[r.nextInt(VALUES.length)];
    }

    private static String document(Random r) {
        StringBuilder b = new StringBuilder();
        if (r.nextInt(6) == 0) {
            b.append("# comment\n");
        }
        block(b, r, 0, 0);
        String text = b.toString();
        if (r.nextInt(8) == 0) {
            text = text.replace("\n", "\r\n");
        }
        return text;
    }

    private static void block(StringBuilder b, Random r, int indent, int depth) {
        boolean list = r.nextInt(3) == 0;
        int n = 1 + r.nextInt(4);
        for (int i = 0; i < n; i++) {
            int in = indent + (r.nextInt(40) == 0 ? r.nextInt(3) - 1 : 0); // now and then a wrong indentation
            b.append(" ".repeat(Math.max(0, in)));
            b.append(list ? "-" : key(r) + ":");
            if (depth < 3 && r.nextInt(3) == 0) {
                if (list && r.nextInt(2) == 0) {
                    b.append(' ').append(key(r)).append(": ").append(value(r)).append('\n');
                    continue;
                }
                b.append(r.nextInt(5) == 0 ? " # c" : "").append('\n');
                if (r.nextInt(6) == 0) {
                    b.append('\n');
                }
                block(b, r, indent + (list || r.nextInt(4) > 0 ? 2 : 0), depth + 1);
            } else {
                String v = value(r);
                b.append(v.isEmpty() ? "" : " " + v).append('\n');
            }
        }
    }

    @Test
    void bad_utf8_and_other_encodings_go_to_jackson() {
        byte[] latin1 = "a: caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1);
        YamlTree t = YamlTree.parse(latin1);
        assertThat(t).isEqualTo(YamlTree.parseWithJackson(latin1));
        byte[] utf16 = "a: 1\n".getBytes(StandardCharsets.UTF_16);
        assertThat(YamlTree.parse(utf16)).isEqualTo(YamlTree.parseWithJackson(utf16));
    }
}

package org.umpire.cli.orders;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.testkit.Situation;

/**
 * The orders reader never throws and always answers: random tokens of the grammar, random bytes,
 * mutated examples, invalid UTF-8 and mixed encodings, a 1 MB mail, very long lines. Seeded: a
 * failure prints its seed; rerun one with {@code -Dumpire.seed=N}. The figures (inputs, bytes,
 * time) are printed and written to {@code target/orders-fuzz.txt}.
 */
@Tag("fuzz")
class OrdersFuzzTest {

    private static final int SEEDS = 25;
    private static final int INPUTS_PER_SEED = 60;
    private static final AtomicLong INPUTS = new AtomicLong();
    private static final AtomicLong BYTES = new AtomicLong();
    private static final AtomicLong NANOS = new AtomicLong();
    private static final ReceiptWriter EN = ReceiptWriter.load(Language.EN, null);
    private static final ReceiptWriter FR = ReceiptWriter.load(Language.FR, null);

    private static final String[] VOCABULARY = {
        "A1",
        "B1",
        "H6",
        "h4",
        "Z99",
        "P12",
        "A0",
        "->",
        "=>",
        "→",
        "-",
        ">",
        "+",
        ",",
        ":",
        ";",
        "=",
        "(e)",
        "(",
        ")",
        "\"",
        "«",
        "»",
        "#",
        "//",
        "x",
        "×",
        "*",
        "2xYF",
        "1xYD(e)",
        "3xHiD",
        "YF1",
        "YD3",
        "MH1",
        "KD1",
        "Kaga",
        "kag",
        "Akagi",
        "Haruna",
        "Kirishima",
        "DesRon",
        "10",
        "a",
        "SNLF",
        "Kure",
        "Ichiki",
        "Midway",
        "Enterprise",
        "Yorktown",
        "Marines",
        "I-168",
        "SS1",
        "TT1",
        "ST11",
        "groupe",
        "group",
        "1",
        "3",
        "13",
        "TF16",
        "entre",
        "enters",
        "retarde",
        "reste",
        "stays",
        "sort",
        "exit",
        "raid",
        "sur",
        "on",
        "landing",
        "atterrissage",
        "recherche",
        "search",
        "with",
        "avec",
        "johnston",
        "wake",
        "midway",
        "floatplanes",
        "annule",
        "cancel",
        "combat",
        "naval",
        "sous-marins",
        "attaquent",
        "écran",
        "screen",
        "DCA",
        "AA",
        "chasse",
        "fighters",
        "bombardement",
        "bombing",
        "pilonnage",
        "débarquement",
        "land",
        "tous",
        "all",
        "prêt",
        "non",
        "ready",
        "not",
        "réserve",
        "reserve",
        "priorité",
        "priority",
        "CV",
        "BB",
        ">",
        "spread",
        "répartie",
        "bombardiers",
        "d'abord",
        "first",
        "abandon",
        "concede",
        "base",
        "de",
        "Kure",
        "renomme",
        "rename",
        "en",
        "to",
        "vers",
        "place",
        "mise",
        "le",
        "the",
        "Dear",
        "umpire",
        "?",
        "!",
        ".",
        "\t",
        "\u00a0",
        "\u200b",
        "😀",
        "\u0000",
    };

    static Stream<Long> seeds() {
        Long fixed = Long.getLong("umpire.seed");
        if (fixed != null) {
            return Stream.of(fixed);
        }
        return Stream.iterate(0x5eedL, s -> s + 7919).limit(SEEDS);
    }

    private static Situation situation(Random rnd) {
        Phase[] phases = Phase.values();
        Phase phase = phases[rnd.nextInt(phases.length - 1)];
        int turn = phase == Phase.SETUP ? 0 : 1 + rnd.nextInt(25);
        return MidwayFixtureAccess.situation()
                .at(turn, phase)
                .put("A1", "Kaga", "Akagi")
                .put("J5", "Yorktown", "Atlanta")
                .put("H6", "TT1")
                .located(Side.US, "H4")
                .shown(Side.US, "H4", "Kaga", "KD1")
                .flew(turn, "YD1")
                .group("TF17", "Yorktown");
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void ORD_1_the_reader_never_throws_and_always_answers(long seed) {
        Random rnd = new Random(seed);
        Situation s = situation(rnd);
        for (int i = 0; i < INPUTS_PER_SEED; i++) {
            byte[] input;
            switch (rnd.nextInt(4)) {
                case 0 -> {
                    input = grammarTokens(rnd, 1 + rnd.nextInt(40), 1 + rnd.nextInt(12))
                            .getBytes(StandardCharsets.UTF_8);
                }
                case 1 -> input = randomBytes(rnd, rnd.nextInt(3000));
                case 2 -> input = mutatedExample(rnd);
                default -> input = mixedEncodings(rnd);
            }
            check(seed, s, rnd.nextBoolean() ? Side.US : Side.JP, input);
        }
    }

    @Tag("benchmark")
    @Test
    void ORD_1_a_one_megabyte_mail_is_read_in_reasonable_time() {
        Random rnd = new Random(42);
        StringBuilder sb = new StringBuilder(1 << 20);
        while (sb.length() < (1 << 20)) {
            sb.append(grammarTokens(rnd, 1 + rnd.nextInt(12), 1)).append('\n');
        }
        long t0 = System.nanoTime();
        OrdersReceipt r =
                check(42, situation(new Random(1)), Side.JP, sb.toString().getBytes(StandardCharsets.UTF_8));
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertThat(r.problems().size()).isLessThanOrEqualTo(OrdersReader.MAX_PROBLEMS + 1);
        assertThat(ms).as("1 MB read time (ms)").isLessThan(60_000);
    }

    @Test
    void ORD_1_one_megabyte_of_random_bytes_and_very_long_lines() {
        Random rnd = new Random(43);
        check(43, situation(rnd), Side.US, randomBytes(rnd, 1 << 20));
        String longLine = grammarTokens(rnd, 40_000, 1).replace('\n', ' ');
        check(43, situation(rnd), Side.JP, longLine.getBytes(StandardCharsets.UTF_8));
        check(43, situation(rnd), Side.JP, ("Kaga -> " + "A".repeat(300_000)).getBytes(StandardCharsets.UTF_8));
        check(43, situation(rnd), Side.JP, "(".repeat(200_000).getBytes(StandardCharsets.UTF_8));
        check(43, situation(rnd), Side.JP, "\"".repeat(100_001).getBytes(StandardCharsets.UTF_8));
        check(43, situation(rnd), Side.JP, "-".repeat(200_000).getBytes(StandardCharsets.UTF_8));
    }

    private static OrdersReceipt check(long seed, Situation s, Side side, byte[] input) {
        long t0 = System.nanoTime();
        OrdersReceipt r;
        String en;
        String fr;
        try {
            r = OrdersReader.read(SideView.of(s.scenario, s.state(), side), input);
            en = EN.render(r);
            fr = FR.render(r);
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError("seed " + seed + ": the reader threw on input " + preview(input), e);
        } finally {
            NANOS.addAndGet(System.nanoTime() - t0);
            INPUTS.incrementAndGet();
            BYTES.addAndGet(input.length);
        }
        int lines = 1;
        for (byte b : input) {
            if (b == '\n' || b == '\r') {
                lines++;
            }
        }
        for (LineProblem p : r.problems()) {
            assertThat(p.line()).as("seed %d: line of %s", seed, p).isBetween(1, lines);
            assertThat(p.column()).as("seed %d: column of %s", seed, p).isGreaterThanOrEqualTo(1);
        }
        assertThat(en).as("seed %d: English receipt has every message", seed).doesNotContain("??");
        assertThat(fr).as("seed %d: French receipt has every message", seed).doesNotContain("??");
        assertThat(r.problems().size()).as("seed %d", seed).isLessThanOrEqualTo(OrdersReader.MAX_PROBLEMS + 1);
        return r;
    }

    static String grammarTokens(Random rnd, int count, int linesHint) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < count; i++) {
            sb.append(VOCABULARY[rnd.nextInt(VOCABULARY.length)]);
            int sep = rnd.nextInt(10);
            sb.append(sep < 7 ? " " : sep < 8 && linesHint > 1 ? "\n" : sep < 9 ? "" : "\r\n");
        }
        return sb.toString();
    }

    static byte[] randomBytes(Random rnd, int n) {
        byte[] b = new byte[n];
        rnd.nextBytes(b);
        return b;
    }

    static byte[] mutatedExample(Random rnd) {
        String[] samples = {
            "A1 -> B1\nKaga -> A2\ngroupe 1 A1 -> B1",
            "2xYF+2xYD+1xYD(e)+1xYT -> H4, landing on Hornet",
            "recherche johnston K11\nsearch D6 with midway",
            "combat naval en J5\nSS1 -> Kaga\nécran : DesRon1 -> I-168",
            "bombing priority: CV > BB > CA\nAA: spread\nchasseurs : bombardiers d'abord",
            "débarquement : tous\nréserve de chasseurs sur Kaga : non prêts",
            "groupe \"Kido Butai\" : Kaga, Akagi",
        };
        StringBuilder sb = new StringBuilder(samples[rnd.nextInt(samples.length)]);
        int edits = 1 + rnd.nextInt(8);
        for (int i = 0; i < edits && sb.length() > 0; i++) {
            int at = rnd.nextInt(sb.length());
            switch (rnd.nextInt(3)) {
                case 0 -> sb.deleteCharAt(at);
                case 1 -> sb.insert(at, (char) (32 + rnd.nextInt(0x250)));
                default -> sb.setCharAt(at, (char) rnd.nextInt(0x3000));
            }
        }
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    static byte[] mixedEncodings(Random rnd) {
        String text = "Débarquement à Midway : SNLF Kure\nKaga → A2 # «commentaire»\nréserve prête\n";
        Charset[] cs = {
            StandardCharsets.UTF_8,
            StandardCharsets.ISO_8859_1,
            Charset.forName("windows-1252"),
            StandardCharsets.UTF_16LE,
            StandardCharsets.UTF_16BE
        };
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (String line : text.split("\n")) {
            byte[] b = line.getBytes(cs[rnd.nextInt(cs.length)]);
            out.write(b, 0, b.length);
            out.write('\n');
            if (rnd.nextBoolean()) {
                byte[] bad = {(byte) 0xC3, (byte) 0x28, (byte) 0xE2, (byte) 0x82, (byte) 0xF0, (byte) 0x9F, (byte) 0xFF
                };
                out.write(bad, 0, 1 + rnd.nextInt(bad.length));
            }
        }
        return out.toByteArray();
    }

    private static String preview(byte[] b) {
        String s = new String(b, 0, Math.min(b.length, 300), StandardCharsets.UTF_8);
        return "(" + b.length + " bytes) " + s.replace("\n", "\\n");
    }

    @AfterAll
    static void report() throws IOException {
        String line = String.format(
                "orders fuzz: %d inputs, %d bytes, %d ms in the reader%n",
                INPUTS.get(), BYTES.get(), NANOS.get() / 1_000_000);
        System.out.print(line);
        Path target = Path.of("target");
        if (Files.isDirectory(target)) {
            Files.writeString(target.resolve("orders-fuzz.txt"), line, StandardCharsets.UTF_8);
        }
    }

    static List<String> vocabulary() {
        return List.of(VOCABULARY);
    }
}

package org.umpire.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * CONTRIBUTING.md: the rules are in the repository. {@code docs/rules.md} has an entry (a heading
 * {@code ### SRCH-4}) for every rule ID and register entry ({@code I-7}) that a test or a class names,
 * and no entry that RULES.md does not define (the ID set written at the top of rules.md); every ruling
 * ({@code I-ENG-45}, {@code I-ORD-24}, ...) a test or a class names is a row of {@code docs/RULINGS.md};
 * every row of RULINGS.md has an anchor and is linked from rules.md, and every link of rules.md
 * resolves. A failure names the ID and the files (and lines) that cite it.
 *
 * <p>IDs are found written with a hyphen ({@code SRCH-4}, in comments and strings) or, in test names,
 * with an underscore ({@code SRCH_4_a_search_...}). Only the prefixes of RULES.md count, so
 * {@code UTF-8}, {@code SHA-256} or {@code ISO-8859} are not IDs; nor is the submarine {@code I-168}.
 */
class RulesDocTest {

    /** The rule prefixes RULES.md defines, in its order; the register entries are {@code I-n}. */
    static final List<String> PREFIXES = List.of(
            "GAME", "SEQ", "SET", "MOV", "SRCH", "RAID", "AIR", "AA", "BOMB", "MID", "REC", "NAV", "SUB", "BBD", "LAND",
            "FOG", "KURE", "RES", "VP", "ORD", "I");

    /** Look like an ID, are not one. */
    static final Set<String> NOT_IDS = Set.of("I-168");

    private static final String ALT = String.join("|", PREFIXES);
    /** {@code SRCH-4}, {@code I-7}; not inside {@code I-ORD-24} nor {@code I-ENG-45}. */
    private static final Pattern RULE_HYPHEN = Pattern.compile("(?<![A-Za-z0-9_-])(" + ALT + ")-(\\d+)(?![0-9])");
    /** {@code SRCH_4_...} in a test name. */
    private static final Pattern RULE_UNDERSCORE =
            Pattern.compile("(?<![A-Za-z0-9_])(" + ALT + ")_(\\d+)(?![A-Za-z0-9])");
    /** {@code I-ENG-45}, {@code I-ENG-6a}, {@code I_ORD_24_...}. */
    private static final Pattern RULING =
            Pattern.compile("(?<![A-Za-z0-9_-])I[-_]([A-Z]{3})[-_](\\d+[a-z]?)(?![A-Za-z0-9])");

    private static final Pattern ENTRY = Pattern.compile("^### (\\S+)\\s*$");
    private static final String ID_SET_LINE = "**The IDs RULES.md defines**:";
    private static final Pattern ID_RANGE = Pattern.compile("`([A-Z]+)-1\\.\\.(\\d+)`");
    private static final Pattern RULINGS_ROW =
            Pattern.compile("^\\| (?:<a id=\"([^\"]*)\"></a>)?(I-[A-Z]+-\\d+[a-z]?) \\|");
    private static final Pattern RULINGS_LINK = Pattern.compile("\\]\\(RULINGS\\.md#([^)]+)\\)");
    private static final Pattern LOCAL_LINK = Pattern.compile("\\]\\(#([^)]+)\\)");

    static Path repo() {
        Path p = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        while (p != null
                && !(Files.isRegularFile(p.resolve("docs/rules.md"))
                        && Files.isDirectory(p.resolve("umpire-engine")))) {
            p = p.getParent();
        }
        if (p == null) {
            throw new IllegalStateException("docs/rules.md not found above " + System.getProperty("user.dir"));
        }
        return p;
    }

    static final List<String> TEST_SOURCES = List.of("umpire-engine/src/test/java", "umpire-cli/src/test/java");
    static final List<String> MAIN_SOURCES = List.of("umpire-engine/src/main/java", "umpire-cli/src/main/java");

    @Test
    void every_rule_id_a_test_names_has_an_entry_in_rules_md() {
        Map<String, Set<String>> cited = ruleIds(TEST_SOURCES);
        assertThat(cited).as("rule IDs found in the tests").isNotEmpty();
        assertThat(missing(cited, entries()))
                .as("rule IDs the tests cite without an entry (### ID) in docs/rules.md")
                .isEmpty();
    }

    @Test
    void every_rule_id_the_code_names_has_an_entry_in_rules_md() {
        Map<String, Set<String>> cited = ruleIds(MAIN_SOURCES);
        assertThat(cited).as("rule IDs found in src/main").isNotEmpty();
        assertThat(missing(cited, entries()))
                .as("rule IDs src/main cites without an entry (### ID) in docs/rules.md")
                .isEmpty();
    }

    @Test
    void every_entry_of_rules_md_is_an_id_rules_md_defines_and_every_such_id_has_one() {
        List<String> lines = lines(repo().resolve("docs/rules.md"));
        List<String> idSetLines =
                lines.stream().filter(l -> l.startsWith(ID_SET_LINE)).collect(Collectors.toList());
        assertThat(idSetLines)
                .as("one line '%s ...' in docs/rules.md", ID_SET_LINE)
                .hasSize(1);
        Set<String> defined = new TreeSet<>();
        Set<String> prefixes = new LinkedHashSet<>();
        Matcher m = ID_RANGE.matcher(idSetLines.get(0));
        while (m.find()) {
            prefixes.add(m.group(1));
            for (int n = 1; n <= Integer.parseInt(m.group(2)); n++) {
                defined.add(m.group(1) + "-" + n);
            }
        }
        assertThat(new ArrayList<>(prefixes))
                .as("the prefixes of the ID set in docs/rules.md are RULES.md's")
                .isEqualTo(PREFIXES);
        List<String> all = new ArrayList<>();
        for (String l : lines) {
            Matcher e = ENTRY.matcher(l);
            if (e.matches()) {
                all.add(e.group(1));
            }
        }
        Set<String> entries = new TreeSet<>(all);
        assertThat(all).as("entries of docs/rules.md, each once").hasSize(entries.size());
        assertThat(diff(entries, defined))
                .as("entries of docs/rules.md that RULES.md does not define (no invented IDs)")
                .isEmpty();
        assertThat(diff(defined, entries))
                .as("IDs RULES.md defines with no entry in docs/rules.md")
                .isEmpty();
    }

    @Test
    void every_ruling_a_test_or_the_code_names_is_a_row_of_rulings_md() {
        Map<String, Set<String>> cited = new TreeMap<>();
        List<String> sources = new ArrayList<>(TEST_SOURCES);
        sources.addAll(MAIN_SOURCES);
        for (Path f : javaFiles(sources)) {
            scan(f, RULING, m -> "I-" + m.group(1) + "-" + m.group(2), cited);
        }
        assertThat(cited).as("ruling IDs found in the sources").isNotEmpty();
        Set<String> rows = rulingRows().keySet();
        assertThat(missing(cited, rows))
                .as("ruling IDs cited with no row in docs/RULINGS.md")
                .isEmpty();
    }

    @Test
    void every_ruling_has_an_anchor_and_is_linked_from_rules_md_and_every_link_resolves() {
        Map<String, String> rows = rulingRows();
        List<String> problems = new ArrayList<>();
        rows.forEach((id, anchor) -> {
            if (!id.toLowerCase(Locale.ROOT).equals(anchor)) {
                problems.add(id + ": its row in docs/RULINGS.md must start '| <a id=\"" + id.toLowerCase(Locale.ROOT)
                        + "\"></a>" + id + " |'");
            }
        });
        String rules = String.join("\n", lines(repo().resolve("docs/rules.md")));
        Set<String> linked = new TreeSet<>();
        Matcher m = RULINGS_LINK.matcher(rules);
        while (m.find()) {
            linked.add(m.group(1));
        }
        Set<String> anchors = new TreeSet<>(rows.values());
        for (String l : linked) {
            if (!anchors.contains(l)) {
                problems.add("docs/rules.md links RULINGS.md#" + l + ", which is no anchor of docs/RULINGS.md");
            }
        }
        rows.forEach((id, anchor) -> {
            if (!linked.contains(id.toLowerCase(Locale.ROOT))) {
                problems.add(id + " (docs/RULINGS.md) is linked from no rule of docs/rules.md: add [" + id
                        + "](RULINGS.md#" + id.toLowerCase(Locale.ROOT) + ") to the Readings of each rule it reads");
            }
        });
        Set<String> local = new TreeSet<>();
        for (String l : lines(repo().resolve("docs/rules.md"))) {
            if (l.startsWith("#")) {
                local.add(slug(l.replaceFirst("^#+\\s*", "")));
            }
        }
        Matcher lm = LOCAL_LINK.matcher(rules);
        while (lm.find()) {
            if (!local.contains(lm.group(1))) {
                problems.add("docs/rules.md links #" + lm.group(1) + ", which is no heading of docs/rules.md");
            }
        }
        assertThat(problems)
                .as("rulings and links of docs/rules.md and docs/RULINGS.md")
                .isEmpty();
    }

    // ---------------------------------------------------------------------------------------------

    /** ID -> the files (path:line) that name it. */
    static Map<String, Set<String>> ruleIds(List<String> sourceDirs) {
        Map<String, Set<String>> cited = new TreeMap<>();
        for (Path f : javaFiles(sourceDirs)) {
            scan(f, RULE_HYPHEN, m -> m.group(1) + "-" + m.group(2), cited);
            scan(f, RULE_UNDERSCORE, m -> m.group(1) + "-" + m.group(2), cited);
        }
        NOT_IDS.forEach(cited::remove);
        return cited;
    }

    interface Id {
        String of(Matcher m);
    }

    static void scan(Path file, Pattern p, Id id, Map<String, Set<String>> cited) {
        List<String> lines = lines(file);
        String where = repo().relativize(file).toString().replace('\\', '/');
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = p.matcher(lines.get(i));
            while (m.find()) {
                cited.computeIfAbsent(id.of(m), k -> new TreeSet<>()).add(where + ":" + (i + 1));
            }
        }
    }

    /** One line per cited ID that {@code known} lacks: the ID and where it is cited (at most 3 places). */
    static List<String> missing(Map<String, Set<String>> cited, Set<String> known) {
        List<String> out = new ArrayList<>();
        cited.forEach((id, where) -> {
            if (!known.contains(id)) {
                List<String> w = where.stream().limit(3).collect(Collectors.toList());
                out.add(id + " cited in " + String.join(", ", w)
                        + (where.size() > 3 ? " and " + (where.size() - 3) + " more" : ""));
            }
        });
        return out;
    }

    static Set<String> diff(Set<String> a, Set<String> b) {
        Set<String> d = new TreeSet<>(a);
        d.removeAll(b);
        return d;
    }

    static Set<String> entries() {
        Set<String> out = new TreeSet<>();
        for (String l : lines(repo().resolve("docs/rules.md"))) {
            Matcher e = ENTRY.matcher(l);
            if (e.matches()) {
                out.add(e.group(1));
            }
        }
        return out;
    }

    /** Ruling ID -> its anchor ("" when the row has none). */
    static Map<String, String> rulingRows() {
        Map<String, String> rows = new TreeMap<>();
        for (String l : lines(repo().resolve("docs/RULINGS.md"))) {
            Matcher m = RULINGS_ROW.matcher(l);
            if (m.find()) {
                String previous = rows.put(m.group(2), m.group(1) == null ? "" : m.group(1));
                assertThat(previous)
                        .as("%s has two rows in docs/RULINGS.md (numbers are never reused)", m.group(2))
                        .isNull();
            }
        }
        assertThat(rows).as("rows of docs/RULINGS.md").isNotEmpty();
        return rows;
    }

    /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
    static String slug(String heading) {
        return heading.toLowerCase(Locale.ROOT)
                .replaceAll("[^\\p{L}\\p{N} _-]", "")
                .replace(' ', '-');
    }

    static List<Path> javaFiles(List<String> dirs) {
        List<Path> out = new ArrayList<>();
        for (String d : dirs) {
            Path dir = repo().resolve(d);
            assertThat(dir).as("source folder").isDirectory();
            try (Stream<Path> s = Files.walk(dir)) {
                s.filter(f -> f.toString().endsWith(".java")).sorted().forEach(out::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

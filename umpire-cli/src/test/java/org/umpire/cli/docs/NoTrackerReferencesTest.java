package org.umpire.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * CONTRIBUTING.md, "Citing why": code, scripts, wording files and examples cite what is inside the
 * repository (a rule ID, a ruling, a docs section), never an issue of a tracker the next developer cannot
 * open (an issue number). A docs path a comment cites ({@code docs/mail-in.md#threat-model}) exists, with
 * its heading when it names one.
 */
class NoTrackerReferencesTest {

    /** Where code and the texts that ship with it live; CHANGELOG.md and RULINGS.md keep their history. */
    private static final List<String> TREES =
            List.of("umpire-engine/src", "umpire-cli/src", "scripts", "templates", "orders-examples", "rules", ".ci");

    private static final Pattern ISSUE = Pattern.compile("(?i)\\bissues? ?#?\\d+|\\bissue_\\d+");
    private static final Pattern DOC_CITED = Pattern.compile("\\b((?:docs/)?[\\w-]+\\.md)(?:#([a-z0-9-]+))?");

    @Test
    void no_issue_number_in_code_test_names_scripts_templates_or_examples() {
        List<String> found = new ArrayList<>();
        forEachLine((file, n, line) -> {
            Matcher m = ISSUE.matcher(line);
            if (m.find()) {
                found.add(file + ":" + n + ": \"" + m.group() + "\": cite a rule ID, a ruling or a docs section");
            }
        });
        assertThat(found).isEmpty();
    }

    @Test
    void every_docs_section_the_code_cites_exists() {
        Path repo = RulesDocTest.repo();
        Set<String> missing = new TreeSet<>();
        forEachLine((file, n, line) -> {
            Matcher m = DOC_CITED.matcher(line);
            while (m.find()) {
                String doc = m.group(1);
                if (!doc.startsWith("docs/")
                        && !Set.of("CONTRIBUTING.md", "README.md", "CHANGELOG.md")
                                .contains(doc)) {
                    continue; // a file of a story or an example folder, named by its own folder
                }
                Path target = repo.resolve(doc);
                if (!Files.isRegularFile(target)) {
                    missing.add(file + ":" + n + ": " + doc + " does not exist");
                } else if (m.group(2) != null && !anchors(target).contains(m.group(2))) {
                    missing.add(file + ":" + n + ": " + doc + " has no heading #" + m.group(2));
                }
            }
        });
        assertThat(missing).isEmpty();
    }

    /** GitHub's anchors of a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens. */
    static Set<String> anchors(Path md) {
        Set<String> out = new TreeSet<>();
        for (String line : read(md)) {
            if (line.startsWith("#")) {
                String title = line.replaceFirst("^#+\\s*", "").strip().toLowerCase(Locale.ROOT);
                out.add(title.replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-'));
            }
        }
        return out;
    }

    interface LineVisitor {
        void visit(String file, int number, String line);
    }

    private static void forEachLine(LineVisitor visitor) {
        Path repo = RulesDocTest.repo();
        for (String tree : TREES) {
            Path root = repo.resolve(tree);
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(root)) {
                files.filter(Files::isRegularFile)
                        .filter(NoTrackerReferencesTest::isText)
                        .sorted()
                        .forEach(f -> {
                            List<String> lines = read(f);
                            for (int i = 0; i < lines.size(); i++) {
                                visitor.visit(repo.relativize(f).toString(), i + 1, lines.get(i));
                            }
                        });
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static boolean isText(Path f) {
        String name = f.getFileName().toString();
        return Stream.of(
                                ".java",
                                ".sh",
                                ".py",
                                ".properties",
                                ".txt",
                                ".mustache",
                                ".yaml",
                                ".md",
                                ".csv",
                                ".css",
                                ".js")
                        .anyMatch(name::endsWith)
                || name.equals("run");
    }

    private static List<String> read(Path f) {
        try {
            return Files.readAllLines(f, StandardCharsets.UTF_8);
        } catch (IOException e) {
            try {
                return Files.readAllLines(f, StandardCharsets.ISO_8859_1);
            } catch (IOException again) {
                throw new UncheckedIOException(again);
            }
        }
    }
}

package org.umpire.cli.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.umpire.cli.fixtures.Golden;
import org.umpire.cli.report.WholeGameReports.Kind;
import org.umpire.cli.report.WholeGameReports.Mail;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;

/**
 * docs/reports-and-mail.md: say it once, say it short, over every report of a whole game (the demo game of the plan
 * bots, both sides, both languages; golden files {@code golden/whole-game/<side>-<language>.txt}). A quiet
 * report holds at most 30 lines, any other (searches, raid, combat, landing, the opening and the end) at most
 * 45; what to send next and by when is within the first 15 lines of every report, and the news come before the
 * force tables. Prints the line counts per kind of report.
 */
@Tag("slow")
class WholeGameBudgetTest {

    static final int QUIET = 30;
    static final int BUSY = 45;
    static final int FIRST_SCREEN = 15;
    private static final ReportRenderer RENDERER = new ReportRenderer(TemplateSource.builtIn());

    static Map<Side, Map<Language, List<Mail>>> mails;

    @BeforeAll
    static void play() {
        mails = WholeGameReports.of();
    }

    /**
     * The golden files: the demo game is deterministic (seed 1942, the same script and bots), so its mails are
     * too. A golden file out of date fails here, and is rewritten with {@code -Dgolden.update=true}.
     */
    @Test
    void the_reports_of_a_whole_game_match_their_golden_files() {
        mails.forEach((side, byLanguage) -> byLanguage.forEach((language, list) -> {
            StringBuilder sb = new StringBuilder();
            for (Mail m : list) {
                sb.append("########## ")
                        .append(m.key())
                        .append(" (")
                        .append(m.kind().label())
                        .append(", ")
                        .append(m.text().lines().count())
                        .append(" lines)\n")
                        .append(m.text());
            }
            Golden.assertMatches(
                    "whole-game/" + side.name().toLowerCase(Locale.ROOT) + "-" + language.code() + ".txt",
                    sb.toString());
        }));
    }

    /** Each sighting once per report: the news never tell one hex's search result twice (in other words). */
    @Test
    void SRCH_each_sighting_is_told_once_in_the_news() {
        Pattern sighting = Pattern.compile(
                "^- ([A-O][0-9]+) ?: .*\\((air search|naval search|recherche aérienne|recherche navale)\\)\\.?$");
        List<String> twice = new ArrayList<>();
        mails.forEach((side, byLanguage) -> byLanguage.forEach((language, list) -> {
            for (Mail m : list) {
                Map<String, Integer> told = new TreeMap<>();
                boolean news = false;
                for (String line : m.text().lines().toList()) {
                    if (line.startsWith("== ")) {
                        news = line.equals("== News ==") || line.equals("== Nouvelles ==");
                        continue;
                    }
                    Matcher x = sighting.matcher(line);
                    if (news && x.matches()) {
                        told.merge(x.group(1), 1, Integer::sum);
                    }
                }
                told.forEach((hex, n) -> {
                    if (n > 1) {
                        twice.add(side + " " + language + " " + m.key() + ": " + hex + " told " + n + " times");
                    }
                });
            }
        }));
        assertThat(twice).as(String.join("\n", twice)).isEmpty();
    }

    @Test
    void a_quiet_report_holds_30_lines_any_other_45() {
        System.out.println(table());
        List<String> over = new ArrayList<>();
        mails.forEach((side, byLanguage) -> byLanguage.forEach((language, list) -> {
            for (Mail m : list) {
                long n = m.text().lines().count();
                int budget = m.kind() == Kind.QUIET ? QUIET : BUSY;
                if (n > budget) {
                    over.add(side + " " + language + " " + m.key() + " ("
                            + m.kind().label() + "): " + n + " lines, at most " + budget);
                }
            }
        }));
        assertThat(over).as(String.join("\n", over)).isEmpty();
    }

    @Test
    void what_to_send_next_is_on_the_first_screen_and_the_news_come_before_the_forces() {
        List<String> problems = new ArrayList<>();
        mails.forEach((side, byLanguage) -> byLanguage.forEach((language, list) -> {
            Messages t = RENDERER.messages(language);
            for (Mail m : list) {
                List<String> lines = m.text().lines().toList();
                String where = side + " " + language + " " + m.key();
                int next = lines.indexOf("== " + t.get("section.awaited") + " ==");
                int news = lines.indexOf("== " + t.get("section.news") + " ==");
                int forces = lines.indexOf("== " + t.get("section.forces") + " ==");
                if (m.report().awaited().isPresent() && (next < 0 || next + 1 >= FIRST_SCREEN)) {
                    problems.add(
                            where + ": what to send next on line " + (next + 2) + ", after the first " + FIRST_SCREEN);
                }
                if (news < 0 || (forces >= 0 && forces < news)) {
                    problems.add(where + ": the news (line " + (news + 1) + ") do not come before the forces (line "
                            + (forces + 1) + ")");
                }
            }
        }));
        assertThat(problems).as(String.join("\n", problems)).isEmpty();
    }

    /** The line counts per kind of report: number, maximum and mean, per side and language. */
    static String table() {
        Map<Kind, Map<String, List<Long>>> counts = new TreeMap<>();
        List<String> columns = new ArrayList<>();
        mails.forEach((side, byLanguage) -> byLanguage.forEach((language, list) -> {
            String column = side + " " + language.code();
            columns.add(column);
            for (Mail m : list) {
                counts.computeIfAbsent(m.kind(), k -> new TreeMap<>())
                        .computeIfAbsent(column, c -> new ArrayList<>())
                        .add(m.text().lines().count());
            }
        }));
        StringBuilder sb = new StringBuilder("| kind | ");
        columns.forEach(c -> sb.append(c).append(" (n, max, mean) | "));
        sb.append("\n|---|");
        columns.forEach(c -> sb.append("---|"));
        sb.append('\n');
        counts.forEach((kind, byColumn) -> {
            sb.append("| ").append(kind.label()).append(" | ");
            for (String c : columns) {
                List<Long> l = byColumn.getOrDefault(c, List.of());
                sb.append(
                        l.isEmpty()
                                ? "-"
                                : String.format(
                                        Locale.ROOT,
                                        "%d, %d, %.1f",
                                        l.size(),
                                        l.stream()
                                                .mapToLong(Long::longValue)
                                                .max()
                                                .orElse(0),
                                        l.stream()
                                                .mapToLong(Long::longValue)
                                                .average()
                                                .orElse(0)));
                sb.append(" | ");
            }
            sb.append('\n');
        });
        return sb.toString();
    }
}

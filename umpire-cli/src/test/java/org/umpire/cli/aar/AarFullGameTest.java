package org.umpire.cli.aar;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.umpire.cli.fixtures.DemoGame;
import org.umpire.cli.fixtures.Golden;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.UnitState;

/**
 * The after-action report of a whole game: the demo game played by the bots to its final score
 * (25 turns, seed 1942; the JVM's shared game, {@link DemoGame#shared}), built once. Checks what a golden file of nine turns cannot: the result,
 * the size, the images, and that the French and English pages each speak one language.
 */
@Tag("slow")
class AarFullGameTest {

    /** Words that betray English in a French page (whole words, case-insensitive). */
    private static final Pattern ENGLISH = Pattern.compile(
            "\\b(the|and|with|your|from|of|to|by|in|on|at|it|was|turn|turns"
                    + "|ships|aircraft|ready|orders|hits?|none|found|lost|enemy|island|reef|group|located|never|since|sunk|destroyed"
                    + "|reduced|units?|losses|night|day|set-up|moved|entered|searched|raid on|fighters?|bombs|replies)\\b",
            Pattern.CASE_INSENSITIVE);
    /** Words that betray French in an English page. */
    private static final Pattern FRENCH = Pattern.compile(
            "\\b(les|des|vos|votre|avec|navires|avions|ordres|tour|tours"
                    + "|touchés?|aucun|ennemie?s?|perdus?|repéré|jamais|depuis|groupe|coulé|détruit|réduit|pertes|nuit|jour)\\b",
            Pattern.CASE_INSENSITIVE);
    /** Proper names that may hold such words: the game's own name. */
    private static final Pattern PROPER_NAMES = Pattern.compile("VICTORY AT MIDWAY|Victory at Midway");
    /** Program text that must never reach a reader. */
    private static final List<Pattern> PROGRAM_TEXT = List.of(
            Pattern.compile("[a-zA-Z]+\\["),
            Pattern.compile("\\bnull\\b"),
            Pattern.compile("\\bOptional\\b"),
            Pattern.compile("\\borg\\.umpire\\b"),
            Pattern.compile("\\{[a-zA-Z-]+(:[^}]*)?}"),
            Pattern.compile("\\baar\\.[a-z]"),
            Pattern.compile("\\b(event|umpire)\\.[a-z]+\\.[a-z]"),
            Pattern.compile(
                    "\\b(CARRIERS|TRANSPORTS|SURFACE|SUBMARINES|PLACED|ENTERED|MOVED|STAYED|EXITED|REDUCED|ELIMINATED)\\b"));

    static GameStore store;
    static AfterActionReport report;
    static String english;
    static String french;

    @BeforeAll
    static void playWholeGame() {
        store = DemoGame.shared(25);
        report = AfterActionReportBuilder.build(store, DemoGame.scenario());
        AarHtml html = new AarHtml(TemplateSource.builtIn());
        english = html.html(report, Language.EN);
        french = html.html(report, Language.FR);
    }

    /** see docs/aar.md: the after-action report of a scripted full game is a golden file (maps as hashes of what they draw). */
    @Test
    void the_report_of_the_whole_scripted_game_matches_its_golden_file() {
        Golden.assertMatches("aar-demo-full-en.html", AarPages.withMapHashes(english, report));
    }

    @Test
    void GAME_3_the_header_gives_the_winner_and_each_side_s_score_line_by_line() {
        GameState last = store.state();
        assertThat(last.isOver()).isTrue();
        assertThat(report.ending()).isPresent();
        Ending e = report.ending().get();
        assertThat(e.winner()).isEqualTo(last.winner());
        assertThat(e.scores()).hasSize(2);
        assertThat(english)
                .contains("The game is over after turn 25, the last.")
                .contains("Final score, United States:")
                .contains("Final score, Japan:");
        assertThat(french).contains("La partie est terminée après le tour 25").contains("Score final, Japon");
    }

    @Test
    void VP_4_the_curve_has_a_point_per_turn_ending_on_the_final_score() {
        assertThat(report.vp()).hasSize(26);
        VpPoint end = report.vp().get(25);
        assertThat(end.us()).isEqualTo(store.state().vpOf(Side.US));
        assertThat(end.jp()).isEqualTo(store.state().vpOf(Side.JP));
        assertThat(english)
                .contains("<svg class=\"vp-chart\"")
                .contains("<polyline")
                .contains("stroke-dasharray");
    }

    @Test
    void every_turn_has_its_section_and_its_map_and_the_page_stays_under_6_mb() throws IOException {
        assertThat(report.turns()).extracting(TurnStory::turn).containsExactlyElementsOf(range(0, 25));
        List<byte[]> images = AarPages.images(english);
        assertThat(images).hasSize(26);
        for (byte[] png : images) {
            BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
            assertThat(image).isNotNull();
            assertThat(image.getWidth()).isGreaterThan(800);
        }
        assertThat(english.getBytes(StandardCharsets.UTF_8).length).isLessThan(6_000_000);
        assertThat(french.getBytes(StandardCharsets.UTF_8).length).isLessThan(6_000_000);
    }

    @Test
    void the_page_refers_to_nothing_outside_itself() {
        assertThat(AarPages.externalReferences(english)).isEmpty();
        assertThat(AarPages.externalReferences(french)).isEmpty();
        assertThat(english).doesNotContain("<script").contains("src=\"data:image/png;base64,");
    }

    @Test
    void the_page_is_well_formed_every_tag_closed_in_order() {
        assertThat(AarPages.unbalancedTags(english)).isEmpty();
        assertThat(AarPages.unbalancedTags(french)).isEmpty();
        assertThat(english).startsWith("<!DOCTYPE html>").contains("<html lang=\"en\">");
        assertThat(french).contains("<html lang=\"fr\">");
    }

    @Test
    void the_french_page_has_no_english_word_and_the_english_page_no_french_word() {
        assertThat(otherLanguage(french, ENGLISH)).isEmpty();
        assertThat(otherLanguage(english, FRENCH)).isEmpty();
    }

    @Test
    void no_program_text_reaches_the_reader() {
        for (String page : List.of(english, french)) {
            String text = AarPages.text(page);
            for (Pattern p : PROGRAM_TEXT) {
                Matcher m = p.matcher(text);
                assertThat(m.find())
                        .as("program text %s in: %s", p, m.find(0) ? context(text, m.start()) : "")
                        .isFalse();
            }
        }
    }

    @Test
    void the_same_journal_gives_the_same_report() {
        assertThat(AfterActionReportBuilder.build(store, DemoGame.scenario())).isEqualTo(report);
    }

    @Test
    void SET_6_japan_first_located_a_us_carrier_group_on_the_turn_the_engine_recorded() {
        int engine = store.state().usCarrierFirstLocatedTurn();
        assertThat(engine).isPositive();
        int first = report.discoveries().stream()
                .filter(d -> d.searcher() == Side.JP
                        && d.kind() == Discovery.ForceKind.CARRIERS
                        && d.located().isPresent())
                .mapToInt(d -> d.located().getAsInt())
                .min()
                .orElseThrow();
        assertThat(first).isEqualTo(engine);
        assertThat(english).contains("TF16: first located on turn " + engine);
    }

    @Test
    void VP_1_the_losses_table_has_every_unit_the_game_eliminated() {
        List<String> eliminated = new ArrayList<>();
        for (UnitState u : store.state().units().values()) {
            if (u.isEliminated()) {
                eliminated.add(u.id().toString());
            }
        }
        List<String> told = new ArrayList<>();
        for (Side s : Side.values()) {
            report.losses().get(s).stream()
                    .filter(l -> l.kind() == Loss.Kind.ELIMINATED)
                    .forEach(l -> told.add(l.unit().toString()));
        }
        assertThat(told).containsExactlyInAnyOrderElementsOf(eliminated);
    }

    private static List<String> otherLanguage(String page, Pattern other) {
        List<String> found = new ArrayList<>();
        for (String line :
                PROPER_NAMES.matcher(AarPages.text(page)).replaceAll(" ").split("\n")) {
            Matcher m = other.matcher(line);
            if (m.find()) {
                found.add("\"" + m.group() + "\" in: " + line.strip());
            }
        }
        return found;
    }

    private static String context(String text, int at) {
        return text.substring(Math.max(0, at - 40), Math.min(text.length(), at + 40))
                .replace('\n', ' ');
    }

    private static List<Integer> range(int from, int to) {
        List<Integer> r = new ArrayList<>();
        for (int i = from; i <= to; i++) {
            r.add(i);
        }
        return r;
    }
}

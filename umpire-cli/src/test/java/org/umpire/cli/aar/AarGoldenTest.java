package org.umpire.cli.aar;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.fixtures.DemoGame;
import org.umpire.cli.fixtures.Golden;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;

/**
 * The after-action report of the demo game played to the end of turn 9 (the script, then the plan
 * bots: the first carrier battles of turns 8 and 9), in English and in French, against golden files
 * {@code golden/aar-demo-T09-en.html} and {@code -fr.html}. Each inline map is replaced by a short
 * hash of what it draws. Regenerate after an intended change with {@code -Dgolden.update=true} and
 * review the diff.
 */
@Tag("slow")
class AarGoldenTest {

    @TempDir
    static Path dir;

    static AfterActionReport report;

    @BeforeAll
    static void playNineTurns() {
        GameStore store = DemoGame.play(dir, 9);
        report = AfterActionReportBuilder.build(store, DemoGame.scenario());
    }

    @Test
    void the_report_of_nine_turns_in_english_matches_its_golden_file() {
        String html = new AarHtml(TemplateSource.builtIn()).html(report, Language.EN);
        Golden.assertMatches("aar-demo-T09-en.html", AarPages.withMapHashes(html, report));
    }

    @Test
    void the_report_of_nine_turns_in_french_matches_its_golden_file() {
        String html = new AarHtml(TemplateSource.builtIn()).html(report, Language.FR);
        Golden.assertMatches("aar-demo-T09-fr.html", AarPages.withMapHashes(html, report));
    }

    @Test
    void the_same_game_gives_the_same_bytes_maps_included() {
        GameStore again = DemoGame.play(dir.resolve("again"), 9);
        byte[] first = new AfterActionReports(TemplateSource.builtIn()).html(report, Language.EN);
        byte[] second = new AfterActionReports(TemplateSource.builtIn()).html(again, DemoGame.scenario(), Language.EN);
        assertThat(second).isEqualTo(first);
    }

    @Test
    void it_tells_the_set_up_and_each_of_the_nine_turns_with_its_map() {
        assertThat(report.lastTurn()).isEqualTo(9);
        assertThat(report.turns()).extracting(TurnStory::turn).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
        assertThat(report.ending()).isEmpty();
        String html = new AarHtml(TemplateSource.builtIn()).html(report, Language.EN);
        assertThat(AarPages.images(html)).hasSize(10);
        assertThat(html).contains("The game is not over");
    }
}

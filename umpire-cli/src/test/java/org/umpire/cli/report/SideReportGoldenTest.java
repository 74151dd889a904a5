package org.umpire.cli.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.umpire.cli.fixtures.Golden;
import org.umpire.cli.fixtures.MidwayFixture;
import org.umpire.cli.fixtures.Situations;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;

/** The final wording of side and umpire text reports, in both languages (GAME-5, GAME-6, SRCH-7, SRCH-8). */
class SideReportGoldenTest {

    private static final ReportRenderer RENDERER = new ReportRenderer(TemplateSource.builtIn());

    @ParameterizedTest
    @EnumSource(Language.class)
    void GAME_5_us_text_report_after_searches(Language language) {
        SideReport r = SideReportBuilder.build(Situations.usAfterSearches(Situations.turn3(), List.of()));
        String text = RENDERER.side(r, language, ReportRenderer.Format.TEXT);
        Golden.assertMatches("us-T03-P02-" + language.code() + ".txt", text);
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void GAME_5_jp_text_report_after_searches(Language language) {
        SideReport r = SideReportBuilder.build(Situations.jpAfterSearches(Situations.turn3(), List.of()));
        String text = RENDERER.side(r, language, ReportRenderer.Format.TEXT);
        Golden.assertMatches("jp-T03-P02-" + language.code() + ".txt", text);
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void GAME_1_umpire_text_report_shows_both_sides_and_every_die(Language language) {
        UmpireReport r = UmpireReportBuilder.build(
                MidwayFixture.scenario(),
                Situations.AFTER_SEARCHES,
                Situations.turn3(),
                List.of(),
                Situations.searchDice(),
                Optional.of(new Awaited(3, Phase.RAID_DECLARATION, Optional.of(Situations.DEADLINE), false)));
        String text = RENDERER.umpire(r, language, ReportRenderer.Format.TEXT);
        Golden.assertMatches("umpire-T03-P02-" + language.code() + ".txt", text);
        assertThat(text).contains("T2/end/fog", "d9", "Kido Butai", "TF16");
    }
}

package org.umpire.cli.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.umpire.cli.fixtures.MidwayFixture;
import org.umpire.cli.fixtures.Situations;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.state.EnemyUnitReport;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;
import org.umpire.engine.state.Knowledge;

/**
 * Every template renders in both languages with every optional part present (a template naming a
 * message or value that does not exist fails), and the HTML escapes what players wrote.
 */
class TemplatesRenderTest {

    private static final ReportRenderer RENDERER = new ReportRenderer(TemplateSource.builtIn());

    private static SideReport richUsReport() {
        GameState s = Situations.turn3();
        Knowledge k = s.knowledgeOf(Side.US)
                .withEnemyUnit(new EnemyUnitReport(3, Hex.parse("E6"), UnitId.of("Akagi"), UnitType.CV, "Akagi", 2));
        s = s.withKnowledge(Side.US, k);
        s = s.withUnit(s.unitOrThrow(UnitId.of("Hornet")).inGroup("<b>TF16 & co</b>"));
        return SideReportBuilder.build(Situations.usAfterSearches(s, List.of()));
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void side_templates_render_every_part(Language language) {
        SideReport r = richUsReport();
        String text = RENDERER.side(r, language, ReportRenderer.Format.TEXT);
        String html = RENDERER.side(r, language, ReportRenderer.Format.HTML);
        assertThat(text).contains("Akagi", "search Johnston -> K9", "D15", "<b>TF16 & co</b>");
        assertThat(html)
                .startsWith("<!DOCTYPE html>")
                .contains("lang=\"" + language.code() + "\"")
                .contains("&lt;b&gt;TF16 &amp; co&lt;/b&gt;")
                .doesNotContain("<b>TF16")
                .contains("<li>TF16 ")
                .contains("Enterprise")
                .contains("Akagi")
                .contains("D15");
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void umpire_templates_render_every_part(Language language) {
        UmpireReport r = UmpireReportBuilder.build(
                MidwayFixture.scenario(),
                Situations.AFTER_SEARCHES,
                Situations.turn3(),
                List.of(),
                Situations.searchDice(),
                Optional.of(new Awaited(3, Phase.RAID_DECLARATION, Optional.empty(), false)));
        String html = RENDERER.umpire(r, language, ReportRenderer.Format.HTML);
        assertThat(html).contains("T3/P2/draw/MID-2", "Kido Butai", "TF16", "Akagi", "Enterprise");
    }

    @Test
    void a_template_naming_a_missing_message_fails(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("side.txt.mustache"), "{{t.section.results}} {{t.section.nope}}\n");
        ReportRenderer custom = new ReportRenderer(TemplateSource.withOverrides(dir));
        Assertions.assertThatThrownBy(() -> custom.side(richUsReport(), Language.EN, ReportRenderer.Format.TEXT))
                .hasMessageContaining("t.section.nope");
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void a_report_without_receipt_or_deadline_renders(Language language) {
        SideReport r = SideReportBuilder.build(SideSituation.of(
                MidwayFixture.scenario(),
                new ReportMoment("g", 0, Phase.SETUP),
                InitialState.of(MidwayFixture.scenario()),
                Side.JP,
                List.of(),
                Optional.of(new Awaited(0, Phase.SETUP, Optional.empty(), true)),
                Optional.empty()));
        String text = RENDERER.side(r, language, ReportRenderer.Format.TEXT);
        assertThat(text).contains(language == Language.FR ? "Mise en place" : "Set-up");
        assertThat(RENDERER.side(r, language, ReportRenderer.Format.HTML)).contains("</html>");
    }
}

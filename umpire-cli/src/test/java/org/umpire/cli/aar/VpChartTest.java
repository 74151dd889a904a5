package org.umpire.cli.aar;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Vp;

/** The VP curve (section 12): an inline SVG with axes, labels and a legend that reads in greyscale too. */
class VpChartTest {

    private static final List<VpPoint> POINTS = List.of(
            new VpPoint(0, Vp.ZERO, Vp.ZERO), new VpPoint(1, Vp.half(), Vp.ZERO), new VpPoint(2, Vp.of(11), Vp.of(23)));

    @Test
    void the_grid_step_keeps_the_axis_to_eight_steps_or_fewer() {
        assertThat(VpChart.step(0)).isEqualTo(1);
        assertThat(VpChart.step(8)).isEqualTo(1);
        assertThat(VpChart.step(9)).isEqualTo(2);
        assertThat(VpChart.step(23)).isEqualTo(5);
        assertThat(VpChart.step(77)).isEqualTo(10);
        assertThat(VpChart.step(120)).isEqualTo(20);
    }

    @Test
    void it_has_both_curves_axes_labels_and_a_legend_in_the_reader_s_language() {
        String fr = VpChart.svg(POINTS, messages(Language.FR));
        assertThat(fr).startsWith("<svg").endsWith("</svg>").doesNotContain("http");
        assertThat(fr)
                .contains(">Tour</text>")
                .contains(">Points de victoire</text>")
                .contains(">États-Unis</text>")
                .contains(">Japon</text>")
                .contains("<title>Tour 2 : Japon 23 PV</title>");
        assertThat(fr.split("<polyline", -1)).hasSize(3);
        assertThat(fr).contains("points=\"56,250 380,245.3 704,146.2\""); // half a VP is drawn, not rounded
        assertThat(fr).contains(">25</text>"); // the axis reaches 25 for 23 VP
    }

    @Test
    void the_two_sides_differ_in_greyscale_by_lightness_dash_and_marker() {
        assertThat(Math.abs(luma(VpChart.US_COLOUR) - luma(VpChart.JP_COLOUR))).isGreaterThan(60);
        String svg = VpChart.svg(POINTS, messages(Language.EN));
        assertThat(svg).contains("stroke-dasharray").contains("<circle").contains("<rect x=");
    }

    @Test
    void text_from_the_wording_is_escaped() {
        Messages m = TemplateSource.builtIn().messages(Language.EN);
        assertThat(VpChart.escape("Tom & \"Jerry\" <b>")).isEqualTo("Tom &amp; &quot;Jerry&quot; &lt;b&gt;");
        assertThat(VpChart.svg(POINTS, m)).doesNotContain(" & ");
    }

    private static double luma(String hex) {
        Color c = Color.decode(hex);
        return 0.299 * c.getRed() + 0.587 * c.getGreen() + 0.114 * c.getBlue();
    }

    private static Messages messages(Language language) {
        return TemplateSource.builtIn().messages(language);
    }
}

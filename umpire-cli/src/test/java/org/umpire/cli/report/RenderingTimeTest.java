package org.umpire.cli.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.umpire.cli.fixtures.MidwayFixture;
import org.umpire.cli.fixtures.Situations;
import org.umpire.cli.map.MapPainter;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * Rendering time of a side's report per phase (text + HTML + CSV + PNG), printed as the table of
 * docs/reports-and-mail.md. Bar: a whole report in under 500 ms at the median, even on a busy machine
 * (a phase resolves in milliseconds; mailing two sides must not feel slow).
 */
@Tag("benchmark")
class RenderingTimeTest {

    private static final int WARM_UP = 3;
    private static final int RUNS = 9;

    @Test
    void a_side_report_renders_in_well_under_half_a_second_per_phase() {
        ReportRenderer renderer = new ReportRenderer(TemplateSource.builtIn());
        Messages m = renderer.messages(Language.FR);
        StringBuilder table = new StringBuilder(
                "| phase | build | text | HTML | CSV | PNG | total |\n|---|---:|---:|---:|---:|---:|---:|\n");
        double worst = 0;
        for (Phase phase : Phase.values()) {
            if (phase == Phase.GAME_OVER) {
                continue;
            }
            ReportMoment moment = new ReportMoment(Situations.GAME, phase == Phase.SETUP ? 0 : 3, phase);
            SideSituation s = SideSituation.of(
                    MidwayFixture.scenario(),
                    moment,
                    Situations.turn3(),
                    Side.US,
                    List.of(),
                    Optional.of(new Awaited(3, Phase.NAVAL_COMBAT, Optional.of(Situations.DEADLINE), true)),
                    Optional.empty());
            List<double[]> samples = new ArrayList<>();
            for (int i = 0; i < WARM_UP + RUNS; i++) {
                long t0 = System.nanoTime();
                SideReport r = SideReportBuilder.build(s);
                long t1 = System.nanoTime();
                renderer.side(r, Language.FR, ReportRenderer.Format.TEXT);
                long t2 = System.nanoTime();
                renderer.side(r, Language.FR, ReportRenderer.Format.HTML);
                long t3 = System.nanoTime();
                ForceTableCsv.write(r.forces(), m);
                long t4 = System.nanoTime();
                MapPainter.png(r.map(), m);
                long t5 = System.nanoTime();
                if (i >= WARM_UP) {
                    samples.add(new double[] {t1 - t0, t2 - t1, t3 - t2, t4 - t3, t5 - t4, t5 - t0});
                }
            }
            double[] med = new double[6];
            for (int k = 0; k < 6; k++) {
                final int col = k;
                double[] v =
                        samples.stream().mapToDouble(x -> x[col] / 1e6).sorted().toArray();
                med[k] = v[v.length / 2];
            }
            worst = Math.max(worst, med[5]);
            table.append(String.format(
                    "| %d %s | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f |%n",
                    phase.number(), phase.englishName(), med[0], med[1], med[2], med[3], med[4], med[5]));
        }
        System.out.println("Median rendering time (ms) of the US report, French, turn 3 fixture:\n" + table);
        assertThat(worst)
                .as("slowest phase median, ms: %s", Arrays.toString(new double[] {worst}))
                .isLessThan(500);
    }
}

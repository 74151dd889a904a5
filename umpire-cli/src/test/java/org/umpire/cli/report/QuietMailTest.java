package org.umpire.cli.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.umpire.cli.fixtures.MidwayFixture;
import org.umpire.cli.fixtures.Situations;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.GameState;

/** see docs/orders.md: no mail to a side for a phase that told it nothing and asks nothing of it. */
class QuietMailTest {

    private static final ReportMoment MOMENT = new ReportMoment(Situations.GAME, 3, Phase.BOMBING, 12);

    private static SideSituation us(
            List<EventLine> results, boolean fromYou, Optional<OrdersReceipt> receipt, ReportMoment moment) {
        GameState s = Situations.turn3();
        return SideSituation.of(
                MidwayFixture.scenario(),
                moment,
                s,
                Side.US,
                results,
                Optional.of(new Awaited(3, Phase.RECOVERY, Optional.empty(), fromYou)),
                receipt,
                Optional.of(s));
    }

    @Test
    void a_side_told_nothing_and_asked_nothing_gets_no_mail() {
        assertThat(ReportService.tellsNothing(us(List.of(), false, Optional.empty(), MOMENT)))
                .isTrue();
    }

    @Test
    void news_a_question_a_receipt_a_correction_or_the_opening_report_are_mailed() {
        List<EventLine> hit =
                List.of(EventLine.of("turn.ended", "turn", "3"), EventLine.of("readiness.ready", "aircraft", "EF1"));
        assertThat(ReportService.tellsNothing(us(hit, false, Optional.empty(), MOMENT)))
                .isFalse();
        assertThat(ReportService.tellsNothing(
                        us(List.of(EventLine.of("turn.ended", "turn", "3")), false, Optional.empty(), MOMENT)))
                .isTrue();
        assertThat(ReportService.tellsNothing(us(List.of(), true, Optional.empty(), MOMENT)))
                .isFalse();
        assertThat(ReportService.tellsNothing(us(
                        List.of(),
                        false,
                        Optional.of(new OrdersReceipt(List.of("search MH2 -> E6"), List.of())),
                        MOMENT)))
                .isFalse();
        assertThat(ReportService.tellsNothing(us(
                        List.of(),
                        false,
                        Optional.empty(),
                        new ReportMoment(Situations.GAME, 3, Phase.BOMBING, 12, 9))))
                .isFalse();
        assertThat(ReportService.tellsNothing(
                        us(List.of(), false, Optional.empty(), new ReportMoment(Situations.GAME, 3, Phase.BOMBING))))
                .isFalse();
    }
}

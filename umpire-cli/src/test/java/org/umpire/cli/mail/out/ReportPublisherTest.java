package org.umpire.cli.mail.out;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.umpire.cli.fixtures.MidwayFixture;
import org.umpire.cli.fixtures.Situations;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.report.Awaited;
import org.umpire.cli.report.OrdersReceipt;
import org.umpire.cli.report.PhaseOutcome;
import org.umpire.cli.report.ReportService;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

class ReportPublisherTest {

    @Test
    void GAME_1_each_reader_gets_their_sides_report_in_their_language() {
        MailSettings settings = MailFixtures.settings(Optional.empty());
        ReportPublisher publisher = new ReportPublisher(new ReportService(TemplateSource.builtIn()), settings);
        PhaseOutcome outcome = new PhaseOutcome(
                MidwayFixture.scenario(),
                MailFixtures.MOMENT,
                Situations.turn3(),
                Map.of(),
                Situations.searchDice(),
                Map.of(
                        Audience.US,
                        new Awaited(3, Phase.NAVAL_COMBAT, Optional.empty(), true),
                        Audience.JP,
                        new Awaited(3, Phase.NAVAL_COMBAT, Optional.empty(), true)),
                Map.of(
                        Side.US,
                        new OrdersReceipt(List.of("2xYF+2xYD -> E6"), List.of()),
                        Side.JP,
                        new OrdersReceipt(List.of("4xAD -> M5"), List.of())));
        Recipient us2 = new Recipient(Audience.US, "us2@club.example", Language.FR);
        List<OutgoingMail> mails =
                publisher.mails(outcome, List.of(MailFixtures.US, us2, MailFixtures.JP, publisher.umpire(Language.FR)));
        assertThat(mails).extracting(OutgoingMail::messageId).doesNotHaveDuplicates();
        assertThat(mails.get(0).subject()).isEqualTo("[midway-club-1] T3 11:30 — raid declarations");
        assertThat(mails.get(1).subject()).isEqualTo("[midway-club-1] T3 11h30 — déclaration des raids");
        assertThat(mails.get(0).text()).contains("2xYF+2xYD -> E6", "TF16").doesNotContain("4xAD", "Kido Butai");
        assertThat(mails.get(1).text()).contains("2xYF+2xYD -> E6", "Vos forces");
        assertThat(mails.get(2).text()).contains("4xAD -> M5", "Kido Butai").doesNotContain("2xYF", "TF16");
        assertThat(mails.get(3).to().address()).isEqualTo("arbitre@club.example");
        assertThat(mails.get(3).text()).contains("TF16", "Kido Butai", "T3/P2/draw/MID-2");
        assertThat(mails.get(3).references()).isEqualTo("<midway-club-1.umpire.thread@club.example>");
    }
}

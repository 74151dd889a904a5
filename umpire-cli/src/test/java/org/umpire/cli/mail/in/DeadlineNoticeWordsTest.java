package org.umpire.cli.mail.in;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.out.OutgoingMail;
import org.umpire.cli.mail.out.ReplyQueue;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/** I-REP-19, I-REP-9: what a deadline notice says to a side the game waits for, and to one it does not. */
class DeadlineNoticeWordsTest {

    private final Replies replies = new Replies(MailSettings.outboxOnly(), null);
    private static final String THREAD = "<g1.secret.us.0a1b2c3d4e@localhost>";

    private OutgoingMail notice(Optional<DeadlineNotices.Yours> yours, Language lang) {
        return replies.deadlineNotice(
                new DeadlineNotices.Facts("g1", 3, List.of(new DeadlineNotices.Extended(Duration.ofHours(24))), yours),
                Side.US,
                "nimitz@pearl.example",
                lang,
                THREAD,
                new byte[] {1, 2, 3});
    }

    @Test
    void I_REP_9_a_side_not_awaited_reads_no_phase_and_no_deadline_in_either_language() {
        for (Language lang : Language.values()) {
            OutgoingMail m = notice(Optional.empty(), lang);
            String all = m.subject() + "\n" + m.text();
            assertThat(all).doesNotContainPattern("(?i)turn|tour|phase [0-9]|UTC|20[0-9]{2}-");
            assertThat(m.references()).isEqualTo(THREAD);
            assertThat(m.messageId()).startsWith("<g1.deadline3.us.");
        }
        assertThat(notice(Optional.empty(), Language.EN).text()).contains("Nothing for you to send now");
    }

    @Test
    void I_REP_19_a_side_awaited_reads_its_decision_and_its_new_deadline() {
        Optional<DeadlineNotices.Yours> raid = Optional.of(new DeadlineNotices.Yours(
                4,
                Phase.RAID_DECLARATION,
                Optional.of(Instant.parse("2026-06-03T08:00:00Z")),
                ZoneId.of("Europe/Paris")));
        OutgoingMail en = notice(raid, Language.EN);
        assertThat(en.subject()).isEqualTo("[g1] Deadline notice 3: your orders for turn 4, phase 3");
        assertThat(en.text())
                .contains(
                        "24 h more for the current phase",
                        "due by 2026-06-03 10:00 (Europe/Paris), that is 2026-06-03 08:00 UTC");
        assertThat(notice(raid, Language.FR).text())
                .contains("24 h de plus pour la phase en cours", "attendus avant le 2026-06-03 10:00 (Europe/Paris)");
        // a notice waits in the game's queue as a receipt does, and reads back the same
        assertThat(ReplyQueue.bytes(en)).isNotEmpty();
    }
}

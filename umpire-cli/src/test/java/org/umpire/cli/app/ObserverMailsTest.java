package org.umpire.cli.app;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.internet.MimeMessage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.fixtures.DemoGame;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.out.MailComposer;
import org.umpire.cli.mail.out.MessageIds;
import org.umpire.cli.mail.out.OutgoingMail;
import org.umpire.cli.mail.out.ReportPublisher;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.mail.out.SentLog;
import org.umpire.cli.report.JournalOutcome;
import org.umpire.cli.report.ReportService;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.JournalRecord;
import org.umpire.cli.store.ObserverSettings;
import org.umpire.cli.store.Observers;
import org.umpire.cli.store.Player;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;
import org.umpire.engine.state.GameState;

/** I-CLI-8 (docs/club.md#observers) over the whole demo game: what the delay releases, and what the end sends. */
@Tag("slow")
class ObserverMailsTest {

    private static final Player BRUNO = new Player("bruno@watch.example", Language.FR);

    @Test
    void I_CLI_8_after_turn_7_resolves_an_observer_two_turns_behind_gets_turn_5_and_never_a_newer_one() {
        GameStore store = DemoGame.shared(25);
        List<Integer> turns = new ArrayList<>(ObserverMails.turns(store).keySet());
        assertThat(turns.get(0)).as("the set-up").isZero();
        boolean checked = false;
        for (JournalRecord e : JournalOutcome.standing(store.journal())) {
            GameState after = store.stateAfter(e);
            for (Optional<Integer> delay :
                    List.of(Optional.of(0), Optional.of(1), Optional.of(2), Optional.<Integer>empty())) {
                Optional<Integer> newest = new Observers(List.of(BRUNO), delay).newestTold(after);
                if (after.isOver()) {
                    assertThat(newest).as("the end: every turn").contains(Integer.MAX_VALUE);
                } else if (delay.isEmpty()) {
                    assertThat(newest).as("end: nothing before the end").isEmpty();
                } else {
                    // never a turn not ended, never one newer than the game's turn minus the delay
                    newest.ifPresent(n -> assertThat(n).isLessThanOrEqualTo(after.turn() - 1 - delay.get()));
                    newest.ifPresent(n -> assertThat(n).isLessThanOrEqualTo(after.turn() - delay.get()));
                    assertThat(newest.orElse(-1)).isEqualTo(Math.max(-1, after.turn() - 1 - delay.get()));
                }
            }
            if (!after.isOver() && after.turn() == 8) {
                assertThat(new Observers(List.of(BRUNO), Optional.of(2)).newestTold(after))
                        .contains(5);
                checked = true;
            }
        }
        assertThat(checked).as("the game reached turn 8").isTrue();
        assertThat(store.state().isOver()).isTrue();
    }

    @Test
    void I_CLI_8_with_end_the_observer_gets_one_mail_at_the_end_with_the_after_action_report_in_its_language(
            @TempDir Path dir) throws Exception {
        GameStore store = DemoGame.copyOf(25, dir);
        try (GameLock lock = store.lock()) {
            ObserverSettings.save(store, lock, new Observers(List.of(BRUNO), Optional.empty()));
        }
        store = GameStore.open(store.home(), store.id());
        GameContext game = GameContext.of(store, DemoGame.scenario());
        MailSettings settings = MailSettings.outboxOnly();
        ReportPublisher publisher = new ReportPublisher(
                new ReportService(TemplateSource.of(null)),
                settings,
                MessageIds.salt(store.seed().bytes()));
        List<SendReport.Skipped> skipped = new ArrayList<>();
        List<OutgoingMail> due = ObserverMails.due(game, publisher, settings, null, SentLog.of(store.dir()), skipped);
        assertThat(due).hasSize(1);
        OutgoingMail end = due.get(0);
        assertThat(end.to().address()).isEqualTo(BRUNO.email());
        assertThat(end.subject()).isEqualTo("[demo] Observateur — toute la bataille");
        assertThat(end.messageId()).startsWith("<demo.observer.end.e");
        assertThat(end.references()).startsWith("<demo.observer.thread.");
        assertThat(end.attachments()).hasSize(1);
        assertThat(end.attachments().get(0).fileName()).isEqualTo("aar-demo-fr.html");
        assertThat(new String(end.attachments().get(0).content(), java.nio.charset.StandardCharsets.UTF_8))
                .contains("<html lang=\"fr\"");
        MimeMessage m = new MailComposer(settings).compose(end, java.time.Instant.EPOCH);
        assertThat(m.getHeader("X-Umpire-Observer")[0]).isEqualTo("end");
    }
}

package org.umpire.cli.leak;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.in.DeadlineNotices;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;

/**
 * I-REP-19, I-REP-9: the umpire moves the deadline after every round of two twin games that differ only in what
 * Japan does in the fog (where its group 1 entered, then the other plan of a random bot); the United States, told
 * of every change, get byte-identical mails in both games, notices included, whether the game waits for them
 * (their own deadline) or only for Japan (no phase, no deadline).
 */
class DeadlineNoticeTwinsTest {

    private static final Scenario SCENARIO = new ScenarioLoader().resolve(null, ScenarioLoader.DEFAULT_SCENARIO);

    @Test
    void I_REP_19_a_deadline_notice_to_a_side_never_depends_on_what_the_other_side_must_decide() {
        Map<Side, TwinGames.Player1> players = new EnumMap<>(Side.class);
        players.put(Side.US, new TwinGames.Player1("nimitz@pearl.example", Language.EN, "us-deadline", 5L));
        players.put(Side.JP, new TwinGames.Player1("yamamoto@kure.example", Language.FR, "jp-deadline", null, "A2"));
        Path a = TwinGames.scratch("deadline-a");
        Path b = TwinGames.scratch("deadline-b");
        try {
            TwinGames.Game one = TwinGames.Game.start(a, new TwinGames.Setting(1942, new EnumMap<>(players)));
            players.put(
                    Side.JP, new TwinGames.Player1("yamamoto@kure.example", Language.FR, "jp-deadline", null, "A3"));
            TwinGames.Game two = TwinGames.Game.start(b, new TwinGames.Setting(1942, new EnumMap<>(players)));
            durations(one);
            durations(two);
            int turns = 4;
            while (one.round(turns) & two.round(turns)) {
                notice(one);
                notice(two);
            }
            List<TwinGames.Received> us = one.mails(Side.US);
            List<TwinGames.Received> twin = two.mails(Side.US);
            assertThat(one.knowledge(Side.US)).isEqualTo(two.knowledge(Side.US));
            assertThat(twin).hasSameSizeAs(us);
            int yours = 0;
            int notYours = 0;
            for (int i = 0; i < us.size(); i++) {
                assertThat(twin.get(i).messageId()).isEqualTo(us.get(i).messageId());
                assertThat(new String(twin.get(i).bytes(), StandardCharsets.UTF_8))
                        .as(us.get(i).messageId())
                        .isEqualTo(new String(us.get(i).bytes(), StandardCharsets.UTF_8));
                if (us.get(i).messageId().contains(".deadline")) {
                    String text = new String(us.get(i).bytes(), StandardCharsets.UTF_8);
                    if (text.contains("Nothing for you to send now")) {
                        notYours++;
                    } else {
                        yours++;
                    }
                }
            }
            System.out.println("DeadlineNoticeTwinsTest: " + us.size() + " US mails identical, " + yours
                    + " notices with the US deadline, " + notYours + " while the game waited for Japan only");
            assertThat(yours).isGreaterThan(3);
            // the hidden state differs: Japan's group 1 entered by another hex
            assertThat(GameStore.open(one.home(), GameId.parse(TwinGames.GAME))
                            .journal()
                            .size())
                    .isPositive();
            assertThat(journalOrders(one)).isNotEqualTo(journalOrders(two));
        } finally {
            AtomicFiles.deleteTree(a);
            AtomicFiles.deleteTree(b);
        }
    }

    /** Japan's orders of every entry, as the journal keeps them. */
    private static List<String> journalOrders(TwinGames.Game g) {
        GameStore store = GameStore.open(g.home(), GameId.parse(TwinGames.GAME));
        List<String> out = new ArrayList<>();
        store.journal()
                .forEach(e -> out.add(String.valueOf(store.journalOrders(e).get(Side.JP))));
        return out;
    }

    private static void durations(TwinGames.Game g) {
        GameStore store = GameStore.open(g.home(), GameId.parse(TwinGames.GAME));
        Deadlines d = Deadlines.of(store.dir());
        Map<Deadlines.Kind, Duration> all = new EnumMap<>(Deadlines.Kind.class);
        for (Deadlines.Kind k : Deadlines.Kind.values()) {
            all.put(k, Duration.ofHours(k == Deadlines.Kind.COMBAT ? 12 : 48));
        }
        d.setDurations(all);
        d.save();
    }

    /** What {@code umpire deadline twin +6h} does, under the game's lock: the notices queued, sent by the next round. */
    private static void notice(TwinGames.Game g) {
        GameStore store = GameStore.open(g.home(), GameId.parse(TwinGames.GAME));
        try (GameLock lock = store.lock()) {
            Deadlines d = Deadlines.of(store.dir());
            d.extend(Deadlines.phaseKey(store.state().turn(), store.state().phase()), Duration.ofHours(6));
            DeadlineNotices.queue(
                    store,
                    SCENARIO,
                    d,
                    List.of(new DeadlineNotices.Extended(Duration.ofHours(6))),
                    MailSettings.outboxOnly(),
                    null);
            d.save();
        }
    }
}

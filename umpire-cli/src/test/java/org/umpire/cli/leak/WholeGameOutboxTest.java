package org.umpire.cli.leak;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.internet.MimeMessage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.out.MailComposer;
import org.umpire.cli.report.SideSpans;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * Mail like a person's mail (docs/reports-and-mail.md, "Threads and subjects"): over the whole outbox of a game
 * played through the real mail path by two bots, one of them writing early (kept letters) and late (reminders,
 * deadlines), every mail a player receives joins the game's thread of that player (its first mail, the welcome),
 * every receipt answers the player's own mail, and no two mails a player receives share a subject.
 */
class WholeGameOutboxTest {

    private static Path root;
    private static TwinGames.Game game;
    private static final Map<Side, List<MimeMessage>> MAILS = new EnumMap<>(Side.class);

    @BeforeAll
    static void play() {
        Map<Side, TwinGames.Player1> players = new EnumMap<>(Side.class);
        players.put(
                Side.US,
                new TwinGames.Player1("nimitz@pearl.example", Language.EN, "us-outbox", null)
                        .with(TwinGames.Habit.EARLY));
        players.put(
                Side.JP,
                new TwinGames.Player1("yamamoto@kure.example", Language.FR, "jp-outbox", 7L)
                        .with(TwinGames.Habit.LATE));
        root = TwinGames.scratch("whole-outbox");
        game = TwinGames.Game.start(root, new TwinGames.Setting(1942, players))
                .playTo(Integer.getInteger("umpire.outbox.turns", 5));
        MailComposer composer = new MailComposer(MailSettings.outboxOnly());
        for (Side side : Side.values()) {
            List<MimeMessage> mails = new ArrayList<>();
            for (TwinGames.Received r : game.mails(side)) {
                mails.add(composer.parse(r.bytes()));
            }
            MAILS.put(side, mails);
        }
    }

    @AfterAll
    static void clean() {
        AtomicFiles.deleteTree(root);
    }

    @Test
    void no_two_mails_a_player_receives_share_a_subject() throws Exception {
        for (Side side : Side.values()) {
            Map<String, String> seen = new HashMap<>();
            for (MimeMessage m : MAILS.get(side)) {
                String before = seen.put(m.getSubject(), m.getMessageID());
                assertThat(before)
                        .as(side + ": \"" + m.getSubject() + "\" is the subject of " + before + " and of "
                                + m.getMessageID())
                        .isNull();
            }
            assertThat(seen).hasSizeGreaterThan(15);
        }
    }

    @Test
    void every_mail_joins_the_thread_its_welcome_began_and_a_receipt_answers_the_players_mail() throws Exception {
        for (Side side : Side.values()) {
            List<MimeMessage> mails = MAILS.get(side);
            MimeMessage welcome = mails.get(0);
            assertThat(welcome.getSubject()).contains("twin").containsAnyOf("Welcome", "Bienvenue");
            assertThat(welcome.getHeader("References")).isNull();
            assertThat(welcome.getHeader("In-Reply-To")).isNull();
            String thread = welcome.getMessageID();
            int receipts = 0;
            for (MimeMessage m : mails.subList(1, mails.size())) {
                String[] refs = header(m, "References").split(" ");
                assertThat(refs[0]).as(m.getSubject()).isEqualTo(thread);
                assertThat(header(m, "In-Reply-To")).as(m.getSubject()).isEqualTo(refs[refs.length - 1]);
                if (m.getHeader("X-Umpire-Receipt") != null) {
                    receipts++;
                    // the thread, then the player's own mail: never one of the umpire's
                    assertThat(refs).as(m.getSubject()).hasSize(2);
                    assertThat(refs[1]).doesNotEndWith("@localhost>");
                } else {
                    assertThat(refs).as(m.getSubject()).containsExactly(thread);
                }
            }
            assertThat(receipts).as(side + " receipts").isGreaterThan(3);
        }
    }

    @Test
    void a_reports_subject_names_the_phases_it_tells() throws Exception {
        GameStore store = GameStore.open(game.home(), GameId.parse(TwinGames.GAME));
        int lastTurn = new ScenarioLoader()
                .resolve(null, ScenarioLoader.DEFAULT_SCENARIO)
                .lastTurn();
        for (Side side : Side.values()) {
            Language lang = store.config().playersOf(side).get(0).language();
            Messages words = TemplateSource.builtIn().messages(lang);
            int checked = 0;
            for (SideSpans.SideSpan span : SideSpans.of(store, side)) {
                String prefix = "<" + TwinGames.GAME + "." + span.mailKey() + "."
                        + side.name().toLowerCase() + ".";
                List<Phase> told =
                        span.opening() ? List.of(Phase.SETUP) : SideSpans.phases(span.from(), span.at(), lastTurn);
                for (MimeMessage m : MAILS.get(side)) {
                    if (m.getMessageID().startsWith(prefix)) {
                        checked++;
                        assertThat(m.getSubject())
                                .as(span.mailKey())
                                .contains(words.get("phase." + told.get(0).name()))
                                .contains(words.get(
                                        "phase." + told.get(told.size() - 1).name()));
                        if (told.size() == 2) {
                            assertThat(m.getSubject()).contains(", ");
                        }
                    }
                }
            }
            assertThat(checked).as(side + " reports").isGreaterThan(8);
        }
    }

    private static String header(MimeMessage m, String name) throws Exception {
        String[] h = m.getHeader(name);
        return h == null ? "" : String.join(" ", h);
    }
}

package org.umpire.cli.leak;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.internet.MimeMessage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.out.MailComposer;
import org.umpire.cli.mail.out.SentLog;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.Observers;
import org.umpire.cli.store.Player;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.GameState;

/**
 * I-CLI-8, docs/club.md#observers, docs/reports-and-mail.md#no-leak-by-construction: twin games played through the real
 * mail path that differ only in who observes them (nobody, one observer a turn behind, two with no delay in two
 * languages, one until the end, one added in the middle of the game) give each player byte-identical mails (every
 * mail, every byte: subject, ids, thread, counters, attachments), no observer mail goes to a player's address, and
 * at every round the newest turn an observer was told is at most the game's turn minus the delay (the turns that
 * ended {@code delay} turns ago).
 */
@Tag("slow")
class ObserverTwinsTest {

    private static final int TURNS = Integer.getInteger("umpire.observers.turns", 3);
    private static final Pattern TURN_MAIL = Pattern.compile("^<" + TwinGames.GAME + "\\.observer\\.T([0-9]{2})\\.");
    private static final Player ANNE = new Player("anne@observers.example", Language.EN);
    private static final Player BRUNO = new Player("bruno@observers.example", Language.FR);
    /** The round after which the last twin gets its observer. */
    private static final int ADDED_AT = 9;

    private static final Map<String, TwinGames.Game> GAMES = new LinkedHashMap<>();
    private static final List<Path> DIRS = new ArrayList<>();
    /** Each twin's observers' newest turn told against the game's turn, as found after every round. */
    private static final List<String> TOO_EARLY = new ArrayList<>();

    @BeforeAll
    static void play() {
        Map<Side, TwinGames.Player1> players = new EnumMap<>(Side.class);
        players.put(
                Side.US,
                new TwinGames.Player1("nimitz@pearl.example", Language.EN, "us-observed", null)
                        .with(TwinGames.Habit.EARLY));
        players.put(
                Side.JP,
                new TwinGames.Player1("yamamoto@kure.example", Language.FR, "jp-observed", 11L)
                        .with(TwinGames.Habit.LATE));
        TwinGames.Setting base = new TwinGames.Setting(1942, players);
        Map<String, Observers> twins = new LinkedHashMap<>();
        twins.put("none", Observers.NONE);
        twins.put("one, 1 turn behind", new Observers(List.of(ANNE), Optional.of(1)));
        twins.put("two, no delay", new Observers(List.of(ANNE, BRUNO), Optional.of(0)));
        twins.put("one, at the end", new Observers(List.of(BRUNO), Optional.empty()));
        twins.put("added at round " + ADDED_AT, Observers.NONE);
        for (Map.Entry<String, Observers> t : twins.entrySet()) {
            Path dir = TwinGames.scratch("observed");
            DIRS.add(dir);
            TwinGames.Game g = TwinGames.Game.start(dir, base.observed(t.getValue()));
            Observers now = t.getValue();
            while (g.round(TURNS)) {
                if (g.rounds() == ADDED_AT && t.getKey().startsWith("added")) {
                    now = new Observers(List.of(ANNE, BRUNO), Optional.of(2));
                    g.observe(now);
                }
                checkDelay(t.getKey(), g, now);
            }
            GAMES.put(t.getKey(), g);
        }
    }

    @AfterAll
    static void clean() {
        DIRS.forEach(AtomicFiles::deleteTree);
    }

    /** I-CLI-8: the newest turn each observer was told is at most the game's turn minus the delay. */
    private static void checkDelay(String twin, TwinGames.Game g, Observers observers) {
        GameState state = GameStore.open(g.home(), GameId.parse(TwinGames.GAME)).state();
        if (state.isOver()) {
            return; // nothing is secret any more (I-CLI-8): every turn may be told
        }
        for (Player p : observers.people()) {
            for (TwinGames.Received r : g.mailsTo(p.email())) {
                Matcher m = TURN_MAIL.matcher(r.messageId());
                boolean turnMail = m.find();
                if (observers.atEndOnly()) {
                    TOO_EARLY.add(twin + ": " + r.messageId() + " before the end");
                } else if (turnMail
                        && Integer.parseInt(m.group(1))
                                > state.turn() - observers.delayTurns().get()) {
                    TOO_EARLY.add(twin + ": " + r.messageId() + " in turn " + state.turn());
                }
                if (turnMail && Integer.parseInt(m.group(1)) >= state.turn()) {
                    TOO_EARLY.add(twin + ": " + r.messageId() + ", a turn not over, in turn " + state.turn());
                }
            }
        }
    }

    @Test
    void I_CLI_8_each_player_receives_the_same_bytes_whoever_observes_the_game() {
        TwinGames.Game none = GAMES.get("none");
        for (Side side : Side.values()) {
            List<TwinGames.Received> expected = none.mails(side);
            assertThat(expected).as(side + "'s mails").hasSizeGreaterThan(15);
            for (Map.Entry<String, TwinGames.Game> twin : GAMES.entrySet()) {
                List<TwinGames.Received> got = twin.getValue().mails(side);
                assertThat(got.stream().map(TwinGames.Received::messageId).toList())
                        .as(side + ", observed by " + twin.getKey())
                        .isEqualTo(expected.stream()
                                .map(TwinGames.Received::messageId)
                                .toList());
                for (int i = 0; i < expected.size(); i++) {
                    assertThat(Arrays.equals(got.get(i).bytes(), expected.get(i).bytes()))
                            .as(side + ", observed by " + twin.getKey() + ": the bytes of "
                                    + got.get(i).messageId())
                            .isTrue();
                }
            }
        }
    }

    @Test
    void I_CLI_8_no_observer_mail_is_addressed_to_a_player_and_each_goes_only_to_an_observer() {
        List<String> playersAddresses = List.of("nimitz@pearl.example", "yamamoto@kure.example");
        for (Map.Entry<String, TwinGames.Game> twin : GAMES.entrySet()) {
            int observerMails = 0;
            for (SentLog.Entry e : SentLog.of(twin.getValue().gameDir()).entries()) {
                String to = e.recipient().toLowerCase(Locale.ROOT);
                if (e.messageId().contains(".observer.")) {
                    observerMails++;
                    assertThat(playersAddresses)
                            .as(twin.getKey() + ": " + e.messageId())
                            .doesNotContain(to);
                    assertThat(to).isIn(ANNE.email(), BRUNO.email());
                } else {
                    assertThat(to).as(twin.getKey() + ": " + e.messageId()).isNotIn(ANNE.email(), BRUNO.email());
                }
            }
            if (twin.getKey().equals("none") || twin.getKey().contains("end")) {
                assertThat(observerMails).as(twin.getKey()).isZero();
            } else {
                assertThat(observerMails).as(twin.getKey()).isPositive();
            }
        }
    }

    @Test
    void I_CLI_8_no_observer_is_told_a_turn_sooner_than_its_delay_allows() {
        assertThat(TOO_EARLY).isEmpty();
        // no delay: every turn that ended; one behind: one turn fewer; added late: caught up to its delay
        assertThat(turnsTold(GAMES.get("two, no delay"), ANNE)).isEqualTo(turnsTo(TURNS));
        assertThat(turnsTold(GAMES.get("two, no delay"), BRUNO)).isEqualTo(turnsTo(TURNS));
        assertThat(turnsTold(GAMES.get("one, 1 turn behind"), ANNE)).isEqualTo(turnsTo(TURNS - 1));
        assertThat(turnsTold(GAMES.get("added at round " + ADDED_AT), ANNE)).isEqualTo(turnsTo(TURNS - 2));
    }

    @Test
    void I_CLI_8_an_observers_mail_tells_one_whole_turn_in_its_language_in_a_thread_of_its_own() throws Exception {
        MailComposer composer = new MailComposer(MailSettings.outboxOnly());
        TwinGames.Game g = GAMES.get("two, no delay");
        String thread = null;
        for (TwinGames.Received r : g.mailsTo(BRUNO.email())) {
            MimeMessage m = composer.parse(r.bytes());
            assertThat(m.getSubject()).startsWith("[twin] Observateur — ");
            String[] refs = m.getHeader("References")[0].split(" ");
            assertThat(refs).hasSize(1);
            assertThat(refs[0]).contains(".observer.thread.");
            thread = thread == null ? refs[0] : thread;
            assertThat(refs[0]).isEqualTo(thread);
            String text = new String(r.bytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertThat(text).contains("X-Umpire-Observer: T").contains(".png");
        }
        for (TwinGames.Received r : g.mailsTo(ANNE.email())) {
            assertThat(composer.parse(r.bytes()).getSubject()).startsWith("[twin] Observer — ");
        }
    }

    /** The turns an observer was told, in the order told. */
    private static List<Integer> turnsTold(TwinGames.Game g, Player p) {
        List<Integer> turns = new ArrayList<>();
        for (TwinGames.Received r : g.mailsTo(p.email())) {
            Matcher m = TURN_MAIL.matcher(r.messageId());
            if (m.find()) {
                turns.add(Integer.parseInt(m.group(1)));
            }
        }
        return turns;
    }

    /** Turns 0 (the set-up) to {@code last}. */
    private static List<Integer> turnsTo(int last) {
        List<Integer> turns = new ArrayList<>();
        for (int t = 0; t <= last; t++) {
            turns.add(t);
        }
        return turns;
    }
}

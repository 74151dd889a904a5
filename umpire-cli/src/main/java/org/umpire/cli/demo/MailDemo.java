package org.umpire.cli.demo;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;
import org.umpire.cli.app.Watch;
import org.umpire.cli.base.UmpireClock;
import org.umpire.cli.bot.Bot;
import org.umpire.cli.bot.BotTurns;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.in.MaildirSource;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.Player;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.state.GameState;

/**
 * A demonstration game played by two bots through the program's real mail path: for each phase,
 * each awaited side's plan bot reads its side's view, writes its orders and mails them (a letter
 * dropped in the game's {@code inbox/} Maildir, as a mail server would deliver it); then one round
 * of {@code umpire watch} for this game receives them (receipts to the outbox), resolves the phase
 * when every order is in, and mails the reports (outbox). Nothing is stored behind the intake's back.
 */
public final class MailDemo {

    /** What the game came to: its end, and how many mails went each way. */
    public record Played(GameState end, int ordersMailed, int rounds, List<String> log) {}

    /** The Maildir the bots' letters are delivered to, in the game's folder. */
    public static final String INBOX = "inbox";

    private MailDemo() {}

    /**
     * Plays game {@code id} (created, its secrets issued: {@code secrets} by address) to the end of
     * turn {@code turns} or of the game; {@code progress} hears the number of turns played each time it grows.
     */
    public static Played play(
            GamesHome home,
            GameId id,
            Path rulesDir,
            Path templatesDir,
            MailSettings settings,
            Language umpireLanguage,
            Map<String, String> secrets,
            int turns,
            IntConsumer progress) {
        return play(
                home,
                id,
                rulesDir,
                templatesDir,
                settings,
                umpireLanguage,
                secrets,
                turns,
                progress,
                UmpireClock.get());
    }

    /** As {@link #play(GamesHome, GameId, Path, Path, MailSettings, Language, Map, int, IntConsumer)}, on {@code clock}. */
    public static Played play(
            GamesHome home,
            GameId id,
            Path rulesDir,
            Path templatesDir,
            MailSettings settings,
            Language umpireLanguage,
            Map<String, String> secrets,
            int turns,
            IntConsumer progress,
            Clock clock) {
        List<String> log = new ArrayList<>();
        Watch watch = new Watch(
                home,
                rulesDir,
                templatesDir,
                settings,
                umpireLanguage,
                Map.of(),
                clock,
                Duration.ofMinutes(1),
                log::add);
        Path inbox = maildir(home.gameDir(id).resolve(INBOX));
        GameContext game = GameContext.open(home, id, rulesDir);
        String umpire = settings.replyTo().orElse(settings.from()).getAddress();
        int mailed = 0;
        int rounds = 0;
        int turnsDone = 0;
        while (!game.state().isOver() && game.state().turn() <= turns) {
            GameState before = game.state();
            for (Side side : TurnEngine.awaiting(game.scenario(), before)) {
                if (game.store().orders(before.turn(), before.phase()).containsKey(side)) {
                    continue; // sent in advance with an earlier phase's mail
                }
                for (Player p : game.store().config().playersOf(side)) {
                    deliver(inbox, letter(game, p, side, umpire, secrets), before, side, mailed++, game, clock);
                }
            }
            watch.cycle(new MaildirSource(inbox), id);
            rounds++;
            game = game.reopened(home);
            GameState after = game.state();
            if (after.turn() == before.turn() && after.phase() == before.phase()) {
                throw new IllegalStateException("the demo game did not move on from turn " + before.turn() + ", phase "
                        + before.phase().number() + " (the intake's log: " + String.join("; ", log) + ")");
            }
            int done = after.isOver() ? after.turn() : after.turn() - 1;
            if (done > turnsDone) {
                turnsDone = done;
                progress.accept(done);
            }
        }
        return new Played(game.state(), mailed, rounds, log);
    }

    private static BotLetter letter(GameContext game, Player p, Side side, String umpire, Map<String, String> secrets) {
        String secret = secrets.get(p.email());
        if (secret == null) {
            throw new IllegalStateException("no secret was issued to the demo's player " + p.email());
        }
        return new BotLetter(game.store().id().value(), p.email(), umpire, side, p.language(), secret);
    }

    /** The bot's orders for the phase, as a letter delivered to the inbox. */
    private static void deliver(
            Path inbox, BotLetter letter, GameState state, Side side, int n, GameContext game, Clock clock) {
        Bot bot = Bot.plan(side);
        String orders =
                BotTurns.accepted(game.scenario(), state, side, bot.orders(SideView.of(game.scenario(), state, side)));
        String id = String.format(
                "demo-%s-%d-T%02d-P%d-%s-%d",
                game.store().id(),
                game.store().config().createdAt().toEpochMilli(),
                state.turn(),
                state.phase().number(),
                side,
                n);
        byte[] raw = letter.mail(orders, state.turn(), id, clock.instant());
        // Maildir delivery: written in tmp/, then moved into new/ under a name that sorts by arrival
        String name = String.format(
                "%010d.%06d.demo", game.store().config().createdAt().getEpochSecond(), n);
        AtomicFiles.write(inbox.resolve("new").resolve(name), raw);
    }

    private static Path maildir(Path dir) {
        try {
            for (String sub : List.of("tmp", "new", "cur")) {
                Files.createDirectories(dir.resolve(sub));
            }
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make the demo's inbox " + dir + ": " + e.getMessage(), e);
        }
    }
}

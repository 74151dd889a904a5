package org.umpire.cli.mail.in;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.out.Mailer;
import org.umpire.cli.mail.out.MessageIds;
import org.umpire.cli.mail.out.OutgoingMail;
import org.umpire.cli.mail.out.ReplyQueue;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.Player;
import org.umpire.engine.model.Side;

/**
 * Reminders to the players of sides whose orders are still awaited as a deadline nears: one per
 * player, phase and deadline (a deadline moved later gets its own reminder), never twice (sent log).
 */
public final class Reminders {

    private Reminders() {}

    public static SendReport send(
            GameStore store,
            Collection<Side> late,
            Instant deadline,
            MailSettings settings,
            Path templatesDir,
            Map<String, String> env,
            Clock clock) {
        return send(store, late, deadline, Map.of(), settings, templatesDir, env, clock);
    }

    /**
     * The reminders, each saying what the deadline will do to the side ({@code thens}: {@code extension},
     * {@code standIn}, {@code defaults}, {@code forfeit}, {@code pause}; docs/club.md) when the game's
     * missed-orders policy is not the default; none given: the default orders apply.
     */
    public static SendReport send(
            GameStore store,
            Collection<Side> late,
            Instant deadline,
            Map<Side, String> thens,
            MailSettings settings,
            Path templatesDir,
            Map<String, String> env,
            Clock clock) {
        Replies replies = new Replies(settings, templatesDir);
        List<OutgoingMail> mails = new ArrayList<>();
        for (Side side : late) {
            for (Player p : store.config().playersOf(side)) {
                mails.add(replies.reminder(
                        store.id().value(),
                        side,
                        p.email(),
                        p.language(),
                        MessageIds.thread(store, side, p.email(), settings.messageIdDomain()),
                        store.state().turn(),
                        store.state().phase(),
                        deadline,
                        store.config().timeZone(),
                        thens.getOrDefault(side, "")));
            }
        }
        return Mailer.forGame(settings, store.dir(), env, clock).send(mails);
    }

    /**
     * The missed-orders policy's mails (docs/club.md): to each player of the {@code late} sides, that the deadline
     * passed and the phase was extended to {@code deadline}, and what follows it ({@code then}: {@code standIn},
     * {@code defaults}, {@code forfeit}, {@code pause}).
     */
    public static SendReport sendLate(
            GameStore store,
            Collection<Side> late,
            Instant deadline,
            String then,
            MailSettings settings,
            Path templatesDir,
            Map<String, String> env,
            Clock clock) {
        Replies replies = new Replies(settings, templatesDir);
        List<OutgoingMail> mails = new ArrayList<>();
        for (Side side : late) {
            for (Player p : store.config().playersOf(side)) {
                mails.add(replies.missedOrders(
                        "late",
                        store.id().value(),
                        side,
                        p.email(),
                        p.language(),
                        MessageIds.thread(store, side, p.email(), settings.messageIdDomain()),
                        store.state().turn(),
                        store.state().phase(),
                        deadline,
                        store.config().timeZone(),
                        then,
                        0));
            }
        }
        return queuedAndSent(store, mails, settings, env, clock);
    }

    /**
     * The game paused after the stand-in's limit (docs/club.md): each player of an {@code absent} side is told
     * the game waits for its orders, with no deadline; each player of the other side, only that the game waits for
     * the other side (I-CLI-6).
     */
    public static SendReport sendPaused(
            GameStore store,
            Collection<Side> absent,
            int limit,
            MailSettings settings,
            Path templatesDir,
            Map<String, String> env,
            Clock clock) {
        Replies replies = new Replies(settings, templatesDir);
        List<OutgoingMail> mails = new ArrayList<>();
        for (Side side : Side.values()) {
            for (Player p : store.config().playersOf(side)) {
                mails.add(replies.missedOrders(
                        absent.contains(side) ? "paused" : "pausedOther",
                        store.id().value(),
                        side,
                        p.email(),
                        p.language(),
                        MessageIds.thread(store, side, p.email(), settings.messageIdDomain()),
                        store.state().turn(),
                        store.state().phase(),
                        null,
                        store.config().timeZone(),
                        "",
                        limit));
            }
        }
        return queuedAndSent(store, mails, settings, env, clock);
    }

    /**
     * The policy's mails go through the game's reply queue, under its lock: what a server refused now stays queued,
     * and every later send of the game (a {@code watch} round, {@code umpire send}) tries it again.
     */
    private static SendReport queuedAndSent(
            GameStore store, List<OutgoingMail> mails, MailSettings settings, Map<String, String> env, Clock clock) {
        try (GameLock lock = store.lock()) {
            mails.forEach(m -> ReplyQueue.put(store.dir(), m));
            return ReplyQueue.send(store.dir(), settings, env, clock);
        }
    }
}

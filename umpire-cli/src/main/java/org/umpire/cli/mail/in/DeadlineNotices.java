package org.umpire.cli.mail.in;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.out.MessageIds;
import org.umpire.cli.mail.out.OutgoingMail;
import org.umpire.cli.mail.out.ReplyQueue;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.Player;
import org.umpire.cli.text.TextBundle;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * I-REP-19: a change of a game's deadlines ({@code umpire deadline GAME +24h}, a vacation, new durations) is
 * mailed to every player of both sides, in the game's thread of each, queued with the game's replies. A side
 * the game waits for is told its new deadline; a side it does not wait for gets the same words whatever the
 * other side must decide (I-REP-9): no phase, no deadline, nothing that depends on the hidden state.
 */
public final class DeadlineNotices {

    /** What the umpire changed, as the players read it. */
    public sealed interface Change permits Extended, Vacation, Durations {
        /** The change in the reader's words. */
        String words(TextBundle t);
    }

    /** More time for the current phase. */
    public record Extended(Duration by) implements Change {
        @Override
        public String words(TextBundle t) {
            return t.get("deadline.change.extended", "hours", hours(by));
        }
    }

    /** A side away. */
    public record Vacation(Deadlines.Vacation vacation) implements Change {
        @Override
        public String words(TextBundle t) {
            return t.get(
                    "deadline.change.vacation", "side", vacation.side(), "from", vacation.from(), "to", vacation.to());
        }
    }

    /** New durations of kinds of phase (the game's rules of time, told to both sides alike). */
    public record Durations(Map<Deadlines.Kind, Duration> durations) implements Change {
        @Override
        public String words(TextBundle t) {
            List<String> parts = new ArrayList<>();
            durations.forEach((k, d) -> parts.add(t.get("deadline.kind." + k.word()) + " " + hours(d)));
            return t.get("deadline.change.durations", "durations", String.join(", ", parts));
        }
    }

    /**
     * What one side is told: its own decision's deadline when the game waits for it ({@code yours} present),
     * else nothing of the phase.
     */
    record Facts(String game, int notice, List<Change> changes, Optional<Yours> yours) {}

    /** The decision a side is asked for, and its deadline (empty: none set). */
    record Yours(int turn, Phase phase, Optional<Instant> deadline, ZoneId zone) {}

    private DeadlineNotices() {}

    /**
     * Under the game's lock, after {@code deadlines} were changed by {@code changes} (not saved yet): queues one
     * notice per player of each side in the game's reply queue, numbered, and counts it in {@code deadlines}.
     *
     * @return the notices queued
     */
    public static List<OutgoingMail> queue(
            GameStore store,
            Scenario scenario,
            Deadlines deadlines,
            List<Change> changes,
            MailSettings settings,
            Path templatesDir) {
        GameState state = store.state();
        if (state.isOver() || changes.isEmpty()) {
            return List.of();
        }
        int notice = deadlines.nextNotice();
        Set<Side> engineAwaits = TurnEngine.awaiting(scenario, state);
        Optional<Instant> deadline = deadlines.deadline(store);
        Replies replies = new Replies(settings, templatesDir);
        List<OutgoingMail> out = new ArrayList<>();
        for (Side side : Side.values()) {
            boolean waits = store.waitsFor(side, engineAwaits.contains(side)) && engineAwaits.contains(side);
            Optional<Yours> yours = waits
                    ? Optional.of(new Yours(
                            state.turn(),
                            state.phase(),
                            deadline,
                            store.config().timeZone()))
                    : Optional.empty();
            for (Player p : store.config().playersOf(side)) {
                OutgoingMail mail = replies.deadlineNotice(
                        new Facts(store.id().value(), notice, changes, yours),
                        side,
                        p.email(),
                        p.language(),
                        MessageIds.thread(store, side, p.email(), settings.messageIdDomain()),
                        MessageIds.salt(store.seed().bytes()));
                ReplyQueue.put(store.dir(), mail);
                out.add(mail);
            }
        }
        return out;
    }

    static String hours(Duration d) {
        long s = d.getSeconds();
        if (s % 3600 == 0) {
            return s / 3600 + " h";
        }
        return s % 60 == 0 ? s / 60 + " min" : s + " s";
    }
}

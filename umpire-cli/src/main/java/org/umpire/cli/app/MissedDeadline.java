package org.umpire.cli.app;

import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.umpire.cli.bot.StandIn;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.game.MissedOrders;
import org.umpire.cli.report.JournalOutcome;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.JournalRecord;
import org.umpire.cli.store.MissedOrdersPolicy;
import org.umpire.engine.model.Side;

/**
 * What {@code umpire watch} does when a phase's deadline passes with orders still awaited, as the game's
 * missed-orders policy says (docs/club.md): first the policy's extension, once, with a mail to the late sides;
 * then, for each silent side, its default orders, or under {@code stand-in} its plan bot playing the phase from
 * its own view, at most {@code stand-in-limit} of its phases in a row, after which the side concedes
 * ({@code forfeit}) or the game waits for it ({@code pause}). Decided and done under the game's lock.
 */
final class MissedDeadline {

    /** What the deadline led to. */
    sealed interface Step permits Extended, Paused, Resolved {}

    /** The phase got the policy's extension: its new deadline, and for each side still late what follows it. */
    record Extended(Instant deadline, Map<Side, String> late) implements Step {}

    /** The game waits for {@code sides} (each reached the stand-in's limit). */
    record Paused(Set<Side> sides, int limit) implements Step {}

    /** The phase was resolved: with the choices made for each silent side. */
    record Resolved(PhaseResolution.Outcome outcome, Map<Side, MissedOrders.Choice> choices) implements Step {}

    private MissedDeadline() {}

    /** Applies the policy of {@code game} to its current phase, whose deadline passed at {@code now}. */
    static Step apply(GameContext game, Instant now) {
        GameStore store = game.store();
        try (GameLock lock = store.lock()) {
            game.requireUnchangedSinceOpen();
            MissedOrdersPolicy policy = store.config().missedOrders();
            Set<Side> late = new TreeSet<>(game.awaiting());
            late.removeAll(
                    store.orders(game.state().turn(), game.state().phase()).keySet());
            late.removeIf(side -> store.config().botPlays(side));
            String key = Deadlines.phaseKey(game.state().turn(), game.state().phase());
            Deadlines d = Deadlines.of(store.dir());
            if (policy.extension().isPresent() && d.granted(key).isEmpty() && !late.isEmpty()) {
                d.grant(key, policy.extension().get());
                d.save();
                Map<Side, String> thens = new EnumMap<>(Side.class);
                late.forEach(side -> thens.put(side, then(store, policy, side)));
                return new Extended(d.deadline(store).orElseThrow(), thens);
            }
            Map<Side, String> plays = new EnumMap<>(Side.class);
            Map<Side, MissedOrders.Choice> choices = new EnumMap<>(Side.class);
            Set<Side> pause = new TreeSet<>();
            if (policy.kind() == MissedOrdersPolicy.Kind.STAND_IN) {
                List<JournalRecord> standing = JournalOutcome.standing(store.journal());
                for (Side side : late) {
                    int run = MissedOrders.runBefore(store, standing, side);
                    if (run < policy.standInLimit()) {
                        plays.put(side, StandIn.orders(game.scenario(), game.state(), side));
                        choices.put(side, new MissedOrders.Choice(MissedOrders.Act.STAND_IN, run + 1));
                    } else if (policy.afterLimit() == MissedOrdersPolicy.AfterLimit.FORFEIT) { // I-CLI-7: GAME-3
                        plays.put(side, StandIn.forfeit(side));
                        choices.put(side, new MissedOrders.Choice(MissedOrders.Act.FORFEIT, run));
                    } else {
                        pause.add(side);
                        d.pause(key, side, run);
                    }
                }
            }
            if (!pause.isEmpty()) {
                d.save();
                return new Paused(pause, policy.standInLimit());
            }
            return new Resolved(PhaseResolution.resolveMissed(game, now, plays, choices), choices);
        }
    }

    /** Whether the current phase was given the policy's extension already. */
    static boolean extended(GameContext game) {
        return Deadlines.of(game.store().dir())
                .granted(Deadlines.phaseKey(game.state().turn(), game.state().phase()))
                .isPresent();
    }

    /**
     * What the deadline will do to each of the {@code late} sides, for their reminder: none under the default policy
     * (the reminder says the default orders apply, as always); else the extension while it is still to come, or what
     * follows it.
     */
    static Map<Side, String> thens(GameContext game, Set<Side> late) {
        MissedOrdersPolicy policy = game.store().config().missedOrders();
        Map<Side, String> result = new EnumMap<>(Side.class);
        if (policy.isDefault()) {
            return result;
        }
        boolean extension = policy.extension().isPresent() && !extended(game);
        late.forEach(side -> result.put(side, extension ? "extension" : then(game.store(), policy, side)));
        return result;
    }

    /** What follows the extension for a late side: the word of the mail's last sentence. */
    private static String then(GameStore store, MissedOrdersPolicy policy, Side side) {
        if (policy.kind() != MissedOrdersPolicy.Kind.STAND_IN) {
            return "defaults";
        }
        List<JournalRecord> standing = JournalOutcome.standing(store.journal());
        int run = MissedOrders.runBefore(store, standing, side);
        if (run < policy.standInLimit()) {
            return "standIn";
        }
        return policy.afterLimit() == MissedOrdersPolicy.AfterLimit.FORFEIT ? "forfeit" : "pause";
    }
}

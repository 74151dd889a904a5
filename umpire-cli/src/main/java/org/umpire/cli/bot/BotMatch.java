package org.umpire.cli.bot;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import org.umpire.cli.orders.OrdersReader;
import org.umpire.engine.dice.SeededDice;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Side;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.phase.Resolution;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;

/**
 * One game between two bots, in process: each awaited side's bot reads its side's view and writes
 * orders; the orders parser reads them as it reads a player's (a refused line is not played); the
 * engine resolves with dice seeded for this game. Deterministic for its seed.
 */
public final class BotMatch {

    /** More engine calls than any game takes: a bot that never ends a game is a bug. */
    static final int MOST_CALLS = 25 * 12 + 10;

    private BotMatch() {}

    /** The game's final state. {@code bots} makes each side's bot from the game's seed. */
    public static GameState play(Scenario scenario, long seed, Function<Long, Map<Side, Bot>> bots) {
        return play(scenario, seed, bots, r -> {});
    }

    /** The same, telling {@code each} every resolution (for the soak test's invariant checks). */
    public static GameState play(
            Scenario scenario, long seed, Function<Long, Map<Side, Bot>> bots, Consumer<Resolution> each) {
        Map<Side, Bot> players = bots.apply(seed);
        SeededDice dice = new SeededDice(seedBytes(seed));
        GameState s = InitialState.of(scenario);
        for (int calls = 0; !s.isOver(); calls++) {
            if (calls > MOST_CALLS) {
                throw new IllegalStateException(
                        "game of seed " + seed + " did not end after " + MOST_CALLS + " resolves");
            }
            Map<Side, OrderSet> orders = new EnumMap<>(Side.class);
            for (Side side : TurnEngine.awaiting(scenario, s)) {
                String text = players.get(side).orders(SideView.of(scenario, s, side));
                orders.put(
                        side,
                        OrdersReader.read(SideView.of(scenario, s, side), text).orderSet());
            }
            Resolution r = TurnEngine.resolve(scenario, s, orders, dice);
            each.accept(r);
            s = r.next();
        }
        return s;
    }

    /** 32 bytes of dice seed derived from a game's number seed (SHA-256), so that nearby seeds share nothing. */
    static byte[] seedBytes(long seed) {
        try {
            return MessageDigest.getInstance("SHA-256")
                    .digest(ByteBuffer.allocate(8 + 9)
                            .putLong(seed)
                            .put("umpire-bot".getBytes(StandardCharsets.US_ASCII), 0, 9)
                            .array());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", e);
        }
    }
}

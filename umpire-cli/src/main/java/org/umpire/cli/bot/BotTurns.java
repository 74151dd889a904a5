package org.umpire.cli.bot;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.umpire.cli.orders.LineProblem;
import org.umpire.cli.orders.OrdersReader;
import org.umpire.cli.orders.OrdersReceipt;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GameStore;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Side;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * Solo play ({@code umpire new GAME --jp bot}): as soon as a side the program plays is awaited, its
 * bot writes its orders from its side's view and they are stored as a player's would be, so that
 * {@code resolve}, {@code status} and {@code watch} see that side as having sent. Only the lines the
 * orders parser accepts are kept (a bot's refused line is not played); a bot with nothing to order
 * sends a comment, which counts as orders received.
 */
public final class BotTurns {

    private BotTurns() {}

    /** The sides whose orders were written now. Call with the game's lock held. */
    public static Set<Side> write(GameStore store, Scenario scenario) {
        GameConfig config = store.config();
        Set<Side> written = new TreeSet<>();
        if (config.bots().isEmpty()) {
            return written;
        }
        GameState state = store.state();
        if (state.isOver()) {
            return written;
        }
        var stored = store.orders(state.turn(), state.phase());
        for (Side side : TurnEngine.awaiting(scenario, state)) {
            if (!config.botPlays(side) || stored.containsKey(side)) {
                continue;
            }
            Bot bot = Bot.plan(side);
            String text = accepted(scenario, state, side, bot.orders(SideView.of(scenario, state, side)));
            store.saveOrders(
                    state.turn(),
                    state.phase(),
                    side,
                    text.isBlank() ? "# the program, playing " + side + ", has no orders for this phase\n" : text);
            written.add(side);
        }
        return written;
    }

    /** {@code text} without the lines the parser refuses (until every line left is accepted). */
    public static String accepted(Scenario scenario, GameState state, Side side, String text) {
        String t = text;
        for (int round = 0; round < 5; round++) {
            OrdersReceipt r = OrdersReader.read(SideView.of(scenario, state, side), t);
            if (r.allAccepted()) {
                return t;
            }
            Set<Integer> bad = new TreeSet<>();
            for (LineProblem p : r.errors()) {
                bad.add(p.line());
            }
            List<String> kept = new ArrayList<>();
            String[] lines = t.split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                if (!bad.contains(i + 1)) {
                    kept.add(lines[i]);
                }
            }
            t = String.join("\n", kept);
        }
        return "";
    }
}

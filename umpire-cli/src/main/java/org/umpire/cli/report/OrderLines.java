package org.umpire.cli.report;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.umpire.cli.orders.AcceptedOrder;
import org.umpire.cli.orders.OrdersReader;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * Names an order the engine set aside by the player's own words (see docs/reports-and-mail.md). The engine
 * numbers the orders it was given ({@code index}, 1-based in the side's {@code OrderSet}) and keeps
 * a short form of each for its logs, which for target orders is program text
 * ({@code FighterTargets[combat=F6, ...]}). The orders text a journal entry was resolved with,
 * read again against the state it was resolved from, gives the same orders in the same order:
 * each view of an order set aside gets the line of the mail ({@link #LINE}) and the statement as
 * the player wrote it ({@code order}).
 */
public final class OrderLines {

    /** The parameter holding the line of the player's text. */
    public static final String LINE = "line";

    private final Map<Side, List<AcceptedOrder>> given;

    private OrderLines(Map<Side, List<AcceptedOrder>> given) {
        this.given = given;
    }

    /** The orders each side gave, in the order the engine numbered them. */
    public static OrderLines of(Map<Side, List<AcceptedOrder>> given) {
        Map<Side, List<AcceptedOrder>> engine = new EnumMap<>(Side.class);
        given.forEach((side, accepted) -> engine.put(
                side, accepted.stream().filter(a -> a.order().isPresent()).toList()));
        return new OrderLines(engine);
    }

    /** The orders texts a phase was resolved with, read again against the state it was resolved from. */
    public static OrderLines read(Scenario scenario, GameState before, Map<Side, String> texts) {
        Map<Side, List<AcceptedOrder>> given = new EnumMap<>(Side.class);
        texts.forEach((side, text) -> given.put(
                side,
                OrdersReader.read(SideView.of(scenario, before, side), text).accepted()));
        return of(given);
    }

    /** Every audience's lines, each order set aside named by its line and words. */
    public Map<Audience, List<EventLine>> name(Map<Audience, List<EventLine>> lines) {
        Map<Audience, List<EventLine>> named = new EnumMap<>(Audience.class);
        lines.forEach((audience, list) -> named.put(audience, name(audience, list)));
        return named;
    }

    /** One audience's lines, each order set aside named by its line and words. */
    public List<EventLine> name(Audience audience, List<EventLine> lines) {
        List<EventLine> named = new ArrayList<>(lines.size());
        for (EventLine e : lines) {
            named.add(EventLines.isIgnored(e.key()) ? name(audience, e) : e);
        }
        return named;
    }

    private EventLine name(Audience audience, EventLine e) {
        Optional<Side> side = audience.side().or(() -> Side.tryParse(e.params().getOrDefault("side", "")));
        Optional<AcceptedOrder> order =
                side.flatMap(s -> statement(s, e.params().get("index")));
        if (order.isEmpty()) {
            return e;
        }
        TreeMap<String, String> params = new TreeMap<>(e.params());
        params.put(LINE, Integer.toString(order.get().line()));
        params.put("order", order.get().source().strip());
        return new EventLine(e.key(), params);
    }

    private Optional<AcceptedOrder> statement(Side side, String index) {
        List<AcceptedOrder> orders = given.getOrDefault(side, List.of());
        try {
            int i = Integer.parseInt(index == null ? "" : index);
            return i >= 1 && i <= orders.size() ? Optional.of(orders.get(i - 1)) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}

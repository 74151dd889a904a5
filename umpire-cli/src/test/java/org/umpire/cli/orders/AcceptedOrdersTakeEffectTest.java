package org.umpire.cli.orders;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.umpire.engine.dice.SeededDice;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.OrderIgnored;
import org.umpire.engine.event.OrderRefused;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.order.RecoveryOrder;
import org.umpire.engine.phase.DefaultOrders;
import org.umpire.engine.phase.Resolution;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.phase.TurnSequence;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;

/**
 * Never drop an accepted order silently: every order of every example that the receipt accepts,
 * resolved alone in its situation and followed to the end of the turn, leaves a different game, or
 * tells its side something after its own phase, or is set aside with its reason — compared with the
 * same turn played without it (a phase-1 Midway raid that vanished at the end of the turn failed
 * this). Orders that only restate what happens anyway (a unit that stays, the side's default
 * orders) are the only exceptions.
 */
class AcceptedOrdersTakeEffectTest {

    private static final String SEED = "0123456789abcdef0123456789abcdef";

    private static boolean restatesTheDefault(ExampleSituation ex, Order o, GameState s) {
        if (DefaultOrders.of(ex.situation.scenario, s, ex.side).orders().contains(o)) {
            return true; // what the side's default orders do anyway (set-up on the zone's centre, readiness)
        }
        if (o instanceof RecoveryOrder.LandAircraft l) {
            return s.raids().stream()
                    .anyMatch(r -> r.flightOf(l.aircraft())
                            .map(f -> r.landAt().orElse(f.base()).equals(l.base()))
                            .orElse(false));
        }
        if (o instanceof MovementOrder.Move m) {
            return m.units().stream()
                    .allMatch(u -> s.unit(u)
                            .map(x -> x.location().equals(new Location.OnMap(m.to())))
                            .orElse(false));
        }
        return false;
    }

    /** The phase resolved with {@code orders}, then the rest of the turn with every side's defaults. */
    private static List<Resolution> restOfTurn(ExampleSituation ex, GameState s, List<Order> orders) {
        var sc = ex.situation.scenario;
        SeededDice dice = SeededDice.fromHex(SEED);
        Map<Side, OrderSet> m = new EnumMap<>(Side.class);
        m.put(ex.side, new OrderSet(ex.side, orders));
        List<Resolution> all = new ArrayList<>(List.of(TurnEngine.resolve(sc, s, m, dice)));
        GameState next = all.get(0).next();
        while (!next.isOver() && next.turn() == s.turn()) {
            Map<Side, OrderSet> defaults = new EnumMap<>(Side.class);
            for (Side side : TurnEngine.awaiting(sc, next)) {
                defaults.put(side, DefaultOrders.of(sc, next, side));
            }
            Resolution r = TurnEngine.resolve(sc, next, defaults, dice);
            all.add(r);
            next = r.next();
        }
        return all;
    }

    /**
     * What {@code side} reads after the order's own phase, and the orders set aside for it: an order is
     * not "told" by the mere acknowledgement of its phase (a Midway raid declared in phase 1 must fly).
     */
    private static List<String> consequences(List<Resolution> turn, Side side, Phase own) {
        List<String> out = new ArrayList<>();
        for (Resolution r : turn) {
            for (Event e : r.events()) {
                if (e.phase() != own
                        || e instanceof OrderIgnored ignored && ignored.side() == side
                        || e instanceof OrderRefused refused && refused.side() == side) {
                    e.viewFor(side.audience()).ifPresent(v -> out.add(v.toString()));
                }
            }
        }
        return out;
    }

    private static GameState last(List<Resolution> turn) {
        return turn.get(turn.size() - 1).next();
    }

    @Test
    void ORD_1_every_accepted_order_kind_has_an_effect_or_a_reported_reason() throws IOException {
        List<String> silent = new ArrayList<>();
        int checked = 0;
        for (Path txt : OrdersExamplesTest.exampleFiles()) {
            byte[] bytes = Files.readAllBytes(txt);
            ExampleSituation ex =
                    ExampleSituation.parse(List.of(new String(bytes, StandardCharsets.UTF_8).split("\r?\n")));
            GameState s = ex.situation.state();
            if (s.isOver() || !TurnSequence.phases().contains(s.phase())) {
                continue; // a finished game takes no orders
            }
            List<Resolution> without = restOfTurn(ex, s, List.of());
            for (Order o : OrdersReader.read(SideView.of(ex.situation.scenario, s, ex.side), bytes)
                    .orderSet()
                    .orders()) {
                if (restatesTheDefault(ex, o, s)) {
                    continue;
                }
                checked++;
                List<Resolution> with = restOfTurn(ex, s, List.of(o));
                boolean stateChanged = !last(with).equals(last(without));
                boolean told =
                        !consequences(with, ex.side, s.phase()).equals(consequences(without, ex.side, s.phase()));
                if (!stateChanged && !told) {
                    silent.add(txt.getParent().getFileName() + "/" + txt.getFileName() + ": " + o);
                }
            }
        }
        assertThat(checked).isGreaterThan(50);
        assertThat(silent)
                .as("accepted orders with no effect and no word to the player")
                .isEmpty();
    }
}

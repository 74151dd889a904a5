package org.umpire.engine.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.umpire.engine.dice.SeededDice;
import org.umpire.engine.event.Fire;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.phase.DefaultOrders;
import org.umpire.engine.phase.Resolution;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;
import org.umpire.engine.testkit.EastboundBot;
import org.umpire.engine.testkit.Games;
import org.umpire.engine.testkit.Position;
import org.umpire.engine.testkit.TestScenario;

/**
 * How long the engine takes, on the full order of battle (not a JUnit test: surefire does not run it).
 * Run from the repository root:
 * <pre>
 * ./mvnw -o -q -B test-compile -pl umpire-engine
 * java -cp umpire-engine/target/classes:umpire-engine/target/test-classes org.umpire.engine.bench.EngineBenchmark
 * </pre>
 * It measures one search phase by day (the busiest phase built: about 60 searches and their
 * results), one whole turn (movement with JP groups entering and moving, searches, recovery, end of
 * turn), and one whole 25-turn game, after a warm-up, and prints the median and the 90th percentile.
 */
public final class EngineBenchmark {

    private static final Scenario SC = TestScenario.midway();
    private static final EastboundBot BOT = new EastboundBot(SC, Map.of(1, "A6", 2, "A8", 3, "A3", 4, "A10"), 'I');
    private static final String SEED = "8899aabbccddeeff0011223344556677";

    private EngineBenchmark() {}

    public static void main(String[] args) {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        List<Resolution> game = Games.play(SC, BOT::orders, SeededDice.fromHex(SEED), 500);
        GameState search = firstState(game, 9, Phase.SEARCH);
        GameState movement = firstState(game, 9, Phase.MOVEMENT);

        report("one search phase (turn 9, day, 4 JP groups at sea)", runs, () -> {
            resolve(search);
            return null;
        });
        report("one full turn (turn 9: movement, searches, recovery, end)", runs, () -> {
            GameState s = movement;
            while (s.turn() == 9 && !s.isOver()) {
                s = resolve(s).next();
            }
            return null;
        });
        GameState raidTurn = raidTurn();
        int shots = 0;
        for (GameState s = raidTurn; s.turn() == 3 && !s.isOver(); ) {
            Resolution r = resolveRaid(s);
            shots += (int) r.events().stream().filter(e -> e instanceof Fire).count();
            s = r.next();
        }
        System.out.printf(Locale.ROOT, "(the raid turn fires %d shots)%n", shots);
        report("one raid turn (turn 3: 3 carriers raid Midway, phases 1-11)", runs, () -> {
            GameState s = raidTurn;
            while (s.turn() == 3 && !s.isOver()) {
                s = resolveRaid(s).next();
            }
            return null;
        });
        report(
                "one whole game (25 turns, set-up to game over)",
                Math.max(20, runs / 20),
                () -> Games.play(SC, BOT::orders, SeededDice.fromHex(SEED), 500));
    }

    private static Resolution resolve(GameState s) {
        Map<Side, OrderSet> orders = new EnumMap<>(Side.class);
        for (Side side : TurnEngine.awaiting(SC, s)) {
            orders.put(side, BOT.orders(s, side));
        }
        return TurnEngine.resolve(SC, s, orders, SeededDice.fromHex(SEED));
    }

    /**
     * Turn 3 by day: Akagi, Kaga and Soryu in F6 (fog lifted), the US set up on its zone centres; JP
     * declares a Midway raid with every air unit of the three carriers; every other decision is the
     * side's default (standing-order defaults in the raid steps).
     */
    private static GameState raidTurn() {
        return Position.of(SC)
                .turn(3, Phase.MOVEMENT)
                .fogLifted(1)
                .placedByDefault()
                .at("Akagi", "F6")
                .at("Kaga", "F6")
                .at("Soryu", "F6")
                .build();
    }

    private static Resolution resolveRaid(GameState s) {
        Map<Side, OrderSet> orders = new EnumMap<>(Side.class);
        for (Side side : TurnEngine.awaiting(SC, s)) {
            orders.put(side, DefaultOrders.of(SC, s, side));
        }
        if (s.phase() == Phase.MOVEMENT) {
            List<UnitId> aircraft = new ArrayList<>();
            for (UnitState u : s.units().values()) {
                UnitId base = u.location() instanceof Location.Aboard ? ((Location.Aboard) u.location()).base() : null;
                if (base != null && List.of("Akagi", "Kaga", "Soryu").contains(base.value())) {
                    aircraft.add(u.id());
                }
            }
            orders.put(
                    Side.JP,
                    new OrderSet(Side.JP, List.of(new MovementOrder.DeclareMidwayRaid(aircraft, Optional.empty()))));
        }
        return TurnEngine.resolve(SC, s, orders, SeededDice.fromHex(SEED));
    }

    private static GameState firstState(List<Resolution> game, int turn, Phase phase) {
        for (Resolution r : game) {
            if (r.next().turn() == turn && r.next().phase() == phase) {
                return r.next();
            }
        }
        throw new IllegalStateException("the game never stopped at turn " + turn + " " + phase);
    }

    private static void report(String what, int runs, Supplier<Object> work) {
        for (int i = 0; i < runs; i++) {
            work.get();
        }
        long[] nanos = new long[runs];
        for (int i = 0; i < runs; i++) {
            long t0 = System.nanoTime();
            work.get();
            nanos[i] = System.nanoTime() - t0;
        }
        Arrays.sort(nanos);
        System.out.printf(
                Locale.ROOT,
                "%-62s median %8.3f ms   p90 %8.3f ms   (%d runs)%n",
                what,
                nanos[runs / 2] / 1e6,
                nanos[runs * 9 / 10] / 1e6,
                runs);
    }
}

package org.umpire.engine.bench;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

import org.umpire.engine.dice.SeededDice;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.phase.Resolution;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.testkit.EastboundBot;
import org.umpire.engine.testkit.Games;
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

    private EngineBenchmark() {
    }

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
        report("one whole game (25 turns, set-up to game over)", Math.max(20, runs / 20), () ->
                Games.play(SC, BOT::orders, SeededDice.fromHex(SEED), 500));
    }

    private static Resolution resolve(GameState s) {
        Map<Side, OrderSet> orders = new EnumMap<>(Side.class);
        for (Side side : TurnEngine.awaiting(SC, s)) {
            orders.put(side, BOT.orders(s, side));
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
        System.out.printf(Locale.ROOT, "%-62s median %8.3f ms   p90 %8.3f ms   (%d runs)%n", what,
                nanos[runs / 2] / 1e6, nanos[runs * 9 / 10] / 1e6, runs);
    }

}

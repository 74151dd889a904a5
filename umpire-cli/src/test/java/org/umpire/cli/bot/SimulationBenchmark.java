package org.umpire.cli.bot;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.engine.scenario.Scenario;

/**
 * How fast {@code umpire simulate} plays once the JIT has compiled it (not a JUnit test: surefire
 * does not run it). Run by {@code scripts/bench-simulate.sh}, or from the repository root:
 * <pre>
 * ./mvnw -o -q -B -pl umpire-cli -am package -DskipTests &amp;&amp; ./mvnw -o -q -B -pl umpire-cli -am test-compile
 * java -XX:+UseParallelGC -cp umpire-cli/target/umpire.jar:umpire-cli/target/test-classes \
 *     org.umpire.cli.bot.SimulationBenchmark [GAMES] [ROUNDS] [US] [JP]
 * </pre>
 * First the CPU time of one whole game on one thread (bots, orders parser and engine, seeds 1..GAMES
 * played ROUNDS times: the median and the best round); the CPU time of the game's own thread does not
 * count the JIT's and the collector's threads, nor the machine's other work. Then the games per second
 * of {@link Simulation#run} on 1 and on 2 threads (wall time, best of ROUNDS rounds, after the same warm-up).
 */
public final class SimulationBenchmark {

    private SimulationBenchmark() {}

    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        Simulation.Players players =
                new Simulation.Players(args.length > 2 ? args[2] : "plan", args.length > 3 ? args[3] : "plan");
        Scenario scenario = new ScenarioLoader().loadBuiltIn(ScenarioLoader.DEFAULT_SCENARIO);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();

        List<Double> ms = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            long cpu = threads.getCurrentThreadCpuTime();
            for (int g = 0; g < games; g++) {
                BotMatch.play(scenario, 1 + g, players::make);
            }
            ms.add((threads.getCurrentThreadCpuTime() - cpu) / 1e6 / games);
        }
        System.out.printf(
                Locale.ROOT, "US %s v JP %s, %d games a round, %d rounds%n", players.us(), players.jp(), games, rounds);
        System.out.printf(
                Locale.ROOT,
                "one whole game, CPU of its thread: median %.2f ms, best round %.2f ms" + " (rounds: %s)%n",
                median(ms),
                Collections.min(ms),
                list(ms));
        for (int t = 1; t <= 2; t++) {
            List<Double> rates = new ArrayList<>();
            for (int r = 0; r < rounds; r++) {
                long t0 = System.nanoTime();
                Simulation.run(scenario, games, 1, t, players, n -> {});
                rates.add(games / ((System.nanoTime() - t0) / 1e9));
            }
            System.out.printf(
                    Locale.ROOT,
                    "%d thread(s): best %.0f games/s, median %.0f games/s (rounds: %s)%n",
                    t,
                    Collections.max(rates),
                    median(rates),
                    list(rates));
        }
    }

    private static double median(List<Double> values) {
        List<Double> l = new ArrayList<>(values);
        Collections.sort(l);
        return l.get(l.size() / 2);
    }

    private static String list(List<Double> values) {
        List<String> l = new ArrayList<>();
        for (double v : values) {
            l.add(String.format(Locale.ROOT, v < 20 ? "%.2f" : "%.0f", v));
        }
        return String.join(" ", l);
    }
}

package org.umpire.cli.bot;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.model.Vp;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.UnitState;

/**
 * Many bot games in process ({@code umpire simulate}). Game {@code i} is played with the seed
 * {@code seed + i}, so the results are the same whatever the number of threads, and are listed in
 * game order.
 */
public final class Simulation {

    /** What one game came to. */
    /**
     * @param midwayFell the turn Midway first became Japanese-controlled (LAND-6), 0 if it never did
     */
    public record Result(
            long seed,
            Side winner,
            Vp us,
            Vp jp,
            int lastTurn,
            boolean midwayTaken,
            int midwayFell,
            Map<Side, Map<UnitType, Integer>> lost) {
        /** {@code US}, {@code JP} or {@code draw}. */
        public String outcome() {
            return winner == null ? "draw" : winner.name();
        }
    }

    /** Which bot plays each side: {@code plan} or {@code random}. */
    public record Players(String us, String jp) {
        Map<Side, Bot> make(long seed) {
            Map<Side, Bot> m = new EnumMap<>(Side.class);
            m.put(Side.US, bot(us, Side.US, seed));
            m.put(Side.JP, bot(jp, Side.JP, seed));
            return m;
        }

        private static Bot bot(String kind, Side side, long seed) {
            if (kind.equals("random")) {
                return new RandomBot(seed * 2 + side.ordinal());
            }
            return Bot.plan(side);
        }
    }

    private Simulation() {}

    public static List<Result> run(
            Scenario scenario, int games, long seed, int threads, Players players, IntConsumer progress) {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        AtomicInteger done = new AtomicInteger();
        try {
            List<Future<Result>> futures = new ArrayList<>();
            for (int i = 0; i < games; i++) {
                long s = seed + i;
                futures.add(pool.submit(() -> {
                    int[] fell = {0};
                    int[] turn = {0}; // the turn of the phase being resolved
                    GameState end = BotMatch.play(scenario, s, players::make, r -> {
                        GameState now = r.next();
                        // Midway is occupied (LAND-7, cheap to read) before it is Japanese (LAND-6, needs the board)
                        if (fell[0] == 0
                                && now.midway().occupied()
                                && new Board(scenario, now).midwayController() == Side.JP) {
                            fell[0] = Math.max(1, turn[0]);
                        }
                        turn[0] = now.turn();
                    });
                    Result r = result(scenario, s, end, fell[0]);
                    progress.accept(done.incrementAndGet());
                    return r;
                }));
            }
            List<Result> results = new ArrayList<>();
            for (Future<Result> f : futures) {
                results.add(f.get());
            }
            return results;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("simulation interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a simulated game failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    static Result result(Scenario scenario, long seed, GameState end, int midwayFell) {
        Board b = new Board(scenario, end);
        Map<Side, Map<UnitType, Integer>> lost = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            Map<UnitType, Integer> m = new TreeMap<>();
            for (UnitState u : b.unitsOf(side)) {
                if (u.isEliminated()) {
                    m.merge(b.type(u), 1, Integer::sum);
                }
            }
            lost.put(side, m);
        }
        return new Result(
                seed,
                end.winner().orElse(null),
                end.vpOf(Side.US),
                end.vpOf(Side.JP),
                end.turn(),
                b.midwayController() == Side.JP,
                midwayFell,
                lost);
    }
}

package org.umpire.cli.command;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.bot.Simulation;
import org.umpire.cli.text.ProgressBar;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.text.UmpireLanguage;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.model.Vp;
import org.umpire.engine.scenario.Scenario;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code umpire simulate}: bot-against-bot games in process, and their statistics. */
@Command(
        name = "simulate",
        mixinStandardHelpOptions = true,
        description = {
            "Plays games between bots in process and prints their statistics: winner %, VP,"
                    + " how often Midway falls, losses by type, game length. The same seed gives the same"
                    + " games whatever the number of threads."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the games were played", "2:bad command line", "5:the CSV file cannot be written"})
public final class SimulateCommand implements Callable<Integer> {

    @Option(
            names = "--games",
            paramLabel = "N",
            defaultValue = "100",
            description = "Games to play (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(
            names = "--seed",
            paramLabel = "S",
            defaultValue = "1",
            description = "Seed of the first game; game i uses S + i (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", paramLabel = "T", description = "Threads (default: the machine's cores).")
    Integer threads;

    @Option(
            names = "--us",
            paramLabel = "BOT",
            defaultValue = "plan",
            description = "US bot: plan or random (default: ${DEFAULT-VALUE}).")
    String us;

    @Option(
            names = "--jp",
            paramLabel = "BOT",
            defaultValue = "plan",
            description = "JP bot: plan or random (default: ${DEFAULT-VALUE}).")
    String jp;

    @Option(names = "--csv", paramLabel = "FILE", description = "Also write one line per game to FILE.")
    Path csv;

    @Mixin
    ScenarioOptions scenarioOptions;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        // docs/reports-and-mail.md#one-language-per-reader: the refusals in the umpire's language (a command about no
        // game)
        TextBundle words = TextBundle.load(TextBundle.UMPIRE, UmpireLanguage.ofEnvironment(), null);
        for (String b : List.of(us, jp)) {
            if (!b.equals("plan") && !b.equals("random")) {
                throw new UserException(ExitCode.USAGE, words.get("simulate.error.bot", "bot", b));
            }
        }
        if (games < 1) {
            throw new UserException(ExitCode.USAGE, words.get("simulate.error.games"));
        }
        Scenario scenario = scenarioOptions.load();
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        PrintWriter out = spec.commandLine().getOut();
        // a bar on a terminal only: piped, the output is the table alone
        boolean terminal = System.console() != null;
        ProgressBar bar = new ProgressBar(out, true, games, "games");
        long t0 = System.nanoTime();
        List<Simulation.Result> results =
                Simulation.run(scenario, games, seed, t, new Simulation.Players(us, jp), n -> {
                    if (terminal && (n % Math.max(1, games / 50) == 0 || n == games)) {
                        synchronized (bar) {
                            bar.update(n);
                        }
                    }
                });
        double seconds = (System.nanoTime() - t0) / 1e9;
        if (terminal) {
            bar.finish();
        }
        out.print(table(results, seconds, t, words));
        if (csv != null) {
            writeCsv(results);
            out.println(words.get("simulate.csv", "file", csv));
        }
        out.flush();
        return ExitCode.OK;
    }

    /** The statistics in the umpire's words (docs/reports-and-mail.md#one-language-per-reader), one line each. */
    String table(List<Simulation.Result> results, double seconds, int t, TextBundle words) {
        int n = results.size();
        Map<String, Integer> wins = new TreeMap<>();
        Vp us = Vp.ZERO;
        Vp jp = Vp.ZERO;
        int turns = 0;
        int midway = 0;
        Map<Side, Map<UnitType, Integer>> lost = new TreeMap<>();
        for (Simulation.Result r : results) {
            wins.merge(r.outcome(), 1, Integer::sum);
            us = us.plus(r.us());
            jp = jp.plus(r.jp());
            turns += r.lastTurn();
            midway += r.midwayTaken() ? 1 : 0;
            r.lost()
                    .forEach((side, m) -> m.forEach((type, c) ->
                            lost.computeIfAbsent(side, s -> new TreeMap<>()).merge(type, c, Integer::sum)));
        }
        StringBuilder b = new StringBuilder();
        b.append(words.get(
                        "simulate.games",
                        "games",
                        n,
                        "us",
                        this.us,
                        "jp",
                        this.jp,
                        "first",
                        seed,
                        "last",
                        seed + n - 1,
                        "threads",
                        t,
                        "seconds",
                        decimal(seconds, 1),
                        "rate",
                        decimal(n / seconds, 0)))
                .append('\n');
        for (String o : List.of("US", "JP", "draw")) {
            line(
                    b,
                    words.get(
                            o.equals("draw") ? "simulate.draws" : "simulate.wins." + o,
                            "percent",
                            decimal(100.0 * wins.getOrDefault(o, 0) / n, 1)));
        }
        line(
                b,
                words.get(
                        "simulate.meanVp",
                        "us",
                        decimal(us.quarters() / 4.0 / n, 2),
                        "jp",
                        decimal(jp.quarters() / 4.0 / n, 2)));
        distribution(results, words, b);
        line(b, words.get("simulate.midwayHeld", "percent", decimal(100.0 * midway / n, 1)));
        line(b, falls(results, words));
        line(b, words.get("simulate.length", "turns", decimal((double) turns / n, 1)));
        for (Side side : Side.values()) {
            StringBuilder l = new StringBuilder();
            lost.getOrDefault(side, Map.of())
                    .forEach((type, c) -> l.append(l.length() == 0 ? "" : " ")
                            .append(type)
                            .append(' ')
                            .append(words.get("simulate.number", "n", decimal((double) c / n, 2))));
            line(
                    b,
                    words.get(
                            "simulate.losses",
                            "side",
                            words.get("simulate.side." + side.name()),
                            "losses",
                            l.length() == 0 ? words.get("simulate.losses.none") : l.toString()));
        }
        return b.toString();
    }

    /** A statistic's line, indented under the first. */
    private static void line(StringBuilder b, String text) {
        b.append("  ").append(text).append('\n');
    }

    /** {@code x} with {@code places} decimals, as a value the bundle writes in its language ("8,5" in French). */
    private static String decimal(double x, int places) {
        return String.format(Locale.ROOT, "%." + places + "f", x);
    }

    /** Quartiles of each side's VP, and the winning margins in bands. */
    private static void distribution(List<Simulation.Result> results, TextBundle words, StringBuilder b) {
        for (Side side : Side.values()) {
            double[] v = results.stream()
                    .mapToDouble(r -> (side == Side.US ? r.us() : r.jp()).quarters() / 4.0)
                    .sorted()
                    .toArray();
            line(
                    b,
                    words.get(
                            "simulate.vp",
                            "side",
                            words.get("simulate.side." + side.name()),
                            "min",
                            decimal(v[0], 1),
                            "q1",
                            decimal(quantile(v, 0.25), 1),
                            "q2",
                            decimal(quantile(v, 0.5), 1),
                            "q3",
                            decimal(quantile(v, 0.75), 1),
                            "max",
                            decimal(v[v.length - 1], 1)));
        }
        int[] bands = new int[7];
        for (Simulation.Result r : results) {
            double m = (r.us().quarters() - r.jp().quarters()) / 4.0;
            int band = m == 0 ? 3 : m > 0 ? (m < 10 ? 4 : m < 20 ? 5 : 6) : (m > -10 ? 2 : m > -20 ? 1 : 0);
            bands[band]++;
        }
        List<String> parts = new java.util.ArrayList<>();
        for (int i = 0; i < bands.length; i++) {
            parts.add(words.get("simulate.band." + i, "percent", decimal(100.0 * bands[i] / results.size(), 1)));
        }
        line(b, words.get("simulate.margins", "bands", String.join(", ", parts)));
    }

    private static double quantile(double[] sorted, double q) {
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))];
    }

    /** How often Midway fell to Japan (LAND-6), and on which turns. */
    private static String falls(List<Simulation.Result> results, TextBundle words) {
        int[] turns = results.stream()
                .mapToInt(Simulation.Result::midwayFell)
                .filter(t -> t > 0)
                .sorted()
                .toArray();
        if (turns.length == 0) {
            return words.get("simulate.neverFell");
        }
        Map<Integer, Integer> byTurn = new TreeMap<>();
        for (int t : turns) {
            byTurn.merge(t, 1, Integer::sum);
        }
        StringBuilder each = new StringBuilder();
        byTurn.forEach((t, c) -> each.append(" T").append(t).append(' ').append(c));
        return words.get(
                "simulate.fell",
                "percent",
                decimal(100.0 * turns.length / results.size(), 1),
                "first",
                turns[0],
                "last",
                turns[turns.length - 1],
                "median",
                turns[turns.length / 2],
                "turns",
                each);
    }

    private void writeCsv(List<Simulation.Result> results) {
        StringBuilder b = new StringBuilder(
                "seed,winner,us_vp,jp_vp,last_turn,midway_taken,midway_fell_turn,us_losses,jp_losses\n");
        for (Simulation.Result r : results) {
            b.append(r.seed())
                    .append(',')
                    .append(r.outcome())
                    .append(',')
                    .append(r.us().quarters() / 4.0)
                    .append(',')
                    .append(r.jp().quarters() / 4.0)
                    .append(',')
                    .append(r.lastTurn())
                    .append(',')
                    .append(r.midwayTaken())
                    .append(',')
                    .append(r.midwayFell())
                    .append(',')
                    .append(losses(r.lost().get(Side.US)))
                    .append(',')
                    .append(losses(r.lost().get(Side.JP)))
                    .append('\n');
        }
        try {
            Files.writeString(csv, b.toString(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserException(
                    ExitCode.IO,
                    TextBundle.load("cli/umpire", UmpireLanguage.ofEnvironment(), null)
                            .get("simulate.error.csv", "file", csv, "reason", e.getMessage()));
        }
    }

    private static String losses(Map<UnitType, Integer> m) {
        StringBuilder b = new StringBuilder();
        m.forEach((t, c) ->
                b.append(b.length() == 0 ? "" : " ").append(t).append(':').append(c));
        return b.toString();
    }
}

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
        TextBundle words = TextBundle.load("cli/umpire", UmpireLanguage.ofEnvironment(), null);
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
        out.print(table(results, seconds, t));
        if (csv != null) {
            writeCsv(results);
            out.println("One line per game in " + csv);
        }
        out.flush();
        return ExitCode.OK;
    }

    private String table(List<Simulation.Result> results, double seconds, int t) {
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
        b.append(String.format(
                Locale.ROOT,
                "%d games, US %s v JP %s, seeds %d..%d, %d thread(s), %.1f s (%.0f games/s)%n",
                n,
                this.us,
                this.jp,
                seed,
                seed + n - 1,
                t,
                seconds,
                n / seconds));
        for (String o : List.of("US", "JP", "draw")) {
            b.append(String.format(
                    Locale.ROOT,
                    "  %-5s %5.1f %%%n",
                    o.equals("draw") ? "draws" : o + " wins",
                    100.0 * wins.getOrDefault(o, 0) / n));
        }
        b.append(String.format(
                Locale.ROOT, "  mean VP: US %.2f, JP %.2f%n", us.quarters() / 4.0 / n, jp.quarters() / 4.0 / n));
        b.append(distribution(results));
        b.append(String.format(Locale.ROOT, "  Midway in Japanese hands at the end: %.1f %%%n", 100.0 * midway / n));
        b.append(falls(results));
        b.append(String.format(Locale.ROOT, "  mean game length: %.1f turns%n", (double) turns / n));
        for (Side side : Side.values()) {
            StringBuilder l = new StringBuilder();
            lost.getOrDefault(side, Map.of())
                    .forEach((type, c) -> l.append(String.format(Locale.ROOT, " %s %.2f", type, (double) c / n)));
            b.append("  mean losses ")
                    .append(side)
                    .append(':')
                    .append(l.length() == 0 ? " none" : l)
                    .append('\n');
        }
        return b.toString();
    }

    /** Quartiles of each side's VP, and the winning margins in bands. */
    private static String distribution(List<Simulation.Result> results) {
        StringBuilder b = new StringBuilder();
        for (Side side : Side.values()) {
            double[] v = results.stream()
                    .mapToDouble(r -> (side == Side.US ? r.us() : r.jp()).quarters() / 4.0)
                    .sorted()
                    .toArray();
            b.append(String.format(
                    Locale.ROOT,
                    "  VP %s: min %.1f, quartiles %.1f / %.1f / %.1f, max %.1f%n",
                    side,
                    v[0],
                    quantile(v, 0.25),
                    quantile(v, 0.5),
                    quantile(v, 0.75),
                    v[v.length - 1]));
        }
        int[] bands = new int[7];
        String[] names = {"JP by 20+", "JP by 10-20", "JP by <10", "draw", "US by <10", "US by 10-20", "US by 20+"};
        for (Simulation.Result r : results) {
            double m = (r.us().quarters() - r.jp().quarters()) / 4.0;
            int band = m == 0 ? 3 : m > 0 ? (m < 10 ? 4 : m < 20 ? 5 : 6) : (m > -10 ? 2 : m > -20 ? 1 : 0);
            bands[band]++;
        }
        b.append("  margins:");
        for (int i = 0; i < bands.length; i++) {
            b.append(String.format(
                    Locale.ROOT,
                    " %s %.1f %%%s",
                    names[i],
                    100.0 * bands[i] / results.size(),
                    i + 1 < bands.length ? "," : ""));
        }
        return b.append('\n').toString();
    }

    private static double quantile(double[] sorted, double q) {
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))];
    }

    /** How often Midway fell to Japan (LAND-6), and on which turns. */
    private static String falls(List<Simulation.Result> results) {
        int[] turns = results.stream()
                .mapToInt(Simulation.Result::midwayFell)
                .filter(t -> t > 0)
                .sorted()
                .toArray();
        if (turns.length == 0) {
            return "  Midway never fell\n";
        }
        Map<Integer, Integer> byTurn = new TreeMap<>();
        for (int t : turns) {
            byTurn.merge(t, 1, Integer::sum);
        }
        StringBuilder b = new StringBuilder(String.format(
                Locale.ROOT,
                "  Midway fell in %.1f %% of the games, on turn %d to %d (median %d):",
                100.0 * turns.length / results.size(),
                turns[0],
                turns[turns.length - 1],
                turns[turns.length / 2]));
        byTurn.forEach((t, c) -> b.append(String.format(Locale.ROOT, " T%d %d", t, c)));
        return b.append('\n').toString();
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

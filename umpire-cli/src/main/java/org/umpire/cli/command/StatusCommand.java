package org.umpire.cli.command;

import java.io.PrintWriter;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.game.GameScenarios;
import org.umpire.cli.options.GameArgument;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.options.OutputLanguage;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameListing;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.view.GameResult;
import org.umpire.cli.view.TurnClock;
import org.umpire.cli.view.UmpireView;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/** {@code umpire status [GAME]}: where a game stands, or one line per game. */
@Command(
        name = "status",
        mixinStandardHelpOptions = true,
        description = {
            "Where a game stands, or every game.",
            "Shows the turn, date and time, day or night, phase and the orders awaited.",
            "Without GAME: one line per game in the games folder."
        })
public final class StatusCommand implements Runnable {

    @Mixin
    GameArgument.OrEvery gameArg;

    @Mixin
    OutputLanguage lang;

    @Mixin
    GamesOptions games;

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        GameId id = gameArg.idOrNull();
        if (id != null) {
            GameContext game = GameContext.open(games.home(), id, games.rulesDir());
            TextBundle t = lang.texts(game.store().config());
            out.println(t.get("status.game", "game", id, "scenario", UmpireView.title(game.scenario(), t.language())));
            out.println(TurnClock.describe(game.scenario(), game.state(), t));
            out.println(awaitingLine(game, t));
        } else {
            TextBundle t = lang.texts();
            List<GameListing> all = GameStore.listGames(games.home());
            if (all.isEmpty()) {
                out.println(t.get("status.noGames", "dir", games.home().root()));
            }
            GameScenarios scenarios = new GameScenarios(games.rulesDir());
            for (GameListing g : all) {
                out.println(g.id() + ": "
                        + g.game()
                                .map(s -> oneLine(s, scenarios, t))
                                .orElseGet(() -> t.get(
                                        "status.broken", "problem", g.problem().orElse(""))));
            }
        }
        out.flush();
    }

    /** One game's line; games of one scenario share one load of its data. */
    private String oneLine(GameStore store, GameScenarios scenarios, TextBundle t) {
        try {
            Scenario scenario = scenarios.of(store);
            GameContext game = GameContext.of(store, scenario);
            return TurnClock.describe(game.scenario(), game.state(), t) + "; " + awaitingLine(game, t);
        } catch (RuntimeException e) {
            return t.get("status.broken", "problem", e.getMessage());
        }
    }

    static String awaitingLine(GameContext game, TextBundle t) {
        if (game.state().isOver()) {
            return GameResult.describe(game.state(), t);
        }
        List<Side> sides = game.awaiting().stream().sorted().collect(Collectors.toList());
        if (sides.isEmpty()) {
            return t.get("show.awaiting.none");
        }
        List<Side> received = game
                .store()
                .orders(game.state().turn(), game.state().phase())
                .keySet()
                .stream()
                .filter(sides::contains)
                .sorted()
                .collect(Collectors.toList());
        List<Side> waiting = sides.stream().filter(x -> !received.contains(x)).collect(Collectors.toList());
        // docs/orders.md: who has sent, and who is still awaited
        String line = waiting.isEmpty()
                ? t.get(
                        "show.allReceived",
                        "sides",
                        received.stream().map(Side::name).collect(Collectors.joining(", ")))
                : t.get(
                        "show.awaiting",
                        "sides",
                        waiting.stream().map(Side::name).collect(Collectors.joining(", ")));
        if (!received.isEmpty() && !waiting.isEmpty()) {
            line += " "
                    + t.get(
                            "show.received",
                            "sides",
                            received.stream().map(Side::name).collect(Collectors.joining(", ")));
        }
        Optional<Instant> deadline = Deadlines.of(game.store().dir()).deadline(game.store());
        if (deadline.isPresent()) {
            ZoneId zone = game.store().config().timeZone();
            line += "; "
                    + t.get(
                            "show.deadline",
                            "local",
                            DeadlineCommand.local(deadline.get(), zone),
                            "zone",
                            zone,
                            "utc",
                            DeadlineCommand.local(deadline.get(), ZoneOffset.UTC));
        }
        return line;
    }
}

package org.umpire.cli.command;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.umpire.cli.ExitCode;
import org.umpire.cli.UserException;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.game.PhaseResolution;
import org.umpire.cli.mail.out.GameMail;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.orders.OrdersReader;
import org.umpire.cli.orders.OrdersReceipt;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameSeed;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.Player;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.view.TurnClock;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code umpire demo}: plays the opening turns of a game from a built-in script of orders (the
 * files under {@code demo/} in the jar: {@code T01-P1-JP.txt} = turn 1, phase 1, Japan), exactly
 * as an umpire would with {@code orders submit} and {@code resolve --defaults}, then writes every
 * report mail to the game's outbox.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = {"Plays a scripted demonstration game.",
            "Plays the opening turns of a demonstration game from a built-in script of orders (the carriers",
            "close on Midway, searches find them), writes each side's report mails and maps to",
            "games/demo/outbox/ and shows the umpire's view. Safe to rerun: it replays its own game."})
public final class DemoCommand implements Callable<Integer> {

    static final String US_ADDRESS = "us-player@demo.invalid";
    static final String JP_ADDRESS = "jp-player@demo.invalid";

    @Option(names = "--game", paramLabel = "GAME", defaultValue = "demo", converter = GameId.Converter.class,
            description = "Id of the demonstration game (default: ${DEFAULT-VALUE}).")
    GameId id;

    @Option(names = "--turns", paramLabel = "N", defaultValue = "4",
            description = "Turns to play, 1 to 25 (default: ${DEFAULT-VALUE}); after the script, default orders.")
    int turns;

    @Option(names = "--bots",
            description = "After the script, the program's plan bots play both sides (docs/bots.md) instead of default"
                    + " orders: with --turns 25, a whole game to its final score.")
    boolean bots;

    @Option(names = "--lang", paramLabel = "fr|en", defaultValue = "en", converter = LanguageConverter.class,
            description = "Language of the players' reports and of this output (default: ${DEFAULT-VALUE}).")
    Language language;

    @Mixin
    GamesOptions games;

    @Mixin
    MailOptions mail;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (turns < 1 || turns > 25) {
            throw new UserException(ExitCode.USAGE, "--turns: " + turns + " is not a number of turns from 1 to 25");
        }
        PrintWriter out = spec.commandLine().getOut();
        TextBundle t = TextBundle.load("cli/umpire", language, null);
        GamesHome home = games.home();
        org.umpire.cli.templates.Messages words = org.umpire.cli.templates.TemplateSource.of(mail.templatesDir())
                .messages(language);
        replaceOwnGame(home);
        createGame(home);
        out.println(t.get("demo.created", "game", id, "dir", home.gameDir(id)));
        GameContext game = GameContext.open(home, id, games.rulesDir());
        while (true) {
            game = game.reopened(home);
            GameState state = game.state();
            if (state.isOver() || state.turn() > turns) {
                break;
            }
            submitScriptedOrders(game, state);
            PhaseResolution.Outcome o = PhaseResolution.resolve(game, true, null, Instant.now());
            out.println("  " + TurnClock.describe(game.scenario(), o.before(), t) + " -> "
                    + t.get("demo.resolved", "entry", o.entry().folder()));
            for (String line : UmpireSummary.lines(o.resolution().events(), words, UmpireSummary.HEADLINES)) {
                out.println("      " + line);
            }
        }
        game = game.reopened(home);
        SendReport sent = GameMail.sendAll(game, mail.settings(home), mail.templatesDir(), mail.umpireLanguage());
        out.println(t.get("demo.mailed", "count", sent.sent().size(), "via", sent.via()));
        out.println(t.get("resolve.now", "clock", TurnClock.describe(game.scenario(), game.state(), t)));
        if (game.state().isOver()) {
            out.println(org.umpire.cli.view.GameResult.describe(game.state(), t));
        }
        out.println(t.get("demo.next", "game", id));
        out.flush();
        return sent.failed().isEmpty() ? ExitCode.OK : ExitCode.IO;
    }

    /** Replays over an earlier demo game, but never over a game that is not one. */
    private void replaceOwnGame(GamesHome home) {
        if (!Files.isDirectory(home.gameDir(id))) {
            return;
        }
        GameStore existing = GameStore.open(home, id);
        boolean demo = existing.config().playersOf(Side.US).stream().anyMatch(p -> p.email().equals(US_ADDRESS))
                && existing.config().playersOf(Side.JP).stream().anyMatch(p -> p.email().equals(JP_ADDRESS));
        if (!demo) {
            throw new UserException(ExitCode.CONFLICT, "game " + id + " in " + home.root()
                    + " is not a demonstration game; choose another id with --game, or another --games-dir");
        }
        GameStore.delete(home, id);
    }

    private void createGame(GamesHome home) {
        Scenario scenario = new ScenarioLoader().resolve(games.rulesDir(), ScenarioLoader.DEFAULT_SCENARIO);
        GameSeed seed = GameSeed.fromNumber(1942);
        Map<Side, List<Player>> players = new EnumMap<>(Side.class);
        players.put(Side.US, List.of(new Player(US_ADDRESS, language)));
        players.put(Side.JP, List.of(new Player(JP_ADDRESS, language)));
        GameConfig config = new GameConfig(id, scenario.id(), players, null, seed.commitment(id), Instant.now(),
                bots ? java.util.EnumSet.allOf(Side.class) : java.util.Set.of());
        GameStore.create(home, config, seed, InitialState.of(scenario));
    }

    /** Stores the script's orders for the phase, for each side the phase awaits. */
    private void submitScriptedOrders(GameContext game, GameState state) {
        for (Side side : game.awaiting()) {
            Optional<String> text = script(state, side);
            if (text.isEmpty()) {
                continue;
            }
            OrdersReceipt receipt = OrdersReader.read(game.scenario(), state, side, text.get());
            if (!receipt.allAccepted()) {
                throw new IllegalStateException("the demo script's orders for " + side + ", turn " + state.turn()
                        + " phase " + state.phase().number() + " are refused: " + receipt.errors());
            }
            try (GameLock lock = game.store().lock()) {
                game.store().saveOrders(state.turn(), state.phase(), side, text.get());
            }
        }
    }

    static Optional<String> script(GameState state, Side side) {
        String name = String.format("/demo/T%02d-P%d-%s.txt", state.turn(), state.phase().number(), side);
        try (InputStream in = DemoCommand.class.getResourceAsStream(name)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package org.umpire.cli.command;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.umpire.cli.app.GameMail;
import org.umpire.cli.app.PhaseResolution;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UmpireClock;
import org.umpire.cli.base.UserException;
import org.umpire.cli.demo.MailDemo;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.in.SecretMails;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.options.LanguageConverter;
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
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.cli.text.ProgressBar;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.view.GameResult;
import org.umpire.cli.view.TurnClock;
import org.umpire.engine.legality.SideView;
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
 * {@code umpire demo}: a whole demonstration game. By default two plan bots play it by mail through
 * the program's real path (their letters delivered to the game's inbox, the mail intake, one round of
 * {@code watch} per phase, every receipt and report mailed to the outbox: {@link MailDemo}), to the
 * final score. With {@code --script}: the opening turns from a built-in script of orders (the files
 * under {@code demo/} in the jar: {@code T01-P1-JP.txt} = turn 1, phase 1, Japan), as an umpire would
 * play them with {@code orders submit} and {@code resolve --defaults}.
 */
@Command(
        name = "demo",
        mixinStandardHelpOptions = true,
        description = {
            "Plays a demonstration game.",
            "Two bots play a whole game by mail, through the program's real mail intake, resolution and",
            "reports: their order mails arrive in games/demo/inbox/, every receipt and report (with its",
            "map) goes to games/demo/outbox/; prints the final score. With --script: the scripted opening",
            "turns instead (the carriers close on Midway, searches find them). Safe to rerun: it replays",
            "its own game."
        })
public final class DemoCommand implements Callable<Integer> {

    static final String US_ADDRESS = "us-player@demo.invalid";
    static final String JP_ADDRESS = "jp-player@demo.invalid";

    @Option(
            names = "--game",
            paramLabel = "GAME",
            defaultValue = "demo",
            converter = GameId.Converter.class,
            description = "Id of the demonstration game (default: ${DEFAULT-VALUE}).")
    GameId id;

    @Option(
            names = "--turns",
            paramLabel = "N",
            description = "Turns to play, 1 to 25 (default: 25, or 4 with --script).")
    Integer turns;

    @Option(
            names = "--script",
            description = "Play the scripted opening (then default orders) instead of two bots by mail.")
    boolean script;

    /** The old spelling of the default: kept so that earlier command lines still work. */
    @Option(names = "--bots", hidden = true)
    boolean bots;

    @Option(
            names = "--lang",
            paramLabel = "fr|en",
            defaultValue = "en",
            converter = LanguageConverter.class,
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
        // docs/reports-and-mail.md#one-language-per-reader: the refusals in this output's language (--lang)
        TextBundle t = TextBundle.load("cli/umpire", language, null);
        if (script && bots) {
            throw new UserException(ExitCode.USAGE, t.get("demo.error.scriptAndBots"));
        }
        int n = turns == null ? (script ? 4 : 25) : turns;
        if (n < 1 || n > 25) {
            throw new UserException(ExitCode.USAGE, t.get("demo.error.turns", "turns", n));
        }
        PrintWriter out = spec.commandLine().getOut();
        GamesHome home = games.home();
        replaceOwnGame(home, t);
        createGame(home);
        return script ? playScript(home, n, out, t) : playByMail(home, n, out, t);
    }

    private int playByMail(GamesHome home, int n, PrintWriter out, TextBundle t) {
        long start = System.nanoTime();
        MailSettings settings = mail.settings(home);
        Map<String, String> secrets = new HashMap<>();
        GameStore store = GameStore.open(home, id);
        try (GameLock lock = store.lock()) {
            for (Side side : Side.values()) {
                SendReport welcome = SecretMails.issue(
                        store,
                        side,
                        settings,
                        mail.templatesDir(),
                        new SecureRandom(),
                        UmpireClock.get(),
                        Map.of(),
                        true,
                        secrets);
                if (!welcome.failed().isEmpty()) {
                    throw new UserException(
                            ExitCode.IO,
                            t.get(
                                    "demo.error.welcome",
                                    "side",
                                    side,
                                    "what",
                                    welcome.failed().get(0).describe()));
                }
            }
        }
        out.println(t.get("demo.bots.created", "game", id, "dir", home.gameDir(id), "turns", n));
        out.flush();
        ProgressBar bar = new ProgressBar(out, System.console() != null, n, t.get("demo.bots.turns"));
        MailDemo.Played played = MailDemo.play(
                home,
                id,
                games.rulesDir(),
                mail.templatesDir(),
                settings,
                mail.umpireLanguage(),
                secrets,
                n,
                bar::update);
        bar.finish();
        GameContext game = GameContext.open(home, id, games.rulesDir());
        Path dir = home.gameDir(id);
        out.println(t.get(
                "demo.bots.done",
                "turns",
                Math.min(n, played.end().turn()),
                "seconds",
                (System.nanoTime() - start) / 1_000_000_000L,
                "orders",
                played.ordersMailed(),
                "rounds",
                played.rounds(),
                "outbox",
                count(dir.resolve("outbox"))));
        out.println(t.get("resolve.now", "clock", TurnClock.describe(game.scenario(), game.state(), t)));
        out.println(
                game.state().isOver()
                        ? GameResult.describe(game.state(), t)
                        : t.get(
                                "demo.bots.score",
                                "us",
                                game.state().vpOf(Side.US),
                                "jp",
                                game.state().vpOf(Side.JP)));
        out.println(t.get(
                "demo.bots.look", "game", id, "outbox", dir.resolve("outbox"), "inbox", dir.resolve(MailDemo.INBOX)));
        out.flush();
        return ExitCode.OK;
    }

    private static long count(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".eml")).count();
        } catch (IOException e) {
            return 0;
        }
    }

    private int playScript(GamesHome home, int n, PrintWriter out, TextBundle t) {
        Messages words = TemplateSource.of(mail.templatesDir()).messages(language);
        out.println(t.get("demo.created", "game", id, "dir", home.gameDir(id)));
        GameContext game = GameContext.open(home, id, games.rulesDir());
        while (true) {
            game = game.reopened(home);
            GameState state = game.state();
            if (state.isOver() || state.turn() > n) {
                break;
            }
            submitScriptedOrders(game, state);
            PhaseResolution.Outcome o = PhaseResolution.resolve(game, true, null, UmpireClock.now());
            out.println("  " + TurnClock.describe(game.scenario(), o.before(), t) + " -> "
                    + t.get("demo.resolved", "entry", o.entry().folder()));
            for (String line :
                    UmpireSummary.lines(UmpireSummary.umpireLines(game, o), words, UmpireSummary.HEADLINES)) {
                out.println("      " + line);
            }
        }
        game = game.reopened(home);
        SendReport sent = GameMail.sendAll(game, mail.settings(home), mail.templatesDir(), mail.umpireLanguage());
        out.println(t.get("demo.mailed", "count", sent.sent().size(), "via", sent.via()));
        out.println(t.get("resolve.now", "clock", TurnClock.describe(game.scenario(), game.state(), t)));
        if (game.state().isOver()) {
            out.println(GameResult.describe(game.state(), t));
        }
        out.println(t.get("demo.next", "game", id));
        out.flush();
        return sent.failed().isEmpty() ? ExitCode.OK : ExitCode.IO;
    }

    /** Replays over an earlier demo game, but never over a game that is not one. */
    private void replaceOwnGame(GamesHome home, TextBundle t) {
        if (!Files.isDirectory(home.gameDir(id))) {
            return;
        }
        GameStore existing = GameStore.open(home, id);
        boolean demo = existing.config().playersOf(Side.US).stream()
                        .anyMatch(p -> p.email().equals(US_ADDRESS))
                && existing.config().playersOf(Side.JP).stream()
                        .anyMatch(p -> p.email().equals(JP_ADDRESS));
        if (!demo) {
            throw new UserException(ExitCode.CONFLICT, t.get("demo.error.notDemo", "game", id, "dir", home.root()));
        }
        GameStore.delete(home, id);
    }

    private void createGame(GamesHome home) {
        Scenario scenario = new ScenarioLoader().resolve(games.rulesDir(), ScenarioLoader.DEFAULT_SCENARIO);
        GameSeed seed = GameSeed.fromNumber(1942);
        Map<Side, List<Player>> players = new EnumMap<>(Side.class);
        players.put(Side.US, List.of(new Player(US_ADDRESS, language)));
        players.put(Side.JP, List.of(new Player(JP_ADDRESS, language)));
        // docs/reports-and-mail.md: the umpire reads the demonstration in this output's language, unless --umpire-lang
        // says otherwise
        Language umpire = mail.umpireLanguage() != null ? mail.umpireLanguage() : language;
        GameConfig config = new GameConfig(
                id,
                scenario.id(),
                players,
                null,
                seed.commitment(id),
                UmpireClock.now(),
                Set.of(),
                Optional.of(umpire));
        GameStore.create(home, config, seed, InitialState.of(scenario));
    }

    /** Stores the script's orders for the phase, for each side the phase awaits. */
    private void submitScriptedOrders(GameContext game, GameState state) {
        for (Side side : game.awaiting()) {
            Optional<String> text = script(state, side);
            if (text.isEmpty()) {
                continue;
            }
            OrdersReceipt receipt = OrdersReader.read(SideView.of(game.scenario(), state, side), text.get());
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
        String name = String.format(
                "/demo/T%02d-P%d-%s.txt", state.turn(), state.phase().number(), side);
        try (InputStream in = DemoCommand.class.getResourceAsStream(name)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

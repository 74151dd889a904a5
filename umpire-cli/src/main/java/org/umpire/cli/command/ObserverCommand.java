package org.umpire.cli.command;

import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.options.GameArgument;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.options.LanguageConverter;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.ObserverSettings;
import org.umpire.cli.store.Observers;
import org.umpire.cli.store.Player;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.text.UmpireLanguage;
import org.umpire.engine.model.Language;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code umpire observer add|remove|list GAME}: a game's observers (docs/club.md#observers, I-CLI-8), who get the
 * umpire's report of each turn once the delay has passed. A change is written into {@code game.yaml} and takes
 * effect with the next {@code send} or {@code watch}; nothing a player receives depends on it.
 */
@Command(
        name = "observer",
        mixinStandardHelpOptions = true,
        description = "A game's observers: add, remove, list (docs/club.md).",
        subcommands = {ObserverCommand.Add.class, ObserverCommand.Remove.class, ObserverCommand.ListObservers.class})
public final class ObserverCommand implements Runnable {

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** What the three subcommands share: the game, opened, and its words. */
    abstract static class OnGame implements Callable<Integer> {

        @Mixin
        GameArgument gameArg;

        @Mixin
        GamesOptions games = new GamesOptions();

        @Spec
        CommandLine.Model.CommandSpec spec;

        /** Lists the game's observers and their delay. */
        static void list(PrintWriter out, GameConfig config, TextBundle t) {
            Observers o = config.observers();
            out.println(t.get(
                    o.isEmpty() ? "observer.list.none" : "observer.list.header",
                    "game",
                    config.id(),
                    "count",
                    o.people().size(),
                    "delay",
                    delay(o, t)));
            for (Player p : o.people()) {
                out.println(t.get(
                        "observer.list.line",
                        "address",
                        p.email(),
                        "lang",
                        p.language().code()));
            }
        }

        static String delay(Observers o, TextBundle t) {
            return o.delayTurns()
                    .map(n -> t.get("observer.delay.turns", "turns", n))
                    .orElse(t.get("observer.delay.end"));
        }

        /** Refused on a game over: its {@code game.yaml} must stay the copy the journal bound (umpire verify). */
        static void notOver(GameStore store, TextBundle t) {
            if (store.state().isOver()) {
                throw new UserException(ExitCode.CONFLICT, t.get("observer.error.over", "game", store.id()));
            }
        }
    }

    /** {@code umpire observer add GAME ADDRESS [--lang fr|en] [--delay TURNS|end]}. */
    @Command(
            name = "add",
            mixinStandardHelpOptions = true,
            description = "Adds an observer to a game (mailed from the next send or watch on).",
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {
                "0:added",
                "2:bad command line (a bad address or delay, a player's address, already an observer)",
                "3:no such game",
                "4:game locked by another process, or over"
            })
    public static final class Add extends OnGame {

        @Parameters(index = "1", paramLabel = "EMAIL", description = "The observer's address.")
        String address;

        @Option(
                names = "--lang",
                paramLabel = "fr|en",
                converter = LanguageConverter.class,
                description = "Language of the observer's mails (default: the game's umpire language).")
        Language language;

        @Option(
                names = "--delay",
                paramLabel = "TURNS|end",
                description = "The game's observer delay, for every observer of the game (default: unchanged).")
        String delay;

        @Override
        public Integer call() {
            GameStore store = GameStore.open(games.home(), gameArg.id());
            TextBundle t = TextBundle.load("cli/umpire", UmpireLanguage.of(store.config()), null);
            Player p;
            try {
                p = new Player(address.trim(), language != null ? language : UmpireLanguage.of(store.config()));
            } catch (IllegalArgumentException e) {
                throw new UserException(
                        ExitCode.USAGE, t.get("new.error.address", "option", "EMAIL", "address", address.trim()));
            }
            Optional<Optional<Integer>> d = Optional.empty();
            if (delay != null) {
                d = Optional.of(Observers.parseDelay(delay)
                        .orElseThrow(() ->
                                new UserException(ExitCode.USAGE, t.get("new.error.observerDelay", "value", delay))));
            }
            try (GameLock lock = store.lock()) {
                notOver(store, t);
                GameConfig c = store.config();
                if (c.sideOf(p.email()).isPresent()) {
                    throw new UserException(ExitCode.USAGE, t.get("new.error.observerPlays", "address", p.email()));
                }
                if (c.observers().find(p.email()).isPresent()) {
                    throw new UserException(
                            ExitCode.USAGE,
                            t.get("observer.error.already", "address", p.email(), "game", gameArg.id()));
                }
                Observers o = c.observers().with(p);
                if (d.isPresent()) {
                    o = o.withDelay(d.get());
                }
                GameConfig now = ObserverSettings.save(store, lock, o);
                PrintWriter out = spec.commandLine().getOut();
                out.println(t.get("observer.added", "address", p.email(), "game", gameArg.id()));
                list(out, now, t);
                out.flush();
            }
            return ExitCode.OK;
        }
    }

    /** {@code umpire observer remove GAME ADDRESS}. */
    @Command(
            name = "remove",
            mixinStandardHelpOptions = true,
            description = "Removes an observer from a game (nothing more is mailed to that address).",
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {
                "0:removed",
                "2:bad command line (not an observer of the game)",
                "3:no such game",
                "4:game locked by another process, or over"
            })
    public static final class Remove extends OnGame {

        @Parameters(index = "1", paramLabel = "EMAIL", description = "The observer's address.")
        String address;

        @Override
        public Integer call() {
            GameStore store = GameStore.open(games.home(), gameArg.id());
            TextBundle t = TextBundle.load("cli/umpire", UmpireLanguage.of(store.config()), null);
            try (GameLock lock = store.lock()) {
                notOver(store, t);
                GameConfig c = store.config();
                Optional<Player> p = c.observers().find(address);
                if (p.isEmpty()) {
                    throw new UserException(
                            ExitCode.USAGE,
                            t.get("observer.error.unknown", "address", address.trim(), "game", gameArg.id()));
                }
                GameConfig now = ObserverSettings.save(
                        store, lock, c.observers().without(p.get().email()));
                PrintWriter out = spec.commandLine().getOut();
                out.println(t.get("observer.removed", "address", p.get().email(), "game", gameArg.id()));
                list(out, now, t);
                out.flush();
            }
            return ExitCode.OK;
        }
    }

    /** {@code umpire observer list GAME}. */
    @Command(
            name = "list",
            mixinStandardHelpOptions = true,
            description = "Lists a game's observers, their languages and the delay.",
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {"0:listed", "2:bad command line", "3:no such game"})
    public static final class ListObservers extends OnGame {

        @Override
        public Integer call() {
            GameStore store = GameStore.open(games.home(), gameArg.id());
            TextBundle t = TextBundle.load("cli/umpire", UmpireLanguage.of(store.config()), null);
            PrintWriter out = spec.commandLine().getOut();
            list(out, store.config(), t);
            out.flush();
            return ExitCode.OK;
        }
    }
}

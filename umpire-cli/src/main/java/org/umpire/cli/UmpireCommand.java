package org.umpire.cli;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.club.ClubCommand;
import org.umpire.cli.command.AarCommand;
import org.umpire.cli.command.DeadlineCommand;
import org.umpire.cli.command.DemoCommand;
import org.umpire.cli.command.ExportCommand;
import org.umpire.cli.command.MapCommand;
import org.umpire.cli.command.NewCommand;
import org.umpire.cli.command.ObserverCommand;
import org.umpire.cli.command.OrdersCommand;
import org.umpire.cli.command.PlayerCommand;
import org.umpire.cli.command.ReceiveCommand;
import org.umpire.cli.command.RepairCommand;
import org.umpire.cli.command.ReportCommand;
import org.umpire.cli.command.ResolveCommand;
import org.umpire.cli.command.ScenarioCommand;
import org.umpire.cli.command.SendCommand;
import org.umpire.cli.command.ShowCommand;
import org.umpire.cli.command.SimulateCommand;
import org.umpire.cli.command.StatusCommand;
import org.umpire.cli.command.StoreErrors;
import org.umpire.cli.command.UndoCommand;
import org.umpire.cli.command.VerifyCommand;
import org.umpire.cli.command.WatchCommand;
import org.umpire.cli.options.GameArgument;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.ProgramRun;
import org.umpire.cli.store.StoreException;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.text.UmpireLanguage;
import org.umpire.engine.model.Language;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The root command: {@code umpire}. Subcommands are registered in {@link #SUBCOMMANDS}.
 * Errors: a {@link UserException} prints its message and exits with its code; anything else is a
 * bug and exits {@link ExitCode#INTERNAL}. Stack traces only with {@code --debug}.
 */
@Command(
        name = "umpire",
        mixinStandardHelpOptions = true,
        version = "umpire 0.1.0",
        description = "Runs double-blind Victory at Midway games by e-mail.",
        synopsisSubcommandLabel = "COMMAND",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:success",
            "1:orders or data checked and found invalid",
            "2:bad command line",
            "3:game, scenario or file not found",
            "4:not possible now (game locked, wrong phase, game over)",
            "5:file or mail server error",
            "75:try again later (receive: game locked or reply not sent)",
            "70:internal error (a bug: rerun with --debug and report it)"
        })
public final class UmpireCommand implements Runnable, ProgramRun.Holder {

    /** Every subcommand class, in help order. */
    static final Class<?>[] SUBCOMMANDS = {
        NewCommand.class,
        StatusCommand.class,
        ShowCommand.class,
        OrdersCommand.class,
        ResolveCommand.class,
        UndoCommand.class,
        ReportCommand.class,
        MapCommand.class,
        AarCommand.class,
        SendCommand.class,
        ReceiveCommand.class,
        WatchCommand.class,
        DeadlineCommand.class,
        PlayerCommand.class,
        ObserverCommand.class,
        RepairCommand.class,
        ExportCommand.class,
        VerifyCommand.class,
        ScenarioCommand.class,
        DemoCommand.class,
        SimulateCommand.class,
        ClubCommand.class,
        AutoComplete.GenerateCompletion.class,
    };

    /** The name of each class of {@link #SUBCOMMANDS}, in the same order (kept here so that a command line is built without reading every class's annotations). */
    static final String[] NAMES = {
        "new",
        "status",
        "show",
        "orders",
        "resolve",
        "undo",
        "report",
        "map",
        "aar",
        "send",
        "receive",
        "watch",
        "deadline",
        "player",
        "observer",
        "repair",
        "export",
        "verify",
        "scenario",
        "demo",
        "simulate",
        "club",
        "generate-completion"
    };

    @Option(names = "--debug", scope = CommandLine.ScopeType.INHERIT, description = "Print stack traces of errors.")
    boolean debug;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** This run of the program: its start, its commits, where the store's notices go (the error output). */
    private ProgramRun run = ProgramRun.inProcess();

    @Override
    public ProgramRun programRun() {
        return run;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Builds the command line with every subcommand, ready to execute (used by tests too). */
    public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        return commandLine(out, err, SUBCOMMANDS, null);
    }

    /**
     * The same for a command the umpire typed at {@code started}: a change another umpire process commits after it
     * stops it ({@code GameContext.requireUnchangedSinceOpen}).
     */
    public static CommandLine commandLine(PrintWriter out, PrintWriter err, Instant started) {
        return commandLine(out, err, SUBCOMMANDS, started);
    }

    /**
     * The command line for {@code args}: when they name a subcommand, only that one is built
     * (picocli reads every option of every subcommand by reflection, a third of a short
     * command's time); otherwise (help, a mistyped name, completion) all of them.
     */
    static CommandLine commandLineFor(String[] args, PrintWriter out, PrintWriter err) {
        return commandLineFor(args, out, err, null);
    }

    private static CommandLine commandLineFor(String[] args, PrintWriter out, PrintWriter err, Instant started) {
        for (String a : args) {
            if (a.equals("--debug")) {
                continue;
            }
            for (int i = 0; i < NAMES.length; i++) {
                if (NAMES[i].equals(a)) {
                    return commandLine(out, err, new Class<?>[] {SUBCOMMANDS[i]}, started);
                }
            }
            break;
        }
        return commandLine(out, err, SUBCOMMANDS, started);
    }

    private static CommandLine commandLine(
            PrintWriter out, PrintWriter err, Class<?>[] subcommands, Instant startedOrNull) {
        UmpireCommand root = new UmpireCommand();
        root.run = ProgramRun.of(startedOrNull, line -> {
            err.println(line);
            err.flush();
        });
        CommandLine cl = new CommandLine(root);
        for (Class<?> sub : subcommands) {
            cl.addSubcommand(sub);
        }
        cl.setOut(out);
        cl.setErr(err);
        CommandLine.IParameterExceptionHandler usage = cl.getParameterExceptionHandler();
        cl.setParameterExceptionHandler((ex, args) -> {
            int code = usage.handleParseException(ex, args);
            if (ReceiveCommand.isPipe(args)) {
                // a mail transfer agent's pipe: the rule is wrong, the player's mail is not; keep it (EX_TEMPFAIL)
                ex.getCommandLine()
                        .getErr()
                        .println(TextBundle.load(
                                        TextBundle.UMPIRE, named(args).orElseGet(UmpireLanguage::ofEnvironment), null)
                                .get("console.kept"));
                ex.getCommandLine().getErr().flush();
                return ExitCode.TEMPFAIL;
            }
            return code;
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            boolean debug = hasDebugDeep(parseResult);
            PrintWriter e = commandLine.getErr();
            int code;
            if (ex instanceof StoreException refused) {
                ex = StoreErrors.asUser(refused); // the one place a store's refusal gets its exit code
            }
            // docs/reports-and-mail.md#one-language-per-reader: the prefix in the language the command spoke (a game's
            // umpire language, --lang, --umpire-lang), else the environment's; the store's refusals worded in it too
            TextBundle words = console(parseResult);
            if (ex instanceof UserException exception) {
                e.println(words.get("console.error", "message", words.message(exception)));
                code = exception.exitCode();
            } else if (ex instanceof UncheckedIOException || ex instanceof IOException) {
                e.println(words.get("console.error", "message", String.valueOf(ex.getMessage())));
                code = ExitCode.IO;
            } else {
                e.println(words.get(debug ? "console.internal.debug" : "console.internal", "error", ex.toString()));
                code = ExitCode.INTERNAL;
            }
            if (debug) {
                ex.printStackTrace(e);
            }
            e.flush();
            return code;
        });
        return cl;
    }

    /**
     * The umpire's console words for an error line, in the language the command spoke: the one its
     * {@code --umpire-lang} or {@code --lang} named, else the umpire language of the game it is about, else the
     * environment's (UMPIRE_LANG, the system's language). Worked out from the command line itself, so that nothing
     * is kept between two command lines.
     */
    static TextBundle console(CommandLine.ParseResult pr) {
        Language language = named(pr).or(() -> gameLanguage(pr)).orElseGet(UmpireLanguage::ofEnvironment);
        return TextBundle.load(TextBundle.UMPIRE, language, null);
    }

    /** The umpire language of the game the command line names (its GAME argument), when that game can be read. */
    private static Optional<Language> gameLanguage(CommandLine.ParseResult pr) {
        CommandLine.ParseResult last = pr;
        while (last != null && last.subcommand() != null) {
            last = last.subcommand();
        }
        if (last == null) {
            return Optional.empty();
        }
        GameId id = null;
        GamesOptions games = null;
        for (CommandLine.Model.CommandSpec mixin : last.commandSpec().mixins().values()) {
            if (mixin.userObject() instanceof GameArgument g) {
                id = g.id();
            } else if (mixin.userObject() instanceof GamesOptions g) {
                games = g;
            }
        }
        if (id == null || games == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(
                    UmpireLanguage.of(GameStore.open(games.home(), id).config()));
        } catch (RuntimeException unreadable) {
            return Optional.empty(); // no such game, or a game file refused: the environment's language
        }
    }

    /** The language {@code --umpire-lang} or {@code --lang} names on a command line that could not be parsed. */
    private static Optional<Language> named(String[] args) {
        for (String option : List.of("--umpire-lang", "--lang")) {
            for (int i = 0; i < args.length; i++) {
                String value = args[i].startsWith(option + "=")
                        ? args[i].substring(option.length() + 1)
                        : args[i].equals(option) && i + 1 < args.length ? args[i + 1] : null;
                Optional<Language> l = UmpireLanguage.named(value);
                if (l.isPresent()) {
                    return l;
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Language> named(CommandLine.ParseResult pr) {
        for (String option : List.of("--umpire-lang", "--lang")) {
            for (CommandLine.ParseResult p = pr; p != null; p = p.subcommand()) {
                if (p.hasMatchedOption(option) && p.matchedOptionValue(option, null) instanceof Language l) {
                    return Optional.of(l);
                }
            }
        }
        return Optional.empty();
    }

    /** resolve and undo: once they committed, their exit code stays 0 whatever follows (a rerun would change the game again). */
    private static boolean committing(CommandLine.ParseResult pr) {
        CommandLine.ParseResult sub = pr == null ? null : pr.subcommand();
        String name = sub == null ? "" : sub.commandSpec().name();
        return name.equals("resolve") || name.equals("undo");
    }

    private static boolean hasDebugDeep(CommandLine.ParseResult pr) {
        for (CommandLine.ParseResult p = pr; p != null; p = p.subcommand()) {
            if (p.hasMatchedOption("--debug")) {
                return true;
            }
        }
        return false;
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, out, err, null);
    }

    /** Runs {@code args} as a command the umpire typed at {@code startedOrNull} ({@code Main}). */
    static int run(String[] args, PrintStream out, PrintStream err, Instant startedOrNull) {
        PrintWriter o = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true);
        PrintWriter e = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
        CommandLine cl = commandLineFor(args, o, e, startedOrNull);
        int code = cl.execute(args);
        o.flush();
        e.flush();
        if ((o.checkError() || out.checkError()) && code == ExitCode.OK && !committing(cl.getParseResult())) {
            // The output went nowhere (a full disk, a closed pipe): the command did not do its job.
            e.println(console(cl.getParseResult()).get("console.outputLost"));
            e.flush();
            return ExitCode.IO;
        }
        return code;
    }
}

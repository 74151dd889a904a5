package org.umpire.cli.command;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.options.LanguageConverter;
import org.umpire.cli.orders.AdvanceOrders;
import org.umpire.cli.orders.OrderText;
import org.umpire.cli.orders.OrdersContext;
import org.umpire.cli.orders.OrdersContexts;
import org.umpire.cli.orders.OrdersReceipt;
import org.umpire.cli.orders.OrdersSubmission;
import org.umpire.cli.orders.ReceiptWriter;
import org.umpire.cli.orders.StoredOrdersContexts;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code umpire orders check}: reads a side's orders and prints the receipt (each accepted order
 * restated, each problem with its line and column). Against a game's current phase, or — for
 * players, offline — against a scenario's start as that side knows it. Stores nothing.
 */
@Command(
        name = "check",
        mixinStandardHelpOptions = true,
        description = {
            "Check a side's orders and print the receipt: every accepted order restated, "
                    + "every problem with its line and column.",
            "With --scenario, checks against the scenario's start (the set-up, or --phase of turn 1), "
                    + "as that side knows it: players can check their orders offline."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every order accepted (warnings allowed)",
            "1:some orders refused",
            "2:bad command line",
            "3:game, scenario or file not found"
        })
public final class OrdersCheckCommand implements Callable<Integer> {

    /** Exactly one of a game or a scenario. */
    static final class Target {
        @Option(names = "--game", paramLabel = "GAME", description = "Check against this game's current phase.")
        String game;

        @Option(
                names = "--scenario",
                paramLabel = "NAME",
                description = "Check against this scenario's start (e.g. victory-at-midway).")
        String scenario;
    }

    @Option(
            names = "--side",
            required = true,
            paramLabel = "US|JP",
            converter = SideConverter.class,
            description = "Whose orders these are.")
    Side side;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Target target;

    @Option(
            names = "--lang",
            paramLabel = "fr|en",
            converter = LanguageConverter.class,
            description = "Language of the receipt (default: the player's for a game, else en).")
    Language language;

    @Option(
            names = "--phase",
            paramLabel = "PHASE",
            converter = PhaseConverter.class,
            description = "With --scenario: the phase of turn 1 to check for (default: the set-up).")
    Phase phase;

    @Mixin
    GamesOptions games = new GamesOptions();

    @Option(
            names = "--templates",
            paramLabel = "DIR",
            description = "A folder of templates overriding the built-in wording.")
    Path templatesDir;

    @Option(
            names = "--cite-rules",
            description = "After each problem, the rule it applies (MOV-1...): for the umpire;"
                    + " a player's receipt never cites rule codes.")
    boolean citeRules;

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "FILE",
            description = "The orders file; - or none: standard input.")
    Path file;

    @Spec
    CommandLine.Model.CommandSpec spec;

    private final Function<Path, OrdersContexts> contexts;
    private final InputStream stdin;

    public OrdersCheckCommand() {
        this(rules -> new StoredOrdersContexts(rules), System.in);
    }

    OrdersCheckCommand(OrdersContexts contexts, InputStream stdin) {
        this(rules -> contexts, stdin);
    }

    private OrdersCheckCommand(Function<Path, OrdersContexts> contexts, InputStream stdin) {
        this.contexts = contexts;
        this.stdin = stdin;
    }

    @Override
    public Integer call() {
        if (phase != null && target.scenario == null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--phase goes with --scenario only");
        }
        OrdersContexts source = contexts.apply(games.rulesDir());
        OrdersContext ctx = target.game != null
                ? source.game(games.home(), target.game)
                : source.scenario(games.rulesDir(), target.scenario, phase == null ? Phase.SETUP : phase);
        byte[] text = OrdersInput.read(file, stdin);
        // read as a submission reads them: orders for later phases of the turn are set apart (see
        // docs/orders.md)
        AdvanceOrders.Split split = AdvanceOrders.read(ctx.scenario(), ctx.state(), side, OrderText.decode(text));
        SortedMap<Phase, OrdersReceipt> later = new TreeMap<>();
        split.later().forEach((p, l) -> later.put(p, l.receipt()));
        ReceiptWriter writer = ReceiptWriter.load(language == null ? ctx.languageOf(side) : language, templatesDir);
        writer = citeRules ? writer.citingRules() : writer;
        spec.commandLine()
                .getOut()
                .print(new OrdersSubmission.Result(split.now(), OrdersSubmission.Outcome.STORED, later).render(writer));
        spec.commandLine().getOut().flush();
        return split.allAccepted() ? ExitCode.OK : ExitCode.INVALID;
    }
}

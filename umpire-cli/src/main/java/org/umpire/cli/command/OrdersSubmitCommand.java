package org.umpire.cli.command;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.options.GameArgument;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.options.LanguageConverter;
import org.umpire.cli.orders.OrderText;
import org.umpire.cli.orders.OrdersContext;
import org.umpire.cli.orders.OrdersContexts;
import org.umpire.cli.orders.OrdersSubmission;
import org.umpire.cli.orders.ReceiptWriter;
import org.umpire.cli.orders.StoredOrdersContexts;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code umpire orders submit GAME --side US}: reads a side's orders for the game's current phase
 * and stores the accepted ones (a later submission replaces an earlier one; the journal keeps both);
 * a refused line costs only itself (I-ORD-23), unless the text says {@code all or nothing}. Prints the
 * receipt either way.
 */
@Command(
        name = "submit",
        mixinStandardHelpOptions = true,
        description = {
            "Store a side's orders for the game's current phase and print the receipt.",
            "The accepted orders are stored, without the refused lines (a line 'all or nothing' refuses the whole"
                    + " text instead); a later submission replaces them. "
                    + "Standing orders are kept until replaced."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:stored",
            "1:some lines refused: the others stored (nothing with 'all or nothing', or when every line is refused)",
            "2:bad command line",
            "3:game or file not found",
            "4:game locked by another process"
        })
public final class OrdersSubmitCommand implements Callable<Integer> {

    @Mixin
    GameArgument gameArg;

    @Option(
            names = "--side",
            required = true,
            paramLabel = "US|JP",
            converter = SideConverter.class,
            description = "Whose orders these are.")
    Side side;

    @Parameters(
            index = "1",
            arity = "0..1",
            paramLabel = "FILE",
            description = "The orders file; - or none: standard input.")
    Path file;

    @Option(
            names = "--lang",
            paramLabel = "fr|en",
            converter = LanguageConverter.class,
            description = "Language of the receipt (default: the player's).")
    Language language;

    @Mixin
    GamesOptions games = new GamesOptions();

    @Option(
            names = "--templates",
            paramLabel = "DIR",
            description = "A folder of templates overriding the built-in wording.")
    Path templatesDir;

    @Spec
    CommandLine.Model.CommandSpec spec;

    private final Function<Path, OrdersContexts> contexts;
    private final InputStream stdin;

    public OrdersSubmitCommand() {
        this(rules -> new StoredOrdersContexts(rules), System.in);
    }

    OrdersSubmitCommand(OrdersContexts contexts, InputStream stdin) {
        this(rules -> contexts, stdin);
    }

    private OrdersSubmitCommand(Function<Path, OrdersContexts> contexts, InputStream stdin) {
        this.contexts = contexts;
        this.stdin = stdin;
    }

    @Override
    public Integer call() {
        byte[] bytes = OrdersInput.read(file, stdin);
        return contexts.apply(games.rulesDir())
                .withLock(games.home(), gameArg.id().value(), locked -> {
                    OrdersContext ctx = locked.context();
                    ReceiptWriter writer =
                            ReceiptWriter.load(language == null ? ctx.languageOf(side) : language, templatesDir);
                    OrdersSubmission.Result result =
                            OrdersSubmission.submit(locked, side, OrderText.decode(bytes), false);
                    spec.commandLine().getOut().print(result.render(writer));
                    if (!result.stored()) {
                        if (result.refusedAllOrNothing()) {
                            spec.commandLine().getOut().println(writer.text("submit.all-or-nothing"));
                        }
                        spec.commandLine().getOut().println(writer.text("submit.refused"));
                        spec.commandLine().getOut().flush();
                        return ExitCode.INVALID;
                    }
                    boolean replaced = result.outcome() == OrdersSubmission.Outcome.REPLACED;
                    spec.commandLine().getOut().println(writer.text(replaced ? "submit.replaced" : "submit.stored"));
                    if (result.partly()) {
                        spec.commandLine().getOut().println(writer.text("submit.partly"));
                    }
                    spec.commandLine().getOut().flush();
                    return result.partly() ? ExitCode.INVALID : ExitCode.OK;
                });
    }
}

package org.umpire.cli.command;

import java.io.PrintWriter;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.options.GameArgument;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.options.OutputLanguage;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.text.TextBundle;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * {@code umpire repair GAME}: rebuilds what the store derives from the journal (the journal's
 * index) from the entries themselves, checking every entry and every state on the way.
 */
@Command(
        name = "repair",
        mixinStandardHelpOptions = true,
        description = {
            "Rebuilds a game's derived files from its journal and checks every entry.",
            "The game folder keeps, beside the journal, an index of its entries (journal/index.tsv) so that every"
                    + " command costs the same at turn 25 as at turn 1. It is derived data: this command rebuilds it from"
                    + " the entries' own files, reading and checking every entry and state against the scenario. Nothing"
                    + " else changes."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:rebuilt",
            "1:an entry or a state does not pass the checks (named with file, line and field)",
            "2:bad command line",
            "3:no such game",
            "4:another umpire process is changing the game",
            "5:a file could not be read or written"
        })
public final class RepairCommand implements Runnable {

    @Mixin
    GameArgument gameArg;

    @Mixin
    OutputLanguage lang;

    @Mixin
    GamesOptions games;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        GameContext game = GameContext.open(games.home(), gameArg.id(), games.rulesDir());
        TextBundle t = lang.texts(game.store().config());
        int entries;
        try (GameLock lock = game.store().lock()) {
            entries = game.store().repair();
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(t.get("repair.done", "game", gameArg.id(), "count", entries));
        out.flush();
    }
}

package org.umpire.cli.command;

import java.io.PrintWriter;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.options.GameArgument;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.options.OutputLanguage;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.view.UmpireView;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/** {@code umpire show GAME}: the umpire's full view. */
@Command(
        name = "show",
        mixinStandardHelpOptions = true,
        description = {
            "The umpire's full view of a game.",
            "Every unit by hex with what it carries,",
            "the units off the map, fog, Midway and Kure, victory points. Umpire only: it shows both sides."
        })
public final class ShowCommand implements Runnable {

    @Mixin
    GameArgument gameArg;

    @Mixin
    OutputLanguage lang;

    @Mixin
    GamesOptions games;

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        GameContext game = GameContext.open(games.home(), gameArg.id(), games.rulesDir());
        TextBundle t = lang.texts(game.store().config());
        PrintWriter out = spec.commandLine().getOut();
        out.print(new UmpireView(game.scenario(), game.state(), t)
                .render(gameArg.id().value(), game.awaiting()));
        out.flush();
    }
}

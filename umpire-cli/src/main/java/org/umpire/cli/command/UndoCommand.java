package org.umpire.cli.command;

import java.io.PrintWriter;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UmpireClock;
import org.umpire.cli.base.UserException;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.options.GameArgument;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.options.OutputLanguage;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.JournalRecord;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.view.TurnClock;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code umpire undo GAME}: umpire only; restores the state before the last resolve, logged in the journal. */
@Command(
        name = "undo",
        mixinStandardHelpOptions = true,
        description = {
            "Takes back the last resolve (umpire only).",
            "Umpire only, for mistakes (GAME-4): restores the state before the last resolved phase, from"
                    + " the journal. The undo is itself logged in the journal; run it again to go one more phase back.",
            "The orders received stay: `umpire resolve GAME` resolves the phase again, with the same seeded dice."
                    + " Mails already sent are not recalled; the reports of the phase resolved again are mailed anew."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:undone",
            "1:the game files do not pass the checks",
            "2:bad command line",
            "3:no such game",
            "4:nothing to undo, or another umpire process is changing the game"
        })
public final class UndoCommand implements Runnable {

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
        JournalRecord undo;
        GameLock lock = game.store().lock();
        try {
            game.requireUnchangedSinceOpen();
            if (game.store().lastEntry().isEmpty()) {
                throw new UserException(ExitCode.CONFLICT, t.get("undo.nothing", "game", gameArg.id()));
            }
            undo = game.store().undoLast(UmpireClock.now());
        } catch (RuntimeException e) {
            lock.close();
            throw e;
        }
        // Committed: a problem from here on is reported, never turned into a failure exit (a rerun
        // would undo one entry more).
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            lock.close();
            out.println(t.get(
                    "undo.done", "game", gameArg.id(), "undone", undo.undoes().orElse("?"), "entry", undo.folder()));
            out.println(t.get("resolve.now", "clock", TurnClock.describe(game.scenario(), game.state(), t)));
            out.println(StatusCommand.awaitingLine(game, t));
        } catch (RuntimeException e) {
            err.println(t.get("undo.afterCommit", "entry", undo.folder(), "problem", e.getMessage()));
        }
        out.flush();
        err.flush();
    }
}

package org.umpire.cli.game;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.JournalRecord;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * One game opened for a command: its store, its scenario (the built-in data, or the club's folder
 * given with {@code --rules}) and its current state.
 */
public final class GameContext {

    private final GameStore store;
    private final Scenario scenario;
    /** The turn and phase the command saw when it opened the game, before taking any lock. */
    private final int openedTurn;

    private final Phase openedPhase;

    /** When the command this context serves started: a change another process commits after it is a concurrent one. */
    private final Instant since;

    private GameContext(GameStore store, Scenario scenario, Instant since) {
        this.store = store;
        this.scenario = scenario;
        this.openedTurn = store.state().turn();
        this.openedPhase = store.state().phase();
        this.since = since;
    }

    /**
     * This game for a command that started at {@code started} rather than with the program: a round of
     * {@code watch} (see docs/mail-in.md), so that a change made between two rounds (a resolve typed meanwhile)
     * never stops the next round, and one made during it does.
     */
    public GameContext startedAt(Instant started) {
        return new GameContext(store, scenario, started);
    }

    /**
     * Under the game's lock: fails, changing nothing, when another process moved the game on since
     * this command opened it (two resolves started together must resolve one phase, not two).
     *
     * @throws org.umpire.cli.base.UserException {@link org.umpire.cli.base.ExitCode#CONFLICT}
     */
    public void requireUnchangedSinceOpen() {
        Instant started = since;
        if (started != null) {
            // An entry another process made after this one started: both were launched for the
            // same phase (two resolves a moment apart), and this one must not resolve the next.
            changedByAnother(store, started).ifPresent(e -> {
                throw new UserException(
                        ExitCode.CONFLICT,
                        "game " + store.id()
                                + " was changed by another umpire process after this command started (journal "
                                + e.folder()
                                + "); nothing was done. Check with `umpire status " + store.id()
                                + "` and run the command again if it is still needed");
            });
        }
        GameState now = store.state();
        if (now.turn() != openedTurn || now.phase() != openedPhase) {
            throw new UserException(
                    ExitCode.CONFLICT,
                    "game " + store.id()
                            + " changed while this command was starting: another umpire process took it from turn "
                            + openedTurn
                            + ", phase " + openedPhase.number() + " to turn " + now.turn() + ", phase "
                            + now.phase().number()
                            + "; nothing was done. Check with `umpire status " + store.id()
                            + "` and run the command again"
                            + " if it is still needed");
        }
    }

    /**
     * The latest entry of {@code store}'s game when another process committed it after {@code since}. The commit
     * point is the swap of state.yaml: its file time says when the last change was made.
     */
    public static Optional<JournalRecord> changedByAnother(GameStore store, Instant since) {
        return store.lastEntry().filter(e -> store.stateWrittenAt().isAfter(since) && !store.committedHere(e));
    }

    /**
     * The machine's clock, read only to compare with file times (when another process changed a game), never
     * written nor mailed: {@code UMPIRE_CLOCK} sets the game's time, not the file system's.
     */
    public static Instant machineNow() {
        return Instant.now();
    }

    public static GameContext open(GamesHome home, GameId id, Path rulesDirOrNull) {
        GameStore store = GameStore.open(home, id);
        Scenario scenario = new GameScenarios(rulesDirOrNull).of(store);
        return new GameContext(store.checkAgainst(scenario), scenario, started(store));
    }

    /** A game whose store is already open, with the scenario already loaded (no second parse). */
    public static GameContext of(GameStore store, Scenario scenario) {
        return new GameContext(store.checkAgainst(scenario), scenario, started(store));
    }

    /** When the command started ({@code Main}, through the run its games folder belongs to); null in-process. */
    private static Instant started(GameStore store) {
        return store.home().run().started().orElse(null);
    }

    /** The same game read again from its folder (after a change), keeping the loaded scenario. */
    public GameContext reopened(GamesHome home) {
        return new GameContext(GameStore.open(home, store.id()).checkAgainst(scenario), scenario, since);
    }

    public GameStore store() {
        return store;
    }

    public Scenario scenario() {
        return scenario;
    }

    public GameState state() {
        return store.state();
    }

    /** The sides whose orders the current phase awaits. */
    public Set<Side> awaiting() {
        return TurnEngine.awaiting(scenario, state());
    }
}

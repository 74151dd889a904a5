package org.umpire.cli.orders;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import org.umpire.cli.store.GamesHome;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * Where the orders commands find what orders are read against, and where submitted orders go: a
 * game of the games folder, or a scenario's start state. The program's own is backed by the game
 * store and the scenario loader; tests give their own.
 */
public interface OrdersContexts {

    /** The current state of game {@code gameId} of the games folder {@code home}. */
    OrdersContext game(GamesHome home, String gameId);

    /**
     * The start of scenario {@code name} (from {@code rulesDir} when given, else the built-in
     * data), at {@code phase}: the set-up, or phase {@code n} of turn 1.
     */
    OrdersContext scenario(Path rulesDir, String name, Phase phase);

    /** Runs {@code work} holding the game's lock, on the game as it is once locked. */
    <T> T withLock(GamesHome home, String gameId, Function<LockedGame, T> work);

    /** A game held under its lock. */
    interface LockedGame {
        OrdersContext context();

        /**
         * Stores a side's orders for the game's current phase; earlier ones are kept in the journal.
         *
         * @return true when they replace orders sent earlier for the phase
         */
        boolean saveOrders(Side side, String text);

        /**
         * Stores a side's orders for {@code phase} of the current turn: the current phase, or a later one
         * for orders sent in advance ({@link AdvanceOrders}).
         *
         * @return true when they replace orders sent earlier for that phase
         */
        boolean saveOrders(Phase phase, Side side, String text);

        /** The orders stored for a side for {@code phase} of the current turn, if any. */
        Optional<String> orders(Phase phase, Side side);
    }
}

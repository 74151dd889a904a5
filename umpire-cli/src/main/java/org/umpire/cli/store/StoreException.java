package org.umpire.cli.store;

import java.nio.file.Path;

/**
 * What the store refuses about a game, as the store's own kinds (docs/game-store.md#the-stores-refusals): the
 * command layer ({@code command.StoreErrors}) gives each its exit code, in one place. The message names the place
 * and the fix, in English, as the umpire reads it today. Not here: a file refused line by line
 * ({@code base.BadFileException}), a refusal with its own words ({@code base.WordedException}, e.g. a spoilt
 * {@code deadlines.txt}), a link inside a game folder and an I/O failure ({@link GameFiles}, {@link StoreIo}),
 * which every layer shares.
 */
public abstract sealed class StoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final boolean notNow;

    private StoreException(String message, boolean notNow) {
        super(message);
        this.notNow = notNow;
    }

    /**
     * True when nothing is wrong with the game, it just cannot take this now (busy, moved on meanwhile, nothing to
     * undo, already there): a loop tries again later, a command exits 4.
     */
    public boolean notNow() {
        return notNow;
    }

    /** There is no game of that id in the games folder. */
    public static final class GameNotFound extends StoreException {
        private static final long serialVersionUID = 1L;

        GameNotFound(GameId id, GamesHome home) {
            super("there is no game " + id + " in " + home.root() + "; `umpire status` lists the games there", false);
        }
    }

    /** A game of that id exists already (creating one). */
    public static final class GameExists extends StoreException {
        private static final long serialVersionUID = 1L;

        GameExists(GameId id, Path root) {
            super(
                    "game " + id + " already exists in " + root
                            + "; pick another id, or remove that game's folder first",
                    true);
        }
    }

    /** Another process, or another part of this one, holds the game's lock. */
    public static final class GameBusy extends StoreException {
        private static final long serialVersionUID = 1L;

        GameBusy(GameId id) {
            super(
                    "game " + id + " is being changed by another umpire process; wait for it to finish and try again",
                    true);
        }
    }

    /** {@code state.yaml} changed under the lock: nothing was written. */
    public static final class ChangedMeanwhile extends StoreException {
        private static final long serialVersionUID = 1L;

        ChangedMeanwhile(String message) {
            super(message, true);
        }
    }

    /** No journal entry is left to undo. */
    public static final class NothingToUndo extends StoreException {
        private static final long serialVersionUID = 1L;

        NothingToUndo(GameId id) {
            super(
                    "nothing to undo in game " + id
                            + ": no phase has been resolved yet, or every one was undone already",
                    true);
        }
    }

    /** A file of the game folder is missing or does not agree with the others (the seed and its commitment). */
    public static final class BadGameFile extends StoreException {
        private static final long serialVersionUID = 1L;

        BadGameFile(String message) {
            super(message, false);
        }
    }
}

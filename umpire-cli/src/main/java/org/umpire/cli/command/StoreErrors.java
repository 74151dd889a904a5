package org.umpire.cli.command;

import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.store.StoreException;

/**
 * The one place a store's refusal ({@link StoreException}) gets its exit code (docs/game-store.md#the-stores-refusals):
 * the root command's error handler maps what a command lets through, and a command that answers in its own way
 * (the mail transfer agent's pipe) asks here. The message stays the store's.
 */
public final class StoreErrors {

    private StoreErrors() {}

    /** The exit code of {@code e}: 3 not found, 4 not possible now, 1 a damaged game folder. */
    public static int exitCode(StoreException e) {
        if (e instanceof StoreException.GameNotFound) {
            return ExitCode.NOT_FOUND;
        }
        if (e instanceof StoreException.BadGameFile) {
            return ExitCode.INVALID;
        }
        if (e.notNow()) { // GameExists, GameBusy, ChangedMeanwhile, NothingToUndo
            return ExitCode.CONFLICT;
        }
        throw new AssertionError(e);
    }

    /** {@code e} as a user error: its message and exit code, the refusal kept as its cause. */
    public static UserException asUser(StoreException e) {
        return new UserException(exitCode(e), e.getMessage(), e);
    }
}

package org.umpire.cli.store;

import java.util.Objects;
import java.util.Optional;

/**
 * One game of the games folder, for {@code status} without an id: the open game, or why it could
 * not be opened (the listing goes on with the others).
 *
 * @param id      the game
 * @param game    the opened game (read only; take {@link GameStore#lock()} to change it)
 * @param problem what is wrong when it could not be opened
 */
public record GameListing(GameId id, Optional<GameStore> game, Optional<String> problem) {
    public GameListing {
        Objects.requireNonNull(id, "id");
        if (game.isPresent() == problem.isPresent()) {
            throw new IllegalArgumentException("a listed game is either opened or has a problem");
        }
    }
}

package org.umpire.engine.model;

import java.util.Optional;

/** Who may know an event: the umpire (everything), or one side (GAME-1, double blind). */
public enum Audience {
    UMPIRE,
    US,
    JP;

    /** The side this audience is, empty for the umpire. */
    public Optional<Side> side() {
        return switch (this) {
            case US -> Optional.of(Side.US);
            case JP -> Optional.of(Side.JP);
            default -> Optional.empty();
        };
    }
}

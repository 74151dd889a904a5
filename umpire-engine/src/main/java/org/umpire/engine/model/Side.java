package org.umpire.engine.model;

import java.util.Locale;
import java.util.Optional;

/** The two sides of the game (GAME-1). */
public enum Side {
    US,
    JP;

    public Side enemy() {
        return this == US ? JP : US;
    }

    /** The audience that hears everything this side may know. */
    public Audience audience() {
        return this == US ? Audience.US : Audience.JP;
    }

    /** Reads {@code US}, {@code us}, {@code JP}, {@code jp} (also {@code USA}, {@code JAPAN}/{@code JAPON}). */
    public static Optional<Side> tryParse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        return switch (text.trim().toUpperCase(Locale.ROOT)) {
            case "US", "USA", "AMERICAN", "AMERICAIN", "ÉTATS-UNIS", "ETATS-UNIS" -> Optional.of(US);
            case "JP", "JAPAN", "JAPON", "JAPANESE", "JAPONAIS" -> Optional.of(JP);
            default -> Optional.empty();
        };
    }
}

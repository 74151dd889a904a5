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
        switch (text.trim().toUpperCase(Locale.ROOT)) {
            case "US":
            case "USA":
            case "AMERICAN":
            case "AMERICAIN":
            case "ÉTATS-UNIS":
            case "ETATS-UNIS":
                return Optional.of(US);
            case "JP":
            case "JAPAN":
            case "JAPON":
            case "JAPANESE":
            case "JAPONAIS":
                return Optional.of(JP);
            default:
                return Optional.empty();
        }
    }
}

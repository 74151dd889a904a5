package org.umpire.engine.model;

import java.util.Locale;
import java.util.Optional;

/** The languages players and umpires read: French (the rules' own) and English. */
public enum Language {
    FR,
    EN;

    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    public Locale locale() {
        return this == FR ? Locale.FRENCH : Locale.ENGLISH;
    }

    public static Optional<Language> tryParse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "fr", "french", "français", "francais" -> Optional.of(FR);
            case "en", "english", "anglais" -> Optional.of(EN);
            default -> Optional.empty();
        };
    }
}

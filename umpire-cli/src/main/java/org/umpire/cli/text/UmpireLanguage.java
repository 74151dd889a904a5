package org.umpire.cli.text;

import java.util.Locale;
import java.util.Optional;
import org.umpire.cli.store.GameConfig;
import org.umpire.engine.model.Language;

/**
 * The umpire's language (see docs/reports-and-mail.md#one-language-per-reader): one language for everything the umpire reads about a
 * game — what every command prints, the umpire's report mails, the after-action report. It is the
 * game's ({@code umpire-language} in {@code game.yaml}, chosen by {@code umpire new --umpire-lang});
 * for a game made before it was kept, and for commands about no game, the environment variable
 * {@code UMPIRE_LANG}, else the system's language when French, else English. An option
 * ({@code --lang}, {@code --umpire-lang}) overrides it for one command.
 */
public final class UmpireLanguage {

    /** The environment variable naming the umpire's language ({@code fr}, {@code en}). */
    public static final String ENV = "UMPIRE_LANG";

    private UmpireLanguage() {}

    /** The umpire's language for a game. */
    public static Language of(GameConfig game) {
        return game.umpireLanguage().orElseGet(UmpireLanguage::ofEnvironment);
    }

    /** The umpire's language when no game says it: {@code UMPIRE_LANG}, else the system's language when French, else English. */
    public static Language ofEnvironment() {
        return fromEnvironment(System.getenv(ENV), Locale.getDefault());
    }

    /** {@code UMPIRE_LANG} when it names a language. */
    public static Optional<Language> named(String umpireLang) {
        if (umpireLang != null && !umpireLang.isBlank()) {
            String code = umpireLang.strip().toLowerCase(Locale.ROOT);
            if (code.startsWith("fr")) {
                return Optional.of(Language.FR);
            }
            if (code.startsWith("en")) {
                return Optional.of(Language.EN);
            }
        }
        return Optional.empty();
    }

    /** The rule, {@code UMPIRE_LANG}'s value and the system's locale given. */
    public static Language fromEnvironment(String umpireLang, Locale locale) {
        return named(umpireLang).orElse("fr".equals(locale.getLanguage()) ? Language.FR : Language.EN);
    }
}

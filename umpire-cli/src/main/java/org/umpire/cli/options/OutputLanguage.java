package org.umpire.cli.options;

import java.util.Locale;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.text.UmpireLanguage;
import org.umpire.engine.model.Language;
import picocli.CommandLine.Option;

/**
 * {@code --lang fr|en}: the language of what an umpire command prints ({@code @Mixin OutputLanguage lang;}).
 * A command about a game prints in the game's umpire language ({@link UmpireLanguage}, see docs/reports-and-mail.md), so that
 * every command speaks one language to the umpire of a game.
 */
public final class OutputLanguage {

    @Option(
            names = "--lang",
            paramLabel = "fr|en",
            converter = LanguageConverter.class,
            description = "Language of the output (default: the game's umpire language, chosen by umpire new"
                    + " --umpire-lang; else the environment variable UMPIRE_LANG, else the system's language"
                    + " when French, else English).")
    Language language;

    /** For a command about no game: {@code --lang}, else {@code UMPIRE_LANG}, else the system's locale when French, else English. */
    public Language language() {
        return language != null ? language : UmpireLanguage.ofEnvironment();
    }

    /** For a command about a game: {@code --lang}, else the game's umpire language. */
    public Language language(GameConfig game) {
        return language != null ? language : UmpireLanguage.of(game);
    }

    static Language fromEnvironment(String umpireLang, Locale locale) {
        return UmpireLanguage.fromEnvironment(umpireLang, locale);
    }

    /** The words of the umpire's own views, for a command about no game. */
    public TextBundle texts() {
        return TextBundle.load("cli/umpire", language(), null);
    }

    /** The words of the umpire's own views, in a game's umpire language. */
    public TextBundle texts(GameConfig game) {
        return TextBundle.load("cli/umpire", language(game), null);
    }
}

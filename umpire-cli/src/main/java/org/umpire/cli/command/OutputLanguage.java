package org.umpire.cli.command;

import org.umpire.cli.text.TextBundle;
import org.umpire.engine.model.Language;

import picocli.CommandLine.Option;

/** {@code --lang fr|en}: the language of what an umpire command prints ({@code @Mixin OutputLanguage lang;}). */
public final class OutputLanguage {

    @Option(names = "--lang", paramLabel = "fr|en", converter = LanguageConverter.class,
            description = "Language of the output (default: the environment variable UMPIRE_LANG, "
                    + "else the system's language when French, else English).")
    Language language;

    /** {@code --lang}, else {@code UMPIRE_LANG}, else the system's locale when French, else English (issue 12). */
    public Language language() {
        return language != null ? language : fromEnvironment(System.getenv("UMPIRE_LANG"), java.util.Locale.getDefault());
    }

    static Language fromEnvironment(String umpireLang, java.util.Locale locale) {
        if (umpireLang != null && !umpireLang.isBlank()) {
            String code = umpireLang.strip().toLowerCase(java.util.Locale.ROOT);
            if (code.startsWith("fr")) {
                return Language.FR;
            }
            if (code.startsWith("en")) {
                return Language.EN;
            }
        }
        return "fr".equals(locale.getLanguage()) ? Language.FR : Language.EN;
    }

    /** The words of the umpire's own views in that language. */
    public TextBundle texts() {
        return TextBundle.load("cli/umpire", language(), null);
    }
}

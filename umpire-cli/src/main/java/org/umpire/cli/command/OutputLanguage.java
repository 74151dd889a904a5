package org.umpire.cli.command;

import org.umpire.cli.text.TextBundle;
import org.umpire.engine.model.Language;

import picocli.CommandLine.Option;

/** {@code --lang fr|en}: the language of what an umpire command prints ({@code @Mixin OutputLanguage lang;}). */
public final class OutputLanguage {

    @Option(names = "--lang", paramLabel = "fr|en", defaultValue = "en", converter = LanguageConverter.class,
            description = "Language of the output (default: ${DEFAULT-VALUE}).")
    Language language = Language.EN;

    public Language language() {
        return language;
    }

    /** The words of the umpire's own views in that language. */
    public TextBundle texts() {
        return TextBundle.load("cli/umpire", language, null);
    }
}

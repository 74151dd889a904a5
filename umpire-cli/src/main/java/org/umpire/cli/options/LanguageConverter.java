package org.umpire.cli.options;

import org.umpire.engine.model.Language;
import picocli.CommandLine;

/** Reads {@code fr} or {@code en} for Picocli options. */
public final class LanguageConverter implements CommandLine.ITypeConverter<Language> {
    @Override
    public Language convert(String value) {
        return Language.tryParse(value)
                .orElseThrow(() ->
                        new CommandLine.TypeConversionException("\"" + value + "\" is not a language: use fr or en"));
    }
}

package org.umpire.cli.command;

import org.umpire.engine.model.Language;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** {@code fr} or {@code en} for {@code --lang}. */
final class LanguageConverter implements ITypeConverter<Language> {
    @Override
    public Language convert(String value) {
        return Language.tryParse(value).orElseThrow(() -> new TypeConversionException(
                "\"" + value + "\" is not a language: write fr or en"));
    }
}

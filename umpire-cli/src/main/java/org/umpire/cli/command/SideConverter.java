package org.umpire.cli.command;

import org.umpire.engine.model.Side;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** {@code US}, {@code us}, {@code JP}, {@code japon}... for {@code --side}. */
final class SideConverter implements ITypeConverter<Side> {
    @Override
    public Side convert(String value) {
        return Side.tryParse(value).orElseThrow(() -> new TypeConversionException(
                "\"" + value + "\" is not a side: write US or JP"));
    }
}

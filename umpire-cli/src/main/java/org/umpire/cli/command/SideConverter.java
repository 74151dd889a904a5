package org.umpire.cli.command;

import org.umpire.engine.model.Side;
import picocli.CommandLine;

/** Reads {@code US} or {@code JP} (any case) for Picocli options. */
public final class SideConverter implements CommandLine.ITypeConverter<Side> {
    @Override
    public Side convert(String value) {
        return Side.tryParse(value)
                .orElseThrow(
                        () -> new CommandLine.TypeConversionException("\"" + value + "\" is not a side: use US or JP"));
    }
}

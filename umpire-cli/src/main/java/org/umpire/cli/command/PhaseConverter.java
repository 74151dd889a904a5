package org.umpire.cli.command;

import java.util.Locale;
import org.umpire.engine.model.Phase;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A phase by number ({@code 0} set-up, {@code 1}..{@code 11}) or name ({@code setup}, {@code movement}, {@code raid-declaration}). */
final class PhaseConverter implements ITypeConverter<Phase> {
    @Override
    public Phase convert(String value) {
        String v = value.strip().toUpperCase(Locale.ROOT).replace('-', '_');
        for (Phase p : Phase.values()) {
            if (p != Phase.GAME_OVER
                    && (p.name().equals(v) || Integer.toString(p.number()).equals(v))) {
                return p;
            }
        }
        throw new TypeConversionException(
                "\"" + value + "\" is not a phase: write 0 (setup) to 11, or a name such as movement");
    }
}

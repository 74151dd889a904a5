package org.umpire.cli.store;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import org.umpire.engine.model.Phase;

/**
 * How phases are written in the store: the English name as a slug ({@code searches},
 * {@code air-combat-round-1}, {@code set-up}), used in {@code state.yaml}, {@code entry.yaml}
 * and journal folder names.
 */
public final class PhaseNames {

    private PhaseNames() {}

    public static String slug(Phase phase) {
        return phase.englishName()
                .toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9]+", "-")
                .replaceAll("^-|-$", "");
    }

    /** Reads a slug, or the enum constant name in any case ({@code SEARCH}, {@code air_combat_1}). */
    public static Optional<Phase> parse(String text) {
        String t = text.trim();
        for (Phase p : Phase.values()) {
            if (slug(p).equals(t) || p.name().equalsIgnoreCase(t.replace('-', '_'))) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** "one of set-up, movement, ..." for messages. */
    public static String expected() {
        return "a phase, one of "
                + Arrays.stream(Phase.values()).map(PhaseNames::slug).collect(Collectors.joining(", "));
    }

    /** {@code T02-P2}: the prefix of order files and journal folders. */
    public static String turnAndPhase(int turn, Phase phase) {
        if (turn < 0) {
            throw new IllegalArgumentException("turn must be 0 or more, got " + turn);
        }
        return String.format(Locale.ROOT, "T%02d-P%d", turn, phase.number());
    }
}

package org.umpire.cli.store;

import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.umpire.cli.base.UserException;

/**
 * What a game does with a side whose orders have not come at a deadline (docs/club.md, "The missed-orders
 * policy"): first the extension, if any, with a reminder; then the silent side's default orders
 * ({@link Kind#DEFAULTS}), or its plan bot playing that phase from that side's view ({@link Kind#STAND_IN}),
 * at most {@code standInLimit} phases in a row, after which the game is forfeited by that side or paused
 * ({@link AfterLimit}); or no deadline at all ({@link Kind#WAIT}). Kept in {@code game.yaml}
 * ({@code missed-orders:}), given by the club file or {@code umpire new}.
 *
 * @param kind         what the deadline does
 * @param extension    the time a silent side is given once, at the deadline, with a reminder; empty: none
 * @param standInLimit the stand-in plays at most this many of a side's phases in a row (1 to 99)
 * @param afterLimit   what the next missed deadline does after {@code standInLimit} stand-in phases in a row
 */
public record MissedOrdersPolicy(Kind kind, Optional<Duration> extension, int standInLimit, AfterLimit afterLimit) {

    /** The program's default: the silent side's default orders at the deadline, no extension. */
    public static final MissedOrdersPolicy DEFAULT =
            new MissedOrdersPolicy(Kind.DEFAULTS, Optional.empty(), 3, AfterLimit.PAUSE);
    /** The stand-in's limit when none is given. */
    public static final int DEFAULT_LIMIT = 3;
    /** The largest limit accepted. */
    public static final int MAX_LIMIT = 99;

    /** What a deadline does to a side whose orders have not come. */
    public enum Kind {
        /** at the deadline, the phase is resolved with the silent side's default orders ({@code umpire watch}) */
        DEFAULTS,
        /** no deadline: a phase waits for every side (the deadlines must be {@code none}) */
        WAIT,
        /** at the deadline, the silent side's plan bot plays the phase from that side's own view */
        STAND_IN;

        public String word() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        /** {@code defaults}, {@code wait}, {@code stand-in}, in any case. */
        public static Optional<Kind> parse(String text) {
            for (Kind k : values()) {
                if (k.word().equalsIgnoreCase(text.trim())) {
                    return Optional.of(k);
                }
            }
            return Optional.empty();
        }
    }

    /** What follows the stand-in's limit. */
    public enum AfterLimit {
        /** the silent side concedes (GAME-3): the game ends */
        FORFEIT,
        /** the game waits for the silent side's orders, with no deadline, until they come or the umpire resolves */
        PAUSE;

        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** {@code forfeit} or {@code pause}, in any case. */
        public static Optional<AfterLimit> parse(String text) {
            for (AfterLimit a : values()) {
                if (a.word().equalsIgnoreCase(text.trim())) {
                    return Optional.of(a);
                }
            }
            return Optional.empty();
        }
    }

    public MissedOrdersPolicy {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(afterLimit, "afterLimit");
        extension = extension == null ? Optional.empty() : extension;
        if (standInLimit < 1 || standInLimit > MAX_LIMIT) {
            throw new IllegalArgumentException(
                    "the stand-in's limit is 1 to " + MAX_LIMIT + " phases, got " + standInLimit);
        }
        if (extension.isPresent()
                && (extension.get().isNegative() || extension.get().isZero())) {
            throw new IllegalArgumentException("an extension is a positive time");
        }
    }

    /** The policy's word ({@code stand-in}). */
    public String word() {
        return kind.word();
    }

    public boolean isDefault() {
        return equals(DEFAULT);
    }

    /** A limit of 1 to 99, from its text; empty otherwise. */
    public static Optional<Integer> limit(String text) {
        String s = text.trim();
        if (!s.matches("[0-9]{1,2}") || Integer.parseInt(s) < 1) {
            return Optional.empty();
        }
        return Optional.of(Integer.parseInt(s));
    }

    /** An extension ({@code 24h}) or {@code none}; empty when it is neither. */
    public static Optional<Optional<Duration>> extension(String text) {
        if (text.trim().equalsIgnoreCase("none")) {
            return Optional.of(Optional.empty());
        }
        try {
            return Optional.of(Optional.of(Deadlines.duration(text)));
        } catch (UserException e) {
            return Optional.empty();
        }
    }

    /** {@code 24h}, {@code 90m}, or {@code none}. */
    public String extensionText() {
        return extension.map(Deadlines::text).orElse("none");
    }

    /** One line for logs and the journal: {@code stand-in extension=24h limit=3 after=forfeit}. */
    public String line() {
        return kind.word() + " extension=" + extensionText() + " limit=" + standInLimit + " after=" + afterLimit.word();
    }
}

package org.umpire.engine.scenario;

import java.util.Locale;

/**
 * How a unit comes into the game.
 *
 * @param kind  see {@link Kind}
 * @param group the arrival group (the turn it is due, SET-1) for {@link Kind#GROUP}, else 0
 */
public record Arrival(Kind kind, int group) {

    public enum Kind {
        /** US units placed by the US player before turn 1 (SET-3). */
        SETUP,
        /** JP units on the map at start, placed by the JP player anywhere (I-168, SET-1). */
        ON_MAP,
        /** JP units entering with a numbered group (SET-1, SET-4..6). */
        GROUP,
        /** Air and land units that start aboard their base (SET-2, SET-3). */
        ABOARD,
        /** JP reserve fighters, brought in during recovery (RES-1). */
        RESERVE
    }

    public Arrival {
        if ((kind == Kind.GROUP) != (group > 0)) {
            throw new IllegalArgumentException("an arrival group number goes with kind GROUP only");
        }
    }

    public static Arrival group(int n) {
        return new Arrival(Kind.GROUP, n);
    }

    public static Arrival of(Kind kind) {
        return new Arrival(kind, 0);
    }

    @Override
    public String toString() {
        return kind == Kind.GROUP ? Integer.toString(group) : kind.name().toLowerCase(Locale.ROOT);
    }
}

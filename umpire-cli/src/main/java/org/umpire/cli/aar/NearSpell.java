package org.umpire.cli.aar;

import java.util.Objects;

/**
 * Turns in a row during which an enemy force was within reach of a side's ships.
 *
 * @param from    the first turn
 * @param to      the last turn
 * @param nearest the side's own force nearest to it on the first turn
 */
public record NearSpell(int from, int to, Force nearest) {

    public NearSpell {
        Objects.requireNonNull(nearest, "nearest");
        if (from < 1 || to < from) {
            throw new IllegalArgumentException("a spell runs from a turn to a later one, got " + from + ".." + to);
        }
    }
}

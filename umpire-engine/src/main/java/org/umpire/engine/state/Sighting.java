package org.umpire.engine.state;

import org.umpire.engine.map.Hex;

/**
 * What one side's searches found in one hex in one turn (SRCH-7).
 *
 * @param turn  when
 * @param hex   which hex
 * @param level no ships, ships, or ships with carriers
 * @param kind  naval or air (the strongest evidence if both searched it)
 */
public record Sighting(int turn, Hex hex, SightingLevel level, SearchKind kind) {
    /** Located hexes are those where enemy ships were found (SRCH-10). */
    public boolean located() {
        return level != SightingLevel.NO_SHIPS;
    }
}

package org.umpire.engine.state;

/**
 * The damage state of Midway's airfield and searches (MID-2, LAND-7).
 *
 * @param capacityLost    airfield capacity lost to hits (each hit: 1 full unit)
 * @param airSearchesLost US air searches lost to hits (long-range first, the Midway-hex one last)
 * @param occupied        LAND-7 applied: capacity 0 and no air search from the island, for good
 */
public record MidwayState(int capacityLost, int airSearchesLost, boolean occupied) {
    public static final MidwayState INTACT = new MidwayState(0, 0, false);
}

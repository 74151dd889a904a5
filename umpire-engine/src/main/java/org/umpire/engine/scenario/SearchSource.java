package org.umpire.engine.scenario;

import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;

/**
 * An air search source of SRCH-4 / KURE-3 that uses aircraft not represented in the game.
 *
 * @param id        short id players use ({@code johnston}, {@code midway}, {@code wake}, {@code floatplanes},
 *                  {@code kure})
 * @param side      who has it
 * @param anchor    what the radius is measured from
 * @param centre    the centre hex for {@link Anchor#HEX} (and the base hex for {@link Anchor#KURE_BASE})
 * @param radius    targets must lie within this many hexes of the anchor
 * @param count     how many searches per turn it gives
 * @param automatic {@code true} for a (*) search the umpire always performs on the anchor itself
 */
public record SearchSource(String id, Side side, Anchor anchor, Hex centre, int radius, int count, boolean automatic) {

    public enum Anchor {
        /** a fixed hex (Johnston K12, Wake A11, Midway H6) */
        HEX,
        /** any intact own carrier (JP floatplanes) */
        INTACT_CARRIER,
        /** the JP seaplane base at Kure while operational (KURE-3) */
        KURE_BASE
    }
}

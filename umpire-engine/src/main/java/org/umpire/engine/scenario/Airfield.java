package org.umpire.engine.scenario;

import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * A land air base (Midway): aircraft are based on it as on a carrier.
 *
 * @param id             base id used by air units' {@code base} ({@code MID})
 * @param letter         letter players use in raid orders ({@code M})
 * @param name           display name
 * @param side           owner at start
 * @param hex            where it is
 * @param capacityHalves capacity in half units (Midway 8 = 16)
 */
public record Airfield(UnitId id, String letter, String name, Side side, Hex hex, int capacityHalves) {
    public double capacity() {
        return capacityHalves / 2.0;
    }
}

package org.umpire.cli.report;

import java.util.Objects;
import java.util.Optional;
import org.umpire.engine.map.Hex;

/**
 * Where an own unit is, as a report shows it.
 *
 * @param kind   the kind of place
 * @param hex    the hex it is in on the map (aircraft and embarked troops: their base's hex), if any
 * @param base   the carrier, airfield or transport it is aboard, by display name (aboard, in reserve)
 * @param number the arrival group (off map), or the turn it left or was eliminated
 */
public record Place(Kind kind, Optional<Hex> hex, Optional<String> base, int number) {

    public enum Kind {
        AT_SEA,
        ABOARD,
        ASHORE,
        OFF_MAP,
        IN_RESERVE,
        ALOFT,
        EXITED,
        ELIMINATED
    }

    public Place {
        Objects.requireNonNull(kind, "kind");
        hex = hex == null ? Optional.empty() : hex;
        base = base == null ? Optional.empty() : base;
    }

    /** Still in the game (on the map, aboard, ashore, waiting to enter or in reserve). */
    public boolean inGame() {
        return kind != Kind.EXITED && kind != Kind.ELIMINATED;
    }
}

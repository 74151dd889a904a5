package org.umpire.engine.event;

import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * An air unit flew a search from its base on {@code target} (SRCH-4, SRCH-6) and came back to it
 * (I-6); it counts as having flown (REC-3). Seen by its owner and the umpire.
 */
public record AircraftFlewSearch(
        int turn, Phase phase, Side side, UnitId aircraft, UnitId base, Hex target, SortedSet<Hex> coverage)
        implements Event {

    public AircraftFlewSearch {
        coverage = new TreeSet<>(coverage);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(
                audience,
                side,
                () -> EventKeys.SEARCH_AIR_AIRCRAFT.view(
                        "aircraft", aircraft, "base", base, "target", target, "hexes", coverage),
                () -> EventKeys.U_SEARCH_AIR_AIRCRAFT.view(
                        "side", side, "aircraft", aircraft, "base", base, "target", target, "hexes", coverage));
    }
}

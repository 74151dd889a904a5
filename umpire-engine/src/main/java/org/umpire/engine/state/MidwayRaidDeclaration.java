package org.umpire.engine.state;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * A Midway raid declared in phase 1 (RAID-4), kept for the raid phases of the same turn.
 * The engine records and reports it; the raid itself is flown by the raid phases.
 *
 * @param turn     the turn it was declared in (declarations are dropped when the turn ends)
 * @param side     who raids (JP; US once JP land units are ashore)
 * @param aircraft the ready air units assigned, sorted
 * @param landAt   where they land afterwards, if the player named a place (RAID-3)
 */
public record MidwayRaidDeclaration(int turn, Side side, List<UnitId> aircraft, Optional<UnitId> landAt) {
    public MidwayRaidDeclaration {
        Objects.requireNonNull(side, "side");
        aircraft = List.copyOf(aircraft);
        landAt = landAt == null ? Optional.empty() : landAt;
    }
}

package org.umpire.engine.event;

import java.util.List;
import java.util.Optional;

import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * A US island search is lost for good because JP ships other than submarines entered its hex
 * (SRCH-2, I-ENG-4). The US is told (it loses one of its own searches); the umpire also reads which
 * ships came; JP is not told.
 *
 * @param island the island's name ({@code Lisianski})
 * @param ships  the JP ships in the hex, sorted
 */
public record IslandSearchLost(int turn, Phase phase, String island, Hex hex, List<UnitId> ships) implements Event {

    public IslandSearchLost {
        ships = List.copyOf(ships);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(audience, Side.US,
                () -> EventKeys.ISLAND_SEARCH_LOST.view("island", island, "hex", hex),
                () -> EventKeys.U_ISLAND_SEARCH_LOST.view("island", island, "hex", hex, "ships", ships));
    }
}

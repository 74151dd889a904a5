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
 * <p>I-17: the US is told in the phase the search is lost only when that search located the ships;
 * else ({@code toldNow} false: the night roll failed) the US reads nothing then, and is told at the
 * start of its next search phase ({@code late}: the US view alone, the umpire read it already).
 *
 * @param island  the island's name ({@code Lisianski})
 * @param ships   the JP ships in the hex, sorted
 * @param toldNow the US is told in this phase
 * @param late    the notice held back from an earlier turn (I-17), told to the US only
 */
public record IslandSearchLost(
        int turn, Phase phase, String island, Hex hex, List<UnitId> ships, boolean toldNow, boolean late)
        implements Event {

    public IslandSearchLost {
        ships = List.copyOf(ships);
    }

    /** A loss told at once (the island's search located the ships). */
    public IslandSearchLost(int turn, Phase phase, String island, Hex hex, List<UnitId> ships) {
        this(turn, phase, island, hex, ships, true, false);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        if (late) {
            return audience == Audience.US
                    ? Optional.of(EventKeys.ISLAND_SEARCH_LOST.view("island", island, "hex", hex))
                    : Optional.empty();
        }
        if (!toldNow && audience == Audience.US) {
            return Optional.empty(); // I-17: a notice now would reveal what the failed night roll hid
        }
        return Views.ownerAndUmpire(
                audience,
                Side.US,
                () -> EventKeys.ISLAND_SEARCH_LOST.view("island", island, "hex", hex),
                () -> EventKeys.U_ISLAND_SEARCH_LOST.view("island", island, "hex", hex, "ships", ships));
    }
}

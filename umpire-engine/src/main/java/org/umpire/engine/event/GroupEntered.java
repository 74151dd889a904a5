package org.umpire.engine.event;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * Ships of arrival group {@code group} entered the map at {@code hex} (SET-4..6).
 * Seen by their owner and the umpire.
 */
public record GroupEntered(int turn, Phase phase, Side side, int group, Hex hex, List<UnitId> units) implements Event {

    public GroupEntered {
        units = List.copyOf(units);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(
                audience,
                side,
                () -> EventKeys.ENTERED.view("group", group, "hex", hex, "units", units),
                () -> EventKeys.U_ENTERED.view("side", side, "group", group, "hex", hex, "units", units));
    }
}

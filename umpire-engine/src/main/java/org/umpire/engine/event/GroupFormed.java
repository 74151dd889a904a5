package org.umpire.engine.event;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/** Ships now carry the group label {@code name} (MOV-3). Seen by their owner and the umpire. */
public record GroupFormed(int turn, Phase phase, Side side, String name, List<UnitId> units) implements Event {

    public GroupFormed {
        units = List.copyOf(units);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(
                audience,
                side,
                () -> EventKeys.GROUP_FORMED.view("group", name, "units", units),
                () -> EventKeys.U_GROUP_FORMED.view("side", side, "group", name, "units", units));
    }
}

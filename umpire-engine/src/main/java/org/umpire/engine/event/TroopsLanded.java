package org.umpire.engine.event;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;

/**
 * JP land units went ashore at Midway from their transports (LAND-1). JP reads the units and their
 * transports (which now stay, I-5); the US reads the units, which it fights at once (LAND-2, I-ORD-17).
 *
 * @param units      the land units landed, sorted
 * @param transports their transports, sorted
 */
public record TroopsLanded(int turn, Phase phase, List<UnitId> units, List<UnitId> transports) implements Event {

    public TroopsLanded {
        units = List.copyOf(units);
        transports = List.copyOf(transports);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return switch (audience) {
            case UMPIRE -> Optional.of(EventKeys.U_TROOPS_LANDED.view("units", units, "transports", transports));
            case JP -> Optional.of(EventKeys.TROOPS_LANDED.view("units", units, "transports", transports));
            case US -> Optional.of(EventKeys.ENEMY_LANDED.view("units", units));
        };
    }
}

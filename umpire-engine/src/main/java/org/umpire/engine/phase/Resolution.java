package org.umpire.engine.phase;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.EventView;
import org.umpire.engine.model.Audience;
import org.umpire.engine.state.GameState;

/**
 * The result of {@link TurnEngine#resolve}: the state now awaiting orders (or over), and every
 * event of the phases resolved, in order.
 */
public record Resolution(GameState next, List<Event> events) {

    public Resolution {
        events = List.copyOf(events);
    }

    /** What {@code audience} is told, in order. */
    public List<EventView> viewsFor(Audience audience) {
        return events.stream()
                .map(e -> e.viewFor(audience))
                .flatMap(Optional::stream)
                .collect(Collectors.toList());
    }
}

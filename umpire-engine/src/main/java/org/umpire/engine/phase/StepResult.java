package org.umpire.engine.phase;

import java.util.List;
import org.umpire.engine.event.Event;
import org.umpire.engine.state.GameState;

/** What one step of the turn produced: the next state and the events, in the order they happened. */
public record StepResult(GameState state, List<Event> events) {
    public StepResult {
        events = List.copyOf(events);
    }
}

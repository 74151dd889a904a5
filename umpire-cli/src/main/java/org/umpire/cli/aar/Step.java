package org.umpire.cli.aar;

import java.util.List;
import java.util.Objects;
import org.umpire.cli.report.EventLine;
import org.umpire.engine.model.Phase;
import org.umpire.engine.state.GameState;

/**
 * One phase of the game as the journal kept it: the states around it and what the umpire was told.
 *
 * @param turn   the turn of the phase
 * @param phase  the phase
 * @param before the state before it
 * @param after  the state after it
 * @param lines  the umpire's views of its events, in order
 */
record Step(int turn, Phase phase, GameState before, GameState after, List<EventLine> lines) {

    Step {
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(after, "after");
        lines = List.copyOf(lines);
    }
}

package org.umpire.cli.aar;

import java.util.List;
import java.util.Objects;
import org.umpire.cli.report.EventLine;
import org.umpire.engine.model.Phase;

/**
 * What happened in one phase of a turn, as the umpire was told: the results worth telling.
 *
 * @param phase the phase
 * @param lines its results, in order
 */
public record PhaseLines(Phase phase, List<EventLine> lines) {

    public PhaseLines {
        Objects.requireNonNull(phase, "phase");
        lines = List.copyOf(lines);
    }
}

package org.umpire.cli.report;

import java.time.LocalDateTime;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.umpire.engine.model.Phase;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.TurnSlot;

/**
 * The top of every report: which game, turn, date and time, day or night, and phase (GAME-2).
 *
 * @param gameId    the game
 * @param title     the scenario's title
 * @param turn      the turn reported on (0 during set-up)
 * @param phase     the phase reported on
 * @param time      date and time of that turn (of turn 1 during set-up)
 * @param night     a night turn (GAME-2)
 * @param fogLifted the fog has lifted for good (FOG-3): known to both sides
 * @param correction this report corrects one sent earlier for the same phase (resolved again after an undo)
 * @param chain     the short journal chain link the report was written from ("": none)
 * @param reveal    at the game's end, the revealed seed and nonce
 * @param phases    every phase the report tells, oldest first ({@code phase} alone, or the phases one resolve
 *                  went through, see docs/orders.md)
 * @param scenarioId the scenario's id, which names its title in each language ({@code scenario.<id>.title})
 */
public record ReportHeader(
        String gameId,
        String title,
        int turn,
        Phase phase,
        LocalDateTime time,
        boolean night,
        boolean fogLifted,
        boolean correction,
        String chain,
        Optional<SeedReveal> reveal,
        List<Phase> phases,
        String scenarioId) {

    public ReportHeader(
            String gameId, String title, int turn, Phase phase, LocalDateTime time, boolean night, boolean fogLifted) {
        this(gameId, title, turn, phase, time, night, fogLifted, false, "", Optional.empty(), List.of(phase), "");
    }

    public ReportHeader {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(time, "time");
        title = title == null ? "" : title;
        chain = chain == null ? "" : chain;
        reveal = reveal == null ? Optional.empty() : reveal;
        phases = phases == null || phases.isEmpty() ? List.of(phase) : List.copyOf(phases);
        scenarioId = scenarioId == null ? "" : scenarioId;
    }

    static ReportHeader of(ReportMoment moment, Scenario scenario, boolean fogLifted) {
        TurnSlot slot = scenario.turn(Math.max(1, moment.turn()));
        return new ReportHeader(
                moment.gameId(),
                scenario.title(),
                moment.turn(),
                moment.phase(),
                slot.time(),
                moment.turn() > 0 && slot.night(),
                fogLifted,
                moment.corrects() > 0,
                moment.chain(),
                moment.reveal(),
                moment.phases(),
                scenario.id());
    }
}

package org.umpire.cli.aar;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.umpire.engine.model.Side;

/**
 * The whole battle told after (or, for the umpire, during) the game: both sides revealed, turn by
 * turn. Pure data, in no language: {@link AarHtml} words it in French or English.
 *
 * @param gameId      the game
 * @param scenarioId  the scenario's id ({@code victory-at-midway})
 * @param scenario    the scenario's title, as its data gives it
 * @param lastTurn    the last turn played (0: only the set-up)
 * @param ending      how it ended, when the game is over
 * @param vp          both sides' VP at the end of each turn, from turn 0
 * @param losses      each side's losses, in the order they happened
 * @param turns       the set-up and every turn played, in order
 * @param discoveries for each side, each enemy force: when it was located against when it was close
 */
public record AfterActionReport(
        String gameId,
        String scenarioId,
        String scenario,
        int lastTurn,
        Optional<Ending> ending,
        List<VpPoint> vp,
        Map<Side, List<Loss>> losses,
        List<TurnStory> turns,
        List<Discovery> discoveries) {

    public AfterActionReport {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(scenarioId, "scenarioId");
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(ending, "ending");
        vp = List.copyOf(vp);
        EnumMap<Side, List<Loss>> l = new EnumMap<>(Side.class);
        for (Side s : Side.values()) {
            l.put(s, List.copyOf(losses.getOrDefault(s, List.of())));
        }
        losses = Collections.unmodifiableMap(l);
        turns = List.copyOf(turns);
        discoveries = List.copyOf(discoveries);
    }
}

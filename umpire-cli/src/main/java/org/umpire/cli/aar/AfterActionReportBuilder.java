package org.umpire.cli.aar;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.umpire.cli.report.EventLine;
import org.umpire.cli.store.GameStore;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * Builds the {@link AfterActionReport} of a game from its journal: every phase no undo took back,
 * with its states before and after and the umpire's views of its events. Reads only; the same
 * journal always gives the same report.
 */
public final class AfterActionReportBuilder {

    private AfterActionReportBuilder() {}

    /** The report of a game (during the game: of the phases resolved so far). */
    public static AfterActionReport build(GameStore store, Scenario scenario) {
        return build(store.id().value(), scenario, store.state(), JournalHistory.read(store, scenario));
    }

    static AfterActionReport build(String gameId, Scenario scenario, GameState current, List<Step> steps) {
        Forces forces = new Forces(scenario);
        GameState last = steps.isEmpty() ? current : steps.get(steps.size() - 1).after();
        int lastTurn = steps.isEmpty() ? 0 : steps.get(steps.size() - 1).turn();
        return new AfterActionReport(
                gameId,
                scenario.id(),
                scenario.title(),
                lastTurn,
                ending(last, steps),
                VpCurveBuilder.of(last.vpLedger(), lastTurn),
                LossesBuilder.of(scenario, steps),
                turns(gameId, forces, steps),
                new DiscoveryBuilder(forces).build(steps));
    }

    private static List<TurnStory> turns(String gameId, Forces forces, List<Step> steps) {
        TurnStoryBuilder builder = new TurnStoryBuilder(gameId, forces);
        List<TurnStory> result = new ArrayList<>();
        List<Step> ofTurn = new ArrayList<>();
        for (Step s : steps) {
            if (!ofTurn.isEmpty() && ofTurn.get(0).turn() != s.turn()) {
                result.add(builder.build(ofTurn.get(0).turn(), ofTurn));
                ofTurn = new ArrayList<>();
            }
            ofTurn.add(s);
        }
        if (!ofTurn.isEmpty()) {
            result.add(builder.build(ofTurn.get(0).turn(), ofTurn));
        }
        return result;
    }

    private static Optional<Ending> ending(GameState last, List<Step> steps) {
        if (!last.isOver()) {
            return Optional.empty();
        }
        List<EventLine> ended = new ArrayList<>();
        List<EventLine> scores = new ArrayList<>();
        for (Step s : steps) {
            for (EventLine line : s.lines()) {
                if (StoryEvents.ended(line)) {
                    ended.add(line);
                } else if (StoryEvents.score(line)) {
                    scores.add(line);
                }
            }
        }
        return Optional.of(new Ending(last.winner(), last.vpOf(Side.US), last.vpOf(Side.JP), ended, scores));
    }
}

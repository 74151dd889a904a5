package org.umpire.cli.aar;

import java.util.ArrayList;
import java.util.List;
import org.umpire.cli.report.EventLine;
import org.umpire.cli.report.JournalOutcome;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.JournalRecord;
import org.umpire.engine.model.Audience;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * The phases a game went through, read from its journal: every entry that no undo took back, in
 * order, with the umpire's views of its events. An entry's state before is the state after the
 * standing entry before it (a commit checks it), so each state is read once.
 */
final class JournalHistory {

    private JournalHistory() {}

    static List<Step> read(GameStore store, Scenario scenario) {
        List<Step> steps = new ArrayList<>();
        GameState previous = null;
        for (JournalOutcome.Moment m : JournalOutcome.moments(store)) {
            if (m.entry().isEmpty()) {
                continue;
            }
            JournalRecord entry = m.entry().get();
            GameState before = previous != null ? previous : store.stateBefore(entry);
            GameState after = store.stateAfter(entry);
            steps.add(new Step(entry.turn(), entry.phase(), before, after, umpireLines(store, scenario, entry)));
            previous = after;
        }
        return steps;
    }

    /** The umpire's lines of an entry, each order set aside named by the player's line and words. */
    private static List<EventLine> umpireLines(GameStore store, Scenario scenario, JournalRecord entry) {
        return JournalOutcome.eventLines(store, scenario, entry).getOrDefault(Audience.UMPIRE, List.of());
    }
}

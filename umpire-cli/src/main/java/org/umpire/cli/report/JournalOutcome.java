package org.umpire.cli.report;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.umpire.cli.store.EntryKind;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.JournalRecord;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * The moment a game's reports describe, read from its folder: the latest phase resolved and not
 * undone (set-up before any), the current state, the dice of that entry, and what the current phase
 * awaits (SEQ-1: from the sides {@code TurnEngine.awaiting} names). The journal does not keep event
 * views yet (see docs/reports-and-mail.md): results are empty until it does.
 */
public final class JournalOutcome {

    private JournalOutcome() {
    }

    public static PhaseOutcome latest(GameStore store, Scenario scenario) {
        Optional<JournalRecord> entry = latestStanding(store.journal());
        GameState state = store.state();
        ReportMoment moment = entry.map(e -> new ReportMoment(store.id().value(), e.turn(), e.phase()))
                .orElse(new ReportMoment(store.id().value(), 0, Phase.SETUP));
        List<Roll> dice = entry.map(store::journalDice).orElse(List.of());
        Map<Audience, Awaited> awaited = new EnumMap<>(Audience.class);
        if (!state.isOver()) {
            Set<Side> sides = TurnEngine.awaiting(scenario, state);
            for (Audience a : Audience.values()) {
                boolean fromYou = a.side().map(sides::contains).orElse(false);
                awaited.put(a, new Awaited(state.turn(), state.phase(), Optional.empty(), fromYou));
            }
        }
        return new PhaseOutcome(scenario, moment, state, Map.of(), dice, awaited, Map.of());
    }

    /** The latest resolve or override entry that no later undo took back. */
    static Optional<JournalRecord> latestStanding(List<JournalRecord> journal) {
        Set<String> undone = new HashSet<>();
        List<JournalRecord> reversed = new ArrayList<>(journal);
        java.util.Collections.reverse(reversed);
        for (JournalRecord r : reversed) {
            if (r.kind() == EntryKind.UNDO) {
                r.undoes().ifPresent(undone::add);
            } else if (!undone.contains(r.folder())) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }
}

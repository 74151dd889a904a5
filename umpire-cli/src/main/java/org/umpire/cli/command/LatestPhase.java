package org.umpire.cli.command;

import org.umpire.cli.game.GameContext;
import org.umpire.cli.report.JournalOutcome;
import org.umpire.cli.report.PhaseOutcome;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameStore;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;

/**
 * The latest phase resolved of a game and the language one reader gets it in: what {@code umpire map}
 * and {@code umpire report} render.
 */
record LatestPhase(PhaseOutcome outcome, Language language) {

    static LatestPhase of(GamesOptions games, GameId id, ReportOptions options, Audience reader) {
        GameContext game = GameContext.open(games.home(), id, games.rulesDir());
        GameStore store = game.store();
        return new LatestPhase(JournalOutcome.latest(store, game.scenario()), options.languageFor(reader, store.config()));
    }

    /**
     * The report of an earlier moment ({@code --turn 7 [--phase 3]}, issue 12 item 5): the standing
     * journal entry of that turn (and phase, else the turn's last), rendered as it was sent.
     */
    static LatestPhase of(GamesOptions games, GameId id, ReportOptions options, Audience reader, int turn,
                          org.umpire.engine.model.Phase phase) {
        GameContext game = GameContext.open(games.home(), id, games.rulesDir());
        GameStore store = game.store();
        java.util.List<PhaseOutcome> all = JournalOutcome.all(store, game.scenario());
        PhaseOutcome found = null;
        java.util.List<String> ofTurn = new java.util.ArrayList<>();
        for (PhaseOutcome o : all) {
            if (o.moment().turn() == turn) {
                ofTurn.add(o.moment().phase().number() + " (" + o.moment().phase().englishName() + ")");
                if (phase == null || o.moment().phase() == phase) {
                    found = o;
                }
            }
        }
        if (found == null) {
            String what = "turn " + turn + (phase == null ? "" : ", phase " + phase.number());
            throw new org.umpire.cli.UserException(org.umpire.cli.ExitCode.NOT_FOUND, "game " + id + " has no report of "
                    + what + (ofTurn.isEmpty() ? ": reports exist from turn " + all.get(0).moment().turn() + " to turn "
                            + all.get(all.size() - 1).moment().turn() + "; give one of those to --turn"
                            : "; the reports of turn " + turn + " are those of phase " + String.join(", ", ofTurn)
                                    + ": give one of those to --phase, or leave --phase out"));
        }
        return new LatestPhase(found, options.languageFor(reader, store.config()));
    }
}

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
}

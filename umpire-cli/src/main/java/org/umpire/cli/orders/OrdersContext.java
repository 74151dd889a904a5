package org.umpire.cli.orders;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * What a side's orders are read against: the scenario and the state (a game's current state, or a
 * scenario's start), and for a game its folder.
 *
 * @param scenario the scenario's data
 * @param state    the state the orders are for (its turn and phase)
 * @param gameDir  the game's folder, empty when checking against a scenario
 * @param languages each side's language (its first player's), empty when not known
 */
public record OrdersContext(Scenario scenario, GameState state, Optional<Path> gameDir, Map<Side, Language> languages) {

    public OrdersContext {
        languages = Map.copyOf(languages);
    }

    /** The language a side's receipt is written in when the command line does not say: its player's, else English. */
    public Language languageOf(Side side) {
        return languages.getOrDefault(side, Language.EN);
    }
}

package org.umpire.cli.orders;

import java.nio.file.Path;
import java.util.Optional;

import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * What a side's orders are read against: the scenario and the state (a game's current state, or a
 * scenario's start), and for a game its folder (where standing orders are kept).
 *
 * @param scenario the scenario's data
 * @param state    the state the orders are for (its turn and phase)
 * @param gameDir  the game's folder, empty when checking against a scenario
 */
public record OrdersContext(Scenario scenario, GameState state, Optional<Path> gameDir) {
}

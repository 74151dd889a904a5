package org.umpire.cli.game;

import java.nio.file.Path;
import java.util.Set;

import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.engine.model.Side;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * One game opened for a command: its store, its scenario (the built-in data, or the club's folder
 * given with {@code --rules}) and its current state.
 */
public final class GameContext {

    private final GameStore store;
    private final Scenario scenario;

    private GameContext(GameStore store, Scenario scenario) {
        this.store = store;
        this.scenario = scenario;
    }

    public static GameContext open(GamesHome home, GameId id, Path rulesDirOrNull) {
        GameStore store = GameStore.open(home, id);
        Scenario scenario = new ScenarioLoader().resolve(rulesDirOrNull, store.config().scenario());
        return new GameContext(store, scenario);
    }

    /** A game whose store is already open, with the scenario already loaded (no second parse). */
    public static GameContext of(GameStore store, Scenario scenario) {
        return new GameContext(store, scenario);
    }

    /** The same game read again from its folder (after a change), keeping the loaded scenario. */
    public GameContext reopened(GamesHome home) {
        return new GameContext(GameStore.open(home, store.id()), scenario);
    }

    public GameStore store() {
        return store;
    }

    public Scenario scenario() {
        return scenario;
    }

    public GameState state() {
        return store.state();
    }

    /** The sides whose orders the current phase awaits. */
    public Set<Side> awaiting() {
        return TurnEngine.awaiting(scenario, state());
    }
}

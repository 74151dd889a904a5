package org.umpire.cli.dice;

import org.umpire.cli.store.GameStore;
import org.umpire.engine.dice.SeededDice;

/**
 * The dice of a game: rolls derived from its secret seed and each roll's purpose key, so a
 * rerun of a phase rolls the same, and anyone can check every roll once the seed is revealed.
 */
public final class GameDice {

    private GameDice() {}

    /** Fresh seeded dice for one resolution of {@code store}'s game (the log starts empty). */
    public static SeededDice forGame(GameStore store) {
        return store.seed().dice();
    }
}

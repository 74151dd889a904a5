package org.umpire.engine.testkit;

import java.util.List;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.dice.RollPurpose;
import org.umpire.engine.dice.SeededDice;

/** Seeded dice, except that the fog never lifts (FOG-3 rolls give 10): for tests that need the fog to stay. */
public final class FogHoldsDice implements Dice {

    private final SeededDice seeded;

    public FogHoldsDice(String hexSeed) {
        this.seeded = SeededDice.fromHex(hexSeed);
    }

    @Override
    public int roll(RollPurpose purpose, int sides) {
        return purpose.key().endsWith("/fog-lift") ? 10 : seeded.roll(purpose, sides);
    }

    @Override
    public List<Roll> log() {
        return seeded.log();
    }
}

package org.umpire.engine.dice;

import java.util.List;

/**
 * The only source of randomness of the engine. Every roll names its purpose and is logged.
 * Rules dice are d10 (1..10); random draws ("drawn at random", AIR-4, MID-2) use other sizes.
 */
public interface Dice {

    /** Rolls one die with {@code sides} faces, 1..sides. */
    int roll(RollPurpose purpose, int sides);

    /** Rolls a d10. */
    default int d10(RollPurpose purpose) {
        return roll(purpose, 10);
    }

    /** Every roll made through this service, in order. */
    List<Roll> log();
}

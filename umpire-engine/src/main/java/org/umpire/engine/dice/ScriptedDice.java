package org.umpire.engine.dice;

import java.util.ArrayList;
import java.util.List;

/**
 * Dice read from a list: physical rolls entered by the umpire, or scripted rolls in tests.
 * Values are consumed in order; running out or a value that does not fit the die is a
 * {@link DiceException} naming the roll that needed it.
 */
public final class ScriptedDice implements Dice {

    private final List<Integer> values;
    private final String sourceName;
    private final List<Roll> log = new ArrayList<>();
    private int next;

    public ScriptedDice(List<Integer> values, String sourceName) {
        this.values = List.copyOf(values);
        this.sourceName = sourceName;
    }

    public static ScriptedDice of(Integer... values) {
        return new ScriptedDice(List.of(values), "scripted dice");
    }

    @Override
    public int roll(RollPurpose purpose, int sides) {
        if (next >= values.size()) {
            throw new DiceException(
                    sourceName + " ran out after " + values.size() + " roll(s); one more is needed for: "
                            + purpose.description() + " (d" + sides + "). Add more numbers, one per line.");
        }
        int value = values.get(next);
        if (value < 1 || value > sides) {
            throw new DiceException(sourceName + ", roll " + (next + 1) + ": " + value + " does not fit a d" + sides
                    + " for: " + purpose.description() + ". Use a number from 1 to " + sides + ".");
        }
        next++;
        log.add(new Roll(purpose.key(), purpose.description(), sides, value));
        return value;
    }

    /** How many scripted values are left unused. */
    public int remaining() {
        return values.size() - next;
    }

    @Override
    public List<Roll> log() {
        return List.copyOf(log);
    }
}

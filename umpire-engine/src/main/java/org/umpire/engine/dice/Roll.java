package org.umpire.engine.dice;

/**
 * One die rolled, as logged.
 *
 * @param key         the purpose key
 * @param description the umpire's description
 * @param sides       the die (10 for a d10)
 * @param value       1..sides
 */
public record Roll(String key, String description, int sides, int value) {

    @Override
    public String toString() {
        return description + " = " + value + (sides == 10 ? "" : " (d" + sides + ")");
    }
}

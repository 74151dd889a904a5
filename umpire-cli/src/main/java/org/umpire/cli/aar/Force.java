package org.umpire.cli.aar;

import java.util.Comparator;
import java.util.Objects;
import org.umpire.engine.model.Side;

/**
 * A force at sea as the story names it: a player's group ({@code TF16}, {@code 1}) or a ship in no
 * group (its name: {@code I-168}, {@code SS1}).
 *
 * @param side  whose
 * @param label the group's label, or the ship's name
 * @param group true for a group, false for a ship in no group
 */
public record Force(Side side, String label, boolean group) implements Comparable<Force> {

    private static final Comparator<Force> ORDER = Comparator.comparing(Force::side)
            .thenComparing(f -> !f.group())
            .thenComparing(Force::numberOrMax)
            .thenComparing(Force::label);

    public Force {
        Objects.requireNonNull(side, "side");
        if (label == null || label.isBlank()) {
            throw new IllegalArgumentException("a force needs a label");
        }
    }

    /** A group whose label is a number ({@code 1}, {@code 13}): worded "group 1". */
    public boolean numbered() {
        return group && label.chars().allMatch(Character::isDigit);
    }

    private int numberOrMax() {
        return numbered() && label.length() < 9 ? Integer.parseInt(label) : Integer.MAX_VALUE;
    }

    /** Side, then groups before lone ships, numbered groups in number order, then by label. */
    @Override
    public int compareTo(Force o) {
        return ORDER.compare(this, o);
    }
}

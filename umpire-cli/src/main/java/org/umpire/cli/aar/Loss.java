package org.umpire.cli.aar;

import java.util.Objects;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;

/**
 * A unit's loss: a step lost, or the unit eliminated (a ship sunk, aircraft shot down, troops
 * destroyed).
 *
 * @param side the unit's side
 * @param unit the unit
 * @param name its name
 * @param type its type
 * @param turn the turn it happened
 * @param kind reduced or eliminated
 */
public record Loss(Side side, UnitId unit, String name, UnitType type, int turn, Kind kind) {

    /** What the unit lost. */
    public enum Kind {
        REDUCED,
        ELIMINATED
    }

    public Loss {
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(kind, "kind");
        if (turn < 0) {
            throw new IllegalArgumentException("turn must be >= 0, got " + turn);
        }
    }
}

package org.umpire.cli.scenario;

import org.umpire.engine.model.Side;
import org.umpire.engine.model.Speed;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.model.Vp;
import org.umpire.engine.scenario.Arrival;

/**
 * One row of a unit table as far as it could be read: a value with a problem is {@code null}, so that
 * cross-checks skip it instead of repeating the problem. See {@link org.umpire.engine.scenario.UnitDef}
 * for the meaning of each value.
 *
 * @param idText the id as written (kept when it is not a valid id, so references to it are not reported again)
 * @param base  the base or transport id as written (resolved by the cross-checks)
 * @param valid every value of the row was read without problems
 */
record UnitRow(
        String file,
        int line,
        String idText,
        UnitId id,
        Side side,
        UnitType type,
        String name,
        String letter,
        Arrival arrival,
        Integer steps,
        Integer combat,
        Integer aa,
        Integer bombing,
        Speed speed,
        Integer range,
        String base,
        Integer capacityHalves,
        Vp vp,
        String source,
        boolean valid) {

    /** {@code ships.csv:14}, to point at this row from another problem. */
    String place() {
        return file + ":" + line;
    }

    boolean isCarrier() {
        return type != null && type.isCarrier();
    }

    /** Air load in halves this unit puts on its base at start (REC-4): full 2, reduced 1. */
    int loadHalves() {
        return steps == null ? 0 : steps;
    }
}

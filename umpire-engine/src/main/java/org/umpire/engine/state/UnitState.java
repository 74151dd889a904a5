package org.umpire.engine.state;

import java.util.Objects;
import java.util.Optional;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.UnitId;

/**
 * The changing part of one unit; its fixed values are in the scenario's {@code UnitDef}.
 *
 * @param id             the unit
 * @param location       where it is
 * @param steps          steps left: 2 full, 1 reduced (0 only with {@link Location.Eliminated})
 * @param readiness      air units: ready or not ready; other units: {@code null}
 * @param lastMoveTurn   ships: turn of the last move or entry (MOV-1, I-4), 0 if never
 * @param lastFlightTurn air units: last turn it flew a mission (REC-1, REC-3); ships: last turn it took part
 *                       in a naval combat (BBD-1); 0 if never
 * @param group          the player's group label for ships (MOV-3), or {@code null}
 * @param trapped        air units trapped on a damaged carrier (BOMB-3)
 */
public record UnitState(
        UnitId id,
        Location location,
        int steps,
        Readiness readiness,
        int lastMoveTurn,
        int lastFlightTurn,
        String group,
        boolean trapped) {

    public UnitState {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(location, "location");
        if (steps < 0 || steps > 2) {
            throw new IllegalArgumentException(id + ": steps must be 0..2, got " + steps);
        }
        if (group != null && group.isBlank()) {
            group = null;
        }
    }

    public boolean isReduced() {
        return steps == 1;
    }

    public boolean isEliminated() {
        return location instanceof Location.Eliminated;
    }

    /** Dice this unit rolls: 2 at full strength, 1 reduced. */
    public int dice() {
        return steps;
    }

    public Optional<String> groupName() {
        return Optional.ofNullable(group);
    }

    public UnitState at(Location where) {
        return new UnitState(id, where, steps, readiness, lastMoveTurn, lastFlightTurn, group, trapped);
    }

    public UnitState withSteps(int newSteps) {
        return new UnitState(id, location, newSteps, readiness, lastMoveTurn, lastFlightTurn, group, trapped);
    }

    public UnitState withReadiness(Readiness r) {
        return new UnitState(id, location, steps, r, lastMoveTurn, lastFlightTurn, group, trapped);
    }

    public UnitState movedOn(int turn) {
        return new UnitState(id, location, steps, readiness, turn, lastFlightTurn, group, trapped);
    }

    public UnitState flewOn(int turn) {
        return new UnitState(id, location, steps, readiness, lastMoveTurn, turn, group, trapped);
    }

    public UnitState inGroup(String name) {
        return new UnitState(id, location, steps, readiness, lastMoveTurn, lastFlightTurn, name, trapped);
    }

    public UnitState withTrapped(boolean t) {
        return new UnitState(id, location, steps, readiness, lastMoveTurn, lastFlightTurn, group, t);
    }
}

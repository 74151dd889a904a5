package org.umpire.cli.report;

import java.util.Objects;
import java.util.Optional;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;

/**
 * One line of a force table (GAME-5): one own unit, with the id to use in orders.
 *
 * @param side       owner
 * @param id         the id orders may name
 * @param name       display name
 * @param type       unit type
 * @param group      the player's group label (MOV-3), if any
 * @param place      where it is
 * @param steps      steps left (0 when eliminated)
 * @param startSteps steps at the start of the game
 * @param values     the counter's values as printed: ships combat-AA-movement, aircraft combat-bombing-movement,
 *                   land units combat-AA
 * @param readiness  air units: ready or not; empty for other units
 * @param trapped    air unit trapped aboard a damaged carrier (BOMB-3)
 */
public record ForceRow(
        Side side,
        UnitId id,
        String name,
        UnitType type,
        Optional<String> group,
        Place place,
        int steps,
        int startSteps,
        String values,
        Optional<Readiness> readiness,
        boolean trapped) {

    public ForceRow {
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(place, "place");
        group = group == null ? Optional.empty() : group;
        readiness = readiness == null ? Optional.empty() : readiness;
    }

    /** Lost at least one step since the start (a damaged carrier has no capacity: BOMB-3). */
    public boolean damaged() {
        return place.inGame() && steps < startSteps;
    }
}

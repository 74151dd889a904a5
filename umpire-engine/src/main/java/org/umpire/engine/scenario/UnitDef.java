package org.umpire.engine.scenario;

import java.util.Objects;
import java.util.Optional;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Speed;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.model.Vp;

/**
 * One counter of the order of battle, as the scenario defines it.
 *
 * @param id         stable short id ({@code Kaga}, {@code YF1})
 * @param side       owner
 * @param type       unit type
 * @param name       display name ({@code Kaga}, {@code Haruna-Kirishima}, {@code Wildcat})
 * @param letter     carrier/base letter players use in raid orders ({@code Y}, {@code Hi}); empty otherwise
 * @param arrival    how it comes into the game
 * @param steps      starting steps, 1 or 2 (a 1-step unit is reduced and rolls 1 die)
 * @param combat     naval combat (ships), air combat (aircraft) or land combat (land units)
 * @param aa         anti-aircraft value (ships, land units), 0 when none
 * @param bombing    bombing value (aircraft), 0 otherwise
 * @param speed      ships' movement (MOV-1); null for aircraft and land units
 * @param range      aircraft movement: total distance flown per turn (RAID-3, SRCH-6); 0 otherwise
 * @param base       aircraft: carrier or airfield they start on; land units: transport (JP) or
 *                   airfield (US, ashore at start); null for ships
 * @param capacityHalves carriers: number of full air units they hold (REC-4), counted in halves
 *                   (Hiryu 6.5 = 13); 0 otherwise
 * @param vpPerStep  VP scored by the enemy for each step of this unit lost (VP-1)
 * @param source     where the values come from: {@code rules-fr} or {@code reconstruction}
 */
public record UnitDef(
        UnitId id,
        Side side,
        UnitType type,
        String name,
        String letter,
        Arrival arrival,
        int steps,
        int combat,
        int aa,
        int bombing,
        Speed speed,
        int range,
        UnitId base,
        int capacityHalves,
        Vp vpPerStep,
        String source) {

    public UnitDef {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(arrival, "arrival");
        Objects.requireNonNull(vpPerStep, "vpPerStep");
        name = name == null || name.isBlank() ? id.value() : name;
        letter = letter == null ? "" : letter;
        source = source == null ? "" : source;
        if (steps < 1 || steps > 2) {
            throw new IllegalArgumentException(id + ": steps must be 1 or 2");
        }
    }

    public Optional<UnitId> baseId() {
        return Optional.ofNullable(base);
    }

    /** Capacity in full air units (REC-4), e.g. 6.5 for Hiryu. */
    public double capacity() {
        return capacityHalves / 2.0;
    }

    public boolean isCarrier() {
        return type.isCarrier();
    }
}

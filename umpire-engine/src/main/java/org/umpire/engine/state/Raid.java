package org.umpire.engine.state;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * One raid of the current turn (RAID-5: all the aircraft one side sends against one hex; MID-4: a
 * raid on Midway island is separate from a raid on ships in the Midway hex). Built in phase 3,
 * flown through phases 4–7, its aircraft land in phase 11; dropped at the end of the turn.
 *
 * @param turn        the turn it flies in
 * @param attacker    the raid's owner (RAID-6)
 * @param target      the target hex
 * @param island      a raid on the land units of Midway (MID-1), not on ships
 * @param aircraft    the attacking air units with their neutral labels (I-18), in label order
 * @param defenders   the defending fighters (RAID-6), sorted
 * @param arrivesFrom the hexes adjacent to the target the raid arrives from (RAID-7)
 * @param initiative  who fires first in air combat (AIR-2), when there is air combat
 * @param landAt      where the attacker asked its aircraft to land (RAID-3), if it did
 */
public record Raid(
        int turn,
        Side attacker,
        Hex target,
        boolean island,
        List<Flight> aircraft,
        List<UnitId> defenders,
        List<Hex> arrivesFrom,
        Optional<Side> initiative,
        Optional<UnitId> landAt) {

    public Raid {
        Objects.requireNonNull(attacker, "attacker");
        Objects.requireNonNull(target, "target");
        aircraft = List.copyOf(aircraft);
        defenders = List.copyOf(defenders);
        arrivesFrom = List.copyOf(arrivesFrom);
        initiative = initiative == null ? Optional.empty() : initiative;
        landAt = landAt == null ? Optional.empty() : landAt;
    }

    /** The defender: the other side. */
    public Side defender() {
        return attacker.enemy();
    }

    /**
     * One attacking air unit: which it is, the label the defender knows it by (I-18), the base it
     * took off from and that base's hex (RAID-3 counts the range from there).
     */
    public record Flight(UnitId unit, UnitId label, UnitId base, Hex origin) {
        public Flight {
            Objects.requireNonNull(unit, "unit");
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(base, "base");
            Objects.requireNonNull(origin, "origin");
        }
    }

    /** The flight of {@code unit} in this raid, if it flies in it. */
    public Optional<Flight> flightOf(UnitId unit) {
        return aircraft.stream().filter(f -> f.unit().equals(unit)).findFirst();
    }

    /** The flight labelled {@code label} (I-18), if any. */
    public Optional<Flight> flightLabelled(UnitId label) {
        return aircraft.stream().filter(f -> f.label().equals(label)).findFirst();
    }

    /** Is there air combat: defending fighters (AIR-1)? */
    public boolean airCombat() {
        return !defenders.isEmpty();
    }

    public Raid withInitiative(Side side) {
        return new Raid(turn, attacker, target, island, aircraft, defenders, arrivesFrom, Optional.of(side), landAt);
    }
}

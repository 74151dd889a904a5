package org.umpire.engine.event;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;

/**
 * An enemy unit shown to {@code learner} in detail when a raid arrives (RAID-7, MID-1): to the
 * attacker the ships, defending fighters and ready aircraft in the target hex (at Midway the land
 * units and every aircraft on the ground); to the defender each raiding air unit under its neutral
 * label (I-18). Only the learner reads it; its knowledge keeps it as a legal target for the turn.
 *
 * @param unit the unit's id, or for a raider its label ({@code R1})
 * @param name the unit's name, or for a raider its label
 */
public record EnemyUnitSeen(
        int turn, Phase phase, Side learner, Hex hex, Role role, UnitId unit, UnitType type, String name, int steps)
        implements Event {

    /** What the unit is to the learner. */
    public enum Role {
        /** a ship in the target hex */
        SHIP,
        /** a defending fighter */
        FIGHTER,
        /** a ready air unit aboard a carrier in the target hex */
        READY_AIRCRAFT,
        /** an air unit on the ground at Midway, ready or not (MID-1) */
        GROUND_AIRCRAFT,
        /** a land unit ashore at Midway */
        LAND,
        /** an attacking air unit, under its label (I-18) */
        RAIDER;

        public String code() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    public EnemyUnitSeen {
        Objects.requireNonNull(learner, "learner");
        Objects.requireNonNull(role, "role");
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        if (audience == Audience.UMPIRE) {
            return Optional.of(EventKeys.U_RAID_SEEN.view(
                    "side", learner, "hex", hex, "role", role.code(), "unit", unit, "type", type, "steps", steps));
        }
        if (audience != learner.audience()) {
            return Optional.empty();
        }
        return Optional.of(EventKeys.seen(role)
                .view("turn", turn, "hex", hex, "unit", unit, "type", type, "name", name, "steps", steps));
    }
}

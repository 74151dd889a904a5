package org.umpire.engine.event;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * Air units lost or trapped with their carrier (BOMB-3, BOMB-4, BOMB-5, I-13), or lost for want of a
 * landing place (REC-5). Their owner and the umpire read which; the attacker reads only the ready
 * aircraft its bombers destroyed on a carrier (it was shown them, RAID-7).
 */
public record AircraftLost(int turn, Phase phase, Side owner, UnitId base, Cause cause, List<UnitId> aircraft)
        implements Event {

    /** Why. */
    public enum Cause {
        /** ready aircraft destroyed when a bomber damaged their carrier (BOMB-3) */
        DESTROYED_ON_DECK,
        /** not-ready aircraft trapped on a damaged carrier (BOMB-3) */
        TRAPPED,
        /** lost with their sunken carrier (BOMB-5) */
        SUNK_WITH_CARRIER,
        /** reserve fighters lost with their carrier before being brought in (I-13) */
        RESERVE_LOST,
        /** no landing place within range with room left: ditched (REC-5) */
        DITCHED;

        public String code() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    public AircraftLost {
        aircraft = List.copyOf(aircraft);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        if (audience == owner.enemy().audience()) {
            return cause == Cause.DESTROYED_ON_DECK
                    ? Optional.of(EventKeys.AIRCRAFT_DESTROYED_ON_ENEMY_DECK.view("base", base, "aircraft", aircraft))
                    : Optional.empty();
        }
        return Views.ownerAndUmpire(
                audience,
                owner,
                () -> EventKeys.aircraftLost(cause).view("base", base, "aircraft", aircraft),
                () -> EventKeys.umpireAircraftLost(cause).view("side", owner, "base", base, "aircraft", aircraft));
    }
}

package org.umpire.engine.event;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * Hits on US land units at Midway (MID-2, I-9): each costs the airfield 1 of capacity, one air unit
 * on the ground (drawn at random) and one US air search. Both sides read it. After an air raid the
 * attacker was shown every aircraft on the ground (MID-1), and the rules' example tells it which were
 * destroyed; after a bombardment or a land combat it was shown none, and learns only how many
 * (I-ENG-44).
 *
 * @param hits          hits scored on the land units in this step
 * @param capacityLeft  the airfield's capacity in full air units after it, in halves
 * @param destroyed     the air units destroyed on the ground, sorted
 * @param searchesLost  air searches lost by these hits
 * @param groundShown   the attacker was shown the aircraft on the ground this step (an air raid, MID-1)
 */
public record MidwayDamaged(
        int turn,
        Phase phase,
        int hits,
        int capacityLeft,
        List<UnitId> destroyed,
        int searchesLost,
        boolean groundShown)
        implements Event {

    public MidwayDamaged {
        destroyed = List.copyOf(destroyed);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        Object aircraft = destroyed.isEmpty() ? "-" : destroyed;
        String capacity = capacityLeft % 2 == 0 ? Integer.toString(capacityLeft / 2) : (capacityLeft / 2) + ".5";
        if (audience == Side.JP.audience() && !groundShown) {
            return Optional.of(EventKeys.MIDWAY_DAMAGED_UNSEEN.view(
                    "hits", hits, "capacity", capacity, "count", destroyed.size(), "searches", searchesLost));
        }
        return Optional.of((audience == Audience.UMPIRE ? EventKeys.U_MIDWAY_DAMAGED : EventKeys.MIDWAY_DAMAGED)
                .view("hits", hits, "capacity", capacity, "aircraft", aircraft, "searches", searchesLost));
    }
}

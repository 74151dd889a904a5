package org.umpire.engine.event;

import java.util.List;
import java.util.Optional;

import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;

/**
 * Hits on US land units at Midway (MID-2, I-9): each costs the airfield 1 of capacity, one air unit
 * on the ground (drawn at random) and one US air search. Both sides read it: the attacker was shown
 * every aircraft on the ground (MID-1), and the rules' example tells it which were destroyed.
 *
 * @param hits          hits scored on the land units in this step
 * @param capacityLeft  the airfield's capacity in full air units after it, in halves
 * @param destroyed     the air units destroyed on the ground, sorted
 * @param searchesLost  air searches lost by these hits
 */
public record MidwayDamaged(int turn, Phase phase, int hits, int capacityLeft, List<UnitId> destroyed, int searchesLost)
        implements Event {

    public MidwayDamaged {
        destroyed = List.copyOf(destroyed);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        Object aircraft = destroyed.isEmpty() ? "-" : destroyed;
        String capacity = capacityLeft % 2 == 0 ? Integer.toString(capacityLeft / 2) : (capacityLeft / 2) + ".5";
        return Optional.of((audience == Audience.UMPIRE ? EventKeys.U_MIDWAY_DAMAGED : EventKeys.MIDWAY_DAMAGED)
                .view("hits", hits, "capacity", capacity, "aircraft", aircraft, "searches", searchesLost));
    }
}

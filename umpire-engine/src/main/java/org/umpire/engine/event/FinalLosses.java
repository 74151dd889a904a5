package org.umpire.engine.event;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * At the end of the game, what became of one side's own units: told to that side and the umpire.
 *
 * @param lost    its units eliminated, sorted
 * @param reduced its units reduced and not eliminated, sorted
 */
public record FinalLosses(int turn, Phase phase, Side side, List<UnitId> lost, List<UnitId> reduced) implements Event {

    public FinalLosses {
        lost = List.copyOf(lost);
        reduced = List.copyOf(reduced);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        Object l = lost.isEmpty() ? "-" : lost;
        Object r = reduced.isEmpty() ? "-" : reduced;
        return Views.ownerAndUmpire(
                audience,
                side,
                () -> EventKeys.OWN_LOSSES.view("lost", l, "reduced", r),
                () -> EventKeys.U_OWN_LOSSES.view("side", side, "lost", l, "reduced", r));
    }
}

package org.umpire.engine.event;

import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * The 50% roll of a night naval search by {@code side} in {@code hex} where enemy ships were
 * (SRCH-3, I-ENG-6): 1–5 locates. Umpire only: a side must not learn whether a "no ships" result
 * came from an empty hex or a failed roll.
 */
public record NightSearchRoll(int turn, Phase phase, Side side, Hex hex, int roll, boolean located) implements Event {

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.umpireOnly(
                audience,
                () -> (located ? EventKeys.U_NIGHT_ROLL_LOCATED : EventKeys.U_NIGHT_ROLL_MISSED)
                        .view("turn", turn, "side", side, "hex", hex, "roll", roll));
    }
}

package org.umpire.engine.event;

import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Vp;

/**
 * The final score of one side, line by line (section 12). Public once the game is over (both totals
 * are in {@link GameEnded}); what became of each side's own units is {@link FinalLosses}.
 *
 * @param losses   VP-1: steps the side inflicted (aircraft lost with a sunk carrier included, VP-2)
 * @param ditched  VP-2: enemy aircraft that ditched
 * @param reserves RES-2: JP reserve fighters brought in (US only)
 * @param awards   VP-3: Midway, the Kure base, the SFT at Midway
 * @param total    the side's total
 */
public record FinalScore(int turn, Phase phase, Side side, Vp losses, Vp ditched, Vp reserves, Vp awards, Vp total)
        implements Event {

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.everyone(() -> EventKeys.FINAL_SCORE.view(
                "side",
                side,
                "losses",
                losses,
                "ditched",
                ditched,
                "reserves",
                reserves,
                "awards",
                awards,
                "total",
                total));
    }
}

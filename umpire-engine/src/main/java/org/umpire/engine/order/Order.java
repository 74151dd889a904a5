package org.umpire.engine.order;

import java.util.EnumSet;
import java.util.Set;
import org.umpire.engine.model.Phase;

/**
 * One order of one side, as the engine receives it: already understood and resolved to concrete
 * unit ids by the orders parser of the CLI (which keeps the player's own wording for the receipt).
 * The kinds are grouped by the phase that uses them, one sealed family each.
 */
public sealed interface Order
        permits SetupOrder,
                MovementOrder,
                SearchOrder,
                AirOrder,
                CombatOrder,
                RecoveryOrder,
                StandingOrder,
                AdminOrder {

    /** The phases in which this order may be given. */
    Set<Phase> phases();

    /** Orders that may be given in any phase (groups, standing orders, concession). */
    static Set<Phase> anyPhase() {
        return EnumSet.range(Phase.SETUP, Phase.RECOVERY);
    }
}

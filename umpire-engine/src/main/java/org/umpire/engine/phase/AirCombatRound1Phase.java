package org.umpire.engine.phase;

import org.umpire.engine.model.Phase;

/** Phase 4: air combat, round 1: the side with the initiative picks its fighters' targets (AIR-2, AIR-3). */
public final class AirCombatRound1Phase extends AirCombatRound {

    @Override
    public Phase phase() {
        return Phase.AIR_COMBAT_1;
    }

    @Override
    int round() {
        return 1;
    }
}

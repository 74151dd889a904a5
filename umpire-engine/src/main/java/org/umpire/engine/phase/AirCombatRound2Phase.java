package org.umpire.engine.phase;

import org.umpire.engine.model.Phase;

/** Phase 5: air combat, round 2: the other side picks, when the raid has escorts (AIR-2, AIR-5). */
public final class AirCombatRound2Phase extends AirCombatRound {

    @Override
    public Phase phase() {
        return Phase.AIR_COMBAT_2;
    }

    @Override
    int round() {
        return 2;
    }
}

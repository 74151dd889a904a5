package org.umpire.engine.scenario;

import java.util.Map;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Vp;

/**
 * The VP table of section 12 beyond the per-step values carried by each unit.
 *
 * @param midwayControl        VP-3, to the side controlling Midway at the end
 * @param kureBase             VP-3, to JP if the Kure base is operational (half if ST11 reduced)
 * @param sftAtMidway          VP-3, to JP if the SFT is at JP-controlled Midway (half if reduced)
 * @param ditchedPerStep       VP-2, per step of ditched aircraft, keyed by the side that <em>lost</em> them
 * @param reserveFighterPerStep RES-2, to US per step of reserve fighters brought in
 */
public record VictoryPoints(
        Vp midwayControl, Vp kureBase, Vp sftAtMidway, Map<Side, Vp> ditchedPerStep, Vp reserveFighterPerStep) {
    public VictoryPoints {
        ditchedPerStep = Map.copyOf(ditchedPerStep);
    }
}

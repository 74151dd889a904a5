package org.umpire.engine.state;

import org.umpire.engine.model.Side;
import org.umpire.engine.model.Vp;

/**
 * One line of the VP ledger (section 12).
 *
 * @param turn   when it was scored (the last turn for end-of-game awards)
 * @param scorer the side that scores
 * @param points how much
 * @param rule   rule id ({@code VP-1})
 * @param reason what for, in the umpire's words ({@code Kaga lost 1 step})
 */
public record VpEntry(int turn, Side scorer, Vp points, String rule, String reason) {}

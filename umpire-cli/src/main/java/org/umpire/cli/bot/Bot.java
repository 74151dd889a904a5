package org.umpire.cli.bot;

import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Side;

/**
 * A player played by the program. It reads only what its side may know — its own forces, its
 * knowledge of the enemy and the public facts, through a {@link SideView}, which gives no way to the
 * enemy's units — and answers with orders written as a player writes them, read by the same orders
 * parser as a player's mail.
 */
public interface Bot {

    /** The orders text for the phase {@code view} is at (possibly empty: the side's defaults). */
    String orders(SideView view);

    /** A short name for tables: {@code plan}, {@code random}. */
    String name();

    /** The plan bot of {@code side} (docs/bots.md). */
    static Bot plan(Side side) {
        return side == Side.JP ? new JapanPlanBot() : new UnitedStatesPlanBot();
    }
}

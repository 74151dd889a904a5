package org.umpire.cli.bot;

import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * The stand-in of a side whose orders did not arrive by the deadline (docs/club.md, the missed-orders policy
 * {@code stand-in}): the side's plan bot ({@link Bot#plan}) plays that one phase. The bot is handed the side's
 * {@link SideView} only — its own forces, its own knowledge of the enemy, the public facts — never the game's
 * state, so what the stand-in orders depends on nothing the side may not know (I-CLI-6); only the lines the
 * orders parser accepts are kept, as for a player's mail. The same view always gives the same text, which is
 * how {@code umpire verify} replays the choice from the journal.
 */
public final class StandIn {

    /** The first line of a stand-in's orders in the journal (a comment: the parser ignores it). */
    public static final String HEADER = "# stand-in: the program's plan played this phase for ";
    /** The first line of a forfeit by the missed-orders policy. */
    public static final String FORFEIT_HEADER = "# forfeit: the orders did not arrive after the stand-in's limit; ";

    private StandIn() {}

    /**
     * The orders the stand-in gives for {@code side} in the phase {@code state} is at: the plan bot's text from the
     * side's own view, without the lines the parser refuses, under {@link #HEADER}.
     */
    public static String orders(Scenario scenario, GameState state, Side side) {
        SideView view = SideView.of(scenario, state, side);
        String text = BotTurns.accepted(scenario, state, side, play(view));
        return HEADER + side.name() + " (docs/club.md)\n" + (text.isBlank() ? "" : text.stripTrailing() + "\n");
    }

    /** What the side's plan bot writes, from its view alone: nothing else is in its reach. */
    static String play(SideView view) {
        return Bot.plan(view.side()).orders(view);
    }

    /** The orders of a side the policy makes concede (GAME-3, I-CLI-7): it missed the deadline after the stand-in's limit. */
    public static String forfeit(Side side) {
        return FORFEIT_HEADER + side.name() + " concedes (docs/club.md)\nconcede\n";
    }
}

package org.umpire.cli.view;

import java.util.Locale;
import org.umpire.cli.text.TextBundle;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.GameState;

/** Words for how a finished game ended (GAME-3, VP-4): "The game is over. The United States win: US 11 VP, Japan 0 VP." */
public final class GameResult {

    private GameResult() {}

    /** One line: the winner (or a draw) and the points, or who conceded. */
    public static String describe(GameState state, TextBundle t) {
        if (!state.isOver()) {
            throw new IllegalArgumentException(
                    "turn " + state.turn() + " is still being played: the game has no result yet");
        }
        String result =
                state.winner().map(s -> s.name().toLowerCase(Locale.ROOT)).orElse("draw");
        if (state.concededBy().isPresent()) {
            return t.get("show.over.conceded." + result);
        }
        return t.get("show.over." + result, "us", state.vpOf(Side.US), "jp", state.vpOf(Side.JP));
    }
}

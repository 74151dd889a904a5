package org.umpire.engine.event;

import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Vp;

/**
 * The game is over (GAME-3) and who won (VP-4). Public.
 *
 * @param ending how it ended
 * @param winner the winner, empty for a draw
 * @param sides  the sides wiped out ({@link Ending#WIPED_OUT}) or the side that conceded
 *               ({@link Ending#CONCEDED}); empty otherwise
 * @param usVp   final US total
 * @param jpVp   final JP total
 */
public record GameEnded(
        int turn, Phase phase, Ending ending, Optional<Side> winner, SortedSet<Side> sides, Vp usVp, Vp jpVp)
        implements Event {

    /** How a game ends (GAME-3). */
    public enum Ending {
        /** after the last turn of the schedule */
        LAST_TURN("last-turn"),
        /** a side has no unit on the map and nothing left to enter (I-1) */
        WIPED_OUT("wiped-out"),
        /** one side conceded: the other wins */
        CONCEDED("conceded"),
        /** both sides conceded in the same phase: VP decide (I-ENG-13) */
        CONCEDED_BOTH("conceded-both");

        private final String code;

        Ending(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }
    }

    public GameEnded {
        sides = new TreeSet<>(sides);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        EventKey key = EventKeys.gameEnded(ending.code(), winner.orElse(null));
        return switch (ending) {
            case LAST_TURN, CONCEDED_BOTH -> Views.everyone(() -> key.view("turn", turn, "us-vp", usVp, "jp-vp", jpVp));
            case WIPED_OUT ->
                Views.everyone(() -> key.view("turn", turn, "sides", sides, "us-vp", usVp, "jp-vp", jpVp));
            case CONCEDED -> Views.everyone(() -> key.view("turn", turn, "side", sides.first()));
        };
    }
}

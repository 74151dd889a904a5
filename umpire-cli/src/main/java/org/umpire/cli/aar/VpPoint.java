package org.umpire.cli.aar;

import java.util.Objects;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Vp;

/**
 * Both sides' victory points at the end of one turn (turn 0: before the first).
 *
 * @param turn the turn
 * @param us   the United States' total
 * @param jp   Japan's total
 */
public record VpPoint(int turn, Vp us, Vp jp) {

    public VpPoint {
        Objects.requireNonNull(us, "us");
        Objects.requireNonNull(jp, "jp");
    }

    public Vp of(Side side) {
        return side == Side.US ? us : jp;
    }
}

package org.umpire.cli.aar;

import java.util.ArrayList;
import java.util.List;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Vp;
import org.umpire.engine.state.VpEntry;

/** Both sides' VP at the end of each turn, from the ledger of the last state (section 12). */
final class VpCurveBuilder {

    private VpCurveBuilder() {}

    static List<VpPoint> of(List<VpEntry> ledger, int lastTurn) {
        List<VpPoint> points = new ArrayList<>();
        for (int turn = 0; turn <= lastTurn; turn++) {
            Vp us = Vp.ZERO;
            Vp jp = Vp.ZERO;
            for (VpEntry e : ledger) {
                if (e.turn() <= turn) {
                    if (e.scorer() == Side.US) {
                        us = us.plus(e.points());
                    } else {
                        jp = jp.plus(e.points());
                    }
                }
            }
            points.add(new VpPoint(turn, us, jp));
        }
        return points;
    }
}

package org.umpire.cli.bot;

import java.util.ArrayList;
import java.util.List;
import org.umpire.engine.map.Hex;

/**
 * Where the carrier striking force steams: to the neighbouring hex (or its own) with the most enemy
 * carriers expected within striking range — two hexes for Zeros, Vals and Kates (movement 5, out and
 * back, RAID-3) — counting those further off less the further they are, so that from afar the force
 * closes on where the enemy may be. Fog hexes are avoided (carriers there can neither search nor
 * launch, FOG-2).
 */
final class StrikingForce {

    /** Sharing the enemy's hex is worth a little less than standing off: its own searches find us there. */
    private static final double SAME_HEX = 0.8;

    private StrikingForce() {}

    static Hex next(Sight s, Hex from, CarrierMap map) {
        List<Hex> options = new ArrayList<>(s.grid().neighbours(from));
        options.add(0, from);
        Hex best = from;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (Hex h : options) {
            if (s.view().inFog(h) && !s.view().inFog(from)) {
                continue;
            }
            double score = value(s, h, map);
            if (score > bestScore + 1e-9) {
                best = h;
                bestScore = score;
            }
        }
        return best;
    }

    /** The expected enemy carriers a force in {@code at} could strike now or soon. */
    static double value(Sight s, Hex at, CarrierMap map) {
        return map.around(at, StrikingForce::weight);
    }

    private static double weight(int distance) {
        if (distance == 0) {
            return SAME_HEX;
        }
        if (distance <= 2) {
            return 1;
        }
        double over = distance - 2;
        return 1 / (1 + over * over);
    }
}

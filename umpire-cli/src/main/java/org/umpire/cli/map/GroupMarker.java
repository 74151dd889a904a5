package org.umpire.cli.map;

import java.util.List;
import java.util.Objects;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;

/**
 * Own naval forces in one hex, shown by group (GAME-6: groups, not every ship).
 *
 * @param side   whose
 * @param hex    where
 * @param labels the group names there, then the names of ships in no group, then submarines, sorted in each part
 */
public record GroupMarker(Side side, Hex hex, List<String> labels) {
    public GroupMarker {
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(hex, "hex");
        labels = List.copyOf(labels);
        if (labels.isEmpty()) {
            throw new IllegalArgumentException("a group marker names at least one group or ship");
        }
    }
}

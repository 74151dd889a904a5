package org.umpire.engine.state;

import java.util.List;
import java.util.Objects;
import org.umpire.engine.map.Hex;

/**
 * An enemy raid seen arriving (RAID-7): over which hex, on which turn, and from which adjacent hexes
 * (empty when it took off in the target hex). The defender's map draws it.
 */
public record RaidWarning(int turn, Hex hex, List<Hex> from) {
    public RaidWarning {
        Objects.requireNonNull(hex, "hex");
        from = List.copyOf(from);
    }
}

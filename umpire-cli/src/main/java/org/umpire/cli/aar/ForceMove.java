package org.umpire.cli.aar;

import java.util.Collections;
import java.util.Objects;
import java.util.SortedSet;
import java.util.TreeSet;
import org.umpire.engine.map.Hex;

/**
 * Where one force was at the end of a movement phase, and where it came from.
 *
 * @param force the force
 * @param kind  what it did
 * @param from  its hexes before the phase (empty when it entered)
 * @param to    its hexes after the phase (for an exit: the hexes it left from)
 */
public record ForceMove(Force force, Kind kind, SortedSet<Hex> from, SortedSet<Hex> to)
        implements Comparable<ForceMove> {

    /** What a force did in the movement phase. */
    public enum Kind {
        /** placed at set-up */
        PLACED,
        /** entered the map */
        ENTERED,
        /** moved to another hex */
        MOVED,
        /** did not move */
        STAYED,
        /** left the map for good */
        EXITED
    }

    public ForceMove {
        Objects.requireNonNull(force, "force");
        Objects.requireNonNull(kind, "kind");
        from = Collections.unmodifiableSortedSet(new TreeSet<>(from));
        to = Collections.unmodifiableSortedSet(new TreeSet<>(to));
    }

    @Override
    public int compareTo(ForceMove o) {
        return force.compareTo(o.force);
    }
}

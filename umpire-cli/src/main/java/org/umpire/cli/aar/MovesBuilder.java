package org.umpire.cli.aar;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/** Where each force went in a movement phase (or was placed at set-up), from the states around it. */
final class MovesBuilder {

    private final Forces forces;

    MovesBuilder(Forces forces) {
        this.forces = forces;
    }

    /** Every force at sea after the set-up, as placed. */
    List<ForceMove> placed(GameState after) {
        List<ForceMove> result = new ArrayList<>();
        for (Side side : Side.values()) {
            forces.atSea(after, side)
                    .forEach((f, hexes) -> result.add(new ForceMove(f, ForceMove.Kind.PLACED, new TreeSet<>(), hexes)));
        }
        return result;
    }

    /** Every force at sea before or after a movement phase: where it went. */
    List<ForceMove> moved(GameState before, GameState after) {
        Map<Force, Track> tracks = new TreeMap<>();
        for (UnitState u : after.units().values()) {
            Optional<Force> f = forces.of(u);
            Optional<UnitState> b = before.unit(u.id());
            if (f.isEmpty() || b.isEmpty()) {
                continue;
            }
            Optional<Hex> from = Forces.atSea(b.get());
            Optional<Hex> to = Forces.atSea(u);
            if (from.isEmpty() && to.isEmpty()) {
                continue;
            }
            Track t = tracks.computeIfAbsent(f.get(), k -> new Track());
            from.ifPresent(t.from::add);
            to.ifPresent(t.to::add);
            t.entered |= b.get().location() instanceof Location.OffMap && to.isPresent();
            t.exited |= from.isPresent() && u.location() instanceof Location.Exited;
        }
        List<ForceMove> result = new ArrayList<>();
        tracks.forEach((f, t) -> result.add(t.move(f)));
        return result;
    }

    /** The hexes of one force's ships before and after the phase. */
    private static final class Track {
        final SortedSet<Hex> from = new TreeSet<>();
        final SortedSet<Hex> to = new TreeSet<>();
        boolean entered;
        boolean exited;

        ForceMove move(Force f) {
            if (to.isEmpty()) {
                return new ForceMove(f, exited ? ForceMove.Kind.EXITED : ForceMove.Kind.STAYED, from, from);
            }
            if (entered && from.isEmpty()) {
                return new ForceMove(f, ForceMove.Kind.ENTERED, from, to);
            }
            return new ForceMove(f, from.equals(to) ? ForceMove.Kind.STAYED : ForceMove.Kind.MOVED, from, to);
        }
    }
}

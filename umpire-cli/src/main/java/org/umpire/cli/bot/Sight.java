package org.umpire.cli.bot;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.UnitCategory;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.MidwayRaidDeclaration;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.SightingLevel;
import org.umpire.engine.state.UnitState;

/** What a bot reads from its side's view, in the terms its plans use. */
final class Sight {

    private final SideView view;

    Sight(SideView view) {
        this.view = view;
    }

    SideView view() {
        return view;
    }

    HexGrid grid() {
        return view.scenario().map().grid();
    }

    /** Own ships (not submarines) at sea, by hex. */
    Map<Hex, List<UnitState>> shipsByHex() {
        Map<Hex, List<UnitState>> m = new TreeMap<>();
        for (UnitState u : view.ownUnits()) {
            if (u.location() instanceof Location.OnMap
                    && view.def(u.id()).type().category() == UnitCategory.SHIP) {
                m.computeIfAbsent(((Location.OnMap) u.location()).hex(), h -> new ArrayList<>())
                        .add(u);
            }
        }
        return m;
    }

    /** Own units of {@code types} at sea. */
    List<UnitState> atSea(List<UnitType> types) {
        List<UnitState> l = new ArrayList<>();
        for (UnitState u : view.ownUnits()) {
            if (u.location() instanceof Location.OnMap
                    && types.contains(view.def(u.id()).type())) {
                l.add(u);
            }
        }
        return l;
    }

    Optional<Hex> hexOf(UnitState u) {
        return u.location() instanceof Location.OnMap
                ? Optional.of(((Location.OnMap) u.location()).hex())
                : Optional.empty();
    }

    /** Ready, untrapped air units aboard {@code base} that have not flown this turn. */
    List<UnitId> ready(UnitId base, List<UnitType> types) {
        List<UnitId> l = new ArrayList<>();
        for (UnitState u : view.ownUnits()) {
            if (u.location() instanceof Location.Aboard
                    && ((Location.Aboard) u.location()).base().equals(base)
                    && u.readiness() == Readiness.READY
                    && !u.trapped()
                    && u.lastFlightTurn() != view.turn()
                    && types.contains(view.def(u.id()).type())) {
                l.add(u.id());
            }
        }
        return l;
    }

    /** {@link #ready} without the aircraft committed to this turn's Midway raid (RAID-4: they fly no other mission). */
    List<UnitId> free(UnitId base, List<UnitType> types) {
        List<UnitId> l = ready(base, types);
        for (MidwayRaidDeclaration r : view.ownMidwayRaids()) {
            l.removeAll(r.aircraft());
        }
        return l;
    }

    /** Own intact carriers at sea, out of fog. */
    List<UnitState> carriers() {
        List<UnitState> l = new ArrayList<>();
        for (UnitState u : view.ownUnits()) {
            UnitDef d = view.def(u.id());
            if (d.isCarrier()
                    && u.location() instanceof Location.OnMap
                    && !view.carrierDamaged(u.id())
                    && !view.inFog(((Location.OnMap) u.location()).hex())) {
                l.add(u);
            }
        }
        return l;
    }

    /** Hexes where this side located enemy carriers (or, failing that, ships) on {@code turn}, nearest {@code to} first. */
    List<Hex> located(int turn, SightingLevel level, Hex to) {
        List<Hex> l = new ArrayList<>();
        for (Sighting s : view.knowledge().sightingsOn(turn)) {
            if (s.level() == level && !l.contains(s.hex())) {
                l.add(s.hex());
            }
        }
        l.sort(Comparator.comparingInt((Hex h) -> HexGrid.distance(h, to)).thenComparing(h -> h));
        return l;
    }

    /** The neighbour of {@code from} nearest to {@code to} (ties by hex order); {@code from} when there. */
    Hex stepToward(Hex from, Hex to) {
        if (from.equals(to)) {
            return from;
        }
        Hex best = from;
        for (Hex n : grid().neighbours(from)) {
            if (HexGrid.distance(n, to) < HexGrid.distance(best, to)) {
                best = n;
            }
        }
        return best;
    }

    /** The furthest an air unit of {@code ids} can strike and come back to its carrier. */
    int radius(List<UnitId> ids) {
        int r = Integer.MAX_VALUE;
        for (UnitId id : ids) {
            r = Math.min(r, view.def(id).range() / 2);
        }
        return ids.isEmpty() ? 0 : r;
    }

    static String join(List<UnitId> ids) {
        StringBuilder b = new StringBuilder();
        for (UnitId id : ids) {
            b.append(b.length() == 0 ? "" : ", ").append(id.value());
        }
        return b.toString();
    }
}

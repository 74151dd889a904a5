package org.umpire.cli.map;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Audience;
import org.umpire.engine.scenario.NamedHex;
import org.umpire.engine.state.SightingLevel;

/**
 * Everything one map snapshot shows, and nothing more: for a side, only what that side may see
 * (GAME-6). The PNG and the ASCII map are both drawn from this value alone.
 *
 * @param audience       whose map (a side, or the umpire who sees both sides' groups)
 * @param title          turn, time and phase
 * @param grid           the map's size and geometry
 * @param islands        the named islands (Midway, Kure, ...)
 * @param fog            hexes in fog, empty once it has lifted (FOG-1, FOG-3)
 * @param groups         own groups (both sides' for the umpire), sorted by hex
 * @param located        enemy located this turn and at which level (SRCH-7, SRCH-10)
 * @param searchedEmpty  hexes searched this turn where no enemy ship was found
 * @param locatedByEnemy own hexes the enemy located this turn (SRCH-8)
 * @param raidsFrom      enemy raids seen arriving this turn: target hex -> the hexes they came from (RAID-7)
 */
public record MapView(
        Audience audience,
        MapTitle title,
        HexGrid grid,
        List<NamedHex> islands,
        SortedSet<Hex> fog,
        List<GroupMarker> groups,
        SortedMap<Hex, SightingLevel> located,
        SortedSet<Hex> searchedEmpty,
        SortedSet<Hex> locatedByEnemy,
        SortedMap<Hex, List<Hex>> raidsFrom) {

    /** A map with no raid arrows. */
    public MapView(
            Audience audience,
            MapTitle title,
            HexGrid grid,
            List<NamedHex> islands,
            SortedSet<Hex> fog,
            List<GroupMarker> groups,
            SortedMap<Hex, SightingLevel> located,
            SortedSet<Hex> searchedEmpty,
            SortedSet<Hex> locatedByEnemy) {
        this(audience, title, grid, islands, fog, groups, located, searchedEmpty, locatedByEnemy, new TreeMap<>());
    }

    public MapView {
        Objects.requireNonNull(audience, "audience");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(grid, "grid");
        islands = List.copyOf(islands);
        fog = Collections.unmodifiableSortedSet(new TreeSet<>(fog));
        List<GroupMarker> g = new ArrayList<>(groups);
        g.sort((a, b) ->
                a.hex().equals(b.hex()) ? a.side().compareTo(b.side()) : a.hex().compareTo(b.hex()));
        groups = List.copyOf(g);
        located = Collections.unmodifiableSortedMap(new TreeMap<>(located));
        searchedEmpty = Collections.unmodifiableSortedSet(new TreeSet<>(searchedEmpty));
        locatedByEnemy = Collections.unmodifiableSortedSet(new TreeSet<>(locatedByEnemy));
        TreeMap<Hex, List<Hex>> raids = new TreeMap<>();
        raidsFrom.forEach((h, from) -> raids.put(h, List.copyOf(from)));
        raidsFrom = Collections.unmodifiableSortedMap(raids);
        for (SightingLevel level : located.values()) {
            if (level == SightingLevel.NO_SHIPS) {
                throw new IllegalArgumentException("a located hex has ships; searched-empty hexes go in searchedEmpty");
            }
        }
    }
}

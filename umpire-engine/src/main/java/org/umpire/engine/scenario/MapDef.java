package org.umpire.engine.scenario;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Side;

/**
 * The map of a scenario (SCENARIO.md "Map").
 *
 * @param grid          size and geometry
 * @param namedHexes    the hexes the rules name
 * @param fog           the fog zone at start (FOG-1)
 * @param jpEntry       hexes where JP groups may enter (SET-4)
 * @param lateEntry     hexes where the late group (13) must enter (SET-6)
 * @param jpExitColumns columns (0-based, inclusive range) whose edge hexes JP ships may leave by (SET-7)
 * @param usExitColumns columns whose edge hexes US ships may leave by (SET-7)
 */
public record MapDef(
        HexGrid grid,
        List<NamedHex> namedHexes,
        SortedSet<Hex> fog,
        SortedSet<Hex> jpEntry,
        SortedSet<Hex> lateEntry,
        ColumnRange jpExitColumns,
        ColumnRange usExitColumns) {

    public MapDef {
        namedHexes = List.copyOf(namedHexes);
        fog = new TreeSet<>(fog);
        jpEntry = new TreeSet<>(jpEntry);
        lateEntry = new TreeSet<>(lateEntry);
    }

    public Optional<NamedHex> named(String key) {
        return namedHexes.stream().filter(n -> n.key().equals(key)).findFirst();
    }

    /** The hex of a named place the scenario must define (validated on load). */
    public Hex hexOf(String key) {
        return named(key)
                .map(NamedHex::hex)
                .orElseThrow(() -> new IllegalStateException("scenario has no named hex '" + key + "'"));
    }

    public Hex midway() {
        return hexOf(NamedHexes.MIDWAY);
    }

    public Optional<NamedHex> nameOf(Hex hex) {
        return namedHexes.stream().filter(n -> n.hex().equals(hex)).findFirst();
    }

    /** May a ship of {@code side} leave the map from {@code hex}? (SET-7) */
    public boolean isExitHex(Side side, Hex hex) {
        ColumnRange cols = side == Side.JP ? jpExitColumns : usExitColumns;
        return grid.isEdge(hex) && cols.contains(hex.column());
    }

    public boolean isFogZone(Hex hex) {
        return fog.contains(hex);
    }

    public Set<Hex> entryHexes(boolean lateGroup) {
        return lateGroup ? lateEntry : jpEntry;
    }

    /** An inclusive range of 0-based column indexes. */
    public record ColumnRange(int first, int last) {
        public ColumnRange {
            if (first < 0 || last < first) {
                throw new IllegalArgumentException("bad column range " + first + ".." + last);
            }
        }

        public boolean contains(int column) {
            return column >= first && column <= last;
        }

        @Override
        public String toString() {
            return (char) ('A' + first) + "-" + (char) ('A' + last);
        }
    }
}

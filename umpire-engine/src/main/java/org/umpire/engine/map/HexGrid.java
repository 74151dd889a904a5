package org.umpire.engine.map;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The hex map's geometry (SCENARIO.md "Map"): flat-topped hexes in vertical columns,
 * columns B, D, F... half a hex lower than their neighbours. This fixes the rules' search
 * example: B4 touches exactly A4 A5 B3 B5 C4 C5.
 *
 * @param columns number of columns (A..)
 * @param rows    number of rows (1..)
 */
public record HexGrid(int columns, int rows) {

    public HexGrid {
        if (columns < 1 || columns > 26) {
            throw new IllegalArgumentException("a map has 1..26 columns, got " + columns);
        }
        if (rows < 1 || rows > 999) {
            throw new IllegalArgumentException("a map has 1..999 rows, got " + rows);
        }
    }

    public boolean contains(Hex hex) {
        return hex.column() < columns && hex.row() <= rows;
    }

    /** The map's name for its bounds, e.g. {@code A1..P12}. */
    public String bounds() {
        return "A1.." + (char) ('A' + columns - 1) + rows;
    }

    /** Every hex of the map, column by column. */
    public List<Hex> allHexes() {
        List<Hex> all = new ArrayList<>(columns * rows);
        for (int c = 0; c < columns; c++) {
            for (int r = 1; r <= rows; r++) {
                all.add(new Hex(c, r));
            }
        }
        return all;
    }

    /** The hexes adjacent to {@code hex} that lie on the map, sorted. */
    public SortedSet<Hex> neighbours(Hex hex) {
        SortedSet<Hex> result = new TreeSet<>();
        int c = hex.column();
        int r = hex.row();
        addIfOnMap(result, c, r - 1);
        addIfOnMap(result, c, r + 1);
        int lowOffset = hex.inLowColumn() ? 0 : -1;
        for (int dc : new int[] {-1, 1}) {
            addIfOnMap(result, c + dc, r + lowOffset);
            addIfOnMap(result, c + dc, r + lowOffset + 1);
        }
        return result;
    }

    private void addIfOnMap(SortedSet<Hex> into, int column, int row) {
        if (column >= 0 && column < columns && row >= 1 && row <= rows) {
            into.add(new Hex(column, row));
        }
    }

    /** Number of hex steps between two hexes (islands and units never matter: MOV-2, RAID-3). */
    public static int distance(Hex a, Hex b) {
        // offset (odd columns shifted down) -> cube coordinates
        int ax = a.column();
        int az = a.row() - (a.column() - (a.column() & 1)) / 2;
        int bx = b.column();
        int bz = b.row() - (b.column() - (b.column() & 1)) / 2;
        int dx = ax - bx;
        int dz = az - bz;
        int dy = -dx - dz;
        return Math.max(Math.abs(dx), Math.max(Math.abs(dy), Math.abs(dz)));
    }

    /** Every hex of the map within {@code radius} steps of {@code centre}, centre included, sorted. */
    public SortedSet<Hex> within(Hex centre, int radius) {
        if (radius < 0) {
            throw new IllegalArgumentException("radius must be >= 0, got " + radius);
        }
        SortedSet<Hex> result = new TreeSet<>();
        for (int c = Math.max(0, centre.column() - radius); c <= Math.min(columns - 1, centre.column() + radius); c++) {
            for (int r = Math.max(1, centre.row() - radius); r <= Math.min(rows, centre.row() + radius); r++) {
                Hex h = new Hex(c, r);
                if (distance(centre, h) <= radius) {
                    result.add(h);
                }
            }
        }
        return result;
    }

    /** A hex with fewer than six neighbours on the map lies on its edge (exits: SET-7). */
    public boolean isEdge(Hex hex) {
        return contains(hex) && neighbours(hex).size() < 6;
    }

    /**
     * The hexes a raid from {@code origin} on {@code target} is seen arriving from (RAID-7):
     * the neighbours of the target on a shortest path from the origin. Empty when the raid
     * starts in the target hex itself.
     */
    public SortedSet<Hex> arrivalHexes(Hex origin, Hex target) {
        SortedSet<Hex> result = new TreeSet<>();
        int d = distance(origin, target);
        if (d == 0) {
            return result;
        }
        for (Hex n : neighbours(target)) {
            if (distance(origin, n) == d - 1) {
                result.add(n);
            }
        }
        return result;
    }
}

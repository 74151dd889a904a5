package org.umpire.engine.map;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One hex of the map, named by column letter and row number ({@code H6}).
 * A {@code Hex} only knows its coordinates; whether it lies on a given map is the
 * business of {@link HexGrid}.
 *
 * @param column 0-based column index (A = 0, B = 1, ...)
 * @param row    1-based row number, as printed on the map
 */
public record Hex(int column, int row) implements Comparable<Hex> {

    private static final Pattern NAME = Pattern.compile("\\s*([A-Za-z])\\s*0*([0-9]{1,3})\\s*");
    /** Names of the hexes of maps up to 99 rows, made once: hex names go into every report. */
    private static final String[][] NAMES = new String[26][100];

    static {
        for (int c = 0; c < 26; c++) {
            for (int r = 1; r < 100; r++) {
                NAMES[c][r] = (char) ('A' + c) + Integer.toString(r);
            }
        }
    }

    public Hex {
        if (column < 0 || column > 25) {
            throw new IllegalArgumentException("hex column must be a letter A..Z, got index " + column);
        }
        if (row < 1 || row > 999) {
            throw new IllegalArgumentException("hex row must be 1..999, got " + row);
        }
    }

    /** Parses {@code H6}, {@code h6} or {@code H06}. */
    public static Hex parse(String text) {
        return tryParse(text)
                .orElseThrow(() -> new IllegalArgumentException(
                        "\"" + text + "\" is not a hex: write a column letter and a row number, e.g. H6"));
    }

    /** Parses a hex name, or returns empty when the text is not one. */
    public static Optional<Hex> tryParse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        Optional<Hex> plain = plainName(text);
        if (plain != null) {
            return plain;
        }
        Matcher m = NAME.matcher(text);
        if (!m.matches()) {
            return Optional.empty();
        }
        int row = Integer.parseInt(m.group(2));
        if (row < 1) {
            return Optional.empty();
        }
        return Optional.of(new Hex(Character.toUpperCase(m.group(1).charAt(0)) - 'A', row));
    }

    /** Fast path for the canonical form ({@code H6}, {@code h12}); {@code null} when the text needs the full pattern. */
    private static Optional<Hex> plainName(String text) {
        int n = text.length();
        if (n < 2 || n > 3 || !Character.isLetter(text.charAt(0)) || text.charAt(1) == '0') {
            return null;
        }
        int row = 0;
        for (int i = 1; i < n; i++) {
            char ch = text.charAt(i);
            if (ch < '0' || ch > '9') {
                return null;
            }
            row = row * 10 + (ch - '0');
        }
        char col = Character.toUpperCase(text.charAt(0));
        if (col < 'A' || col > 'Z') {
            return null;
        }
        return Optional.of(new Hex(col - 'A', row));
    }

    public char columnLetter() {
        return (char) ('A' + column);
    }

    /** Columns B, D, F... (odd index) sit half a hex lower than their neighbours. */
    public boolean inLowColumn() {
        return (column & 1) == 1;
    }

    @Override
    public int compareTo(Hex o) {
        return column != o.column ? Integer.compare(column, o.column) : Integer.compare(row, o.row);
    }

    // equals and hashCode written out: a record's generated ones are linked through invokedynamic at
    // their first call, a few milliseconds of every short command's start (docs/startup.md).
    @Override
    public boolean equals(Object o) {
        return o instanceof Hex h && column == h.column && row == h.row;
    }

    @Override
    public int hashCode() {
        return 31 * column + row;
    }

    @Override
    public String toString() {
        return row < 100 ? NAMES[column][row] : columnLetter() + Integer.toString(row);
    }
}

package org.umpire.cli.yaml;

import java.util.Collection;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Speed;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.model.Vp;

/**
 * One value read from a data file (a CSV cell or a YAML scalar) with its place. Its readers turn
 * the text into a typed value (a hex, a unit id, a side, VP, a number in a range...), or record a
 * problem naming the place and the fix and return empty.
 */
public final class FieldValue {

    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9./+-]+");
    private static final Pattern INTEGER = Pattern.compile("[+-]?\\d{1,9}");
    private static final Pattern AREA = Pattern.compile("\\s*([A-Za-z]\\d{1,3})\\s*-\\s*([A-Za-z]\\d{1,3})\\s*");
    private static final Pattern LETTER = Pattern.compile("[A-Z][a-z]?");
    private static final Pattern HALVES = Pattern.compile("(\\d{1,3})(?:[.,](0|5))?");

    private final String file;
    private final int line;
    private final String field;
    private final String text;
    private final Problems problems;

    public FieldValue(String file, int line, String field, String text, Problems problems) {
        this.file = file;
        this.line = line;
        this.field = field;
        this.text = text == null ? "" : text.trim();
        this.problems = problems;
    }

    public String text() {
        return text;
    }

    public int line() {
        return line;
    }

    public String field() {
        return field;
    }

    public boolean isBlank() {
        return text.isEmpty();
    }

    /** Records a problem at this value's place. */
    public void problem(String message) {
        problems.add(file, line, field, message);
    }

    /** The text as messages show it: bare when plain, quoted otherwise. */
    public String shown() {
        return shown(text);
    }

    public static String shown(String s) {
        return PLAIN.matcher(s).matches() ? s : "\"" + s.replace("\"", "\\\"") + "\"";
    }

    /** The text, or a problem when it is empty. */
    public Optional<String> required(String fix) {
        if (text.isEmpty()) {
            problem("is empty — " + fix);
            return Optional.empty();
        }
        return Optional.of(text);
    }

    /** A whole number from {@code min} to {@code max}. */
    public OptionalInt intIn(int min, int max, String fix) {
        if (text.isEmpty()) {
            problem("is empty — " + fix);
            return OptionalInt.empty();
        }
        if (!INTEGER.matcher(text).matches()) {
            problem(shown() + " is not a whole number — " + fix);
            return OptionalInt.empty();
        }
        int v = Integer.parseInt(text.startsWith("+") ? text.substring(1) : text);
        if (v < min || v > max) {
            problem(shown() + (v < 0 && min >= 0 ? " is negative" : " is out of range: " + range(min, max)) + " — "
                    + fix);
            return OptionalInt.empty();
        }
        return OptionalInt.of(v);
    }

    private static String range(int min, int max) {
        return max == Integer.MAX_VALUE ? min + " or more" : min + " to " + max;
    }

    /** A die-roll value of the counters: 0..10 (a d10 roll ≤ the value scores a hit). */
    public OptionalInt d10Value() {
        return intIn(0, 10, "values are d10 scores from 0 to 10 (a roll ≤ the value hits)");
    }

    /** Starting steps: 1 (reduced) or 2 (full). */
    public OptionalInt steps() {
        if (text.equals("1") || text.equals("2")) {
            return OptionalInt.of(Integer.parseInt(text));
        }
        problem((text.isEmpty() ? "is empty" : shown() + " is not 1 or 2") + " — use 1 (reduced) or 2 (full)");
        return OptionalInt.empty();
    }

    public Optional<Side> side() {
        Optional<Side> s = Side.tryParse(text);
        if (s.isEmpty()) {
            problem((text.isEmpty() ? "is empty" : shown() + " is not a side") + " — use US or JP");
        }
        return s;
    }

    public Optional<UnitId> unitId() {
        if (text.isEmpty()) {
            problem("is empty — give a short id: letters, digits, '-' or '_', starting with a letter (e.g. Kaga, YF1)");
            return Optional.empty();
        }
        try {
            return Optional.of(UnitId.of(text));
        } catch (IllegalArgumentException e) {
            problem(shown() + " is not an id — use 1 to 32 letters, digits, '-' or '_', starting with a letter");
            return Optional.empty();
        }
    }

    /** A unit type among {@code allowed}; {@code what} names the kind for messages ("ship"). */
    public Optional<UnitType> type(Collection<UnitType> allowed, String what) {
        Optional<UnitType> t = UnitType.tryParse(text).filter(allowed::contains);
        if (t.isEmpty()) {
            problem((text.isEmpty() ? "is empty" : shown() + " is not " + what + " type") + " — use one of "
                    + allowed.stream().map(UnitType::name).collect(Collectors.joining(" ")));
        }
        return t;
    }

    /** A ship's movement: 1, 1/2 or 1/3 (MOV-1). */
    public Optional<Speed> shipMovement() {
        Optional<Speed> s = Speed.tryParse(text);
        if (s.isEmpty()) {
            problem((text.isEmpty() ? "is empty" : shown() + " is not a ship's movement")
                    + " — use 1, 1/2 or 1/3 (MOV-1: a hex every turn, every 2nd or every 3rd turn)");
        }
        return s;
    }

    /** Victory points: {@code 5}, {@code 1/2}, {@code 1/4}, {@code 2.5} (a decimal comma is accepted). */
    public Optional<Vp> vp() {
        Optional<Vp> v = Vp.tryParse(text.replace(',', '.'));
        if (v.isEmpty()) {
            problem((text.isEmpty() ? "is empty" : shown() + " is not a VP value")
                    + " — write a whole number or quarters: 5, 1/2, 1/4, 3/4, 2.5 (0 for none)");
        }
        return v;
    }

    /** A capacity in full air units, halves allowed ({@code 6.5}, {@code 6,5}), as a count of halves. */
    public OptionalInt halves() {
        Matcher m = HALVES.matcher(text);
        if (!m.matches()) {
            problem((text.isEmpty() ? "is empty" : shown() + " is not a capacity")
                    + " — write the number of full air units it holds, halves allowed: 8, 6.5 (REC-4)");
            return OptionalInt.empty();
        }
        return OptionalInt.of(Integer.parseInt(m.group(1)) * 2 + ("5".equals(m.group(2)) ? 1 : 0));
    }

    /** A carrier or base letter players use in raid orders: {@code E}, {@code Hi}, {@code Ho}. */
    public Optional<String> letter() {
        if (LETTER.matcher(text).matches()) {
            return Optional.of(text);
        }
        problem((text.isEmpty() ? "is empty" : shown() + " is not a base letter")
                + " — use a capital letter, optionally followed by a small one: E, Y, Hi, Ho (ORD-3)");
        return Optional.empty();
    }

    /** {@code true}/{@code false} (also yes/no). */
    public Optional<Boolean> bool() {
        switch (text.toLowerCase(Locale.ROOT)) {
            case "true", "yes" -> {
                return Optional.of(true);
            }
            case "false", "no" -> {
                return Optional.of(false);
            }
            default -> {
                problem((text.isEmpty() ? "is empty" : shown() + " is not true or false") + " — use true or false");
                return Optional.empty();
            }
        }
    }

    /** One of the given words (case ignored), e.g. an anchor kind. */
    public <T> Optional<T> oneOf(Map<String, T> choices, String what) {
        T v = choices.get(text.toLowerCase(Locale.ROOT));
        if (v == null) {
            problem((text.isEmpty() ? "is empty" : shown() + " is not " + what) + " — use one of "
                    + String.join(", ", choices.keySet()));
            return Optional.empty();
        }
        return Optional.of(v);
    }

    /** A hex on the map ({@code grid} may be null when the map's size is itself wrong: no bounds check). */
    public Optional<Hex> hex(HexGrid grid) {
        Optional<Hex> h = Hex.tryParse(text);
        if (h.isEmpty()) {
            problem((text.isEmpty() ? "is empty" : shown() + " is not a hex")
                    + " — write a column letter and a row number, e.g. H6");
            return Optional.empty();
        }
        return onMap(h.get(), grid) ? h : Optional.empty();
    }

    /** Checks {@code hex} lies on the map, recording a problem when it does not. */
    public boolean onMap(Hex hex, HexGrid grid) {
        if (grid == null || grid.contains(hex)) {
            return true;
        }
        problem(hex + " is outside the map " + grid.bounds() + " — use columns A.." + (char) ('A' + grid.columns() - 1)
                + " and rows 1.." + grid.rows());
        return false;
    }

    /** A hex ({@code B4}) or a rectangle of hexes ({@code A1-F5}: columns A..F, rows 1..5). */
    public Optional<SortedSet<Hex>> hexArea(HexGrid grid) {
        Matcher m = AREA.matcher(text);
        if (!m.matches()) {
            return hex(grid).map(h -> new TreeSet<>(Set.of(h)));
        }
        Optional<Hex> a = Hex.tryParse(m.group(1));
        Optional<Hex> b = Hex.tryParse(m.group(2));
        if (a.isEmpty() || b.isEmpty()) {
            problem(shown() + " is not a hex or a rectangle of hexes — write B4 or A1-F5");
            return Optional.empty();
        }
        Hex from = a.get();
        Hex to = b.get();
        if (to.column() < from.column() || to.row() < from.row()) {
            problem(shown() + " runs backwards — write the north-west corner first, e.g. A1-F5");
            return Optional.empty();
        }
        if (!onMap(from, grid) || !onMap(to, grid)) {
            return Optional.empty();
        }
        SortedSet<Hex> area = new TreeSet<>();
        for (int c = from.column(); c <= to.column(); c++) {
            for (int r = from.row(); r <= to.row(); r++) {
                area.add(new Hex(c, r));
            }
        }
        return Optional.of(area);
    }
}

package org.umpire.engine.model;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Victory points, counted exactly in quarters (VP-2 has 1/4 VP ditched US aircraft).
 *
 * @param quarters number of quarter points
 */
public record Vp(int quarters) implements Comparable<Vp> {

    public static final Vp ZERO = new Vp(0);
    private static final Pattern FORM = Pattern.compile("\\s*(\\d+)?\\s*(?:(\\d)/(\\d))?\\s*");

    public static Vp of(int whole) {
        return new Vp(whole * 4);
    }

    public static Vp half() {
        return new Vp(2);
    }

    public static Vp quarter() {
        return new Vp(1);
    }

    /** Reads {@code 5}, {@code 1/2}, {@code 1/4}, {@code 3/4}, {@code 1 1/2}, {@code 2.5}. */
    private static final Pattern DECIMAL = Pattern.compile("\\d+(\\.(0|00|25|5|50|75))?");

    public static Optional<Vp> tryParse(String text) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        String t = text.trim();
        if (isWholeNumber(t)) {
            return Optional.of(new Vp(Integer.parseInt(t) * 4)); // the common case, without a regular expression
        }
        if (DECIMAL.matcher(t).matches()) {
            double d = Double.parseDouble(t);
            return Optional.of(new Vp((int) Math.round(d * 4)));
        }
        Matcher m = FORM.matcher(t);
        if (!m.matches() || (m.group(1) == null && m.group(2) == null)) {
            return Optional.empty();
        }
        int q = m.group(1) == null ? 0 : Integer.parseInt(m.group(1)) * 4;
        if (m.group(2) != null) {
            int num = Integer.parseInt(m.group(2));
            int den = Integer.parseInt(m.group(3));
            if ((den != 2 && den != 4) || num >= den || num == 0) {
                return Optional.empty();
            }
            q += num * 4 / den;
        }
        return Optional.of(new Vp(q));
    }

    private static boolean isWholeNumber(String t) {
        if (t.isEmpty() || t.length() > 6) {
            return false;
        }
        for (int i = 0; i < t.length(); i++) {
            if (t.charAt(i) < '0' || t.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    public Vp plus(Vp other) {
        return new Vp(quarters + other.quarters);
    }

    public Vp times(int n) {
        return new Vp(quarters * n);
    }

    @Override
    public int compareTo(Vp o) {
        return Integer.compare(quarters, o.quarters);
    }

    /** {@code 5}, {@code 1/2}, {@code 2 3/4}. */
    @Override
    public String toString() {
        int whole = quarters / 4;
        int rest = quarters % 4;
        String frac = rest == 0 ? "" : rest == 2 ? "1/2" : rest + "/4";
        if (frac.isEmpty()) {
            return Integer.toString(whole);
        }
        return whole == 0 ? frac : whole + " " + frac;
    }
}

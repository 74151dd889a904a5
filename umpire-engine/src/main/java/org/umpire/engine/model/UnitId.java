package org.umpire.engine.model;

import java.util.regex.Pattern;

/**
 * The stable short id of a unit, as shown in force tables and usable in orders
 * ({@code Kaga}, {@code YF1}, {@code HiD2}, {@code MarA}). Case is kept for display;
 * ids are compared exactly, lookups that forgive case belong to the orders parser.
 * Airfields (Midway, {@code MID}) share this id space because aircraft are based on them.
 */
public record UnitId(String value) implements Comparable<UnitId> {

    private static final Pattern ID = Pattern.compile("[A-Za-z][A-Za-z0-9_-]{0,31}");

    public UnitId {
        if (value == null || !ID.matcher(value).matches()) {
            throw new IllegalArgumentException("\"" + value
                    + "\" is not a unit id: use 1 to 32 letters, digits, '-' or '_', starting with a letter");
        }
    }

    public static UnitId of(String value) {
        return new UnitId(value);
    }

    /** The same value as a record's own hash (its one component's), written out: ids are hashed very often. */
    @Override
    public int hashCode() {
        return value.hashCode();
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof UnitId ui && value.equals(ui.value);
    }

    @Override
    public int compareTo(UnitId o) {
        return value.compareTo(o.value);
    }

    @Override
    public String toString() {
        return value;
    }
}

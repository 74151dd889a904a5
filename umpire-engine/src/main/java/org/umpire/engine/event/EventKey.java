package org.umpire.engine.event;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.umpire.engine.model.Audience;

/**
 * One message key and the exact parameter names its views carry. Views are built only through
 * {@link #view(Object...)}, which refuses a parameter set that differs from the declared one, so
 * the catalogue {@link EventKeys#all()} is exactly what templates must cover.
 *
 * @param key       dotted key ({@code search.result.carriers.air}); umpire-only keys start with {@code umpire.}
 * @param params    parameter names, in the order they are documented
 * @param audiences who can receive a view under this key
 */
public record EventKey(String key, List<String> params, Set<Audience> audiences) {

    private static final Pattern KEY = Pattern.compile("[a-z][a-z0-9-]*(\\.[a-z0-9-]+)*");

    public EventKey {
        Objects.requireNonNull(key, "key");
        if (!KEY.matcher(key).matches()) {
            throw new IllegalArgumentException("bad event key " + key);
        }
        params = List.copyOf(params);
        audiences = Set.copyOf(audiences);
        if (new TreeSet<>(params).size() != params.size()) {
            throw new IllegalArgumentException(key + ": duplicate parameter name");
        }
    }

    /** Is this key for the umpire only? */
    public boolean umpireOnly() {
        return audiences.equals(Set.of(Audience.UMPIRE));
    }

    /**
     * A view under this key from name/value pairs: {@code view("hex", hex, "units", ids)}.
     * Values are turned to text with {@link #text(Object)}.
     */
    public EventView view(Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException(key + ": names and values come in pairs");
        }
        TreeMap<String, String> m = new TreeMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            m.put((String) namesAndValues[i], text(namesAndValues[i + 1]));
        }
        if (m.size() != params.size() || !params.containsAll(m.keySet())) {
            throw new AssertionError("view of " + key + " has parameters " + m.keySet() + ", declared " + params);
        }
        return new EventView(key, m);
    }

    /** Parameter text: collections are sorted and joined with {@code ", "}, everything else {@code toString()}. */
    static String text(Object value) {
        if (value instanceof String string) {
            return string;
        }
        if (value instanceof Collection<?> collection) {
            List<String> items = new ArrayList<>();
            for (Object o : collection) {
                items.add(String.valueOf(o));
            }
            boolean sorted = value instanceof SortedSet;
            return (sorted ? items.stream() : items.stream().sorted()).collect(Collectors.joining(", "));
        }
        return String.valueOf(value);
    }
}

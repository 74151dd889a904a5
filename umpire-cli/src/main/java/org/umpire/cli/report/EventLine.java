package org.umpire.cli.report;

import java.util.Collections;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * One line of results as one audience is allowed to read it: a message key and its parameters
 * (the engine's event view for that audience). The wording lives in the templates' message files
 * ({@code event.<key>}), never in code.
 *
 * @param key    message key, e.g. {@code search.result}
 * @param params named values the wording inserts, e.g. {@code hex=D4}
 */
public record EventLine(String key, SortedMap<String, String> params) {

    private static final Pattern KEY = Pattern.compile("[a-z0-9][a-zA-Z0-9_.-]*");

    public EventLine {
        if (key == null || !KEY.matcher(key).matches()) {
            throw new IllegalArgumentException("\"" + key + "\" is not an event message key");
        }
        Objects.requireNonNull(params, "params");
        params = Collections.unmodifiableSortedMap(new TreeMap<>(params));
    }

    public static EventLine of(String key, String... keyValues) {
        if (keyValues.length % 2 != 0) {
            throw new IllegalArgumentException("parameters come in name, value pairs");
        }
        SortedMap<String, String> p = new TreeMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            p.put(keyValues[i], keyValues[i + 1]);
        }
        return new EventLine(key, p);
    }
}

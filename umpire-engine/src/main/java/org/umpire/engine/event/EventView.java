package org.umpire.engine.event;

import java.util.Collections;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What one audience is told of one event: a message key and its parameters. The wording (French,
 * English) lives in the CLI's templates, one per key; the engine never writes sentences.
 * Parameter values are plain data: hex names ({@code D4}), unit ids joined by {@code ", "},
 * side codes ({@code US}), numbers, ISO dates.
 *
 * @param key    a key of {@link EventKeys#all()}
 * @param params the key's parameters, by name
 */
public record EventView(String key, SortedMap<String, String> params) {

    public EventView {
        Objects.requireNonNull(key, "key");
        params = Collections.unmodifiableSortedMap(new TreeMap<>(params));
    }

    /** A parameter the key declares; asking for another one is a bug. */
    public String param(String name) {
        String v = params.get(name);
        if (v == null) {
            throw new IllegalArgumentException("view " + key + " has no parameter " + name);
        }
        return v;
    }

    /** {@code key name=value name=value}, parameters sorted by name: for logs and tests. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(key);
        params.forEach((k, v) -> b.append(' ').append(k).append('=').append(v));
        return b.toString();
    }
}

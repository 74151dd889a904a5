package org.umpire.cli.orders;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A line that could not be read as an order: a message key of the orders bundle
 * ({@code parse.<key>}), its parameters, and the column of the word at fault.
 */
record ParseProblem(String key, int column, Map<String, Object> params) {

    ParseProblem {
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    static ParseProblem of(String key, int column, Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i + 1 < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return new ParseProblem(key, column, m);
    }
}

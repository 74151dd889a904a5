package org.umpire.cli.orders;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.umpire.engine.legality.Severity;

/**
 * A problem with one line of orders, ready to be worded: {@code key} is a key of the orders
 * message bundle ({@code parse.unknown-unit}, {@code problem.not-adjacent}...).
 *
 * @param line     1-based line number
 * @param column   1-based column of the word at fault
 * @param severity errors refuse the line's orders; warnings only inform
 * @param key      message key
 * @param rule     the rule applied ({@code SRCH-10}), or empty for reading problems
 * @param params   message parameters
 */
public record LineProblem(
        int line, int column, Severity severity, String key, String rule, Map<String, Object> params) {

    public LineProblem {
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** A note: a line not read as an order (conversation, a heading), neither an error nor a warning. */
    public boolean isNote() {
        return key.startsWith("note.");
    }
}

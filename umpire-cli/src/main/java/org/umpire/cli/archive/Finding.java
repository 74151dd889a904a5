package org.umpire.cli.archive;

import java.util.List;
import java.util.Objects;

/**
 * One line of {@code umpire verify}'s answer: a check passed, a notice (something the reader should
 * know that is not a fault: an umpire's override), or a problem (the archive does not prove what it should).
 * Worded from the {@code verify.*} texts in the reader's language.
 *
 * @param level   passed, notice or problem
 * @param key     the text's key, after {@code verify.}
 * @param params  the text's placeholders, as name/value pairs
 */
public record Finding(Level level, String key, List<Object> params) {

    /** How a finding counts. */
    public enum Level {
        PASSED,
        NOTICE,
        PROBLEM
    }

    public Finding {
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(key, "key");
        params = List.copyOf(params);
    }

    static Finding passed(String key, Object... params) {
        return new Finding(Level.PASSED, key, List.of(params));
    }

    static Finding notice(String key, Object... params) {
        return new Finding(Level.NOTICE, key, List.of(params));
    }

    static Finding problem(String key, Object... params) {
        return new Finding(Level.PROBLEM, key, List.of(params));
    }
}

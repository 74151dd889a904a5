package org.umpire.cli.base;

import java.util.Objects;

/**
 * One thing wrong in a file the program reads (a game file, the scenario's data, {@code mail.yaml},
 * a dice file...), with its place. Printed as {@code ships.csv:14: field "steps": 3 is not 1 or 2 —
 * use 1 (reduced) or 2 (full)} or {@code state.yaml:42: field "units.Kaga.steps" is missing}.
 *
 * @param file    the file as shown to the user (a path or a short name: {@code scenario.yaml})
 * @param line    1-based line in that file, 0 when the problem concerns the whole file
 * @param field   the field, key path or column ({@code steps}, {@code map.fog}), empty when none applies
 *                or the message names it itself
 * @param message what is wrong and, where it helps, what would be right
 */
public record Problem(String file, int line, String field, String message) {

    public Problem {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(message, "message");
        field = field == null ? "" : field;
        if (line < 0) {
            throw new IllegalArgumentException("line must be 0 (whole file) or more, got " + line);
        }
    }

    /** A problem of the file as a whole or worded with its field inside the message. */
    public Problem(String file, int line, String message) {
        this(file, line, "", message);
    }

    /** The problem as one line of text for people: {@code file:line: field "f": message}. */
    public String format() {
        StringBuilder b = new StringBuilder(file);
        if (line > 0) {
            b.append(':').append(line);
        }
        b.append(": ");
        if (!field.isEmpty()) {
            b.append("field \"").append(field).append("\": ");
        }
        return b.append(message).toString();
    }

    @Override
    public String toString() {
        return format();
    }
}

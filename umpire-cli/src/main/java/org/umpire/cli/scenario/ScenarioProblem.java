package org.umpire.cli.scenario;

import java.util.Objects;

/**
 * One thing wrong in a scenario's data, with its place and how to fix it.
 * Printed as {@code ships.csv:14: field "steps": 3 is not 1 or 2 — use 1 (reduced) or 2 (full)}.
 *
 * @param file    the data file's name ({@code scenario.yaml}, {@code ships.csv}...)
 * @param line    1-based line in that file, 0 when the problem concerns the whole file
 * @param field   the field or column ({@code steps}, {@code map.fog}), empty when none applies
 * @param message what is wrong, then {@code " — "} and what to do about it
 */
public record ScenarioProblem(String file, int line, String field, String message) {

    public ScenarioProblem {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(message, "message");
        field = field == null ? "" : field;
        if (line < 0) {
            throw new IllegalArgumentException("line must be >= 0, got " + line);
        }
    }

    /** The problem as one line of text for people. */
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

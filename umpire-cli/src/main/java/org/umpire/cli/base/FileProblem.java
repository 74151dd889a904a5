package org.umpire.cli.base;

import java.util.Objects;

/**
 * One thing wrong in a file the program reads, with its place: {@code state.yaml:42: field
 * "units.Kaga.steps": "x" is not a number}.
 *
 * @param source  the file as shown to the user (a path or a short name)
 * @param line    1-based line, 0 when the problem concerns the whole file
 * @param message what is wrong and, where it helps, what would be right
 */
public record FileProblem(String source, int line, String message) {

    public FileProblem {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(message, "message");
        if (line < 0) {
            throw new IllegalArgumentException("line must be 0 (whole file) or more, got " + line);
        }
    }

    @Override
    public String toString() {
        return line == 0 ? source + ": " + message : source + ":" + line + ": " + message;
    }
}

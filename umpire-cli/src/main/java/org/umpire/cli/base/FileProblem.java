package org.umpire.cli.base;

/**
 * The club file's problem, until {@code club.ClubFile} reads through {@code yaml.YamlReader} and
 * gives {@link Problem}s like every other file (it is being changed elsewhere; nothing else uses this).
 *
 * @param source  the file as shown to the user
 * @param line    1-based line, 0 when the problem concerns the whole file
 * @param message what is wrong and, where it helps, what would be right
 */
public record FileProblem(String source, int line, String message) {

    /** The same problem as every other reader gives it. */
    public Problem toProblem() {
        return new Problem(source, line, message);
    }

    @Override
    public String toString() {
        return toProblem().format();
    }
}

package org.umpire.cli.base;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A file of the game store (or a dice file) that cannot be read as it stands: every problem found,
 * each with its file and line, then one line saying how to fix it. Exits {@link ExitCode#INVALID}.
 */
public final class BadFileException extends UserException {
    private static final long serialVersionUID = 1L;

    private final transient List<Problem> problems;

    public BadFileException(List<Problem> problems, String fix) {
        super(ExitCode.INVALID, message(problems, fix));
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("a bad file has at least one problem");
        }
        this.problems = List.copyOf(problems);
    }

    public BadFileException(Problem problem, String fix) {
        this(List.of(problem), fix);
    }

    /** Every problem found, in file order. */
    public List<Problem> problems() {
        return problems;
    }

    /** The same problems with another closing line (callers that know the file's role add the fix). */
    public BadFileException withFix(String fix) {
        return new BadFileException(problems, fix);
    }

    private static String message(List<Problem> problems, String fix) {
        String list = problems.stream().map(Problem::format).collect(Collectors.joining("\n"));
        return fix == null || fix.isBlank() ? list : list + "\n" + fix;
    }
}

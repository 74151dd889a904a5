package org.umpire.cli.scenario;

import java.util.List;
import java.util.stream.Collectors;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.Problem;
import org.umpire.cli.base.UserException;

/**
 * A scenario whose data has problems: carries every problem found (never just the first), and
 * exits {@link ExitCode#INVALID}.
 */
public final class ScenarioException extends UserException {
    private static final long serialVersionUID = 1L;

    private final String origin;
    private final transient List<Problem> problems;

    public ScenarioException(String origin, List<Problem> problems) {
        super(ExitCode.INVALID, message(origin, problems));
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("a ScenarioException needs at least one problem");
        }
        this.origin = origin;
        this.problems = List.copyOf(problems);
    }

    /** Where the data came from ({@code built-in scenario victory-at-midway}, {@code folder /x/y}). */
    public String origin() {
        return origin;
    }

    /** Every problem, by file then line. */
    public List<Problem> problems() {
        return problems;
    }

    private static String message(String origin, List<Problem> problems) {
        return "the " + origin + " has " + countOf(problems.size()) + ":" + "\n"
                + problems.stream().map(p -> "  " + p.format()).collect(Collectors.joining("\n"));
    }

    static String countOf(int n) {
        return n == 1 ? "1 problem" : n + " problems";
    }
}

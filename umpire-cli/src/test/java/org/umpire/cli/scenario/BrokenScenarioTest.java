package org.umpire.cli.scenario;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.Problem;

/**
 * Base of the tests that break a copy of the built-in scenario on purpose ({@link ScenarioCopy}, made
 * in a temporary folder on first use) and check what the loader says.
 */
abstract class BrokenScenarioTest {

    @TempDir
    Path tmp;

    /** The copy, once {@link #copy()} has made it. */
    ScenarioCopy copy;

    /** The copy of the built-in scenario in {@link #tmp}, made on first use. */
    ScenarioCopy copy() {
        if (copy == null) {
            copy = ScenarioCopy.of(tmp);
        }
        return copy;
    }

    /** The problem expected on the one line of {@code file} holding {@code lineText}. */
    Problem problem(String file, String lineText, String field, String message) {
        return new Problem(file, copy().lineOf(file, lineText), field, message);
    }
}

package org.umpire.cli.store;

import org.umpire.cli.yaml.Fields;
import org.umpire.cli.yaml.YamlReader;

/**
 * The {@code format: N} line that opens every YAML file of the store, so that a later umpire can
 * read (or convert) the files of an earlier one and an earlier umpire refuses newer files clearly.
 */
final class FormatVersion {

    static final String KEY = "format";

    private FormatVersion() {}

    /** Reads {@code format} and records a problem unless it is {@code expected}. */
    static void check(YamlReader reader, Fields root, int expected) {
        int line = root.node(KEY).map(n -> n.line()).orElse(root.line());
        int found = root.integer(KEY);
        if (found != 0 && found != expected) {
            reader.fieldProblem(
                    line,
                    KEY,
                    found > expected
                            ? "this file was written by a newer umpire (format " + found + "); this one reads format "
                                    + expected + ": update umpire"
                            : "format " + found + " is not one this umpire reads (it reads format " + expected + ")");
        }
    }
}

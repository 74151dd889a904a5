package org.umpire.cli.yaml;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.umpire.cli.base.BadFileException;
import org.umpire.cli.base.Problem;

/**
 * The problems of one read (one file, or every file of a scenario), collected to report them all at
 * once instead of stopping at the first.
 */
public final class Problems {

    private final List<Problem> list = new ArrayList<>();

    public void add(Problem problem) {
        list.add(problem);
    }

    public void add(String file, int line, String field, String message) {
        list.add(new Problem(file, line, field, message));
    }

    public boolean isEmpty() {
        return list.isEmpty();
    }

    public int count() {
        return list.size();
    }

    /** A position in the list, to ask later whether a part was read cleanly. */
    public int mark() {
        return list.size();
    }

    /** True when no problem was recorded since {@code mark}. */
    public boolean cleanSince(int mark) {
        return list.size() == mark;
    }

    /** Every problem, as found. */
    public List<Problem> list() {
        return List.copyOf(list);
    }

    /** Every problem by file (in {@code fileOrder}), then line, then as found. */
    public List<Problem> sorted(Comparator<Problem> fileOrder) {
        List<Problem> copy = new ArrayList<>(list);
        copy.sort(fileOrder.thenComparing(Problem::file).thenComparingInt(Problem::line));
        return copy;
    }

    /** Throws every problem recorded so far, with {@code fix} as the closing line. */
    public void throwIfAny(String fix) {
        if (!list.isEmpty()) {
            throw new BadFileException(list(), fix);
        }
    }
}

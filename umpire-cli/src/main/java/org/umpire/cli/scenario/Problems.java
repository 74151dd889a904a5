package org.umpire.cli.scenario;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Collects the problems of one scenario load, to report them all at once. */
final class Problems {

    private final List<ScenarioProblem> list = new ArrayList<>();

    void add(String file, int line, String field, String message) {
        list.add(new ScenarioProblem(file, line, field, message));
    }

    boolean isEmpty() {
        return list.isEmpty();
    }

    int count() {
        return list.size();
    }

    /** Every problem, by file (in {@link ScenarioFiles#ALL} order), then line, then as found. */
    List<ScenarioProblem> sorted() {
        List<ScenarioProblem> copy = new ArrayList<>(list);
        copy.sort(Comparator.comparingInt((ScenarioProblem p) -> ScenarioFiles.order(p.file()))
                .thenComparing(ScenarioProblem::file)
                .thenComparingInt(ScenarioProblem::line));
        return copy;
    }
}

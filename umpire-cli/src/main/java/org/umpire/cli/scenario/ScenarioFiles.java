package org.umpire.cli.scenario;

import java.util.Comparator;
import java.util.List;
import org.umpire.cli.base.Problem;

/** The files of a scenario folder. */
public final class ScenarioFiles {
    public static final String SCENARIO = "scenario.yaml";
    public static final String SHIPS = "ships.csv";
    public static final String AIRCRAFT = "aircraft.csv";
    public static final String LAND = "land.csv";

    /** Every file a scenario folder must hold, in the order problems are reported. */
    public static final List<String> ALL = List.of(SCENARIO, SHIPS, AIRCRAFT, LAND);

    private ScenarioFiles() {}

    /** Problems by file, in {@link #ALL} order (others after). */
    static final Comparator<Problem> FILE_ORDER = Comparator.comparingInt(p -> order(p.file()));

    static int order(String file) {
        int i = ALL.indexOf(file);
        return i < 0 ? ALL.size() : i;
    }
}

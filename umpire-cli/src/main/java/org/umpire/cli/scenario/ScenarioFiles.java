package org.umpire.cli.scenario;

import java.util.List;

/** The files of a scenario folder. */
public final class ScenarioFiles {
    public static final String SCENARIO = "scenario.yaml";
    public static final String SHIPS = "ships.csv";
    public static final String AIRCRAFT = "aircraft.csv";
    public static final String LAND = "land.csv";

    /** Every file a scenario folder must hold, in the order problems are reported. */
    public static final List<String> ALL = List.of(SCENARIO, SHIPS, AIRCRAFT, LAND);

    private ScenarioFiles() {
    }

    static int order(String file) {
        int i = ALL.indexOf(file);
        return i < 0 ? ALL.size() : i;
    }
}

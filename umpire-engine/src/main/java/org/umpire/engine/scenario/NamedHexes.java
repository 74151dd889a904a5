package org.umpire.engine.scenario;

import java.util.List;

/** The keys of the named hexes every Victory at Midway scenario must define. */
public final class NamedHexes {
    public static final String MIDWAY = "midway";
    public static final String KURE = "kure";
    public static final String PEARL_AND_HERMES = "pearl-and-hermes";
    public static final String LISIANSKI = "lisianski";
    public static final String LAYSAN = "laysan";
    public static final String GARDNER = "gardner";
    public static final String US_SETUP_CENTRE = "us-setup-centre";
    public static final String JOHNSTON_SEARCH = "johnston-search";
    public static final String WAKE_SEARCH = "wake-search";

    public static final List<String> REQUIRED = List.of(
            MIDWAY, KURE, PEARL_AND_HERMES, LISIANSKI, LAYSAN, GARDNER, US_SETUP_CENTRE, JOHNSTON_SEARCH, WAKE_SEARCH);

    private NamedHexes() {}
}

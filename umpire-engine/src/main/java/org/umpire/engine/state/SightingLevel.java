package org.umpire.engine.state;

/** The three levels of a search result (SRCH-7). */
public enum SightingLevel {
    NO_SHIPS,
    SHIPS,
    CARRIERS
}

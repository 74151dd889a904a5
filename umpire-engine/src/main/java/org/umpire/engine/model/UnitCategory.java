package org.umpire.engine.model;

/** The broad kinds of counters. */
public enum UnitCategory {
    /** Surface ships: carriers, battleships, cruisers, destroyers, transports, tenders. */
    SHIP,
    /** Submarine groups: naval units that are never located (SRCH-3). */
    SUBMARINE,
    /** Air units, based on a carrier or an airfield. */
    AIRCRAFT,
    /** Land units: embarked on a transport (JP) or ashore at Midway. */
    LAND
}

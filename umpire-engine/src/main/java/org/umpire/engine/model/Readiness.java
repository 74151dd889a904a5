package org.umpire.engine.model;

/** An air unit's state: ready on deck (may fly this turn) or not ready in the hangar. */
public enum Readiness {
    READY,
    NOT_READY
}

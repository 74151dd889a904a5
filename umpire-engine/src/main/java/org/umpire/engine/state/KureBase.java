package org.umpire.engine.state;

/**
 * The JP seaplane base at Kure (KURE-1..3).
 *
 * @param startedTurn turn whose phase 1 ordered it, 0 if never
 * @param closed      closed for good (KURE-2)
 */
public record KureBase(int startedTurn, boolean closed) {

    public static final KureBase NOT_STARTED = new KureBase(0, false);

    public boolean started() {
        return startedTurn > 0;
    }

    /** Operational from the start of turn started + delay (I-12), unless closed. */
    public boolean operational(int turn, int delay) {
        return started() && !closed && turn >= startedTurn + delay;
    }
}

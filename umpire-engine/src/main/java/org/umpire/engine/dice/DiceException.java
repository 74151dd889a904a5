package org.umpire.engine.dice;

/** Scripted dice cannot give the roll asked for (ran out, or a value that does not fit the die). */
public final class DiceException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public DiceException(String message) {
        super(message);
    }
}

package org.umpire.engine.model;

import java.util.Optional;

/**
 * A ship's movement allowance (MOV-1): one hex every turn ({@code 1}), every second turn
 * ({@code 1/2}) or every third turn ({@code 1/3}).
 *
 * @param turnsPerHex 1, 2 or 3
 */
public record Speed(int turnsPerHex) {

    public static final Speed EVERY_TURN = new Speed(1);

    public Speed {
        if (turnsPerHex < 1 || turnsPerHex > 3) {
            throw new IllegalArgumentException("a ship's movement is 1, 1/2 or 1/3");
        }
    }

    public static Optional<Speed> tryParse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        return switch (text.trim()) {
            case "1" -> Optional.of(new Speed(1));
            case "1/2" -> Optional.of(new Speed(2));
            case "1/3" -> Optional.of(new Speed(3));
            default -> Optional.empty();
        };
    }

    /**
     * May a ship that last moved (or entered) on {@code lastMoveTurn} move on {@code turn}? (I-4)
     * A ship that never moved may always move.
     */
    public boolean mayMove(int turn, int lastMoveTurn) {
        return lastMoveTurn <= 0 || turn - lastMoveTurn >= turnsPerHex;
    }

    @Override
    public String toString() {
        return turnsPerHex == 1 ? "1" : "1/" + turnsPerHex;
    }
}

package org.umpire.engine.dice;

import java.util.Objects;

/**
 * Why a die is rolled. The {@code key} identifies the roll uniquely in a game and is what a seeded
 * roll is derived from (e.g. {@code T3/P4/air-combat/KD2/YF1/1}); the {@code description} is the
 * umpire's line for the log (e.g. {@code T3 P4 air combat: YF1 at KD2, die 1/2}).
 */
public record RollPurpose(String key, String description) {

    public RollPurpose {
        Objects.requireNonNull(description, "description");
        if (key == null || !isKey(key)) {
            throw new IllegalArgumentException("a roll key is 1..200 of A-Z a-z 0-9 / _ . : + -, got \"" + key + "\"");
        }
    }

    /** Does {@code key} match {@code [A-Za-z0-9/_.:+-]{1,200}}? (Checked by hand: a key is made for every die.) */
    static boolean isKey(String key) {
        int n = key.length();
        if (n < 1 || n > 200) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            char c = key.charAt(i);
            boolean ok = c >= 'a' && c <= 'z'
                    || c >= 'A' && c <= 'Z'
                    || c >= '0' && c <= '9'
                    || c == '/'
                    || c == '_'
                    || c == '.'
                    || c == ':'
                    || c == '+'
                    || c == '-';
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    public static RollPurpose of(String key, String description) {
        return new RollPurpose(key, description);
    }
}

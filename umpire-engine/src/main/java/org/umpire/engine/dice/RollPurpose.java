package org.umpire.engine.dice;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Why a die is rolled. The {@code key} identifies the roll uniquely in a game and is what a seeded
 * roll is derived from (e.g. {@code T3/P4/air-combat/KD2/YF1/1}); the {@code description} is the
 * umpire's line for the log (e.g. {@code T3 P4 air combat: YF1 at KD2, die 1/2}).
 */
public record RollPurpose(String key, String description) {

    private static final Pattern KEY = Pattern.compile("[A-Za-z0-9/_.:+-]{1,200}");

    public RollPurpose {
        Objects.requireNonNull(description, "description");
        if (key == null || !KEY.matcher(key).matches()) {
            throw new IllegalArgumentException("a roll key is 1..200 of A-Z a-z 0-9 / _ . : + -, got \"" + key + "\"");
        }
    }

    public static RollPurpose of(String key, String description) {
        return new RollPurpose(key, description);
    }
}

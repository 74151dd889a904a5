package org.umpire.engine.testkit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.dice.DiceException;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.dice.RollPurpose;

/**
 * Test dice that answer by roll key, as a case file lists them ({@code T6/P2/night-naval-search/US/D4 = 3}).
 * A roll whose key is not listed fails the test: a case states every die it expects.
 */
public final class KeyedDice implements Dice {

    private final Map<String, Integer> values = new LinkedHashMap<>();
    private final List<Roll> log = new ArrayList<>();

    public static KeyedDice none() {
        return new KeyedDice();
    }

    public static KeyedDice of(String key, int value) {
        return new KeyedDice().and(key, value);
    }

    public KeyedDice and(String key, int value) {
        values.put(key, value);
        return this;
    }

    @Override
    public int roll(RollPurpose purpose, int sides) {
        Integer v = values.get(purpose.key());
        if (v == null) {
            throw new DiceException("unexpected roll " + purpose.key() + " (" + purpose.description() + ")");
        }
        log.add(new Roll(purpose.key(), purpose.description(), sides, v));
        return v;
    }

    /** Keys listed but never rolled. */
    public Set<String> unused() {
        Set<String> s = new TreeSet<>(values.keySet());
        log.forEach(r -> s.remove(r.key()));
        return s;
    }

    @Override
    public List<Roll> log() {
        return List.copyOf(log);
    }
}

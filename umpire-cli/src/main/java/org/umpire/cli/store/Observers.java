package org.umpire.cli.store;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.umpire.engine.state.GameState;

/**
 * Who observes a game and how late (docs/club.md, "Observers"; I-CLI-8): each observer gets the umpire's report of a
 * turn (both sides, every die) once the game has moved {@code delay} whole turns past it, or, with no delay
 * ({@code end}), only when the game is over. Kept in {@code game.yaml} ({@code observers:}, {@code observer-delay:}),
 * given by {@code umpire new}, the club file or {@code umpire observer}. No observer is a player (the game's config
 * refuses an address on both lists).
 *
 * @param people     the observers, each with the language of its mails, in the order added
 * @param delayTurns the delay in turns (0 to {@link #MAX_DELAY}); empty: {@code end}, nothing before the game's end
 */
public record Observers(List<Player> people, Optional<Integer> delayTurns) {

    /** The largest delay accepted, in turns. */
    public static final int MAX_DELAY = 99;
    /** The word of the delay that waits for the end of the game. */
    public static final String END = "end";
    /** No observer, the safe delay ({@code end}). */
    public static final Observers NONE = new Observers(List.of(), Optional.empty());

    public Observers {
        people = List.copyOf(people);
        delayTurns = delayTurns == null ? Optional.empty() : delayTurns;
        if (delayTurns.isPresent() && (delayTurns.get() < 0 || delayTurns.get() > MAX_DELAY)) {
            throw new IllegalArgumentException(
                    "an observer's delay is 0 to " + MAX_DELAY + " turns, or end; got " + delayTurns.get());
        }
        Set<String> seen = new HashSet<>();
        for (Player p : people) {
            if (!seen.add(p.email().toLowerCase(Locale.ROOT))) {
                throw new IllegalArgumentException(p.email() + " is listed twice as an observer");
            }
        }
    }

    /** No observer and the default delay: nothing to write in {@code game.yaml}. */
    public boolean isDefault() {
        return equals(NONE);
    }

    public boolean isEmpty() {
        return people.isEmpty();
    }

    /** Whether the observers get nothing before the game's end. */
    public boolean atEndOnly() {
        return delayTurns.isEmpty();
    }

    /** {@code 2} or {@code end}. */
    public String delayWord() {
        return delayTurns.map(String::valueOf).orElse(END);
    }

    /** A delay from its text: {@code 0} to {@code 99}, or {@code end}; empty when it is neither. */
    public static Optional<Optional<Integer>> parseDelay(String text) {
        String s = text == null ? "" : text.trim();
        if (s.equalsIgnoreCase(END)) {
            return Optional.of(Optional.empty());
        }
        if (!s.matches("[0-9]{1,2}")) {
            return Optional.empty();
        }
        return Optional.of(Optional.of(Integer.parseInt(s)));
    }

    /**
     * I-CLI-8: the newest turn an observer may be told with the game at {@code state}: every turn once the game is
     * over; else, with a delay of {@code d} turns, the turns that ended {@code d} turns ago or earlier
     * ({@code state.turn() - 1 - d}: delay 2, the game in turn 8 after turn 7 resolved: turn 5); none with
     * {@code end}. Empty: none yet.
     */
    public Optional<Integer> newestTold(GameState state) {
        if (state.isOver()) {
            return Optional.of(Integer.MAX_VALUE);
        }
        if (delayTurns.isEmpty()) {
            return Optional.empty();
        }
        int newest = state.turn() - 1 - delayTurns.get();
        return newest < 0 ? Optional.empty() : Optional.of(newest);
    }

    /** These observers and {@code p} (last). */
    public Observers with(Player p) {
        List<Player> list = new ArrayList<>(people);
        list.add(p);
        return new Observers(list, delayTurns);
    }

    /** These observers without {@code email} (case ignored). */
    public Observers without(String email) {
        List<Player> list = new ArrayList<>(people);
        list.removeIf(p -> p.email().equalsIgnoreCase(email.trim()));
        return new Observers(list, delayTurns);
    }

    /** The observer of {@code email} (case ignored), if any. */
    public Optional<Player> find(String email) {
        return people.stream()
                .filter(p -> p.email().equalsIgnoreCase(email.trim()))
                .findFirst();
    }

    /** The same observers with another delay. */
    public Observers withDelay(Optional<Integer> delay) {
        return new Observers(people, delay);
    }

    @Override
    public String toString() {
        return people.size() + " observer(s), delay " + delayWord();
    }
}

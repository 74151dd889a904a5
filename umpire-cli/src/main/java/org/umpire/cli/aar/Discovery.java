package org.umpire.cli.aar;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.umpire.engine.model.Side;

/**
 * What one side knew of one enemy force against the truth: the turn its searches (or a raid) first
 * located the force, and the spells of turns when the force was within {@link #REACH} hexes of
 * one of the side's ships.
 *
 * @param searcher the side that searched
 * @param enemy    the enemy force
 * @param kind     what the force was (carriers first)
 * @param ships    the names of its ships when it first appeared
 * @param located  the turn it was first located, if ever
 * @param spells   the spells it spent within reach of the searcher's ships, oldest first
 */
public record Discovery(
        Side searcher, Force enemy, ForceKind kind, List<String> ships, OptionalInt located, List<NearSpell> spells)
        implements Comparable<Discovery> {

    /** Within this many hexes, a force was close to the enemy. */
    public static final int REACH = 2;

    /** What a force was made of, most important first. */
    public enum ForceKind {
        CARRIERS,
        TRANSPORTS,
        SURFACE,
        SUBMARINES
    }

    public Discovery {
        Objects.requireNonNull(searcher, "searcher");
        Objects.requireNonNull(enemy, "enemy");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(located, "located");
        ships = List.copyOf(ships);
        spells = List.copyOf(spells);
    }

    /**
     * The spell that tells how long the force had been close when it was located: the last one
     * that began on or before that turn; for a force never located, the first one.
     */
    public Optional<NearSpell> telling() {
        if (located.isEmpty()) {
            return spells.stream().findFirst();
        }
        NearSpell found = null;
        for (NearSpell s : spells) {
            if (s.from() <= located.getAsInt()) {
                found = s;
            }
        }
        return Optional.ofNullable(found);
    }

    /** How many turns in all the force spent within reach. */
    public int turnsNear() {
        int n = 0;
        for (NearSpell s : spells) {
            n += s.to() - s.from() + 1;
        }
        return n;
    }

    /** Searcher, then carriers first, then by force. */
    @Override
    public int compareTo(Discovery o) {
        int c = searcher.compareTo(o.searcher);
        if (c == 0) {
            c = kind.compareTo(o.kind);
        }
        return c != 0 ? c : enemy.compareTo(o.enemy);
    }
}

package org.umpire.engine.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.umpire.engine.map.Hex;

/**
 * What one side knows of the enemy: only what searches and combat told it, with the turn it was
 * learnt (GAME-1). Its own forces it knows fully from the state, so they are not copied here.
 * Built only from that side's events, never from the full state.
 *
 * @param sightings      search results, oldest first
 * @param notices        "your ships were located" notices received (SRCH-8)
 * @param enemyUnits     enemy units seen in detail (RAID-7)
 * @param raidWarnings   enemy raids seen arriving, with their direction (RAID-7)
 */
public record Knowledge(
        List<Sighting> sightings,
        List<LocatedNotice> notices,
        List<EnemyUnitReport> enemyUnits,
        List<RaidWarning> raidWarnings) {

    public static final Knowledge EMPTY = new Knowledge(List.of(), List.of(), List.of(), List.of());

    public Knowledge {
        sightings = List.copyOf(sightings);
        notices = List.copyOf(notices);
        enemyUnits = List.copyOf(enemyUnits);
        raidWarnings = raidWarnings == null ? List.of() : List.copyOf(raidWarnings);
    }

    /** Knowledge without raid warnings (the form written before the raid phases). */
    public Knowledge(List<Sighting> sightings, List<LocatedNotice> notices, List<EnemyUnitReport> enemyUnits) {
        this(sightings, notices, enemyUnits, List.of());
    }

    /** The raids seen arriving on {@code turn}. */
    public List<RaidWarning> raidWarningsOn(int turn) {
        List<RaidWarning> result = new ArrayList<>();
        for (RaidWarning w : raidWarnings) {
            if (w.turn() == turn) {
                result.add(w);
            }
        }
        return result;
    }

    /** Hexes located this turn (SRCH-10): the only legal raid and naval combat targets. */
    public SortedSet<Hex> locatedHexes(int turn) {
        SortedSet<Hex> result = new TreeSet<>();
        for (Sighting s : sightings) {
            if (s.turn() == turn && s.located()) {
                result.add(s.hex());
            }
        }
        return result;
    }

    public boolean located(int turn, Hex hex) {
        for (Sighting s : sightings) {
            if (s.turn() == turn && s.located() && s.hex().equals(hex)) {
                return true;
            }
        }
        return false;
    }

    public List<Sighting> sightingsOn(int turn) {
        List<Sighting> result = new ArrayList<>();
        for (Sighting s : sightings) {
            if (s.turn() == turn) {
                result.add(s);
            }
        }
        return result;
    }

    public Knowledge withSighting(Sighting s) {
        List<Sighting> l = new ArrayList<>(sightings);
        l.add(s);
        return new Knowledge(l, notices, enemyUnits, raidWarnings);
    }

    public Knowledge withNotice(LocatedNotice n) {
        List<LocatedNotice> l = new ArrayList<>(notices);
        l.add(n);
        return new Knowledge(sightings, l, enemyUnits, raidWarnings);
    }

    public Knowledge withEnemyUnit(EnemyUnitReport r) {
        List<EnemyUnitReport> l = new ArrayList<>(enemyUnits);
        l.add(r);
        return new Knowledge(sightings, notices, l, raidWarnings);
    }

    public Set<Hex> noticesOn(int turn) {
        SortedSet<Hex> result = new TreeSet<>();
        for (LocatedNotice n : notices) {
            if (n.turn() == turn) {
                result.add(n.hex());
            }
        }
        return result;
    }
}

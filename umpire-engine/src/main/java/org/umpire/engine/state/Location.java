package org.umpire.engine.state;

import org.umpire.engine.map.Hex;
import org.umpire.engine.model.UnitId;

/** Where a unit is. Each kind of place is one record. */
public sealed interface Location
        permits Location.OffMap,
                Location.OnMap,
                Location.Aboard,
                Location.Ashore,
                Location.InReserve,
                Location.Aloft,
                Location.Exited,
                Location.Eliminated {

    /** The hex this location is in on the map, if it is (aboard a base: use the base's hex). */
    default boolean isInPlay() {
        return this instanceof OnMap || this instanceof Aboard || this instanceof Ashore || this instanceof Aloft;
    }

    /** JP units waiting to enter with their group (SET-1, SET-5), or US units before set-up. */
    record OffMap() implements Location {
        @Override
        public String toString() {
            return "off-map";
        }
    }

    /** A ship or submarine at sea in a hex. */
    record OnMap(Hex hex) implements Location {
        @Override
        public String toString() {
            return hex.toString();
        }
    }

    /** An air unit on a carrier or airfield, or a land unit embarked on a transport. */
    record Aboard(UnitId base) implements Location {
        @Override
        public String toString() {
            return "aboard " + base;
        }
    }

    /** A land unit ashore (at Midway). */
    record Ashore(Hex hex) implements Location {
        @Override
        public String toString() {
            return "ashore " + hex;
        }
    }

    /** A JP reserve fighter unit not yet brought in (RES-1). */
    record InReserve(UnitId carrier) implements Location {
        @Override
        public String toString() {
            return "reserve on " + carrier;
        }
    }

    /**
     * An air unit flying a raid this turn (RAID-1): it took off from {@code base} and is over
     * {@code over}; it lands in phase 11 (REC-2). Not aboard anything: a carrier sunk meanwhile
     * does not take it along (BOMB-5).
     */
    record Aloft(UnitId base, Hex over) implements Location {
        @Override
        public String toString() {
            return "aloft over " + over;
        }
    }

    /** Left the map for good (SET-7): out of the game, not lost. */
    record Exited(int turn) implements Location {
        @Override
        public String toString() {
            return "exited T" + turn;
        }
    }

    /** Sunk, shot down, destroyed. */
    record Eliminated(int turn) implements Location {
        @Override
        public String toString() {
            return "eliminated T" + turn;
        }
    }
}

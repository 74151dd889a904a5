package org.umpire.engine.event;

import java.util.List;
import java.util.Locale;

/**
 * Why the engine set an order aside ({@link OrderIgnored}). The orders parser and the legality
 * checks of the CLI reject most bad orders before they reach the engine; these are what the engine
 * itself finds when it resolves (simultaneous conflicts, conditions only the full state shows).
 * Each reason has its own message key {@code order.ignored.<code>} and the parameters listed here,
 * besides {@code index} and {@code order} that every ignored order carries.
 */
public enum IgnoredReason {
    UNKNOWN_UNIT("unit"),
    NOT_OWN_UNIT("unit"),
    WRONG_SIDE(),
    WRONG_PHASE(),
    NOT_HANDLED(),
    EMPTY(),
    ALREADY_ORDERED("unit"),
    NOT_TO_PLACE("unit"),
    OUTSIDE_ZONE("unit", "hex", "centre", "radius"),
    OFF_MAP_HEX("hex"),
    NOT_NAVAL("unit"),
    NOT_AT_SEA("unit"),
    NOT_ADJACENT("unit", "from", "to"),
    TOO_SLOW("unit", "next-turn"),
    HELD_AT_MIDWAY("unit"),
    NOT_ARRIVING("unit"),
    NOT_DUE("unit", "turn"),
    LATE_GROUP_WAITING("unit"),
    LATE_GROUP_NOT_YET("unit", "turn"),
    NOT_ENTRY_HEX("unit", "hex"),
    NOT_EXIT_HEX("unit", "hex"),
    NIGHT(),
    NOT_AIRCRAFT("unit"),
    NOT_READY("unit"),
    CANNOT_LAUNCH("unit"),
    BASE_IN_FOG("unit"),
    OUT_OF_RANGE("unit", "target"),
    ONE_HEAVY_BOMBER("unit"),
    COMMITTED_TO_RAID("unit"),
    UNKNOWN_SOURCE("source"),
    SOURCE_UNAVAILABLE("source"),
    SOURCE_EXHAUSTED("source"),
    TARGET_OUT_OF_REACH("source", "target"),
    MIDWAY_RAID_NOT_ALLOWED(),
    MIDWAY_RAID_ALREADY_DECLARED(),
    NO_LANDING_PLACE("unit"),
    KURE_TENDER_NOT_AT_KURE("hex"),
    KURE_ALREADY_STARTED(),
    KURE_CLOSED(),
    CANNOT_READY_YET("unit", "turn"),
    ALREADY_READY("unit"),
    ALREADY_FLOWN("unit"),
    NO_MIDWAY_RAID(),
    NOT_LOCATED("hex"),
    RAID_OUT_OF_RANGE("unit", "target"),
    NO_LANDING_IN_RANGE("unit", "target"),
    NOT_IN_COMBAT("unit"),
    WRONG_TARGET("unit", "target"),
    TARGET_TAKEN("unit", "target"),
    NOT_ALOFT("unit"),
    BASE_UNUSABLE("unit", "base"),
    LANDING_OUT_OF_RANGE("unit", "base"),
    BASE_FULL("unit", "base"),
    MIDWAY_AIRCRAFT_ON_CARRIER("unit", "base"),
    NOT_IN_RESERVE("unit"),
    RESERVE_CARRIER_UNUSABLE("unit", "carrier"),
    IN_FOG("hex"),
    NO_OWN_UNITS("hex"),
    NO_ENEMY_SHIPS("hex"),
    NOT_EMBARKED("unit");

    private final List<String> params;

    IgnoredReason(String... params) {
        this.params = List.of(params);
    }

    /** The reason-specific parameter names. */
    public List<String> params() {
        return params;
    }

    /** {@code too-slow}. */
    public String code() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}

package org.umpire.engine.event;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.umpire.engine.legality.ProblemKind;

/**
 * Why a resolver set a checked order aside ({@link OrderIgnored}). Orders reach the resolvers checked
 * (see docs/orders.md: one check per order kind): the engine first puts each side's orders through the checks
 * of its receipt and refuses what they refuse ({@link OrderRefused}, the receipt's own reason). What is left
 * here is of two kinds:
 * <ul>
 *   <li><b>truth-only</b> ({@link #check()} empty): what the side could not know when it gave the order, the
 *   enemy's hidden state or what this very phase did (no enemy ships where it declared a combat, the target
 *   already shot down or sunk, a ship lost before its group was formed);</li>
 *   <li><b>derived</b> from a check ({@link #check()}): a resolver's guard that refuses the same orders as that
 *   check does first, kept because the resolver shares it with what no order decides (where a raid lands by
 *   default, which Midway raid aircraft still fly, who is awaited), or a receipt's warning the engine then
 *   applies (one AA firer per target).</li>
 * </ul>
 * Each reason has its own message key {@code order.ignored.<code>}, worded for players in French and English,
 * and the parameters listed here, besides {@code index} and {@code order} that every ignored order carries.
 */
public enum IgnoredReason {
    // --- truth-only -----------------------------------------------------------------------------
    /** NAV-1, SUB-1: no enemy ships in the hex of a declared combat or attack: their positions are hidden. */
    NO_ENEMY_SHIPS(null, "hex"),
    /** The fight the unit was to join did not happen in this step: its enemy is gone, or never came (no combat declared there). */
    NOT_IN_COMBAT(null, "unit"),
    /** The target is not in this fight any more (shot down, sunk), or never was in it. */
    WRONG_TARGET(null, "unit", "target"),
    /** MOV-3: a unit named in a group was lost or left the map in this very phase, before the group was formed. */
    NOT_AT_SEA(null, "unit"),

    // --- derived from a check -------------------------------------------------------------------
    NOT_AIRCRAFT(ProblemKind.NOT_AN_AIR_UNIT, "unit"),
    NOT_READY(ProblemKind.AIRCRAFT_NOT_READY, "unit"),
    CANNOT_LAUNCH(ProblemKind.AIRCRAFT_TRAPPED, "unit"),
    ALREADY_FLOWN(ProblemKind.AIRCRAFT_NOT_READY, "unit"),
    BASE_IN_FOG(ProblemKind.CARRIER_IN_FOG, "unit"),
    RAID_OUT_OF_RANGE(ProblemKind.OUT_OF_RANGE, "unit", "target"),
    NO_LANDING_IN_RANGE(ProblemKind.NO_LANDING_IN_RANGE, "unit", "target"),
    SOURCE_UNAVAILABLE(ProblemKind.SEARCH_SOURCE_UNAVAILABLE, "source"),
    SOURCE_EXHAUSTED(ProblemKind.TOO_MANY_SEARCHES, "source"),
    TARGET_OUT_OF_REACH(ProblemKind.SEARCH_OUT_OF_RADIUS, "source", "target"),
    CANNOT_READY_YET(ProblemKind.FLEW_THIS_TURN, "unit", "turn"),
    TARGET_TAKEN(ProblemKind.AA_TARGET_SHARED, "unit", "target"),
    BASE_UNUSABLE(ProblemKind.NOT_YOUR_BASE, "unit", "base"),
    LANDING_OUT_OF_RANGE(ProblemKind.OUT_OF_RANGE, "unit", "base"),
    BASE_FULL(ProblemKind.CAPACITY_EXCEEDED, "unit", "base"),
    MIDWAY_AIRCRAFT_ON_CARRIER(ProblemKind.MIDWAY_AIRCRAFT_ON_CARRIER, "unit", "base"),
    NOT_IN_RESERVE(ProblemKind.NOT_IN_RESERVE, "unit"),
    RESERVE_CARRIER_UNUSABLE(ProblemKind.RESERVE_CARRIER_DAMAGED, "unit", "carrier");

    private final ProblemKind check;
    private final List<String> params;

    IgnoredReason(ProblemKind check, String... params) {
        this.check = check;
        this.params = List.of(params);
    }

    /** The reason-specific parameter names. */
    public List<String> params() {
        return params;
    }

    /** The check of the receipt that refuses the same orders first; empty for a truth-only reason. */
    public Optional<ProblemKind> check() {
        return Optional.ofNullable(check);
    }

    /** {@code too-slow}. */
    public String code() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}

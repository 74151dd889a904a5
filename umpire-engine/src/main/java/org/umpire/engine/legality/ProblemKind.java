package org.umpire.engine.legality;

import java.util.List;
import java.util.Locale;

/**
 * Every reason an order can be refused or questioned, with the rule it applies. The wording for
 * players lives outside the engine (one message per {@link #key()}, in French and English); the
 * parameters a kind carries are listed in its comment. Parameters never hold enemy information
 * the side has not been shown.
 */
public enum ProblemKind {
    // --- any order -------------------------------------------------------------------------
    /** {@code phase}: the current phase; {@code expected}: the phases the order belongs to. */
    WRONG_PHASE("GAME-4", "phase", "expected"),
    /** The game is over or conceded. */
    GAME_OVER("GAME-3"),
    /** {@code unit}: an id that is not one of the side's units. */
    NOT_YOUR_UNIT("GAME-1", "unit"),
    /** {@code unit}, {@code where}: {@code eliminated} or {@code exited}. */
    UNIT_NOT_IN_PLAY("GAME-3", "unit", "where"),
    /** {@code unit}: a ship or submarine was expected. */
    NOT_A_NAVAL_UNIT("MOV-1", "unit"),
    /** {@code unit}: an air unit was expected. */
    NOT_AN_AIR_UNIT("RAID-2", "unit"),
    /** {@code unit}: a land unit was expected. */
    NOT_A_LAND_UNIT("LAND-1", "unit"),
    /** {@code unit}: the unit appears in two orders (or twice in one) that cannot both apply. */
    UNIT_ORDERED_TWICE("ORD-1", "unit"),
    /** {@code action}: {@code air} or {@code land}; no air action and no land combat at night. */
    NIGHT("GAME-2", "action"),
    /** {@code hex}, {@code bounds}. */
    HEX_OFF_MAP("MOV-1", "hex", "bounds"),
    /** An order that names no unit at all. */
    NO_UNITS("ORD-1"),

    // --- set-up ---------------------------------------------------------------------------
    /** {@code unit}: not a unit placed by its owner before turn 1. */
    NOT_PLACED_AT_SETUP("SET-3", "unit"),
    /** {@code unit}, {@code hex}, {@code centre}, {@code radius}. */
    OUTSIDE_PLACEMENT_ZONE("SET-3", "unit", "hex", "centre", "radius"),
    /** Warning; {@code units}: units still to be placed. */
    UNITS_NOT_PLACED("SET-3", "units"),

    // --- movement, entry, exit -------------------------------------------------------------
    /** {@code unit}: not at sea on the map (off-map JP units enter instead, SET-4). */
    NOT_ON_MAP("MOV-1", "unit"),
    /** {@code unit}, {@code hex}. */
    ALREADY_THERE("MOV-1", "unit", "hex"),
    /** {@code unit} (the units of one order line from one hex), {@code from}, {@code to}, {@code distance}, {@code reachable}. */
    NOT_ADJACENT("MOV-1", "unit", "from", "to", "distance", "reachable"),
    /** {@code unit}, {@code speed}, {@code lastMove}, {@code nextTurn}. */
    MAY_NOT_MOVE_YET("MOV-1", "unit", "speed", "lastMove", "nextTurn"),
    /** {@code unit} (a transport), {@code landUnit}: its land unit is ashore at Midway. */
    TRANSPORT_MUST_STAY("I-5", "unit", "landUnit"),
    /** {@code unit}: only JP units waiting off the map enter. */
    NOT_AN_ENTERING_UNIT("SET-4", "unit"),
    /** {@code unit}: already on the map. */
    ALREADY_ENTERED("SET-4", "unit"),
    /** {@code unit}, {@code group}, {@code turn}. */
    ENTRY_TOO_EARLY("SET-1", "unit", "group", "turn"),
    /** {@code hex}, {@code allowed} (list of hexes). */
    ENTRY_HEX("SET-4", "hex", "allowed"),
    /** {@code hex}, {@code allowed}. */
    LATE_GROUP_ENTRY_HEX("SET-6", "hex", "allowed"),
    /** {@code group}, {@code delay}: no US carrier located by JP yet. */
    LATE_GROUP_WAITS_FOR_CARRIER("SET-6", "group", "delay"),
    /** {@code group}, {@code earliest}, {@code firstLocated}. */
    LATE_GROUP_TOO_EARLY("SET-6", "group", "earliest", "firstLocated"),
    /** {@code unit}, {@code hex}, {@code columns}. */
    NOT_AN_EXIT_HEX("SET-7", "unit", "hex", "columns"),

    // --- Kure --------------------------------------------------------------------------------
    /** Only JP builds the Kure base. */
    KURE_NOT_YOURS("KURE-1"),
    /** {@code hex}: no intact-or-reduced ST in Kure after this phase's moves. */
    KURE_NO_TENDER("KURE-1", "hex"),
    /** {@code turn}: already started on that turn. */
    KURE_ALREADY_STARTED("KURE-1", "turn"),
    /** Closed for good. */
    KURE_CLOSED("KURE-2"),

    // --- raids -------------------------------------------------------------------------------
    /** US Midway raids only once JP land units are ashore there. */
    MIDWAY_RAID_NOT_ALLOWED("RAID-4"),
    /** {@code hex}: not located by the side this turn. */
    HEX_NOT_LOCATED("SRCH-10", "hex"),
    /** {@code unit}: assigned to the side's Midway raid of phase 1 this turn. */
    COMMITTED_TO_MIDWAY_RAID("RAID-4", "unit"),
    /** No Midway raid was declared in phase 1 of this turn. */
    NO_MIDWAY_RAID("RAID-4"),
    /** {@code unit}. */
    AIRCRAFT_NOT_READY("RAID-1", "unit"),
    /** {@code unit}. */
    AIRCRAFT_TRAPPED("BOMB-3", "unit"),
    /** {@code unit}, {@code carrier}. */
    CARRIER_DAMAGED("BOMB-3", "unit", "carrier"),
    /** {@code unit}, {@code carrier}, {@code hex}. */
    CARRIER_IN_FOG("FOG-2", "unit", "carrier", "hex"),
    /** {@code unit}, {@code from}, {@code target}, {@code landing}, {@code needed}, {@code range}. */
    OUT_OF_RANGE("RAID-3", "unit", "from", "target", "landing", "needed", "range"),
    /** {@code unit}, {@code from}, {@code target}, {@code range}. */
    NO_LANDING_IN_RANGE("RAID-3", "unit", "from", "target", "range"),
    /** {@code unit}: flies two missions this turn. */
    AIRCRAFT_TWO_MISSIONS("I-15", "unit"),
    /** {@code base}: not one of the side's carriers or airfields. */
    NOT_YOUR_BASE("REC-2", "base"),
    /** {@code unit}, {@code base}. */
    MIDWAY_AIRCRAFT_ON_CARRIER("REC-2", "unit", "base"),
    /** {@code base}: a damaged carrier receives nothing. */
    BASE_DAMAGED("BOMB-3", "base"),
    /** {@code base}: Midway's airfield is closed (LAND-7). */
    AIRFIELD_CLOSED("LAND-7", "base"),
    /** {@code base}, {@code capacity}, {@code load} (in units, halves shown as .5). */
    CAPACITY_EXCEEDED("REC-4", "base", "capacity", "load"),

    // --- searches ----------------------------------------------------------------------------
    /** {@code source}. */
    UNKNOWN_SEARCH_SOURCE("SRCH-4", "source"),
    /** Warning; {@code source}: performed anyway (*). */
    SEARCH_AUTOMATIC("SRCH-1", "source"),
    /** {@code source}, {@code count}. */
    TOO_MANY_SEARCHES("SRCH-4", "source", "count"),
    /** {@code source}, {@code hex}, {@code centre}, {@code radius}. */
    SEARCH_OUT_OF_RADIUS("SRCH-4", "source", "hex", "centre", "radius"),
    /** {@code source}, {@code reason}: {@code midway-lost}, {@code kure-not-operational}, {@code no-carrier}. */
    SEARCH_SOURCE_UNAVAILABLE("SRCH-4", "source", "reason"),
    /** {@code source} or {@code unit}, {@code hex}: searches never start from fog. */
    SEARCH_FROM_FOG("SRCH-9", "source", "unit", "hex"),
    /** {@code unit}, {@code from}, {@code target}, {@code distance}, {@code range}. */
    SEARCH_OUT_OF_RANGE("SRCH-6", "unit", "from", "target", "distance", "range"),
    /** {@code unit}: a second heavy-bomber search this turn. */
    ONE_HEAVY_BOMBER_SEARCH("SRCH-4", "unit"),

    // --- combat targets ----------------------------------------------------------------------
    /** {@code target}, {@code hex}: not among the enemy units the side knows of there this turn. */
    TARGET_NOT_KNOWN("RAID-7", "target", "hex"),
    /** {@code unit}, {@code role}: {@code fighter}, {@code aa}, {@code bomber}, {@code surface}, {@code submarine},
     *  {@code screen}, {@code bombardment}, {@code land}. */
    FIRER_WRONG_TYPE("ORD-1", "unit", "role"),
    /** {@code target}, {@code role}. */
    TARGET_WRONG_TYPE("ORD-1", "target", "role"),
    /** {@code unit}, {@code hex}. */
    FIRER_NOT_IN_HEX("NAV-1", "unit", "hex"),
    /** {@code unit}, {@code hex}: not one of the side's fighters that fire in this round of air combat over the hex. */
    NOT_IN_AIR_COMBAT("AIR-3", "unit", "hex"),
    /** {@code unit}, {@code hex}: not a bomber still flying in the side's raid on the hex. */
    NOT_IN_RAID("BOMB-1", "unit", "hex"),
    /** {@code hex}: no enemy raid over the hex this turn, so no AA fire there. */
    NO_RAID_OVER("AA-1", "hex"),
    /** {@code unit}: not aloft after a raid of this turn (a search flight is back already). */
    NOT_ALOFT("REC-2", "unit"),
    /** A second Midway raid declared this turn. */
    MIDWAY_RAID_TWICE("RAID-4"),
    /** {@code unit}: given two targets. */
    FIRER_TWICE("AIR-3", "unit"),
    /** Warning; {@code target}, {@code units}: only one firer may fire at one aircraft unit. */
    AA_TARGET_SHARED("AA-1", "target", "units"),
    /** {@code target}, {@code untargeted}: combatants known and not yet targeted. */
    NON_COMBATANT_TOO_EARLY("NAV-3", "target", "untargeted"),
    /** {@code untargeted}: every known JP land unit must be targeted. */
    LAND_TARGETS_UNCOVERED("LAND-3", "untargeted"),
    /** {@code hex}: none of the side's surface ships is there. */
    NO_SHIPS_IN_HEX("NAV-1", "hex"),
    /** {@code hex}: no submarine of the side is there. */
    NO_SUBMARINES_IN_HEX("SUB-1", "hex"),
    /** {@code hex}: no naval combat, no submarine attack in fog. */
    FOG_NO_COMBAT("FOG-2", "hex"),
    /** Landing and land combat: JP lands. */
    LANDING_NOT_YOURS("LAND-1"),
    /** {@code unit}: not embarked on a transport. */
    NOT_EMBARKED("LAND-1", "unit"),
    /** {@code unit}, {@code transport}, {@code hex}: its transport is not in the Midway hex. */
    TRANSPORT_NOT_AT_MIDWAY("LAND-1", "unit", "transport", "hex"),
    /** {@code unit}: not ashore at Midway. */
    NOT_ASHORE("LAND-2", "unit", "hex"),

    // --- recovery ----------------------------------------------------------------------------
    /** {@code unit}: did not fly this turn; it stays where it is. */
    DID_NOT_FLY("REC-2", "unit"),
    /** {@code unit}: flew this turn and cannot be ready at its end. */
    FLEW_THIS_TURN("REC-3", "unit"),
    /** {@code unit}: a ready unit stays ready; only fighters that defended this turn may be kept not ready (REC-3). */
    ALREADY_READY("REC-3", "unit"),
    /** {@code unit}, {@code lastFlight}, {@code readyTurn}: heavy bombers rest 2 full turns. */
    HEAVY_BOMBER_RESTING("REC-1", "unit", "lastFlight", "readyTurn"),
    /** {@code unit}: not a reserve fighter waiting (RES-1). */
    NOT_IN_RESERVE("RES-1", "unit"),
    /** Only JP has reserve fighters. */
    RESERVE_NOT_YOURS("RES-1"),
    /** {@code unit}, {@code carrier}: the carrier is damaged or sunk. */
    RESERVE_CARRIER_DAMAGED("I-13", "unit", "carrier"),
    RESERVE_CARRIER_NOT_AT_SEA("RES-1", "unit", "carrier"),

    // --- standing orders ---------------------------------------------------------------------
    /** Empty priority list. */
    PRIORITY_EMPTY("ORD-1"),
    /** {@code type}. */
    PRIORITY_DUPLICATE_TYPE("ORD-1", "type"),
    /** {@code type}, {@code step}. */
    PRIORITY_WRONG_TYPE("ORD-1", "type", "step");

    private final String rule;
    private final List<String> params;

    ProblemKind(String rule, String... params) {
        this.rule = rule;
        this.params = List.of(params);
    }

    /**
     * The names of the parameters a problem of this kind may carry (a problem gives all of them but
     * {@link #SEARCH_FROM_FOG}, which names its {@code source} or its {@code unit}): the same names key its
     * wording in the receipt and, when the engine sets an order aside for it, in the report ({@code OrderRefused}).
     */
    public List<String> params() {
        return params;
    }

    /** The rule (or interpretation) this check applies. */
    public String rule() {
        return rule;
    }

    /** Stable key for message files: {@code not-your-unit}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Warnings inform; everything else refuses the order. */
    public Severity severity() {
        return switch (this) {
            case UNITS_NOT_PLACED, SEARCH_AUTOMATIC, AA_TARGET_SHARED -> Severity.WARNING;
            default -> Severity.ERROR;
        };
    }
}

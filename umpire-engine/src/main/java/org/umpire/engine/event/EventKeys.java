package org.umpire.engine.event;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.umpire.engine.legality.ProblemKind;
import org.umpire.engine.legality.Severity;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.SearchKind;
import org.umpire.engine.state.SightingLevel;

/**
 * Every message key an event view can carry, with its parameter names: the catalogue the report
 * templates must cover in French and English ({@link #all()}).
 *
 * <p>Conventions: a key without prefix is what a side reads; the same fact for the umpire is under
 * {@code umpire.<key>}, with a {@code side} parameter added and, where the umpire learns more (the
 * ships found, the die rolled), more parameters. Public facts (turns, fog, the end of the game) have
 * one key for every audience.
 */
public final class EventKeys {

    private static final List<EventKey> ALL = new ArrayList<>();
    private static final Set<Audience> PUBLIC = Set.of(Audience.UMPIRE, Audience.US, Audience.JP);
    private static final Set<Audience> SIDES = Set.of(Audience.US, Audience.JP);
    private static final Set<Audience> UMPIRE = Set.of(Audience.UMPIRE);
    private static final Set<Audience> US = Set.of(Audience.US);
    private static final Set<Audience> JP = Set.of(Audience.JP);

    // --- turn sequence (GAME-2, SEQ-2) ---------------------------------------------------------
    public static final EventKey TURN_BEGAN_DAY = add("turn.began.day", PUBLIC, "turn", "date", "time");
    public static final EventKey TURN_BEGAN_NIGHT = add("turn.began.night", PUBLIC, "turn", "date", "time");
    public static final EventKey TURN_ENDED = add("turn.ended", PUBLIC, "turn");
    public static final EventKey FOG_LIFTED = add("fog.lifted", PUBLIC, "turn");

    // --- set-up (SET-1, SET-3) -----------------------------------------------------------------
    public static final EventKey SETUP_PLACED = add("setup.placed", SIDES, "hex", "units");
    public static final EventKey SETUP_PLACED_DEFAULT = add("setup.placed-default", SIDES, "hex", "units");
    public static final EventKey U_SETUP_PLACED = add("umpire.setup.placed", UMPIRE, "side", "hex", "units");
    public static final EventKey U_SETUP_PLACED_DEFAULT =
            add("umpire.setup.placed-default", UMPIRE, "side", "hex", "units");

    // --- movement, arrivals, exits (SET-4..7, MOV-1..4) ----------------------------------------
    public static final EventKey MOVED = add("movement.moved", SIDES, "unit", "from", "to");
    public static final EventKey U_MOVED = add("umpire.movement.moved", UMPIRE, "side", "unit", "from", "to");
    public static final EventKey ENTERED = add("movement.entered", SIDES, "group", "hex", "units");
    public static final EventKey U_ENTERED = add("umpire.movement.entered", UMPIRE, "side", "group", "hex", "units");
    public static final EventKey EXITED = add("movement.exited", SIDES, "hex", "units");
    public static final EventKey U_EXITED = add("umpire.movement.exited", UMPIRE, "side", "hex", "units");
    public static final EventKey LATE_GROUP = add("arrival.late-group", JP, "group", "located-turn", "earliest-turn");
    public static final EventKey U_LATE_GROUP =
            add("umpire.arrival.late-group", UMPIRE, "group", "located-turn", "earliest-turn");
    public static final EventKey GROUP_FORMED = add("group.formed", SIDES, "group", "units");
    public static final EventKey U_GROUP_FORMED = add("umpire.group.formed", UMPIRE, "side", "group", "units");

    // --- Midway raid declaration (RAID-4) ------------------------------------------------------
    public static final EventKey MIDWAY_RAID = add("movement.midway-raid", SIDES, "aircraft");
    public static final EventKey MIDWAY_RAID_LANDING =
            add("movement.midway-raid-landing", SIDES, "aircraft", "landing");
    public static final EventKey U_MIDWAY_RAID = add("umpire.movement.midway-raid", UMPIRE, "side", "aircraft");
    public static final EventKey U_MIDWAY_RAID_LANDING =
            add("umpire.movement.midway-raid-landing", UMPIRE, "side", "aircraft", "landing");

    // --- Kure seaplane base (KURE-1..3) --------------------------------------------------------
    public static final EventKey KURE_STARTED = add("kure.started", JP, "hex", "operational-turn");
    public static final EventKey U_KURE_STARTED = add("umpire.kure.started", UMPIRE, "hex", "operational-turn");
    public static final EventKey KURE_OPERATIONAL = add("kure.operational", JP, "hex", "turn");
    public static final EventKey U_KURE_OPERATIONAL = add("umpire.kure.operational", UMPIRE, "hex", "turn");
    public static final EventKey KURE_CLOSED_LEFT = add("kure.closed.left", JP, "hex", "unit");
    public static final EventKey U_KURE_CLOSED_LEFT = add("umpire.kure.closed.left", UMPIRE, "hex", "unit");
    public static final EventKey KURE_CLOSED_ELIMINATED = add("kure.closed.eliminated", JP, "hex", "unit");
    public static final EventKey U_KURE_CLOSED_ELIMINATED = add("umpire.kure.closed.eliminated", UMPIRE, "hex", "unit");

    // --- searches made (SRCH-2, SRCH-4) --------------------------------------------------------
    public static final EventKey SEARCH_NAVAL = add("search.made.naval", SIDES, "hex");
    public static final EventKey U_SEARCH_NAVAL = add("umpire.search.made.naval", UMPIRE, "side", "hex");
    public static final EventKey SEARCH_NAVAL_GARRISON = add("search.made.naval-garrison", SIDES, "hex");
    public static final EventKey U_SEARCH_NAVAL_GARRISON =
            add("umpire.search.made.naval-garrison", UMPIRE, "side", "hex");
    public static final EventKey SEARCH_NAVAL_ISLAND = add("search.made.naval-island", US, "hex", "island");
    public static final EventKey U_SEARCH_NAVAL_ISLAND =
            add("umpire.search.made.naval-island", UMPIRE, "side", "hex", "island");
    public static final EventKey SEARCH_AIR_SOURCE = add("search.made.air-source", SIDES, "source", "target", "hexes");
    public static final EventKey U_SEARCH_AIR_SOURCE =
            add("umpire.search.made.air-source", UMPIRE, "side", "source", "target", "hexes");
    public static final EventKey SEARCH_AIR_CARRIER =
            add("search.made.air-carrier", SIDES, "carriers", "target", "hexes");
    public static final EventKey U_SEARCH_AIR_CARRIER =
            add("umpire.search.made.air-carrier", UMPIRE, "side", "carriers", "target", "hexes");
    public static final EventKey SEARCH_AIR_AIRCRAFT =
            add("search.made.air-aircraft", SIDES, "aircraft", "base", "target", "hexes");
    public static final EventKey U_SEARCH_AIR_AIRCRAFT =
            add("umpire.search.made.air-aircraft", UMPIRE, "side", "aircraft", "base", "target", "hexes");

    // --- search results (SRCH-7), night rolls (SRCH-3), located notices (SRCH-8) -------------
    private static final Map<SightingLevel, Map<SearchKind, EventKey>> RESULT = new EnumMap<>(SightingLevel.class);
    private static final Map<SightingLevel, Map<SearchKind, EventKey>> U_RESULT = new EnumMap<>(SightingLevel.class);

    static {
        for (SightingLevel level : SightingLevel.values()) {
            Map<SearchKind, EventKey> mine = new EnumMap<>(SearchKind.class);
            Map<SearchKind, EventKey> umpire = new EnumMap<>(SearchKind.class);
            for (SearchKind kind : SearchKind.values()) {
                String suffix = code(level) + "." + code(kind);
                mine.put(kind, add("search.result." + suffix, SIDES, "turn", "hex"));
                umpire.put(
                        kind,
                        level == SightingLevel.NO_SHIPS
                                ? add("umpire.search.result." + suffix, UMPIRE, "turn", "side", "hex")
                                : add("umpire.search.result." + suffix, UMPIRE, "turn", "side", "hex", "ships"));
            }
            RESULT.put(level, mine);
            U_RESULT.put(level, umpire);
        }
    }

    public static final EventKey SEARCH_RESULT_FOG = add("search.result.fog", SIDES, "turn", "hex");
    public static final EventKey U_SEARCH_RESULT_FOG = add("umpire.search.result.fog", UMPIRE, "turn", "side", "hex");
    public static final EventKey U_NIGHT_ROLL_LOCATED =
            add("umpire.search.night-roll.located", UMPIRE, "turn", "side", "hex", "roll");
    public static final EventKey U_NIGHT_ROLL_MISSED =
            add("umpire.search.night-roll.missed", UMPIRE, "turn", "side", "hex", "roll");

    private static final Map<SearchKind, EventKey> LOCATED = new EnumMap<>(SearchKind.class);
    private static final Map<SearchKind, EventKey> U_LOCATED = new EnumMap<>(SearchKind.class);

    static {
        for (SearchKind kind : SearchKind.values()) {
            LOCATED.put(kind, add("search.located." + code(kind), SIDES, "turn", "hex"));
            U_LOCATED.put(kind, add("umpire.search.located." + code(kind), UMPIRE, "turn", "side", "hex", "ships"));
        }
    }

    public static final EventKey ISLAND_SEARCH_LOST = add("search.island-lost", US, "island", "hex");
    public static final EventKey U_ISLAND_SEARCH_LOST =
            add("umpire.search.island-lost", UMPIRE, "island", "hex", "ships");

    // --- readiness (REC-1, REC-3) --------------------------------------------------------------
    public static final EventKey READIED = add("readiness.ready", SIDES, "aircraft");
    public static final EventKey U_READIED = add("umpire.readiness.ready", UMPIRE, "side", "aircraft");
    public static final EventKey NOT_READY = add("readiness.not-ready", SIDES, "aircraft");
    public static final EventKey U_NOT_READY = add("umpire.readiness.not-ready", UMPIRE, "side", "aircraft");

    // --- Midway occupation (LAND-7) -------------------------------------------------------------
    public static final EventKey MIDWAY_OCCUPIED = add("midway.occupied", PUBLIC, "turn");
    public static final EventKey MIDWAY_AIRCRAFT_DESTROYED = add("midway.aircraft-destroyed", US, "aircraft");
    public static final EventKey U_MIDWAY_AIRCRAFT_DESTROYED =
            add("umpire.midway.aircraft-destroyed", UMPIRE, "aircraft");

    // --- victory points (VP-1, VP-3) -----------------------------------------------------------
    public static final EventKey VP_MIDWAY_CONTROL = add("vp.midway-control", PUBLIC, "side", "vp");
    public static final EventKey VP_KURE_BASE = add("vp.kure-base", PUBLIC, "side", "vp");
    public static final EventKey VP_SFT_AT_MIDWAY = add("vp.sft-at-midway", PUBLIC, "side", "vp");
    public static final EventKey U_VP_AIRCRAFT_ON_GROUND =
            add("umpire.vp.aircraft-destroyed-on-ground", UMPIRE, "side", "vp", "aircraft");

    public static final EventKey U_VP_STEP_LOSS = add("umpire.vp.step-loss", UMPIRE, "side", "vp", "unit");
    public static final EventKey U_VP_DITCHED = add("umpire.vp.ditched", UMPIRE, "side", "vp", "aircraft");
    public static final EventKey U_VP_RESERVE = add("umpire.vp.reserve", UMPIRE, "side", "vp", "unit");

    // --- final score (VP-1..4) -----------------------------------------------------------------
    public static final EventKey FINAL_SCORE =
            add("game.score", PUBLIC, "side", "losses", "ditched", "reserves", "awards", "total");
    public static final EventKey OWN_LOSSES = add("game.own-losses", SIDES, "lost", "reduced");
    public static final EventKey U_OWN_LOSSES = add("umpire.game.own-losses", UMPIRE, "side", "lost", "reduced");

    // --- naval combat, landings (NAV-1, NAV-2, LAND-1) ------------------------------------------
    public static final EventKey NAVAL_COMBAT = add("naval.combat", SIDES, "hex", "declared-by", "initiative");
    public static final EventKey U_NAVAL_COMBAT =
            add("umpire.naval.combat", UMPIRE, "hex", "declared-by", "initiative", "roll");
    public static final EventKey TROOPS_LANDED = add("landing.landed", JP, "units", "transports");
    public static final EventKey ENEMY_LANDED = add("landing.enemy-landed", US, "units");
    public static final EventKey U_TROOPS_LANDED = add("umpire.landing.landed", UMPIRE, "units", "transports");

    // --- raids (RAID-1..7, MID-1, I-18) -----------------------------------------------------------
    public static final EventKey RAID_LAUNCHED = add("raid.launched", SIDES, "hex", "aircraft");
    public static final EventKey RAID_LAUNCHED_ISLAND = add("raid.launched.island", SIDES, "hex", "aircraft");
    public static final EventKey U_RAID_LAUNCHED =
            add("umpire.raid.launched", UMPIRE, "side", "hex", "aircraft", "defenders");
    public static final EventKey U_RAID_LAUNCHED_ISLAND =
            add("umpire.raid.launched.island", UMPIRE, "side", "hex", "aircraft", "defenders");
    public static final EventKey RAID_ARRIVED =
            add("raid.arrived", SIDES, "turn", "hex", "raiders", "from", "defenders");
    public static final EventKey RAID_ARRIVED_ISLAND =
            add("raid.arrived.island", SIDES, "turn", "hex", "raiders", "from", "defenders");
    public static final EventKey RAID_ARRIVED_OVERHEAD =
            add("raid.arrived.overhead", SIDES, "turn", "hex", "raiders", "defenders");
    public static final EventKey RAID_ARRIVED_ISLAND_OVERHEAD =
            add("raid.arrived.island-overhead", SIDES, "turn", "hex", "raiders", "defenders");
    public static final EventKey U_RAID_ARRIVED = add("umpire.raid.arrived", UMPIRE, "side", "hex", "from");
    private static final Map<EnemyUnitSeen.Role, EventKey> SEEN = new EnumMap<>(EnemyUnitSeen.Role.class);

    static {
        for (EnemyUnitSeen.Role role : EnemyUnitSeen.Role.values()) {
            SEEN.put(role, add("raid.seen." + role.code(), SIDES, "turn", "hex", "unit", "type", "name", "steps"));
        }
    }

    public static final EventKey U_RAID_SEEN =
            add("umpire.raid.seen", UMPIRE, "side", "hex", "role", "unit", "type", "steps");
    public static final EventKey RAID_UNIT_STAYED = add("raid.midway-unit-stayed", SIDES, "unit", "reason");
    public static final EventKey U_RAID_UNIT_STAYED =
            add("umpire.raid.midway-unit-stayed", UMPIRE, "side", "unit", "reason");
    public static final EventKey MIDWAY_RAID_CANCELLED = add("raid.midway-cancelled", SIDES, "aircraft");
    public static final EventKey U_MIDWAY_RAID_CANCELLED =
            add("umpire.raid.midway-cancelled", UMPIRE, "side", "aircraft");

    // --- air combat, AA, bombing (AIR-1..5, AA-1..2, BOMB-1..5, MID-2) --------------------------
    public static final EventKey AIR_INITIATIVE_DEFENDER = add("air.initiative.defender", SIDES, "hex", "side");
    public static final EventKey AIR_INITIATIVE_ROLLED = add("air.initiative.rolled", SIDES, "hex", "side");
    public static final EventKey U_AIR_INITIATIVE_DEFENDER =
            add("umpire.air.initiative.defender", UMPIRE, "hex", "side");
    public static final EventKey U_AIR_INITIATIVE_ROLLED =
            add("umpire.air.initiative.rolled", UMPIRE, "hex", "side", "roll");
    private static final Map<Fire.Kind, EventKey> FIRED = new EnumMap<>(Fire.Kind.class);
    private static final Map<Fire.Kind, EventKey> FIRED_AT = new EnumMap<>(Fire.Kind.class);
    private static final Map<Fire.Kind, EventKey> U_FIRE = new EnumMap<>(Fire.Kind.class);

    static {
        for (Fire.Kind kind : Fire.Kind.values()) {
            FIRED.put(kind, add("combat." + kind.code() + ".fired", SIDES, "hex", "firer", "target", "hits", "result"));
            FIRED_AT.put(
                    kind,
                    add("combat." + kind.code() + ".fired-at", SIDES, "hex", "firer", "target", "hits", "result"));
            U_FIRE.put(
                    kind,
                    add(
                            "umpire.combat." + kind.code(),
                            UMPIRE,
                            "side",
                            "hex",
                            "firer",
                            "target",
                            "dice",
                            "value",
                            "hits",
                            "result"));
        }
    }

    private static final Map<AircraftLost.Cause, EventKey> LOST = new EnumMap<>(AircraftLost.Cause.class);
    private static final Map<AircraftLost.Cause, EventKey> U_LOST = new EnumMap<>(AircraftLost.Cause.class);

    static {
        for (AircraftLost.Cause cause : AircraftLost.Cause.values()) {
            LOST.put(cause, add("aircraft.lost." + cause.code(), SIDES, "base", "aircraft"));
            U_LOST.put(cause, add("umpire.aircraft.lost." + cause.code(), UMPIRE, "side", "base", "aircraft"));
        }
    }

    public static final EventKey AIRCRAFT_DESTROYED_ON_ENEMY_DECK =
            add("aircraft.destroyed-on-enemy-deck", SIDES, "base", "aircraft");
    public static final EventKey MIDWAY_DAMAGED =
            add("midway.damaged", SIDES, "hits", "capacity", "aircraft", "searches");
    public static final EventKey MIDWAY_DAMAGED_UNSEEN =
            add("midway.damaged.unseen", SIDES, "hits", "capacity", "count", "searches");
    public static final EventKey U_MIDWAY_DAMAGED =
            add("umpire.midway.damaged", UMPIRE, "hits", "capacity", "aircraft", "searches");
    private static final Map<String, EventKey> POLICY = new TreeMap<>();
    private static final Map<String, EventKey> U_POLICY = new TreeMap<>();

    static {
        for (PolicyApplied.Kind kind : PolicyApplied.Kind.values()) {
            for (PolicyApplied.Source source : PolicyApplied.Source.values()) {
                String k = kind.code() + "." + source.code();
                POLICY.put(k, add("policy.applied." + k, SIDES, "step", "hex", "policy", "units"));
                U_POLICY.put(k, add("umpire.policy.applied." + k, UMPIRE, "side", "step", "hex", "policy", "units"));
            }
        }
    }

    // --- recovery: landing, reserve fighters (REC-2..5, RES-1) -----------------------------------
    public static final EventKey LANDED = add("recovery.landed", SIDES, "base", "aircraft");
    public static final EventKey U_LANDED = add("umpire.recovery.landed", UMPIRE, "side", "base", "aircraft");
    public static final EventKey RESERVE_READY = add("recovery.reserve.ready", JP, "unit", "carrier");
    public static final EventKey RESERVE_NOT_READY = add("recovery.reserve.not-ready", JP, "unit", "carrier");
    public static final EventKey U_RESERVE_READY = add("umpire.recovery.reserve.ready", UMPIRE, "unit", "carrier");
    public static final EventKey U_RESERVE_NOT_READY =
            add("umpire.recovery.reserve.not-ready", UMPIRE, "unit", "carrier");

    // --- end of the game (GAME-3, VP-4) -------------------------------------------------------
    private static final Map<String, EventKey> GAME_ENDED = new TreeMap<>();

    static {
        for (String result : List.of("us", "jp", "draw")) {
            endKey("last-turn", result, "turn", "us-vp", "jp-vp");
            endKey("wiped-out", result, "turn", "sides", "us-vp", "jp-vp");
            endKey("conceded-both", result, "turn", "us-vp", "jp-vp");
        }
        endKey("conceded", "us", "turn", "side");
        endKey("conceded", "jp", "turn", "side");
    }

    // --- orders set aside -----------------------------------------------------------------------
    private static final Map<IgnoredReason, EventKey> IGNORED = new EnumMap<>(IgnoredReason.class);
    private static final Map<IgnoredReason, EventKey> U_IGNORED = new EnumMap<>(IgnoredReason.class);

    static {
        for (IgnoredReason r : IgnoredReason.values()) {
            List<String> mine = new ArrayList<>(List.of("index", "order"));
            mine.addAll(r.params());
            List<String> umpire = new ArrayList<>(List.of("side", "index", "order"));
            umpire.addAll(r.params());
            IGNORED.put(r, add("order.ignored." + r.code(), SIDES, mine.toArray(new String[0])));
            U_IGNORED.put(r, add("umpire.order.ignored." + r.code(), UMPIRE, umpire.toArray(new String[0])));
        }
    }

    /**
     * {@code order.refused.}: the keys of {@link OrderRefused}, one per refusing {@code ProblemKind}
     * ({@code order.refused.not-adjacent}); their wording is the receipt's, {@code problem.<key>}.
     */
    public static final String REFUSED_PREFIX = "order.refused.";

    // --- orders refused by the side's own checks when their phase comes (see
    // docs/orders.md) --------
    private static final Map<ProblemKind, EventKey> REFUSED = new EnumMap<>(ProblemKind.class);
    private static final Map<ProblemKind, EventKey> U_REFUSED = new EnumMap<>(ProblemKind.class);

    static {
        for (ProblemKind k : ProblemKind.values()) {
            if (k.severity() != Severity.ERROR) {
                continue; // a warning never sets an order aside
            }
            List<String> mine = new ArrayList<>(List.of("index", "order"));
            mine.addAll(k.params());
            List<String> umpire = new ArrayList<>(List.of("side", "index", "order"));
            umpire.addAll(k.params());
            REFUSED.put(k, add(REFUSED_PREFIX + k.key(), SIDES, mine.toArray(new String[0])));
            U_REFUSED.put(k, add("umpire." + REFUSED_PREFIX + k.key(), UMPIRE, umpire.toArray(new String[0])));
        }
    }

    private EventKeys() {}

    /** The key of an order refused for {@code kind}, as its side reads it. */
    public static EventKey refused(ProblemKind kind) {
        return Objects.requireNonNull(REFUSED.get(kind), () -> kind + " refuses no order: it is a warning");
    }

    public static EventKey umpireRefused(ProblemKind kind) {
        return Objects.requireNonNull(U_REFUSED.get(kind), () -> kind + " refuses no order: it is a warning");
    }

    /** Every key, in declaration order. */
    public static List<EventKey> all() {
        return Collections.unmodifiableList(ALL);
    }

    /** The key for a search result a side reads (SRCH-7). */
    public static EventKey result(SightingLevel level, SearchKind kind) {
        return RESULT.get(level).get(kind);
    }

    public static EventKey umpireResult(SightingLevel level, SearchKind kind) {
        return U_RESULT.get(level).get(kind);
    }

    /** The key of a "your ships were located" notice (SRCH-8). */
    public static EventKey located(SearchKind kind) {
        return LOCATED.get(kind);
    }

    public static EventKey umpireLocated(SearchKind kind) {
        return U_LOCATED.get(kind);
    }

    /**
     * The key announcing the end of the game.
     *
     * @param ending {@code last-turn}, {@code wiped-out}, {@code conceded}, {@code conceded-both}
     * @param winner the winning side, or {@code null} for a draw
     */
    public static EventKey gameEnded(String ending, Side winner) {
        String result = winner == null ? "draw" : winner.name().toLowerCase(Locale.ROOT);
        EventKey k = GAME_ENDED.get(ending + "." + result);
        if (k == null) {
            throw new IllegalArgumentException("no end-of-game key for " + ending + " / " + result);
        }
        return k;
    }

    public static EventKey seen(EnemyUnitSeen.Role role) {
        return SEEN.get(role);
    }

    /** Is this a side's "a raid arrives" key (RAID-7)? */
    public static boolean isRaidArrival(String key) {
        return key.equals(RAID_ARRIVED.key())
                || key.equals(RAID_ARRIVED_ISLAND.key())
                || key.equals(RAID_ARRIVED_OVERHEAD.key())
                || key.equals(RAID_ARRIVED_ISLAND_OVERHEAD.key());
    }

    /** The role of a {@code raid.seen.*} key, if it is one. */
    public static Optional<EnemyUnitSeen.Role> seenRole(String key) {
        for (Map.Entry<EnemyUnitSeen.Role, EventKey> e : SEEN.entrySet()) {
            if (e.getValue().key().equals(key)) {
                return Optional.of(e.getKey());
            }
        }
        return Optional.empty();
    }

    public static EventKey fired(Fire.Kind kind) {
        return FIRED.get(kind);
    }

    public static EventKey firedAt(Fire.Kind kind) {
        return FIRED_AT.get(kind);
    }

    public static EventKey umpireFire(Fire.Kind kind) {
        return U_FIRE.get(kind);
    }

    public static EventKey aircraftLost(AircraftLost.Cause cause) {
        return LOST.get(cause);
    }

    public static EventKey umpireAircraftLost(AircraftLost.Cause cause) {
        return U_LOST.get(cause);
    }

    public static EventKey policyApplied(PolicyApplied.Kind kind, PolicyApplied.Source source) {
        return POLICY.get(kind.code() + "." + source.code());
    }

    public static EventKey umpirePolicyApplied(PolicyApplied.Kind kind, PolicyApplied.Source source) {
        return U_POLICY.get(kind.code() + "." + source.code());
    }

    public static EventKey ignored(IgnoredReason reason) {
        return IGNORED.get(reason);
    }

    public static EventKey umpireIgnored(IgnoredReason reason) {
        return U_IGNORED.get(reason);
    }

    /** {@code no-ships}/{@code ships}/{@code carriers} as used in result keys: {@code none}, {@code ships}, {@code carriers}. */
    public static String code(SightingLevel level) {
        return switch (level) {
            case NO_SHIPS -> "none";
            case SHIPS -> "ships";
            case CARRIERS -> "carriers";
        };
    }

    public static String code(SearchKind kind) {
        return kind.name().toLowerCase(Locale.ROOT);
    }

    private static void endKey(String ending, String result, String... params) {
        GAME_ENDED.put(ending + "." + result, add("game.ended." + ending + "." + result, PUBLIC, params));
    }

    private static EventKey add(String key, Set<Audience> audiences, String... params) {
        EventKey k = new EventKey(key, List.of(params), audiences);
        for (EventKey other : ALL) {
            if (other.key().equals(key)) {
                throw new AssertionError("event key declared twice: " + key);
            }
        }
        ALL.add(k);
        return k;
    }
}

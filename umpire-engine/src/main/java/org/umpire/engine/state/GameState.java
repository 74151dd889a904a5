package org.umpire.engine.state;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.Vp;
import org.umpire.engine.scenario.Scenario;

/**
 * The whole state of a game between two phases. Immutable: the phase resolvers read it and
 * return a new one.
 *
 * @param scenarioId        which scenario's data the unit ids refer to
 * @param turn              current turn (0 during set-up)
 * @param phase             current phase, the one awaiting orders or about to be resolved
 * @param units             every unit's changing state, by id
 * @param knowledge         what each side knows of the enemy
 * @param fogLiftedTurn     turn at whose end the fog lifted for good (FOG-3), 0 while it lasts
 * @param kure              the Kure seaplane base
 * @param midway            Midway's airfield damage and occupation
 * @param lostIslandSearches named-hex keys of US island searches lost for good (SRCH-2)
 * @param usCarrierFirstLocatedTurn turn JP first located a US carrier or carrier air unit (SET-6), 0 if never
 * @param vpLedger          every VP scored, in order
 * @param concededBy        the side that conceded, if any (GAME-3)
 * @param midwayRaids       Midway raids declared in phase 1 of the current turn (RAID-4), dropped at the
 *                          end of the turn
 * @param raids             the raids of the current turn (phases 3–11), dropped at the end of the turn
 * @param standing          each side's standing orders in force
 */
public record GameState(
        String scenarioId,
        int turn,
        Phase phase,
        SortedMap<UnitId, UnitState> units,
        Map<Side, Knowledge> knowledge,
        int fogLiftedTurn,
        KureBase kure,
        MidwayState midway,
        SortedSet<String> lostIslandSearches,
        int usCarrierFirstLocatedTurn,
        List<VpEntry> vpLedger,
        Optional<Side> concededBy,
        List<MidwayRaidDeclaration> midwayRaids,
        List<Raid> raids,
        Map<Side, StandingOrders> standing) {

    public GameState {
        // A table this record made itself (passed on by the copy-with helpers) is already private and
        // read-only; anything else is copied, so a state never shares a mutable map.
        units = UnitTable.copyOf(units);
        EnumMap<Side, Knowledge> k = new EnumMap<>(Side.class);
        for (Side s : Side.values()) {
            k.put(s, knowledge.getOrDefault(s, Knowledge.EMPTY));
        }
        knowledge = Collections.unmodifiableMap(k);
        lostIslandSearches = Collections.unmodifiableSortedSet(new TreeSet<>(lostIslandSearches));
        vpLedger = List.copyOf(vpLedger);
        concededBy = concededBy == null ? Optional.empty() : concededBy;
        midwayRaids = midwayRaids == null ? List.of() : List.copyOf(midwayRaids);
        raids = raids == null ? List.of() : List.copyOf(raids);
        EnumMap<Side, StandingOrders> so = new EnumMap<>(Side.class);
        for (Side s : Side.values()) {
            so.put(s, standing == null ? StandingOrders.NONE : standing.getOrDefault(s, StandingOrders.NONE));
        }
        standing = Collections.unmodifiableMap(so);
    }

    public boolean fogLifted() {
        return fogLiftedTurn > 0;
    }

    public Optional<UnitState> unit(UnitId id) {
        return Optional.ofNullable(units.get(id));
    }

    public UnitState unitOrThrow(UnitId id) {
        UnitState u = units.get(id);
        if (u == null) {
            throw new IllegalArgumentException("no unit " + id + " in this game");
        }
        return u;
    }

    /** Ships and submarines at sea in {@code hex}, sorted by id. */
    public List<UnitState> unitsAt(Hex hex) {
        return units.values().stream()
                .filter(u -> u.location() instanceof Location.OnMap
                        && ((Location.OnMap) u.location()).hex().equals(hex))
                .collect(Collectors.toList());
    }

    /** Units aboard a carrier, airfield or transport, sorted by id. */
    public List<UnitState> unitsAboard(UnitId base) {
        List<UnitState> l = new ArrayList<>();
        for (UnitState u : units.values()) {
            if (u.location() instanceof Location.Aboard
                    && ((Location.Aboard) u.location()).base().equals(base)) {
                l.add(u);
            }
        }
        return l;
    }

    /** The units {@code scenario} gives to {@code side}, sorted by id (read-only); units it does not define are left out. */
    public List<UnitState> unitsOf(Scenario scenario, Side side) {
        return ((UnitTable) units).ofSide(scenario, side, false);
    }

    public Knowledge knowledgeOf(Side side) {
        return knowledge.get(side);
    }

    public Vp vpOf(Side side) {
        Vp total = Vp.ZERO;
        for (VpEntry e : vpLedger) {
            if (e.scorer() == side) {
                total = total.plus(e.points());
            }
        }
        return total;
    }

    public boolean isOver() {
        return phase == Phase.GAME_OVER;
    }

    /**
     * Who won, once the game is over (GAME-3, VP-4): the other side when one side conceded, else
     * the side with more VP; empty for a draw, and while the game goes on.
     */
    public Optional<Side> winner() {
        if (!isOver()) {
            return Optional.empty();
        }
        if (concededBy.isPresent()) {
            return Optional.of(concededBy.get().enemy());
        }
        int c = vpOf(Side.US).compareTo(vpOf(Side.JP));
        return c > 0 ? Optional.of(Side.US) : c < 0 ? Optional.of(Side.JP) : Optional.empty();
    }

    // --- copy-with helpers: the only way to "change" a state -------------------------------

    public GameState withUnit(UnitState u) {
        UnitTable m = ((UnitTable) units).with(u);
        return new GameState(
                scenarioId,
                turn,
                phase,
                m,
                knowledge,
                fogLiftedTurn,
                kure,
                midway,
                lostIslandSearches,
                usCarrierFirstLocatedTurn,
                vpLedger,
                concededBy,
                midwayRaids,
                raids,
                standing);
    }

    public GameState withUnits(Map<UnitId, UnitState> changed) {
        if (changed.isEmpty()) {
            return this;
        }
        UnitTable m = ((UnitTable) units).withAll(changed);
        return new GameState(
                scenarioId,
                turn,
                phase,
                m,
                knowledge,
                fogLiftedTurn,
                kure,
                midway,
                lostIslandSearches,
                usCarrierFirstLocatedTurn,
                vpLedger,
                concededBy,
                midwayRaids,
                raids,
                standing);
    }

    public GameState at(int newTurn, Phase newPhase) {
        return new GameState(
                scenarioId,
                newTurn,
                newPhase,
                units,
                knowledge,
                fogLiftedTurn,
                kure,
                midway,
                lostIslandSearches,
                usCarrierFirstLocatedTurn,
                vpLedger,
                concededBy,
                midwayRaids,
                raids,
                standing);
    }

    public GameState withKnowledge(Side side, Knowledge k) {
        EnumMap<Side, Knowledge> m = new EnumMap<>(knowledge);
        m.put(side, k);
        return new GameState(
                scenarioId,
                turn,
                phase,
                units,
                m,
                fogLiftedTurn,
                kure,
                midway,
                lostIslandSearches,
                usCarrierFirstLocatedTurn,
                vpLedger,
                concededBy,
                midwayRaids,
                raids,
                standing);
    }

    public GameState withFogLiftedTurn(int t) {
        return new GameState(
                scenarioId,
                turn,
                phase,
                units,
                knowledge,
                t,
                kure,
                midway,
                lostIslandSearches,
                usCarrierFirstLocatedTurn,
                vpLedger,
                concededBy,
                midwayRaids,
                raids,
                standing);
    }

    public GameState withKure(KureBase k) {
        return new GameState(
                scenarioId,
                turn,
                phase,
                units,
                knowledge,
                fogLiftedTurn,
                k,
                midway,
                lostIslandSearches,
                usCarrierFirstLocatedTurn,
                vpLedger,
                concededBy,
                midwayRaids,
                raids,
                standing);
    }

    public GameState withMidway(MidwayState m) {
        return new GameState(
                scenarioId,
                turn,
                phase,
                units,
                knowledge,
                fogLiftedTurn,
                kure,
                m,
                lostIslandSearches,
                usCarrierFirstLocatedTurn,
                vpLedger,
                concededBy,
                midwayRaids,
                raids,
                standing);
    }

    public GameState withLostIslandSearch(String key) {
        SortedSet<String> s = new TreeSet<>(lostIslandSearches);
        s.add(key);
        return new GameState(
                scenarioId,
                turn,
                phase,
                units,
                knowledge,
                fogLiftedTurn,
                kure,
                midway,
                s,
                usCarrierFirstLocatedTurn,
                vpLedger,
                concededBy,
                midwayRaids,
                raids,
                standing);
    }

    public GameState withUsCarrierFirstLocatedTurn(int t) {
        return new GameState(
                scenarioId,
                turn,
                phase,
                units,
                knowledge,
                fogLiftedTurn,
                kure,
                midway,
                lostIslandSearches,
                t,
                vpLedger,
                concededBy,
                midwayRaids,
                raids,
                standing);
    }

    public GameState withVp(VpEntry entry) {
        List<VpEntry> l = new ArrayList<>(vpLedger);
        l.add(entry);
        return new GameState(
                scenarioId,
                turn,
                phase,
                units,
                knowledge,
                fogLiftedTurn,
                kure,
                midway,
                lostIslandSearches,
                usCarrierFirstLocatedTurn,
                l,
                concededBy,
                midwayRaids,
                raids,
                standing);
    }

    public GameState withConcession(Side side) {
        return new GameState(
                scenarioId,
                turn,
                phase,
                units,
                knowledge,
                fogLiftedTurn,
                kure,
                midway,
                lostIslandSearches,
                usCarrierFirstLocatedTurn,
                vpLedger,
                Optional.of(side),
                midwayRaids,
                raids,
                standing);
    }

    public GameState withMidwayRaid(MidwayRaidDeclaration declaration) {
        List<MidwayRaidDeclaration> l = new ArrayList<>(midwayRaids);
        l.add(declaration);
        return new GameState(
                scenarioId,
                turn,
                phase,
                units,
                knowledge,
                fogLiftedTurn,
                kure,
                midway,
                lostIslandSearches,
                usCarrierFirstLocatedTurn,
                vpLedger,
                concededBy,
                l,
                raids,
                standing);
    }

    public GameState withoutMidwayRaids() {
        return new GameState(
                scenarioId,
                turn,
                phase,
                units,
                knowledge,
                fogLiftedTurn,
                kure,
                midway,
                lostIslandSearches,
                usCarrierFirstLocatedTurn,
                vpLedger,
                concededBy,
                List.of(),
                raids,
                standing);
    }

    /** The state with this turn's raids replaced by {@code next}. */
    public GameState withRaids(List<Raid> next) {
        return new GameState(
                scenarioId,
                turn,
                phase,
                units,
                knowledge,
                fogLiftedTurn,
                kure,
                midway,
                lostIslandSearches,
                usCarrierFirstLocatedTurn,
                vpLedger,
                concededBy,
                midwayRaids,
                next,
                standing);
    }

    /** The state with {@code side}'s standing orders replaced. */
    public GameState withStanding(Side side, StandingOrders orders) {
        EnumMap<Side, StandingOrders> m = new EnumMap<>(standing);
        m.put(side, orders);
        return new GameState(
                scenarioId,
                turn,
                phase,
                units,
                knowledge,
                fogLiftedTurn,
                kure,
                midway,
                lostIslandSearches,
                usCarrierFirstLocatedTurn,
                vpLedger,
                concededBy,
                midwayRaids,
                raids,
                m);
    }

    public StandingOrders standingOf(Side side) {
        return standing.get(side);
    }

    /** The Midway raid {@code side} declared this turn, if any (RAID-4). */
    public Optional<MidwayRaidDeclaration> midwayRaidOf(Side side) {
        return midwayRaids.stream()
                .filter(r -> r.side() == side && r.turn() == turn)
                .findFirst();
    }
}

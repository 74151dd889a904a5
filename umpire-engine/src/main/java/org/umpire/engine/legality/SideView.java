package org.umpire.engine.legality;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.CombatOrder;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.SetupOrder;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.EnemyUnitReport;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Knowledge;
import org.umpire.engine.state.KureBase;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.MidwayRaidDeclaration;
import org.umpire.engine.state.MidwayState;
import org.umpire.engine.state.Raid;
import org.umpire.engine.state.UnitState;

/**
 * What one side may know when its orders are checked (GAME-1): its own units, its own knowledge
 * of the enemy, and the public facts (map, turn, night, fog, the JP troops on Midway that both
 * sides fight). Checks read the game only through this view, so a problem can never depend on —
 * or reveal — enemy state the side has not been shown.
 */
public final class SideView {

    private final Scenario scenario;
    private final GameState state;
    private final Side side;
    private final Map<UnitId, Hex> planned = new LinkedHashMap<>();
    /** The JP land units this phase's own orders land at Midway (LAND-1), I-ENG-46. */
    private final Set<UnitId> landing = new HashSet<>();

    private List<UnitState> ownUnits;

    SideView(Scenario scenario, GameState state, Side side, List<? extends Order> sameSet) {
        this.scenario = scenario;
        this.state = state;
        this.side = side;
        for (Order o : sameSet) {
            if (o instanceof MovementOrder.Move m) {
                m.units().forEach(u -> planned.put(u, m.to()));
            } else if (o instanceof MovementOrder.Enter e) {
                e.units().forEach(u -> planned.put(u, e.hex()));
            } else if (o instanceof CombatOrder.Land land) {
                landing.addAll(land.landUnits());
            } else if (o instanceof SetupOrder.Place p) {
                p.units().forEach(u -> planned.put(u, p.hex()));
            }
        }
    }

    public static SideView of(Scenario scenario, GameState state, Side side) {
        return new SideView(scenario, state, side, List.of());
    }

    /** The same view, reading positions after {@code sameSet}: the orders of one phase, checked together. */
    SideView with(List<? extends Order> sameSet) {
        return new SideView(scenario, state, side, sameSet);
    }

    public Scenario scenario() {
        return scenario;
    }

    public Side side() {
        return side;
    }

    public int turn() {
        return state.turn();
    }

    public Phase phase() {
        return state.phase();
    }

    public boolean gameOver() {
        return state.isOver() || state.concededBy().isPresent();
    }

    /** Night turns have no air action and no land combat (GAME-2); the set-up is not a turn. */
    public boolean night() {
        return state.turn() >= 1
                && state.turn() <= scenario.lastTurn()
                && scenario.turn(state.turn()).night();
    }

    /** Fog is public: the zone is printed on the map and its lifting is announced (FOG-1..3). */
    public boolean inFog(Hex hex) {
        return !state.fogLifted() && scenario.isFogZone(hex);
    }

    public Hex midwayHex() {
        return scenario.midwayHex();
    }

    /** The definition of one of this side's units. */
    public Optional<UnitDef> ownDef(UnitId id) {
        UnitDef d = scenario.unitOrNull(id);
        return d != null && d.side() == side ? Optional.of(d) : Optional.empty();
    }

    /** The state of one of this side's units. */
    public Optional<UnitState> own(UnitId id) {
        return ownDef(id).flatMap(d -> state.unit(id));
    }

    /** This side's units, sorted by id (read-only). */
    public List<UnitState> ownUnits() {
        if (ownUnits == null) {
            ownUnits = state.unitsOf(scenario, side);
        }
        return ownUnits;
    }

    public UnitDef def(UnitId ownId) {
        return scenario.unitOrThrow(ownId);
    }

    public List<Airfield> ownAirfields() {
        return scenario.airfields().stream().filter(a -> a.side() == side).collect(Collectors.toList());
    }

    /** Where an own unit is now: at sea, aboard a base (the base's hex), ashore. */
    public Optional<Hex> hexNow(UnitId ownId) {
        Optional<UnitState> u = own(ownId);
        if (u.isEmpty()) {
            Optional<Airfield> a = scenario.airfield(ownId).filter(f -> f.side() == side);
            return a.map(Airfield::hex);
        }
        Location l = u.get().location();
        if (l instanceof Location.OnMap map) {
            return Optional.of(map.hex());
        }
        if (l instanceof Location.Ashore ashore) {
            return Optional.of(ashore.hex());
        }
        if (l instanceof Location.Aboard aboard) {
            return hexNow(aboard.base());
        }
        if (l instanceof Location.InReserve reserve) {
            return hexNow(reserve.carrier());
        }
        return Optional.empty();
    }

    /** Where an own unit will be once this phase's movement, entry and placement orders are carried out. */
    public Optional<Hex> hexAfterOrders(UnitId ownId) {
        Hex p = planned.get(ownId);
        if (p != null) {
            return Optional.of(p);
        }
        Optional<UnitState> u = own(ownId);
        if (u.isPresent() && u.get().location() instanceof Location.Aboard) {
            return hexAfterOrders(((Location.Aboard) u.get().location()).base());
        }
        return hexNow(ownId);
    }

    /**
     * I-ENG-46 (LAND-1, LAND-4): whether an own land unit is landed at Midway by a landing order of the same
     * orders (it lands before the land combat of the phase, so it may be given targets there).
     */
    public boolean landsWithTheseOrders(UnitId ownId) {
        return landing.contains(ownId);
    }

    /** The base (carrier or airfield id) an own air unit sits on. */
    public Optional<UnitId> baseOf(UnitId ownAircraft) {
        return own(ownAircraft)
                .map(UnitState::location)
                .filter(l -> l instanceof Location.Aboard)
                .map(l -> ((Location.Aboard) l).base());
    }

    public boolean isOwnAirfield(UnitId id) {
        return scenario.airfield(id).map(a -> a.side() == side).orElse(false);
    }

    public boolean isOwnCarrier(UnitId id) {
        return ownDef(id).map(UnitDef::isCarrier).orElse(false);
    }

    /** A carrier reduced from its starting steps has capacity 0 and launches nothing (BOMB-3). */
    public boolean carrierDamaged(UnitId carrier) {
        Optional<UnitState> s = own(carrier);
        return s.isEmpty()
                || s.get().isEliminated()
                || s.get().steps() < def(carrier).steps();
    }

    /** Capacity in halves of a base this side lands on (REC-4, BOMB-3, MID-2, LAND-7). */
    public int capacityHalves(UnitId base) {
        if (isOwnAirfield(base)) {
            Airfield a = scenario.airfield(base).orElseThrow();
            if (side == Side.US && a.hex().equals(midwayHex())) {
                MidwayState m = state.midway();
                if (m.occupied()) {
                    return 0;
                }
                return Math.max(0, a.capacityHalves() - 2 * m.capacityLost());
            }
            return a.capacityHalves();
        }
        if (isOwnCarrier(base) && !carrierDamaged(base)) {
            return def(base).capacityHalves();
        }
        return 0;
    }

    public Knowledge knowledge() {
        return state.knowledgeOf(side);
    }

    public boolean located(Hex hex) {
        return knowledge().located(state.turn(), hex);
    }

    /** Enemy units this side has been shown in {@code hex} this turn (RAID-7), the latest report of each. */
    public List<EnemyUnitReport> knownEnemies(Hex hex) {
        Map<UnitId, EnemyUnitReport> latest = new LinkedHashMap<>();
        for (EnemyUnitReport r : knowledge().enemyUnits()) {
            if (r.turn() == state.turn() && r.hex().equals(hex)) {
                latest.put(r.id(), r);
            }
        }
        if (hex.equals(midwayHex())) {
            // the land units ashore at Midway are public: the US Marines by the order of battle (SET-3),
            // JP troops once landed (I-ORD-17); both fight every day (LAND-2), so neither learns anything
            for (UnitState u : state.units().values()) {
                Optional<UnitDef> d = scenario.unit(u.id());
                if (d.isPresent()
                        && d.get().side() != side
                        && u.location() instanceof Location.Ashore
                        && ((Location.Ashore) u.location()).hex().equals(hex)
                        && !latest.containsKey(u.id())) {
                    latest.put(
                            u.id(),
                            new EnemyUnitReport(
                                    state.turn(),
                                    hex,
                                    u.id(),
                                    d.get().type(),
                                    d.get().name(),
                                    d.get().steps()));
                }
            }
        }
        return new ArrayList<>(latest.values());
    }

    public Optional<EnemyUnitReport> knownEnemy(Hex hex, UnitId id) {
        return knownEnemies(hex).stream().filter(r -> r.id().equals(id)).findFirst();
    }

    /**
     * JP land units ashore at Midway. Public: both sides take part in the land combat that follows
     * any landing (LAND-2), so neither learns anything from this.
     */
    public boolean jpTroopsAshoreAtMidway() {
        Hex midway = midwayHex();
        return state.units().values().stream()
                .anyMatch(u -> u.location() instanceof Location.Ashore
                        && ((Location.Ashore) u.location()).hex().equals(midway)
                        && scenario.unit(u.id()).map(d -> d.side() == Side.JP).orElse(false));
    }

    /** The JP Kure base: JP's own business. */
    public KureBase kure() {
        if (side != Side.JP) {
            throw new IllegalStateException("the Kure base is JP's own information");
        }
        return state.kure();
    }

    /** Midway's airfield damage: the US's own business (used for US searches and landings). */
    public MidwayState midway() {
        if (side != Side.US) {
            throw new IllegalStateException("Midway's damage is US information");
        }
        return state.midway();
    }

    /** The turn JP first located a US carrier or carrier air unit (SET-6): JP's own knowledge. */
    public int usCarrierFirstLocatedTurn() {
        if (side != Side.JP) {
            throw new IllegalStateException("SET-6 timing is JP information");
        }
        return state.usCarrierFirstLocatedTurn();
    }

    /** The side's own Midway raid declarations of this turn (RAID-4). */
    public List<MidwayRaidDeclaration> ownMidwayRaids() {
        return state.midwayRaids().stream()
                .filter(r -> r.side() == side && r.turn() == state.turn())
                .collect(Collectors.toList());
    }

    /** An own unit still in the game (not eliminated, not gone off the map for good). */
    private boolean ownAlive(UnitId id) {
        return own(id).map(u -> !u.isEliminated() && u.location().isInPlay()).orElse(false);
    }

    /**
     * The side's fighters that fire in this phase's round of air combat over {@code hex} (AIR-2, AIR-3): those of
     * its raid there, or those defending against the enemy's raid there, when the round is its side's. Read from
     * what the side was told: its own raids, the raids against it on arrival (RAID-7: its defenders), who fires
     * first (AIR-2, told to both); never the enemy's aircraft.
     */
    public Set<UnitId> ownFightersInAirCombat(Hex hex) {
        Set<UnitId> result = new TreeSet<>();
        int round = state.phase() == Phase.AIR_COMBAT_1 ? 1 : state.phase() == Phase.AIR_COMBAT_2 ? 2 : 0;
        for (Raid raid : state.raids()) {
            if (!raid.target().equals(hex)
                    || !raid.airCombat()
                    || raid.initiative().isEmpty()
                    || round == 0) {
                continue;
            }
            Side first = raid.initiative().get();
            boolean mine;
            if (round == 1) {
                mine = first == side;
            } else if (side == raid.attacker()) {
                // the attacker's second round: only when its raid has escorts (AIR-2), its own business
                mine = first != side
                        && raid.aircraft().stream().anyMatch(f -> def(f.unit()).type() == UnitType.F);
            } else {
                mine = first != side; // the attacker fired first: it had escorts, so the defender fires second
            }
            if (!mine) {
                continue;
            }
            if (side == raid.attacker()) {
                raid.aircraft().stream()
                        .map(Raid.Flight::unit)
                        .filter(u -> def(u).type() == UnitType.F && ownAlive(u))
                        .forEach(result::add);
            } else {
                raid.defenders().stream().filter(this::ownAlive).forEach(result::add);
            }
        }
        return result;
    }

    /** The side's strike aircraft still flying in its raids on {@code hex} this turn (BOMB-1). */
    public Set<UnitId> ownStrikeAircraftOver(Hex hex) {
        Set<UnitId> result = new TreeSet<>();
        for (Raid raid : state.raids()) {
            if (raid.attacker() == side && raid.target().equals(hex)) {
                raid.aircraft().stream()
                        .map(Raid.Flight::unit)
                        .filter(u -> def(u).type().isStrikeAircraft() && ownAlive(u))
                        .forEach(result::add);
            }
        }
        return result;
    }

    /** Did this own fighter defend against a raid this turn (RAID-6: the side is told its defenders on arrival)? */
    public boolean defendedThisTurn(UnitId fighter) {
        return state.raids().stream()
                .anyMatch(r -> r.attacker() != side && r.defenders().contains(fighter));
    }

    /** Was the side raided over {@code hex} this turn (RAID-7: it is told of every raid on arrival)? */
    public boolean raidedOver(Hex hex) {
        return state.raids().stream()
                .anyMatch(r -> r.attacker() != side && r.target().equals(hex));
    }

    /** The flight of an own air unit in this turn's own raids: where it took off from and what it raided (RAID-3). */
    public Optional<Raid.Flight> ownFlight(UnitId aircraft) {
        for (Raid raid : state.raids()) {
            if (raid.attacker() == side) {
                Optional<Raid.Flight> f = raid.flightOf(aircraft);
                if (f.isPresent()) {
                    return f;
                }
            }
        }
        return Optional.empty();
    }

    /** The hex of this turn's own raid an air unit flies in. */
    public Optional<Hex> ownRaidTarget(UnitId aircraft) {
        return state.raids().stream()
                .filter(r -> r.attacker() == side && r.flightOf(aircraft).isPresent())
                .map(Raid::target)
                .findFirst();
    }

    /** Own units of a type, in play. */
    public List<UnitState> ownOfType(UnitType type) {
        return ownUnits().stream()
                .filter(u -> def(u.id()).type() == type && u.location().isInPlay())
                .collect(Collectors.toList());
    }

    /** Own units at sea in {@code hex} now. */
    public List<UnitState> ownAtSea(Hex hex) {
        return ownUnits().stream()
                .filter(u -> u.location() instanceof Location.OnMap
                        && ((Location.OnMap) u.location()).hex().equals(hex))
                .collect(Collectors.toList());
    }

    static <T> List<T> sorted(Collection<T> c, Comparator<T> cmp) {
        List<T> l = new ArrayList<>(c);
        l.sort(cmp);
        return l;
    }
}

package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.dice.RollPurpose;
import org.umpire.engine.event.AirInitiative;
import org.umpire.engine.event.EnemyUnitSeen;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.MidwayRaidCancelled;
import org.umpire.engine.event.RaidArrived;
import org.umpire.engine.event.RaidLaunched;
import org.umpire.engine.event.RaidUnitStayed;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.MidwayRaidDeclaration;
import org.umpire.engine.state.Raid;
import org.umpire.engine.state.UnitState;

/**
 * Phase 3: raid declarations (RAID-1..7, MID-1, MID-4, I-15, I-18). The raids declared now against
 * located hexes and the Midway raid declared in phase 1 (unless cancelled, RAID-4) take off; all the
 * aircraft one side sends against one hex form one raid (RAID-5); a raid on Midway island is separate
 * from a raid on ships in its hex (MID-4). When the raids arrive each side learns what RAID-7 says,
 * and the umpire rolls the air-combat initiative (AIR-2).
 *
 * <p>Awaited (SEQ-1): by day, a side with a real choice, some air unit of it able to reach a hex it
 * located this turn and land again (I-ENG-45, {@link #hasChoice}). A phase-1 Midway raid flies unless
 * cancelled; JP may cancel it whenever it is awaited here (I-ENG-23).
 */
public final class RaidDeclarationPhase implements PhaseResolver {

    /** AIR-2: the umpire's even-chance initiative roll: JP on 1–5, US on 6–10. */
    static final int JP_INITIATIVE_UP_TO = 5;

    private static final List<UnitType> LABEL_ORDER =
            List.of(UnitType.F, UnitType.D, UnitType.T, UnitType.M, UnitType.H);

    @Override
    public Phase phase() {
        return Phase.RAID_DECLARATION;
    }

    @Override
    public Set<Side> awaiting(Board board) {
        Set<Side> sides = EnumSet.noneOf(Side.class);
        if (board.isNight()) {
            return sides;
        }
        for (Side side : Side.values()) {
            if (hasChoice(board, side)) {
                sides.add(side);
            }
        }
        return sides;
    }

    /**
     * I-ENG-45: a real choice only: some air unit of the side able to take off (ready, not flown this turn,
     * not trapped, its carrier out of fog) can reach a hex the side located this turn and land again within
     * its range (RAID-3), after this turn's moves. The D and T of a phase-1 Midway raid are not counted
     * (RAID-4: they fly no other mission, I-ENG-23). Only the side's own units and knowledge are read
     * (the enemy's hidden positions never decide who is asked).
     */
    static boolean hasChoice(Board board, Side side) {
        Set<Hex> located = board.state().knowledgeOf(side).locatedHexes(board.turn());
        if (located.isEmpty()) {
            return false;
        }
        Set<UnitId> committed = new HashSet<>();
        board.state()
                .midwayRaidOf(side)
                .ifPresent(m -> m.aircraft().stream()
                        .filter(id -> board.def(id).type() != UnitType.F)
                        .forEach(committed::add));
        for (UnitState u : board.unitsOf(side)) {
            if (!board.type(u).isAircraft()
                    || committed.contains(u.id())
                    || AirRules.mayTakeOff(board, u).isPresent()) {
                continue;
            }
            for (Hex hex : located) {
                if (AirRules.mayRaid(board, u, hex, Optional.empty()).isEmpty()) {
                    return true;
                }
            }
        }
        return false;
    }

    /** No raid; a Midway raid declared in phase 1 flies. */
    @Override
    public OrderSet defaults(Board board, Side side) {
        return OrderSet.none(side);
    }

    /** One aircraft cleared to fly, against which hex, landing where. */
    private record Takeoff(UnitId unit, Hex target, boolean island, Optional<UnitId> landAt) {}

    @Override
    public StepResult resolve(Board board, Map<Side, List<Given>> orders, Dice dice) {
        List<Event> events = new ArrayList<>();
        List<Takeoff> takeoffs = new ArrayList<>();
        for (Side side : Side.values()) {
            takeoffs.addAll(declarations(board, side, orders.getOrDefault(side, List.of()), events));
        }
        if (takeoffs.isEmpty()) {
            return new StepResult(board.state(), events);
        }
        List<Raid> raids = form(board, takeoffs);
        Set<UnitId> taking = new HashSet<>();
        takeoffs.forEach(t -> taking.add(t.unit()));
        GameState s = board.state();
        List<Raid> rolled = new ArrayList<>();
        for (Raid raid : raids) {
            int[] roll = {0};
            Raid r = initiative(board, raid, dice, roll);
            rolled.add(r);
            for (Raid.Flight f : r.aircraft()) {
                UnitState u = s.unitOrThrow(f.unit());
                s = s.withUnit(u.at(new Location.Aloft(f.base(), r.target()))
                        .withReadiness(Readiness.NOT_READY)
                        .flewOn(board.turn()));
            }
            events.add(new RaidLaunched(board.turn(), phase(), r));
            events.add(new RaidArrived(board.turn(), phase(), r));
            seen(board, r, taking, events);
            if (r.airCombat()) {
                events.add(new AirInitiative(
                        board.turn(),
                        phase(),
                        r.target(),
                        r.island(),
                        r.attacker(),
                        r.initiative().orElseThrow(),
                        roll[0]));
            }
            if (r.attacker() == Side.US
                    && s.usCarrierFirstLocatedTurn() == 0
                    && r.aircraft().stream().anyMatch(f -> !board.isAirfield(f.base()))) {
                s = s.withUsCarrierFirstLocatedTurn(board.turn()); // I-8: JP attacked by US carrier aircraft
            }
        }
        return new StepResult(s.withRaids(rolled), events);
    }

    /** The aircraft of one side cleared to fly this phase, from its orders and its phase-1 Midway raid. */
    private List<Takeoff> declarations(Board board, Side side, List<Given> given, List<Event> events) {
        List<Takeoff> result = new ArrayList<>();
        if (board.isNight()) {
            return result; // GAME-2: the checks refused every air order at night
        }
        Optional<MidwayRaidDeclaration> midway = board.state().midwayRaidOf(side);
        boolean cancelled = false;
        Set<UnitId> used = new HashSet<>();
        Set<UnitId> committed = new HashSet<>();
        if (midway.isPresent()) {
            for (UnitId id : midway.get().aircraft()) {
                UnitType t = board.def(id).type();
                if (t != UnitType.F) {
                    committed.add(id); // RAID-4: D and T fly no other mission, even if the raid is cancelled
                }
            }
        }
        for (Given g : given) {
            if (g.order() instanceof AirOrder.CancelMidwayRaid) {
                cancelled = midway.isPresent(); // the checks refused a cancellation with no raid (NO_MIDWAY_RAID)
            }
        }
        if (midway.isPresent() && !cancelled) {
            for (UnitId id : midway.get().aircraft()) {
                used.add(id);
            }
        }
        for (Given g : given) {
            if (g.order() instanceof AirOrder.Raid) {
                result.addAll(raidOrder(board, side, g, (AirOrder.Raid) g.order(), used, events));
            } else if (!(g.order() instanceof AirOrder.CancelMidwayRaid)) {
                throw new AssertionError("the checks refuse an order of another phase: " + g.order());
            }
        }
        if (midway.isPresent() && cancelled) {
            events.add(new MidwayRaidCancelled(board.turn(), phase(), side, new ArrayList<>(new TreeSet<>(committed))));
        } else if (midway.isPresent()) {
            result.addAll(midwayRaid(board, side, midway.get(), events));
        }
        return result;
    }

    private static List<Takeoff> raidOrder(
            Board board, Side side, Given g, AirOrder.Raid order, Set<UnitId> used, List<Event> events) {
        List<Takeoff> result = new ArrayList<>();
        Hex target = order.target();
        // the checks refused a hex not located (HEX_NOT_LOCATED), aircraft of the Midway raid
        // (COMMITTED_TO_MIDWAY_RAID)
        // and aircraft given two missions (AIRCRAFT_TWO_MISSIONS)
        Optional<UnitId> landAt = order.landAt();
        for (UnitId id : order.aircraft()) {
            UnitState u = OwnUnits.of(board, side, id);
            used.add(id);
            Optional<Refusal> refusal = AirRules.mayRaid(board, u, target, landAt);
            if (refusal.isPresent()) {
                events.add(refusal.get().toEvent(board, side, g));
                continue;
            }
            result.add(new Takeoff(id, target, false, landAt));
        }
        return result;
    }

    /** RAID-4: the declared Midway raid flies with those of its aircraft still able to. */
    private List<Takeoff> midwayRaid(Board board, Side side, MidwayRaidDeclaration d, List<Event> events) {
        List<Takeoff> result = new ArrayList<>();
        for (UnitId id : d.aircraft()) {
            UnitState u = board.unit(id);
            Optional<Refusal> refusal = AirRules.mayRaid(board, u, board.midway(), d.landAt());
            if (refusal.isPresent()) {
                // the declaration was accepted in phase 1: say why this unit stays home (never silently)
                events.add(new RaidUnitStayed(
                        board.turn(), phase(), side, id, refusal.get().reason()));
                continue;
            }
            result.add(new Takeoff(id, board.midway(), true, d.landAt()));
        }
        return result;
    }

    /** RAID-5, MID-4: one raid per side, hex and kind of target; labels per defender (I-18). */
    private static List<Raid> form(Board board, List<Takeoff> takeoffs) {
        TreeMap<String, List<Takeoff>> groups = new TreeMap<>();
        for (Takeoff t : takeoffs) {
            Side side = board.def(t.unit()).side();
            // by side, then target hex (column, row), the island before the ships (I-ENG-25)
            String key = String.format(
                    Locale.ROOT,
                    "%s/%03d/%03d/%s",
                    side,
                    t.target().column(),
                    t.target().row(),
                    t.island() ? "island" : "ships");
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(t);
        }
        List<Raid> raids = new ArrayList<>();
        Set<UnitId> taking = new HashSet<>();
        takeoffs.forEach(t -> taking.add(t.unit()));
        int[] next = {1, 1};
        for (List<Takeoff> group : groups.values()) {
            Takeoff first = group.get(0);
            Side attacker = board.def(first.unit()).side();
            group.sort(Comparator.comparingInt((Takeoff t) ->
                            LABEL_ORDER.indexOf(board.def(t.unit()).type()))
                    .thenComparing(Comparator.comparingInt(
                                    (Takeoff t) -> board.unit(t.unit()).steps())
                            .reversed())
                    .thenComparing(Takeoff::unit));
            List<Raid.Flight> flights = new ArrayList<>();
            SortedSet<Hex> from = new TreeSet<>();
            for (Takeoff t : group) {
                UnitId base = board.baseOf(board.unit(t.unit())).orElseThrow();
                Hex origin = board.baseHex(base).orElseThrow();
                flights.add(new Raid.Flight(t.unit(), UnitId.of("R" + next[attacker.ordinal()]++), base, origin));
                from.addAll(board.grid().arrivalHexes(origin, t.target()));
            }
            Optional<UnitId> landAt = group.stream()
                    .map(Takeoff::landAt)
                    .flatMap(Optional::stream)
                    .findFirst();
            raids.add(new Raid(
                    board.turn(),
                    attacker,
                    first.target(),
                    first.island(),
                    flights,
                    defenders(board, attacker.enemy(), first.target(), first.island(), flights, taking),
                    new ArrayList<>(from),
                    Optional.empty(),
                    landAt));
        }
        return raids;
    }

    /**
     * RAID-6, MID-4, AIR-1, I-15: the defender's ready fighters that have not flown this turn and do not
     * take off on a raid of their own in this phase ({@code taking}), on the intact carriers in the target
     * hex, or at Midway's airfield for a raid on the island. None meet a raid of heavy bombers alone.
     */
    static List<UnitId> defenders(
            Board board, Side defender, Hex target, boolean island, List<Raid.Flight> flights, Set<UnitId> taking) {
        List<UnitId> result = new ArrayList<>();
        if (flights.stream().allMatch(f -> board.def(f.unit()).type() == UnitType.H)) {
            return result;
        }
        for (UnitId base : defendingBases(board, defender, target, island)) {
            for (UnitState a : board.state().unitsAboard(base)) {
                if (board.type(a) == UnitType.F
                        && a.readiness() == Readiness.READY
                        && !a.trapped()
                        && a.lastFlightTurn() != board.turn()
                        && !taking.contains(a.id())) {
                    result.add(a.id());
                }
            }
        }
        result.sort(null);
        return result;
    }

    private static List<UnitId> defendingBases(Board board, Side defender, Hex target, boolean island) {
        List<UnitId> bases = new ArrayList<>();
        if (island) {
            for (Airfield a : board.scenario().airfields()) {
                if (a.side() == defender && a.hex().equals(target) && board.canLaunchFrom(a.id())) {
                    bases.add(a.id());
                }
            }
        } else {
            for (UnitState c : board.shipsAt(target, defender)) {
                if (board.isIntactCarrier(c)) {
                    bases.add(c.id());
                }
            }
        }
        return bases;
    }

    /** AIR-2: with escorts the umpire rolls; without, the defender has the initiative. */
    private static Raid initiative(Board board, Raid raid, Dice dice, int[] rolled) {
        if (!raid.airCombat()) {
            return raid;
        }
        boolean escorted =
                raid.aircraft().stream().anyMatch(f -> board.def(f.unit()).type() == UnitType.F);
        if (!escorted) {
            return raid.withInitiative(raid.defender());
        }
        int roll = dice.d10(RollPurpose.of(
                Raids.key(board, raid) + "/initiative",
                "T" + board.turn() + " AIR-2 initiative over " + raid.target() + ": JP on 1-" + JP_INITIATIVE_UP_TO
                        + ", US on " + (JP_INITIATIVE_UP_TO + 1) + "-10"));
        rolled[0] = roll;
        return raid.withInitiative(roll <= JP_INITIATIVE_UP_TO ? Side.JP : Side.US);
    }

    /** RAID-7, MID-1, I-18: what each side is shown when the raid arrives. */
    private static void seen(Board board, Raid raid, Set<UnitId> taking, List<Event> events) {
        int turn = board.turn();
        for (Raid.Flight f : raid.aircraft()) {
            UnitState u = board.unit(f.unit());
            events.add(new EnemyUnitSeen(
                    turn,
                    Phase.RAID_DECLARATION,
                    raid.defender(),
                    raid.target(),
                    EnemyUnitSeen.Role.RAIDER,
                    f.label(),
                    board.type(u),
                    f.label().value(),
                    u.steps()));
        }
        if (raid.island()) {
            for (UnitState land : board.ashoreAtMidway(raid.defender())) {
                events.add(seenUnit(board, raid, land, EnemyUnitSeen.Role.LAND));
            }
            for (UnitId base : defendingBases(board, raid.defender(), raid.target(), true)) {
                for (UnitState a : board.state().unitsAboard(base)) {
                    if (!taking.contains(a.id())) { // those on their own raid are gone
                        events.add(seenUnit(
                                board,
                                raid,
                                a,
                                raid.defenders().contains(a.id())
                                        ? EnemyUnitSeen.Role.FIGHTER
                                        : EnemyUnitSeen.Role.GROUND_AIRCRAFT));
                    }
                }
            }
            return;
        }
        for (UnitState ship : board.shipsAt(raid.target(), raid.defender())) {
            events.add(seenUnit(board, raid, ship, EnemyUnitSeen.Role.SHIP));
            if (!board.def(ship.id()).isCarrier()) {
                continue;
            }
            for (UnitState a : board.state().unitsAboard(ship.id())) {
                if (raid.defenders().contains(a.id())) {
                    events.add(seenUnit(board, raid, a, EnemyUnitSeen.Role.FIGHTER));
                } else if (a.readiness() == Readiness.READY && !a.trapped() && !taking.contains(a.id())) {
                    events.add(seenUnit(board, raid, a, EnemyUnitSeen.Role.READY_AIRCRAFT));
                }
            }
        }
    }

    private static EnemyUnitSeen seenUnit(Board board, Raid raid, UnitState u, EnemyUnitSeen.Role role) {
        return new EnemyUnitSeen(
                board.turn(),
                Phase.RAID_DECLARATION,
                raid.attacker(),
                raid.target(),
                role,
                u.id(),
                board.type(u),
                board.def(u.id()).name(),
                u.steps());
    }
}

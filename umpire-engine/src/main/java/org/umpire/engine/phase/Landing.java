package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.umpire.engine.event.AircraftLanded;
import org.umpire.engine.event.AircraftLost;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.IgnoredReason;
import org.umpire.engine.event.VpAwarded;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.Vp;
import org.umpire.engine.order.RecoveryOrder;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.Raid;
import org.umpire.engine.state.UnitState;
import org.umpire.engine.state.VpEntry;

/**
 * Phase 11, the aircraft back from raids (REC-2..5): each lands on a carrier or base within range
 * (out to the target and back from there, RAID-3) with room left, a reduced unit taking half a place
 * (REC-4); Midway's own aircraft land on a carrier only if they are T; damaged carriers take nothing
 * (BOMB-3). Where: the player's landing order, else the landing place the raid named, else the base it
 * took off from, else the nearest place with room (then by id). Aircraft with nowhere to go ditch
 * and are lost (REC-5, VP-2). Units with an order land first, then the others in raid label order.
 */
final class Landing {

    /** VP-2: a ditched US step gives JP 1/4 VP, a ditched JP step gives the US 1/2 VP. */
    static Vp ditchedVp(Side owner, int steps) {
        return (owner == Side.US ? Vp.quarter() : Vp.half()).times(steps);
    }

    private Landing() {}

    /**
     * REC-2, REC-5 (I-ENG-48): does {@code side} choose where some of its aircraft back from a raid land? Yes when
     * one of them may land on more than one base within range, or when several of them can reach only one base
     * and it lacks the room for them all (which of them land, which ditch). One place or none each, with room
     * for all, is no choice: the default lands them there, or they ditch. Only the side's own units are read.
     */
    static boolean hasChoice(Board board, Side side) {
        Map<UnitId, List<UnitState>> onlyPlace = new TreeMap<>();
        for (Map.Entry<Raid.Flight, Raid> e : aloft(board, side).entrySet()) {
            UnitState u = board.unit(e.getKey().unit());
            List<UnitId> places = placesFor(board, u, e.getKey(), e.getValue());
            if (places.size() > 1) {
                return true;
            }
            if (places.size() == 1) {
                onlyPlace.computeIfAbsent(places.get(0), b -> new ArrayList<>()).add(u);
            }
        }
        return onlyPlace.entrySet().stream()
                .anyMatch(e -> e.getValue().size() > 1
                        && e.getValue().stream().mapToInt(UnitState::steps).sum() > roomLeft(board, e.getKey()));
    }

    /** The bases this air unit back from {@code raid} may land on now, each with room for it (REC-2, REC-4, RAID-3). */
    private static List<UnitId> placesFor(Board board, UnitState u, Raid.Flight f, Raid raid) {
        List<UnitId> places = new ArrayList<>();
        for (UnitId b : AirRules.landingPlaces(board, board.sideOf(u), board.def(u.id()))) {
            if (refusal(board, u, f, raid.target(), b, Map.of()).isEmpty()) {
                places.add(b);
            }
        }
        return places;
    }

    /** Half air units a base may still take (REC-4). */
    private static int roomLeft(Board board, UnitId base) {
        return board.capacityHalves(base) - board.usedHalves(base);
    }

    /** The air units of {@code side} still aloft after their raid, each with its flight and raid, in raid order. */
    private static Map<Raid.Flight, Raid> aloft(Board board, Side side) {
        Map<Raid.Flight, Raid> result = new LinkedHashMap<>();
        for (Raid r : board.state().raids()) {
            if (r.attacker() != side) {
                continue;
            }
            for (Raid.Flight f : r.aircraft()) {
                if (board.unit(f.unit()).location() instanceof Location.Aloft) {
                    result.put(f, r);
                }
            }
        }
        return result;
    }

    static GameState land(Board board, Side side, List<Given> orders, List<Event> events) {
        Map<UnitId, Raid.Flight> flights = new LinkedHashMap<>();
        Map<UnitId, Raid> raidOf = new LinkedHashMap<>();
        aloft(board, side).forEach((f, r) -> {
            flights.put(f.unit(), f);
            raidOf.put(f.unit(), r);
        });
        Map<UnitId, Map.Entry<Given, UnitId>> asked = new LinkedHashMap<>();
        for (Given g : orders) {
            if (!(g.order() instanceof RecoveryOrder.LandAircraft)) {
                continue;
            }
            RecoveryOrder.LandAircraft o = (RecoveryOrder.LandAircraft) g.order();
            OwnUnits.of(
                    board,
                    side,
                    o.aircraft()); // aloft after a raid, named once: checked (NOT_ALOFT, UNIT_ORDERED_TWICE)
            if (flights.containsKey(o.aircraft())) {
                asked.put(o.aircraft(), Map.entry(g, o.base()));
            }
        }
        List<UnitId> order = new ArrayList<>(asked.keySet());
        for (UnitId id : flights.keySet()) {
            if (!asked.containsKey(id)) {
                order.add(id);
            }
        }
        Map<UnitId, Integer> used = new TreeMap<>();
        Map<UnitId, List<UnitId>> landed = new TreeMap<>();
        List<UnitId> ditched = new ArrayList<>();
        GameState s = board.state();
        Vp ditchedPoints = Vp.ZERO;
        for (UnitId id : order) {
            Raid.Flight f = flights.get(id);
            Raid raid = raidOf.get(id);
            UnitState u = board.unit(id);
            Optional<UnitId> base = Optional.empty();
            Map.Entry<Given, UnitId> a = asked.get(id);
            if (a != null) {
                Optional<IgnoredReason> why = refusal(board, u, f, raid.target(), a.getValue(), used);
                if (why.isEmpty()) {
                    base = Optional.of(a.getValue());
                } else {
                    events.add(Ignored.because(board, side, a.getKey(), why.get(), "unit", id, "base", a.getValue()));
                }
            }
            if (base.isEmpty()) {
                base = choose(board, u, f, raid, used);
            }
            if (base.isEmpty()) {
                s = s.withUnit(s.unitOrThrow(id).withSteps(0).at(new Location.Eliminated(board.turn())));
                ditched.add(id);
                ditchedPoints = ditchedPoints.plus(ditchedVp(side, u.steps()));
                continue;
            }
            used.merge(base.get(), u.steps(), Integer::sum);
            landed.computeIfAbsent(base.get(), b -> new ArrayList<>()).add(id);
            s = s.withUnit(s.unitOrThrow(id).at(new Location.Aboard(base.get())).withReadiness(Readiness.NOT_READY));
        }
        landed.forEach((b, ids) -> {
            ids.sort(null);
            events.add(new AircraftLanded(board.turn(), board.phase(), side, b, ids));
        });
        if (!ditched.isEmpty()) {
            ditched.sort(null);
            events.add(new AircraftLost(
                    board.turn(),
                    board.phase(),
                    side,
                    flights.get(ditched.get(0)).base(),
                    AircraftLost.Cause.DITCHED,
                    ditched));
            s = s.withVp(new VpEntry(
                    board.turn(),
                    side.enemy(),
                    ditchedPoints,
                    "VP-2",
                    "ditched " + side + " aircraft " + ditched + " (REC-5)"));
            events.add(new VpAwarded(
                    board.turn(), board.phase(), side.enemy(), ditchedPoints, VpAwarded.Award.DITCHED, ditched));
        }
        return s;
    }

    /** The default landing place: the raid's, else the home base, else the nearest with room. */
    private static Optional<UnitId> choose(
            Board board, UnitState u, Raid.Flight f, Raid raid, Map<UnitId, Integer> used) {
        List<UnitId> preferred = new ArrayList<>();
        raid.landAt().ifPresent(preferred::add);
        preferred.add(f.base());
        for (UnitId b : preferred) {
            if (refusal(board, u, f, raid.target(), b, used).isEmpty()) {
                return Optional.of(b);
            }
        }
        UnitId best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (UnitId b : AirRules.landingPlaces(board, board.sideOf(u), board.def(u.id()))) {
            if (refusal(board, u, f, raid.target(), b, used).isPresent()) {
                continue;
            }
            int d = HexGrid.distance(raid.target(), board.baseHex(b).orElseThrow());
            if (d < bestDistance) {
                best = b;
                bestDistance = d;
            }
        }
        return Optional.ofNullable(best);
    }

    /** Why {@code u} may not land on {@code base}, if it may not (REC-2, REC-4, RAID-3, BOMB-3). */
    private static Optional<IgnoredReason> refusal(
            Board board, UnitState u, Raid.Flight f, Hex over, UnitId base, Map<UnitId, Integer> used) {
        UnitDef d = board.def(u.id());
        Side side = board.sideOf(u);
        boolean ownBase = board.isAirfield(base)
                ? board.scenario().airfield(base).map(a -> a.side() == side).orElse(false)
                : board.findUnit(base)
                        .map(c -> board.sideOf(c) == side && board.def(base).isCarrier())
                        .orElse(false);
        if (!ownBase || board.capacityHalves(base) == 0 || board.baseHex(base).isEmpty()) {
            return Optional.of(IgnoredReason.BASE_UNUSABLE);
        }
        if (!board.isAirfield(base) && !AirRules.mayLandOnCarrier(board, d)) {
            return Optional.of(IgnoredReason.MIDWAY_AIRCRAFT_ON_CARRIER);
        }
        int flown = HexGrid.distance(f.origin(), over)
                + HexGrid.distance(over, board.baseHex(base).get());
        if (flown > d.range()) {
            return Optional.of(IgnoredReason.LANDING_OUT_OF_RANGE);
        }
        int room = roomLeft(board, base) - used.getOrDefault(base, 0);
        if (u.steps() > room) {
            return Optional.of(IgnoredReason.BASE_FULL);
        }
        return Optional.empty();
    }
}

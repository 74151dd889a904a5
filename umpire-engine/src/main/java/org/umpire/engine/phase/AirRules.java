package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.umpire.engine.event.IgnoredReason;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.UnitState;

/** Whether an air unit may take off on a mission this turn (RAID-1, REC-3, BOMB-3, LAND-7). */
final class AirRules {

    private AirRules() {}

    /**
     * Only ready units fly (RAID-1; REC-3 keeps a unit that flew not ready through the next turn);
     * trapped aircraft never fly (BOMB-3); the base must be able to launch: an undamaged carrier at
     * sea, or an airfield not occupied (LAND-7). Night and fog are the caller's.
     */
    static Optional<Refusal> mayFly(Board board, UnitState u) {
        UnitType type = board.type(u);
        if (!type.isAircraft()) {
            return Refusal.of(IgnoredReason.NOT_AIRCRAFT, "unit", u.id());
        }
        if (u.readiness() != Readiness.READY) {
            return Refusal.of(IgnoredReason.NOT_READY, "unit", u.id());
        }
        if (u.trapped()
                || board.baseOf(u).map(b -> !board.canLaunchFrom(b)).orElse(true)
                || board.hexOf(u.id()).isEmpty()) {
            return Refusal.of(IgnoredReason.CANNOT_LAUNCH, "unit", u.id());
        }
        return Refusal.none();
    }

    /**
     * May this air unit take off on a raid now, wherever it goes: {@link #mayFly}, not flown yet this
     * turn (a search counts, SRCH-4), its carrier not in fog (FOG-2).
     */
    static Optional<Refusal> mayTakeOff(Board board, UnitState u) {
        Optional<Refusal> r = mayFly(board, u);
        if (r.isPresent()) {
            return r;
        }
        if (u.lastFlightTurn() == board.turn()) {
            return Refusal.of(IgnoredReason.ALREADY_FLOWN, "unit", u.id());
        }
        UnitId base = board.baseOf(u).orElseThrow();
        if (!board.isAirfield(base) && board.inFog(board.baseHex(base).orElseThrow())) {
            return Refusal.of(IgnoredReason.BASE_IN_FOG, "unit", u.id());
        }
        return Refusal.none();
    }

    /**
     * May this air unit fly a raid on {@code target} now: {@link #mayTakeOff}, and within range out and back to
     * {@code landAt} or to some landing place (RAID-3).
     */
    static Optional<Refusal> mayRaid(Board board, UnitState u, Hex target, Optional<UnitId> landAt) {
        Optional<Refusal> r = mayTakeOff(board, u);
        if (r.isPresent()) {
            return r;
        }
        Hex from = board.baseHex(board.baseOf(u).orElseThrow()).orElseThrow();
        UnitDef d = board.def(u.id());
        int left = d.range() - HexGrid.distance(from, target);
        if (landAt.isPresent()) {
            Optional<Hex> at = landingHex(board, board.sideOf(u), d, landAt.get());
            if (at.isEmpty() || HexGrid.distance(target, at.get()) > left) {
                return Refusal.of(IgnoredReason.RAID_OUT_OF_RANGE, "unit", u.id(), "target", target);
            }
            return Refusal.none();
        }
        for (UnitId place : landingPlaces(board, board.sideOf(u), d)) {
            if (HexGrid.distance(target, board.baseHex(place).orElseThrow()) <= left) {
                return Refusal.none();
            }
        }
        return Refusal.of(IgnoredReason.NO_LANDING_IN_RANGE, "unit", u.id(), "target", target);
    }

    /**
     * The bases an air unit of {@code side} may land on now, sorted by id (REC-2): own airfields and
     * intact own carriers at sea with capacity; aircraft based at an airfield at the start land on a
     * carrier only if they are T. Room left is the caller's.
     */
    static List<UnitId> landingPlaces(Board board, Side side, UnitDef aircraft) {
        List<UnitId> result = new ArrayList<>();
        for (Airfield a : board.scenario().airfields()) {
            if (a.side() == side && board.capacityHalves(a.id()) > 0) {
                result.add(a.id());
            }
        }
        for (UnitState c : board.unitsOf(side)) {
            if (board.isIntactCarrier(c) && board.capacityHalves(c.id()) > 0 && mayLandOnCarrier(board, aircraft)) {
                result.add(c.id());
            }
        }
        result.sort(null);
        return result;
    }

    /** The hex of {@code base} if an air unit of {@code side} may land there now. */
    static Optional<Hex> landingHex(Board board, Side side, UnitDef aircraft, UnitId base) {
        return landingPlaces(board, side, aircraft).contains(base) ? board.baseHex(base) : Optional.empty();
    }

    /** REC-2: aircraft based at an airfield at the start may land on a carrier only if they are T. */
    static boolean mayLandOnCarrier(Board board, UnitDef aircraft) {
        return aircraft.base() == null || !board.isAirfield(aircraft.base()) || aircraft.type() == UnitType.T;
    }
}

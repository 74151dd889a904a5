package org.umpire.engine.legality;

import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.RecoveryOrder;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.Raid;
import org.umpire.engine.state.UnitState;

/** Landing aircraft (REC-2), readiness (REC-1, REC-3) and reserve fighters (RES-1, I-13). */
final class RecoveryChecks {

    private RecoveryChecks() {}

    static void recovery(SideView v, Problems p, RecoveryOrder o) {
        if (o instanceof RecoveryOrder.LandAircraft l) {
            Optional<UnitState> u = Common.ownAircraft(v, p, l.aircraft());
            if (u.isEmpty()) {
                return;
            }
            if (u.get().lastFlightTurn() != v.turn()) {
                p.add(ProblemKind.DID_NOT_FLY, "unit", l.aircraft());
                return;
            }
            if (!(u.get().location() instanceof Location.Aloft)) {
                p.add(ProblemKind.NOT_ALOFT, "unit", l.aircraft());
                return;
            }
            if (!AirChecks.landingBaseUsable(v, p, l.base())) {
                return;
            }
            if (!AirChecks.mayLandOn(v, l.aircraft(), l.base())) {
                p.add(ProblemKind.MIDWAY_AIRCRAFT_ON_CARRIER, "unit", l.aircraft(), "base", l.base());
                return;
            }
            // RAID-3: out from its base to its target, then back to the base named, within its range
            Optional<Raid.Flight> f = v.ownFlight(l.aircraft());
            Optional<Hex> over = v.ownRaidTarget(l.aircraft());
            Optional<Hex> at = v.hexNow(l.base());
            if (f.isPresent() && over.isPresent() && at.isPresent()) {
                int range = v.def(l.aircraft()).range();
                int needed = HexGrid.distance(f.get().origin(), over.get()) + HexGrid.distance(over.get(), at.get());
                if (needed > range) {
                    p.add(
                            ProblemKind.OUT_OF_RANGE,
                            "unit",
                            l.aircraft(),
                            "from",
                            f.get().origin(),
                            "target",
                            over.get(),
                            "landing",
                            l.base(),
                            "needed",
                            needed,
                            "range",
                            range);
                }
            }
        } else if (o instanceof RecoveryOrder.SetReadiness readiness) {
            readiness(v, p, readiness);
        } else if (o instanceof RecoveryOrder.BringInReserve r) {
            if (v.side() != Side.JP) {
                p.add(ProblemKind.RESERVE_NOT_YOURS);
                return;
            }
            Optional<UnitState> u = Common.ownAircraft(v, p, r.reserve());
            if (u.isEmpty()) {
                return;
            }
            if (!(u.get().location() instanceof Location.InReserve)) {
                p.add(ProblemKind.NOT_IN_RESERVE, "unit", r.reserve());
                return;
            }
            var carrier = ((Location.InReserve) u.get().location()).carrier();
            Optional<UnitState> c = v.own(carrier);
            if (c.isPresent() && !c.get().isEliminated() && !(c.get().location() instanceof Location.OnMap)) {
                p.add(ProblemKind.RESERVE_CARRIER_NOT_AT_SEA, "unit", r.reserve(), "carrier", carrier);
            } else if (c.isEmpty() || v.carrierDamaged(carrier)) {
                p.add(ProblemKind.RESERVE_CARRIER_DAMAGED, "unit", r.reserve(), "carrier", carrier);
            }
        } else {
            throw new AssertionError(o);
        }
    }

    private static void readiness(SideView v, Problems p, RecoveryOrder.SetReadiness r) {
        Optional<UnitState> u = Common.ownAircraft(v, p, r.aircraft());
        if (u.isEmpty()) {
            return;
        }
        if (r.readiness() == Readiness.NOT_READY) {
            // REC-3: fighters that defended come back ready unless put not ready; any other ready unit stays ready
            if (u.get().readiness() == Readiness.READY && !v.defendedThisTurn(r.aircraft())) {
                p.add(ProblemKind.ALREADY_READY, "unit", r.aircraft());
            }
            return;
        }
        if (u.get().trapped()) {
            p.add(ProblemKind.AIRCRAFT_TRAPPED, "unit", r.aircraft());
            return;
        }
        UnitType type = v.def(r.aircraft()).type();
        int last = u.get().lastFlightTurn();
        if (last == v.turn()) {
            // REC-3: a unit that flew a raid or a search this turn (fighters that only defended did not fly)
            p.add(ProblemKind.FLEW_THIS_TURN, "unit", r.aircraft());
        } else if (type == UnitType.H && last > 0 && v.turn() - last < 2) {
            p.add(ProblemKind.HEAVY_BOMBER_RESTING, "unit", r.aircraft(), "lastFlight", last, "readyTurn", last + 2);
        }
    }
}

package org.umpire.engine.legality;

import java.util.Optional;

import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.RecoveryOrder;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/** Landing aircraft (REC-2), readiness (REC-1, REC-3) and reserve fighters (RES-1, I-13). */
final class RecoveryChecks {

    private RecoveryChecks() {
    }

    static void recovery(SideView v, Problems p, RecoveryOrder o) {
        if (o instanceof RecoveryOrder.LandAircraft) {
            RecoveryOrder.LandAircraft l = (RecoveryOrder.LandAircraft) o;
            Optional<UnitState> u = Common.ownAircraft(v, p, l.aircraft());
            if (u.isEmpty()) {
                return;
            }
            if (u.get().lastFlightTurn() != v.turn()) {
                p.add(ProblemKind.DID_NOT_FLY, "unit", l.aircraft());
                return;
            }
            if (AirChecks.landingBaseUsable(v, p, l.base()) && !AirChecks.mayLandOn(v, l.aircraft(), l.base())) {
                p.add(ProblemKind.MIDWAY_AIRCRAFT_ON_CARRIER, "unit", l.aircraft(), "base", l.base());
            }
        } else if (o instanceof RecoveryOrder.SetReadiness) {
            readiness(v, p, (RecoveryOrder.SetReadiness) o);
        } else if (o instanceof RecoveryOrder.BringInReserve) {
            RecoveryOrder.BringInReserve r = (RecoveryOrder.BringInReserve) o;
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
        if (u.isEmpty() || r.readiness() == Readiness.NOT_READY) {
            return;
        }
        if (u.get().trapped()) {
            p.add(ProblemKind.AIRCRAFT_TRAPPED, "unit", r.aircraft());
            return;
        }
        UnitType type = v.def(r.aircraft()).type();
        int last = u.get().lastFlightTurn();
        if (last == v.turn() && type != UnitType.F) {
            // Fighters that defended come back ready (REC-3): whether a fighter defended or escorted
            // is the engine's record, so a fighter's request is left to it.
            p.add(ProblemKind.FLEW_THIS_TURN, "unit", r.aircraft());
        } else if (type == UnitType.H && last > 0 && v.turn() - last < 2) {
            p.add(ProblemKind.HEAVY_BOMBER_RESTING, "unit", r.aircraft(), "lastFlight", last, "readyTurn", last + 2);
        }
    }
}

package org.umpire.engine.phase;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.IgnoredReason;
import org.umpire.engine.event.ReserveBroughtIn;
import org.umpire.engine.event.VpAwarded;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.Vp;
import org.umpire.engine.order.RecoveryOrder;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;
import org.umpire.engine.state.VpEntry;

/**
 * RES-1, RES-2, I-13: JP brings in a reserve fighter unit, once, aboard its own carrier while that
 * carrier is undamaged at sea and has room for it (once in, it counts against capacity, REC-4),
 * ready or not as JP chooses. Each gives the US 1 VP (full) or 1/2 VP (reduced). Brought in after
 * the landings of the same phase; or with the next turn's movement orders (I-ENG-24).
 */
final class Reserves {

    private Reserves() {}

    private static Optional<IgnoredReason> refusal(Board board, UnitState u) {
        if (!(u.location() instanceof Location.InReserve)) {
            return Optional.of(IgnoredReason.NOT_IN_RESERVE);
        }
        UnitId carrier = ((Location.InReserve) u.location()).carrier();
        if (board.findUnit(carrier).filter(board::isIntactCarrier).isEmpty()) {
            return Optional.of(IgnoredReason.RESERVE_CARRIER_UNUSABLE);
        }
        if (board.usedHalves(carrier) + u.steps() > board.capacityHalves(carrier)) {
            return Optional.of(IgnoredReason.BASE_FULL);
        }
        return Optional.empty();
    }

    static GameState bringIn(Board board, Side side, List<Given> orders, List<Event> events) {
        GameState s = board.state();
        for (Given g : orders) {
            if (!(g.order() instanceof RecoveryOrder.BringInReserve)) {
                continue;
            }
            RecoveryOrder.BringInReserve o = (RecoveryOrder.BringInReserve) g.order();
            Board now = board.on(s);
            Optional<UnitState> u =
                    Optional.of(OwnUnits.of(now, side, o.reserve())); // JP's (checked: RESERVE_NOT_YOURS)
            Optional<IgnoredReason> why = refusal(now, u.get());
            if (why.isPresent()) {
                UnitId carrier = u.get().location() instanceof Location.InReserve
                        ? ((Location.InReserve) u.get().location()).carrier()
                        : null;
                events.add(
                        why.get() == IgnoredReason.NOT_IN_RESERVE
                                ? Ignored.because(now, side, g, why.get(), "unit", o.reserve())
                                : why.get() == IgnoredReason.BASE_FULL
                                        ? Ignored.because(now, side, g, why.get(), "unit", o.reserve(), "base", carrier)
                                        : Ignored.because(
                                                now, side, g, why.get(), "unit", o.reserve(), "carrier", carrier));
                continue;
            }
            UnitId carrier = ((Location.InReserve) u.get().location()).carrier();
            s = s.withUnit(u.get().at(new Location.Aboard(carrier)).withReadiness(o.readiness()));
            events.add(new ReserveBroughtIn(board.turn(), board.phase(), o.reserve(), carrier, o.readiness()));
            Vp points = Vp.half().times(u.get().steps());
            s = s.withVp(
                    new VpEntry(board.turn(), Side.US, points, "RES-2", "JP reserve " + o.reserve() + " brought in"));
            events.add(new VpAwarded(
                    board.turn(), board.phase(), Side.US, points, VpAwarded.Award.RESERVE, List.of(o.reserve())));
        }
        return s;
    }
}

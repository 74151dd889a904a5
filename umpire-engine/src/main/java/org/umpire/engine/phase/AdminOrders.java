package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.GroupFormed;
import org.umpire.engine.event.IgnoredReason;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.AdminOrder;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/** Orders of any phase that the engine itself applies: group labels (MOV-3). Concessions end the game first. */
final class AdminOrders {

    private AdminOrders() {}

    /**
     * MOV-3: the named naval units take the group label, after the phase's own orders (so ships
     * entering this phase can be named at once). Units out of the game are set aside.
     */
    static GameState formGroups(Board board, List<Map.Entry<Side, Given>> orders, List<Event> events) {
        Map<UnitId, UnitState> changed = new TreeMap<>();
        for (Map.Entry<Side, Given> e : orders) {
            Side side = e.getKey();
            Given g = e.getValue();
            AdminOrder.FormGroup order = (AdminOrder.FormGroup) g.order();
            List<UnitId> named = new ArrayList<>();
            for (UnitId id : order.units()) {
                UnitState u = OwnUnits.of(board, side, id); // a naval unit in play when the phase began: checked
                Location l = u.location();
                if (l instanceof Location.Exited || l instanceof Location.Eliminated) {
                    // truth-only: sunk or gone in this very phase, before the group is formed
                    events.add(Ignored.because(board, side, g, IgnoredReason.NOT_AT_SEA, "unit", id));
                    continue;
                }
                UnitState current = changed.getOrDefault(id, u);
                changed.put(id, current.inGroup(order.name()));
                if (!named.contains(id)) {
                    named.add(id);
                }
            }
            if (named.isEmpty()) {
                continue; // every unit named was lost in this phase: each was told above
            }
            named.sort(null);
            events.add(new GroupFormed(board.turn(), board.phase(), side, order.name(), named));
        }
        return board.state().withUnits(changed);
    }
}

package org.umpire.cli.orders;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.Order;

/** What one statement asks for, before the override rule of ORD-2 is applied across statements. */
sealed interface Intent permits Intent.Direct, Intent.Ships, Intent.Nothing, Intent.AllOrNothing {

    /** Orders complete in themselves. */
    record Direct(List<Order> orders) implements Intent {
        public Direct {
            orders = List.copyOf(orders);
        }
    }

    /**
     * Ships told where to be: a whole hex, a group, or named ships (most specific wins, ORD-2).
     *
     * @param level   how the ships were designated
     * @param units   the ships designated
     * @param action  what they do
     * @param hex     destination (TO, ENTER, PLACE), or null
     * @param label   the hex or group as written, for the receipt
     */
    record Ships(Level level, List<UnitId> units, Action action, Hex hex, String label) implements Intent {
        public Ships {
            units = List.copyOf(units);
        }
    }

    /** "No orders": the side has nothing to order this phase, and says so (its orders count as sent). */
    record Nothing(Optional<Phase> about) implements Intent {}

    /**
     * "All or nothing" / "tout ou rien": the side wants its mail refused whole when any line of it is
     * refused (I-ORD-23), instead of the accepted lines being stored without the refused ones.
     */
    record AllOrNothing() implements Intent {}

    enum Level {
        HEX,
        GROUP,
        NAMED
    }

    enum Action {
        TO,
        ENTER,
        EXIT,
        STAY,
        DELAY,
        PLACE
    }
}

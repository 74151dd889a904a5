package org.umpire.engine.event;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Side;

/** Audience helpers shared by the event records. */
final class Views {

    private Views() {}

    /** A fact about one side's own forces: its owner and the umpire learn it, the enemy does not. */
    static Optional<EventView> ownerAndUmpire(
            Audience audience, Side owner, Supplier<EventView> mine, Supplier<EventView> umpire) {
        if (audience == Audience.UMPIRE) {
            return Optional.of(umpire.get());
        }
        return audience == owner.audience() ? Optional.of(mine.get()) : Optional.empty();
    }

    /** A public fact: the same view for everyone. */
    static Optional<EventView> everyone(Supplier<EventView> view) {
        return Optional.of(view.get());
    }

    static Optional<EventView> umpireOnly(Audience audience, Supplier<EventView> view) {
        return audience == Audience.UMPIRE ? Optional.of(view.get()) : Optional.empty();
    }

    /**
     * The parameters of a view of an order set aside or refused: the side (for the umpire), the order's index and
     * text, then its details in name order.
     */
    static Object[] orderPairs(Side side, boolean withSide, int index, String order, Map<String, String> details) {
        List<Object> l = new ArrayList<>();
        if (withSide) {
            l.add("side");
            l.add(side);
        }
        l.add("index");
        l.add(index);
        l.add("order");
        l.add(order);
        details.forEach((k, v) -> {
            l.add(k);
            l.add(v);
        });
        return l.toArray();
    }
}

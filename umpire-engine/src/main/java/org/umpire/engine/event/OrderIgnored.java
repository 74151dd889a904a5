package org.umpire.engine.event;

import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * An order (or the part of it about one unit) that the engine set aside, and why. The rest of the
 * side's orders still apply, and whatever the order would have decided falls back to the default.
 * Seen by the side that gave it and by the umpire.
 *
 * @param index   1-based position of the order in the side's {@code OrderSet}: the CLI maps it back to
 *                the player's own line
 * @param order   the engine's short English form of the order, for logs
 * @param reason  why
 * @param details the reason's parameters ({@link IgnoredReason#params()}), by name
 */
public record OrderIgnored(
        int turn,
        Phase phase,
        Side side,
        int index,
        String order,
        IgnoredReason reason,
        SortedMap<String, String> details)
        implements Event {

    public OrderIgnored {
        details = new TreeMap<>(details);
        if (!details.keySet().equals(new TreeSet<>(reason.params()))) {
            throw new IllegalArgumentException(
                    reason + " needs details " + reason.params() + ", got " + details.keySet());
        }
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(
                audience,
                side,
                () -> EventKeys.ignored(reason).view(pairs(false)),
                () -> EventKeys.umpireIgnored(reason).view(pairs(true)));
    }

    private Object[] pairs(boolean withSide) {
        return Views.orderPairs(side, withSide, index, order, details);
    }
}

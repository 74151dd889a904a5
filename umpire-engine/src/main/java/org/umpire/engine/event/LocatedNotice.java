package org.umpire.engine.event;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.state.SearchKind;

/**
 * {@code side}'s ships in {@code hex} were located by an enemy search of kind {@code kind} (SRCH-8).
 * The located side learns the hex and the kind only, never the searcher (I-7); the searching side
 * gets nothing from this event (its own result is a {@link SearchResult}); the umpire also reads
 * which ships were located.
 *
 * @param side  the side whose ships were located
 * @param ships the ships located, sorted
 */
public record LocatedNotice(int turn, Phase phase, Side side, Hex hex, SearchKind kind, List<UnitId> ships)
        implements Event {

    public LocatedNotice {
        ships = List.copyOf(ships);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(
                audience,
                side,
                () -> EventKeys.located(kind).view("turn", turn, "hex", hex),
                () -> EventKeys.umpireLocated(kind).view("turn", turn, "side", side, "hex", hex, "ships", ships));
    }
}

package org.umpire.engine.event;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.state.SearchKind;
import org.umpire.engine.state.SightingLevel;

/**
 * What {@code side}'s searches found in one hex this turn (SRCH-7): one result per hex covered,
 * however many searches covered it. The searching side reads only the level (no ships / ships /
 * ships including carriers) and the kind of search; never counts, names or submarines. The umpire
 * also reads which enemy ships were found.
 *
 * @param level   the result
 * @param kind    {@link SearchKind#NAVAL} when a naval search covered the hex, else {@link SearchKind#AIR}
 * @param fog     the hex is in fog: nothing there can be located (SRCH-9); level is then {@code NO_SHIPS}
 * @param located the enemy ships located, sorted (empty unless level is SHIPS or CARRIERS)
 */
public record SearchResult(
        int turn,
        Phase phase,
        Side side,
        Hex hex,
        SightingLevel level,
        SearchKind kind,
        boolean fog,
        List<UnitId> located)
        implements Event {

    public SearchResult {
        located = List.copyOf(located);
        if (fog && level != SightingLevel.NO_SHIPS) {
            throw new IllegalArgumentException("nothing is located in fog");
        }
        if ((level == SightingLevel.NO_SHIPS) != located.isEmpty()) {
            throw new IllegalArgumentException("a result locates ships exactly when its level is not NO_SHIPS");
        }
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(audience, side, this::mine, this::umpire);
    }

    private EventView mine() {
        if (fog) {
            return EventKeys.SEARCH_RESULT_FOG.view("turn", turn, "hex", hex);
        }
        return EventKeys.result(level, kind).view("turn", turn, "hex", hex);
    }

    private EventView umpire() {
        if (fog) {
            return EventKeys.U_SEARCH_RESULT_FOG.view("turn", turn, "side", side, "hex", hex);
        }
        if (level == SightingLevel.NO_SHIPS) {
            return EventKeys.umpireResult(level, kind).view("turn", turn, "side", side, "hex", hex);
        }
        return EventKeys.umpireResult(level, kind).view("turn", turn, "side", side, "hex", hex, "ships", located);
    }
}

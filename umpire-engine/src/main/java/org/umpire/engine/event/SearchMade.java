package org.umpire.engine.event;

import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.SearchKind;

/**
 * A search a side made this turn, other than by one of its air units ({@link AircraftFlewSearch}):
 * what searched, where, and which hexes it covered (SRCH-2, SRCH-4, SRCH-5). Seen by the searching
 * side and the umpire; the other side only learns of searches that located it (SRCH-8).
 *
 * @param origin   what made the search
 * @param label    the island's name ({@link Origin#ISLAND}), the source id ({@link Origin#SOURCE}), the
 *                 carriers in the hex ({@link Origin#CARRIER}); empty otherwise
 * @param target   the hex searched (the searching ships' hex for naval searches)
 * @param coverage the hexes covered: the target alone for naval searches, the target and its neighbours
 *                 on the map for air searches
 */
public record SearchMade(
        int turn, Phase phase, Side side, Origin origin, String label, Hex target, SortedSet<Hex> coverage)
        implements Event {

    /** What made a search. */
    public enum Origin {
        /** (*) own naval units in the hex (SRCH-2) */
        OWN_SHIPS(SearchKind.NAVAL),
        /** (*) own land units ashore at Midway (SRCH-2) */
        GARRISON(SearchKind.NAVAL),
        /** (*) US island observers (SRCH-2) */
        ISLAND(SearchKind.NAVAL),
        /** a scenario air search source: Johnston, Midway, Wake, floatplanes, Kure base (SRCH-4, KURE-3) */
        SOURCE(SearchKind.AIR),
        /** (*) the search on the hex of intact own carriers (SRCH-4) */
        CARRIER(SearchKind.AIR);

        private final SearchKind kind;

        Origin(SearchKind kind) {
            this.kind = kind;
        }

        public SearchKind kind() {
            return kind;
        }
    }

    public SearchMade {
        label = label == null ? "" : label;
        coverage = new TreeSet<>(coverage);
    }

    public SearchKind kind() {
        return origin.kind();
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(audience, side, this::mine, this::umpire);
    }

    private EventView mine() {
        return switch (origin) {
            case OWN_SHIPS -> EventKeys.SEARCH_NAVAL.view("hex", target);
            case GARRISON -> EventKeys.SEARCH_NAVAL_GARRISON.view("hex", target);
            case ISLAND -> EventKeys.SEARCH_NAVAL_ISLAND.view("hex", target, "island", label);
            case SOURCE -> EventKeys.SEARCH_AIR_SOURCE.view("source", label, "target", target, "hexes", coverage);
            case CARRIER -> EventKeys.SEARCH_AIR_CARRIER.view("carriers", label, "target", target, "hexes", coverage);
        };
    }

    private EventView umpire() {
        return switch (origin) {
            case OWN_SHIPS -> EventKeys.U_SEARCH_NAVAL.view("side", side, "hex", target);
            case GARRISON -> EventKeys.U_SEARCH_NAVAL_GARRISON.view("side", side, "hex", target);
            case ISLAND -> EventKeys.U_SEARCH_NAVAL_ISLAND.view("side", side, "hex", target, "island", label);
            case SOURCE ->
                EventKeys.U_SEARCH_AIR_SOURCE.view("side", side, "source", label, "target", target, "hexes", coverage);
            case CARRIER ->
                EventKeys.U_SEARCH_AIR_CARRIER.view(
                        "side", side, "carriers", label, "target", target, "hexes", coverage);
        };
    }
}

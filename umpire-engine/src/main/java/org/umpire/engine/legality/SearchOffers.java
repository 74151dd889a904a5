package org.umpire.engine.legality;

import java.util.ArrayList;
import java.util.List;

import org.umpire.engine.map.Hex;
import org.umpire.engine.scenario.SearchSource;

/**
 * The optional air searches a side may order this turn, from what it knows (SRCH-4, MID-2, LAND-7,
 * KURE-3, SRCH-9): what its report offers under "what to send next".
 */
public final class SearchOffers {

    /**
     * One search source with searches left to order.
     *
     * @param source the source's id, as orders name it ({@code search johnston -> K9})
     * @param count  how many searches it gives this turn
     * @param anchor where its searches start from
     * @param centre its hex for {@link SearchSource.Anchor#HEX} and {@link SearchSource.Anchor#KURE_BASE}
     * @param radius how far from its anchor a search may be aimed
     */
    public record Offer(String source, int count, SearchSource.Anchor anchor, Hex centre, int radius) {
    }

    private SearchOffers() {
    }

    /** The side's optional search sources with at least one search this turn, in the scenario's order. */
    public static List<Offer> of(SideView v) {
        List<Offer> offers = new ArrayList<>();
        for (SearchSource s : v.scenario().searchSourcesOf(v.side())) {
            if (s.automatic()) {
                continue;
            }
            if (s.centre() != null && s.anchor() != SearchSource.Anchor.INTACT_CARRIER && v.inFog(s.centre())) {
                continue; // SRCH-9: no search from a fog hex
            }
            int n = SearchCounts.available(v, s);
            if (n > 0) {
                offers.add(new Offer(s.id(), n, s.anchor(), s.centre(), s.radius()));
            }
        }
        return offers;
    }
}

package org.umpire.engine.legality;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.state.UnitState;

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
    public record Offer(String source, int count, SearchSource.Anchor anchor, Hex centre, int radius) {}

    /**
     * Ready air units of one base that may fly a search this turn instead of another mission (SRCH-6).
     *
     * @param base  the carrier or airfield they take off from
     * @param from  its hex
     * @param units the air units, by id
     * @param reach how far they may search: half their range, out and back
     */
    public record Flight(UnitId base, Hex from, List<UnitId> units, int reach) {
        public Flight {
            units = List.copyOf(units);
        }
    }

    private SearchOffers() {}

    /**
     * The side's ready air units able to fly a search now (SRCH-6), by base and reach, in id order:
     * those an aircraft search order would accept (ready, not trapped, an intact carrier out of the fog or
     * an open airfield).
     */
    public static List<Flight> aircraft(SideView v) {
        SortedMap<String, Flight> flights = new TreeMap<>();
        List<UnitState> own = new ArrayList<>(v.ownUnits());
        own.sort(Comparator.comparing(UnitState::id));
        for (UnitState u : own) {
            if (!v.def(u.id()).type().isAircraft() || u.readiness() != Readiness.READY) {
                continue;
            }
            Problems none = new Problems();
            Optional<Hex> from = AirChecks.launch(v, none, u.id(), true);
            Optional<UnitId> base = v.baseOf(u.id());
            int reach = v.def(u.id()).range() / 2;
            if (from.isEmpty() || base.isEmpty() || reach < 1) {
                continue;
            }
            String key = base.get() + "/" + reach;
            Flight f = flights.get(key);
            List<UnitId> units = new ArrayList<>(f == null ? List.of() : f.units());
            units.add(u.id());
            flights.put(key, new Flight(base.get(), from.get(), units, reach));
        }
        return new ArrayList<>(flights.values());
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

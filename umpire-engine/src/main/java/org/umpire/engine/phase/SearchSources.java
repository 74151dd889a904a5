package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/**
 * The air search sources of a side this turn (SRCH-4, KURE-3): which are available, which search
 * their anchor automatically, and how many optional searches each still gives.
 *
 * <p>Reading of the scenario's {@link SearchSource} (docs/scenario-data.md, I-ENG-7): an
 * {@code automatic} source is a (*) search the umpire makes with no order, once on every anchor hex
 * (its centre; for {@code INTACT_CARRIER}, every hex holding an intact own carrier out of fog). Any
 * other source gives {@code count} searches a turn in total, each ordered on a target within
 * {@code radius} of an anchor.
 *
 * <p>Limits: Midway's sources (US sources anchored on the Midway hex) end once a JP land unit is
 * ashore or Midway is occupied (SRCH-4, LAND-7) and lose {@code MidwayState.airSearchesLost}
 * searches, the long-range ones first and the automatic one on the island last (MID-2, I-9).
 * Floatplanes need an intact own carrier at sea out of fog (SRCH-4, FOG-2). The Kure base sources
 * work only while the base is operational and its tender is in Kure, with one optional search less
 * when the tender is reduced (KURE-3). No source works from a fog hex (SRCH-9).
 */
final class SearchSources {

    /** One source's standing this turn. */
    static final class Status {
        final SearchSource source;
        final boolean available;
        boolean automatic;
        int optional;

        Status(SearchSource source, boolean available, boolean automatic, int optional) {
            this.source = source;
            this.available = available;
            this.automatic = available && automatic;
            this.optional = available ? Math.max(0, optional) : 0;
        }
    }

    private final Board board;
    private final Side side;
    private final Map<String, Status> byId = new LinkedHashMap<>();

    SearchSources(Board board, Side side) {
        this.board = board;
        this.side = side;
        List<Status> midway = new ArrayList<>();
        List<Status> kure = new ArrayList<>();
        for (SearchSource s : board.scenario().searchSourcesOf(side)) {
            Status st = new Status(s, available(s), s.automatic(), s.automatic() ? 0 : s.count());
            byId.put(s.id(), st);
            if (isMidwaySource(s)) {
                midway.add(st);
            } else if (s.anchor() == SearchSource.Anchor.KURE_BASE) {
                kure.add(st);
            }
        }
        loseSearches(midway, board.state().midway().airSearchesLost());
        boolean tenderReduced = board.seaplaneTender()
                .map(t -> t.steps() < board.def(t.id()).steps())
                .orElse(false);
        if (tenderReduced) {
            loseOptional(kure, 1);
        }
    }

    private boolean isMidwaySource(SearchSource s) {
        return s.side() == Side.US
                && s.anchor() == SearchSource.Anchor.HEX
                && s.centre().equals(board.midway());
    }

    private boolean available(SearchSource s) {
        switch (s.anchor()) {
            case HEX -> {
                if (board.inFog(s.centre())) {
                    return false;
                }
                return !isMidwaySource(s)
                        || (!board.state().midway().occupied()
                                && board.ashoreAtMidway(Side.JP).isEmpty());
            }
            case INTACT_CARRIER -> {
                return !carrierHexes().isEmpty();
            }
            case KURE_BASE -> {
                boolean operational = board.state()
                        .kure()
                        .operational(board.turn(), board.scenario().kureBaseDelay());
                boolean tenderThere = board.seaplaneTender()
                        .flatMap(board::seaHexOf)
                        .map(s.centre()::equals)
                        .orElse(false);
                return operational && tenderThere && !board.inFog(s.centre());
            }
            default -> throw new AssertionError(s.anchor());
        }
    }

    /** MID-2, I-9: optional (long-range) searches go first, widest radius first; the automatic ones last. */
    private static void loseSearches(List<Status> sources, int lost) {
        int left = loseOptional(sources, lost);
        List<Status> byRadius = new ArrayList<>(sources);
        byRadius.sort(Comparator.comparingInt((Status st) -> st.source.radius()).reversed());
        for (Status st : byRadius) {
            if (left > 0 && st.automatic) {
                st.automatic = false;
                left--;
            }
        }
    }

    /** Removes {@code lost} optional searches, widest radius first; returns how many could not be removed. */
    private static int loseOptional(List<Status> sources, int lost) {
        int left = lost;
        List<Status> byRadius = new ArrayList<>(sources);
        byRadius.sort(Comparator.comparingInt((Status st) -> st.source.radius()).reversed());
        for (Status st : byRadius) {
            int take = Math.min(left, st.optional);
            st.optional -= take;
            left -= take;
        }
        return left;
    }

    /** Hexes of the side's intact carriers at sea out of fog: floatplane anchors (SRCH-4, FOG-2). */
    SortedSet<Hex> carrierHexes() {
        SortedSet<Hex> hexes = new TreeSet<>();
        for (UnitState u : board.intactCarriers(side)) {
            Hex h = ((Location.OnMap) u.location()).hex();
            if (!board.inFog(h)) {
                hexes.add(h);
            }
        }
        return hexes;
    }

    Optional<Status> status(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    List<Status> all() {
        return new ArrayList<>(byId.values());
    }

    /** Any optional search left to order (SEQ-1)? */
    boolean anyOptional() {
        return byId.values().stream().anyMatch(st -> st.optional > 0);
    }

    /** The hexes an available automatic source searches this turn: its centre, or every intact carrier's hex. */
    SortedSet<Hex> automaticTargets(Status st) {
        if (!st.automatic) {
            return new TreeSet<>();
        }
        if (st.source.anchor() == SearchSource.Anchor.INTACT_CARRIER) {
            return carrierHexes();
        }
        return new TreeSet<>(Set.of(st.source.centre()));
    }

    /** Is {@code target} within the source's reach? */
    boolean reaches(Status st, Hex target) {
        SearchSource s = st.source;
        if (s.anchor() == SearchSource.Anchor.INTACT_CARRIER) {
            return carrierHexes().stream().anyMatch(h -> HexGrid.distance(h, target) <= s.radius());
        }
        return HexGrid.distance(s.centre(), target) <= s.radius();
    }
}

package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.dice.RollPurpose;
import org.umpire.engine.event.AircraftFlewSearch;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.IgnoredReason;
import org.umpire.engine.event.IslandSearchLost;
import org.umpire.engine.event.LateGroupScheduled;
import org.umpire.engine.event.LocatedNotice;
import org.umpire.engine.event.NightSearchRoll;
import org.umpire.engine.event.ReadinessChanged;
import org.umpire.engine.event.SearchMade;
import org.umpire.engine.event.SearchResult;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.order.SearchOrder;
import org.umpire.engine.scenario.NamedHex;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.MidwayRaidDeclaration;
import org.umpire.engine.state.SearchKind;
import org.umpire.engine.state.SightingLevel;
import org.umpire.engine.state.UnitState;

/**
 * Phase 2: searches (RULES section 5, FOG-2).
 *
 * <p>Each side's searches are planned first: the automatic ones (*) the umpire always makes
 * (SRCH-1, SRCH-2, SRCH-4) and the optional ones it ordered. Every search covers hexes: a naval
 * search its own hex, an air search its target and the six neighbours (SRCH-5). Then each hex a
 * side covered gets one result (SRCH-7, I-ENG-5): enemy ships there, never submarines, are located
 * by day always, at night with one 50% roll per searching side and hex (SRCH-3); nothing is
 * located in fog (SRCH-9). The located side is told the hex and the kind of search (SRCH-8, I-7).
 * Both sides search the same positions: the state after phase 1.
 */
public final class SearchPhase implements PhaseResolver {

    /** A night naval search locates on a d10 roll of 1 to 5 (SRCH-3: 50%). */
    static final int NIGHT_SEARCH_SUCCESS = 5;

    @Override
    public Phase phase() {
        return Phase.SEARCH;
    }

    @Override
    public Set<Side> awaiting(Board board) {
        Set<Side> sides = EnumSet.noneOf(Side.class);
        if (board.isNight()) {
            return sides;
        }
        for (Side s : Side.values()) {
            if (new SearchSources(board, s).anyOptional()
                    || !searchAircraft(board, s).isEmpty()) {
                sides.add(s);
            }
        }
        return sides;
    }

    /** Air units of {@code side} that could fly a search now (SRCH-4, FOG-2, RAID-4). */
    private static List<UnitState> searchAircraft(Board board, Side side) {
        return board.unitsOf(side).stream()
                .filter(u -> board.type(u).isAircraft() && maySearchNow(board, u))
                .collect(Collectors.toList());
    }

    /** Could this air unit fly a search now: able to fly, not from fog (FOG-2), not on the Midway raid (RAID-4)? */
    private static boolean maySearchNow(Board board, UnitState u) {
        if (AirRules.mayFly(board, u).isPresent()
                || board.inFog(board.hexOf(u.id()).orElseThrow())) {
            return false;
        }
        Optional<MidwayRaidDeclaration> raid = board.state().midwayRaidOf(board.sideOf(u));
        return raid.isEmpty() || !raid.get().aircraft().contains(u.id());
    }

    @Override
    public OrderSet defaults(Board board, Side side) {
        return OrderSet.none(side);
    }

    /** One search a side makes: what it reports as made, and what it covers. */
    private record Planned(Event made, SearchKind kind, SortedSet<Hex> coverage) {}

    @Override
    public StepResult resolve(Board board, Map<Side, List<Given>> orders, Dice dice) {
        List<Event> events = new ArrayList<>();
        List<Event> notices = new ArrayList<>();
        GameState next = board.state();
        Map<UnitId, UnitState> flown = new TreeMap<>();
        islandLossesHeldBack(board, events);
        for (Side side : Side.values()) {
            List<Planned> searches = new ArrayList<>();
            automaticNaval(board, side, searches);
            SearchSources sources = new SearchSources(board, side);
            if (!board.isNight()) {
                automaticAir(board, side, sources, searches);
            }
            List<Event> made = new ArrayList<>();
            List<UnitId> flew = new ArrayList<>();
            for (Given g : orders.getOrDefault(side, List.of())) {
                if (g.order() instanceof SearchOrder.SourceSearch) {
                    sourceSearch(board, side, g, (SearchOrder.SourceSearch) g.order(), sources, searches, events);
                } else if (g.order() instanceof SearchOrder.AircraftSearch) {
                    aircraftSearch(board, side, (SearchOrder.AircraftSearch) g.order(), flew, searches);
                } else {
                    throw new AssertionError(g.order());
                }
            }
            for (Planned p : searches) {
                made.add(p.made());
            }
            events.addAll(made);
            if (!flew.isEmpty()) {
                for (UnitId id : flew) {
                    flown.put(
                            id,
                            board.unit(id).withReadiness(Readiness.NOT_READY).flewOn(board.turn()));
                }
                events.add(new ReadinessChanged(
                        board.turn(),
                        Phase.SEARCH,
                        side,
                        flew.stream().sorted().collect(Collectors.toList()),
                        Readiness.NOT_READY));
            }
            next = results(board, side, searches, dice, next, events, notices);
        }
        events.addAll(notices);
        next = islandsLost(board, next, events);
        return new StepResult(next.withUnits(flown), events);
    }

    // --- planning ---------------------------------------------------------------------------------

    /** SRCH-2 (*): every hex with own naval units, Midway with own land units ashore, the US islands. None from fog. */
    private static void automaticNaval(Board board, Side side, List<Planned> into) {
        SortedMap<Hex, SearchMade.Origin> hexes = new TreeMap<>();
        SortedMap<Hex, String> labels = new TreeMap<>();
        board.atSea().forEach((hex, units) -> {
            if (units.stream().anyMatch(u -> board.sideOf(u) == side)) {
                hexes.put(hex, SearchMade.Origin.OWN_SHIPS);
            }
        });
        if (!board.ashoreAtMidway(side).isEmpty()) {
            hexes.putIfAbsent(board.midway(), SearchMade.Origin.GARRISON);
        }
        if (side == Side.US) {
            for (String key : board.scenario().usIslandSearches()) {
                if (board.state().lostIslandSearches().contains(key)) {
                    continue;
                }
                NamedHex island = board.scenario()
                        .map()
                        .named(key)
                        .orElseThrow(() -> new IllegalStateException("island search " + key + " has no named hex"));
                if (hexes.putIfAbsent(island.hex(), SearchMade.Origin.ISLAND) == null) {
                    labels.put(island.hex(), island.name());
                }
            }
        }
        hexes.forEach((hex, origin) -> {
            if (!board.inFog(hex)) {
                SortedSet<Hex> cover = new TreeSet<>(Set.of(hex));
                into.add(new Planned(
                        new SearchMade(
                                board.turn(), Phase.SEARCH, side, origin, labels.getOrDefault(hex, ""), hex, cover),
                        SearchKind.NAVAL,
                        cover));
            }
        });
    }

    /**
     * SRCH-4 (*): the automatic sources, once on every anchor hex (I-ENG-7): the one on the hex of
     * every intact own carrier out of fog (reported with the carriers there), Midway's on H6.
     */
    private static void automaticAir(Board board, Side side, SearchSources sources, List<Planned> into) {
        for (SearchSources.Status st : sources.all()) {
            for (Hex hex : sources.automaticTargets(st)) {
                SearchMade made;
                if (st.source.anchor() == SearchSource.Anchor.INTACT_CARRIER) {
                    String carriers = board.intactCarriers(side).stream()
                            .filter(c -> board.seaHexOf(c).map(hex::equals).orElse(false))
                            .map(c -> c.id().toString())
                            .collect(Collectors.joining(", "));
                    made = new SearchMade(
                            board.turn(),
                            Phase.SEARCH,
                            side,
                            SearchMade.Origin.CARRIER,
                            carriers,
                            hex,
                            coverage(board, hex));
                } else {
                    made = new SearchMade(
                            board.turn(),
                            Phase.SEARCH,
                            side,
                            SearchMade.Origin.SOURCE,
                            st.source.id(),
                            hex,
                            coverage(board, hex));
                }
                into.add(air(board, made));
            }
        }
    }

    private static Planned air(Board board, SearchMade made) {
        return new Planned(made, SearchKind.AIR, made.coverage());
    }

    /** SRCH-5: the target and its neighbours on the map. */
    static SortedSet<Hex> coverage(Board board, Hex target) {
        SortedSet<Hex> c = new TreeSet<>(board.grid().neighbours(target));
        c.add(target);
        return c;
    }

    /** An optional search of a scenario source (SRCH-4, KURE-3). */
    private static void sourceSearch(
            Board board,
            Side side,
            Given g,
            SearchOrder.SourceSearch order,
            SearchSources sources,
            List<Planned> into,
            List<Event> events) {
        // by day, a source of the side's, a hex on the map: checked (NIGHT, UNKNOWN_SEARCH_SOURCE, HEX_OFF_MAP)
        SearchSources.Status st = sources.status(order.source())
                .orElseThrow(() -> new IllegalStateException("a search from " + order.source() + " passed the checks"));
        if (!st.available) {
            events.add(Ignored.because(board, side, g, IgnoredReason.SOURCE_UNAVAILABLE, "source", order.source()));
            return;
        }
        if (sources.automaticTargets(st).contains(order.target())) {
            return; // an automatic search, made anyway (I-ENG-7): nothing more to do
        }
        if (!sources.reaches(st, order.target())) {
            events.add(Ignored.because(
                    board,
                    side,
                    g,
                    IgnoredReason.TARGET_OUT_OF_REACH,
                    "source",
                    order.source(),
                    "target",
                    order.target()));
            return;
        }
        if (st.optional <= 0) {
            events.add(Ignored.because(board, side, g, IgnoredReason.SOURCE_EXHAUSTED, "source", order.source()));
            return;
        }
        st.optional--;
        into.add(air(
                board,
                new SearchMade(
                        board.turn(),
                        Phase.SEARCH,
                        side,
                        SearchMade.Origin.SOURCE,
                        st.source.id(),
                        order.target(),
                        coverage(board, order.target()))));
    }

    /**
     * A ready air unit flies a search instead of another mission (SRCH-4, SRCH-6, I-6, REC-3). The checks refused
     * it at night, for an aircraft unfit to fly, on its carrier in fog, on the Midway raid, on two missions, out of
     * range out and back, or a second US heavy bomber search (see docs/orders.md).
     */
    private static void aircraftSearch(
            Board board, Side side, SearchOrder.AircraftSearch order, List<UnitId> flew, List<Planned> into) {
        UnitState u = OwnUnits.of(board, side, order.aircraft());
        flew.add(u.id());
        UnitId baseId = board.baseOf(u).orElseThrow();
        SortedSet<Hex> cover = coverage(board, order.target());
        into.add(new Planned(
                new AircraftFlewSearch(board.turn(), Phase.SEARCH, side, u.id(), baseId, order.target(), cover),
                SearchKind.AIR,
                cover));
    }

    // --- results ----------------------------------------------------------------------------------

    /**
     * One result per covered hex (I-ENG-5): located when an air search covered it by day, or a
     * naval search by day, or a naval search at night and the roll succeeded. Located hexes give
     * the enemy a notice per kind of search that covered them.
     */
    private static GameState results(
            Board board,
            Side side,
            List<Planned> searches,
            Dice dice,
            GameState state,
            List<Event> events,
            List<Event> notices) {
        SortedSet<Hex> naval = new TreeSet<>();
        SortedSet<Hex> air = new TreeSet<>();
        for (Planned p : searches) {
            (p.kind() == SearchKind.NAVAL ? naval : air).addAll(p.coverage());
        }
        SortedSet<Hex> covered = new TreeSet<>(naval);
        covered.addAll(air);
        GameState next = state;
        int turn = board.turn();
        for (Hex hex : covered) {
            SearchKind kind = naval.contains(hex) ? SearchKind.NAVAL : SearchKind.AIR;
            if (board.inFog(hex)) {
                events.add(
                        new SearchResult(turn, Phase.SEARCH, side, hex, SightingLevel.NO_SHIPS, kind, true, List.of()));
                continue;
            }
            List<UnitState> enemy = board.shipsAt(hex, side.enemy());
            boolean located = !enemy.isEmpty();
            if (located && board.isNight() && !air.contains(hex)) {
                int roll = dice.d10(RollPurpose.of(
                        "T" + turn + "/P2/night-naval-search/" + side + "/" + hex,
                        "T" + turn + " night naval search by " + side + " in " + hex + ": located on 1-"
                                + NIGHT_SEARCH_SUCCESS));
                located = roll <= NIGHT_SEARCH_SUCCESS;
                events.add(new NightSearchRoll(turn, Phase.SEARCH, side, hex, roll, located));
            }
            if (!located) {
                events.add(new SearchResult(
                        turn, Phase.SEARCH, side, hex, SightingLevel.NO_SHIPS, kind, false, List.of()));
                continue;
            }
            boolean carriers = enemy.stream().anyMatch(u -> board.def(u.id()).isCarrier());
            SightingLevel level = carriers ? SightingLevel.CARRIERS : SightingLevel.SHIPS;
            List<UnitId> ids = enemy.stream().map(UnitState::id).collect(Collectors.toList());
            events.add(new SearchResult(turn, Phase.SEARCH, side, hex, level, kind, false, ids));
            if (naval.contains(hex)) {
                notices.add(new LocatedNotice(turn, Phase.SEARCH, side.enemy(), hex, SearchKind.NAVAL, ids));
            }
            if (air.contains(hex)) {
                notices.add(new LocatedNotice(turn, Phase.SEARCH, side.enemy(), hex, SearchKind.AIR, ids));
            }
            if (side == Side.JP && carriers && next.usCarrierFirstLocatedTurn() == 0) {
                next = next.withUsCarrierFirstLocatedTurn(turn);
                int late = board.scenario().lateGroup();
                if (late > 0) {
                    events.add(new LateGroupScheduled(
                            turn, Phase.SEARCH, late, turn, MovementRules.lateGroupEarliestTurn(board, turn)));
                }
            }
        }
        return next;
    }

    /**
     * I-17: an island search lost on the previous turn while its night roll failed was not told then;
     * the US is told at the start of this search phase ("the observers no longer report"). Such a
     * loss shows in the US knowledge as the previous turn's naval result "no ships" in the island's
     * hex, the island's search being lost since.
     */
    private static void islandLossesHeldBack(Board board, List<Event> events) {
        int previous = board.turn() - 1;
        if (previous < 1) {
            return;
        }
        for (String key : board.scenario().usIslandSearches()) {
            if (!board.state().lostIslandSearches().contains(key)) {
                continue;
            }
            NamedHex island = board.scenario().map().named(key).orElseThrow();
            boolean heldBack = board.state().knowledgeOf(Side.US).sightingsOn(previous).stream()
                    .anyMatch(sg -> sg.hex().equals(island.hex()) && sg.kind() == SearchKind.NAVAL && !sg.located());
            if (heldBack
                    && events.stream()
                            .noneMatch(e ->
                                    e instanceof IslandSearchLost l && l.hex().equals(island.hex()))) {
                events.add(new IslandSearchLost(
                        board.turn(), Phase.SEARCH, island.name(), island.hex(), List.of(), true, true));
            }
        }
    }

    /**
     * SRCH-2, I-ENG-4: a US island search is lost for good once JP ships other than submarines are
     * in its hex; the search of this turn has been made (the observers saw them come).
     */
    private static GameState islandsLost(Board board, GameState state, List<Event> events) {
        GameState next = state;
        Set<String> seen = new HashSet<>();
        for (String key : board.scenario().usIslandSearches()) {
            if (state.lostIslandSearches().contains(key) || !seen.add(key)) {
                continue;
            }
            NamedHex island = board.scenario().map().named(key).orElseThrow();
            List<UnitState> jp = board.shipsAt(island.hex(), Side.JP);
            if (!jp.isEmpty()) {
                next = next.withLostIslandSearch(key);
                // I-17: told now only when this turn's search located the ships (by day, or a night roll of 1-5)
                boolean located = events.stream()
                        .anyMatch(e -> e instanceof SearchResult r
                                && r.side() == Side.US
                                && r.hex().equals(island.hex())
                                && r.level() != SightingLevel.NO_SHIPS);
                events.add(new IslandSearchLost(
                        board.turn(),
                        Phase.SEARCH,
                        island.name(),
                        island.hex(),
                        jp.stream().map(UnitState::id).collect(Collectors.toList()),
                        located,
                        false));
            }
        }
        return next;
    }
}

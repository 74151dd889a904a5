package org.umpire.cli.bot;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntToDoubleFunction;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.NamedHexes;
import org.umpire.engine.state.SearchKind;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.SightingLevel;

/**
 * Where the enemy carriers may be: an expected number of carriers per hex, rebuilt from the side's
 * own search results only (its knowledge). It starts spread over the enemy's set-up area (SET-3: the
 * US surface ships within 5 hexes of N5), spreads one hex a turn (a carrier moves at most one hex,
 * MOV-1) and is cleared where a search found no carrier: by day always, at night half (SRCH-3: a naval
 * search at night finds the ships there one time in two). A search that found carriers puts one there.
 */
final class CarrierMap {

    /** The set-up area of the US surface ships (SET-3). */
    private static final int SETUP_RADIUS = 5;
    /** The share of a hex's carriers taken to move each turn (a carrier may stay or move one hex). */
    private static final double MOVING = 0.6;
    /** Three US carriers. */
    private static final double CARRIERS = 3.0;

    /** A pure cache (NoStaticMutableStateTest): the neighbours of every hex of a grid, by index (the map is rebuilt at every call of a bot). */
    private static final Map<HexGrid, int[][]> NEIGHBOURS = new ConcurrentHashMap<>();

    private final HexGrid grid;
    private final int[][] neighbours;
    private double[] expected;

    private CarrierMap(HexGrid grid) {
        this.grid = grid;
        this.neighbours = NEIGHBOURS.computeIfAbsent(grid, CarrierMap::neighbourTable);
        this.expected = new double[grid.columns() * grid.rows()];
    }

    /** The map of the enemy carriers as {@code view}'s side knows them at the current phase. */
    static CarrierMap of(SideView view) {
        CarrierMap m = new CarrierMap(view.scenario().map().grid());
        Hex centre =
                view.side() == Side.JP ? view.scenario().map().hexOf(NamedHexes.US_SETUP_CENTRE) : view.midwayHex();
        for (Hex h : m.grid.within(centre, SETUP_RADIUS)) {
            m.expected[m.index(h)] = 1.0 / (1 + HexGrid.distance(h, centre));
        }
        m.scale(CARRIERS);
        List<List<Sighting>> byTurn = new ArrayList<>();
        for (int t = 0; t <= view.turn(); t++) {
            byTurn.add(new ArrayList<>());
        }
        for (Sighting s : view.knowledge().sightings()) {
            if (s.turn() >= 1 && s.turn() <= view.turn()) {
                byTurn.get(s.turn()).add(s);
            }
        }
        for (int t = 1; t <= view.turn(); t++) {
            m.spread();
            m.observe(view, byTurn.get(t), view.scenario().turn(t).night());
        }
        return m;
    }

    /** Expected carriers in {@code hex}. */
    double at(Hex hex) {
        return grid.contains(hex) ? expected[index(hex)] : 0;
    }

    /** The expected carriers, each weighed by {@code weight} of its distance from {@code at}. */
    double around(Hex at, IntToDoubleFunction weight) {
        double sum = 0;
        for (int i = 0; i < expected.length; i++) {
            if (expected[i] > 0) {
                sum += expected[i] * weight.applyAsDouble(HexGrid.distance(at, hex(i)));
            }
        }
        return sum;
    }

    private Hex hex(int index) {
        return new Hex(index / grid.rows(), index % grid.rows() + 1);
    }

    /** Each hex keeps {@code 1 - MOVING} of its carriers and sends the rest evenly to its neighbours. */
    private void spread() {
        double[] next = new double[expected.length];
        for (int i = 0; i < expected.length; i++) {
            double v = expected[i];
            if (v <= 0) {
                continue;
            }
            next[i] += v * (1 - MOVING);
            int[] n = neighbours[i];
            for (int o : n) {
                next[o] += v * MOVING / n.length;
            }
        }
        expected = next;
    }

    /** One turn's search results: carriers where found, none where a search found no carrier. */
    private void observe(SideView view, List<Sighting> seen, boolean night) {
        if (seen.isEmpty()) {
            return;
        }
        boolean[] found = new boolean[expected.length];
        int carriers = 0;
        for (Sighting s : seen) {
            int i = index(s.hex());
            if (view.inFog(s.hex())) {
                continue; // ships in fog are never located (SRCH-9): no news
            }
            if (s.level() == SightingLevel.CARRIERS) {
                if (!found[i]) {
                    carriers++;
                }
                found[i] = true;
                expected[i] = 1.0;
            } else if (!found[i]) {
                boolean doubtful = s.level() == SightingLevel.NO_SHIPS && night && s.kind() == SearchKind.NAVAL;
                expected[i] = doubtful ? expected[i] / 2 : 0;
            }
        }
        double others = 0;
        for (int i = 0; i < expected.length; i++) {
            others += found[i] ? 0 : expected[i];
        }
        if (others > 0) {
            double k = Math.max(0, CARRIERS - carriers) / others;
            for (int i = 0; i < expected.length; i++) {
                expected[i] = found[i] ? expected[i] : expected[i] * k;
            }
        }
    }

    private void scale(double total) {
        double s = 0;
        for (double v : expected) {
            s += v;
        }
        for (int i = 0; i < expected.length; i++) {
            expected[i] = s == 0 ? 0 : expected[i] * total / s;
        }
    }

    private int index(Hex h) {
        return index(grid, h);
    }

    private static int index(HexGrid grid, Hex h) {
        return h.column() * grid.rows() + h.row() - 1;
    }

    private static int[][] neighbourTable(HexGrid grid) {
        int[][] table = new int[grid.columns() * grid.rows()][];
        for (Hex h : grid.allHexes()) {
            table[index(grid, h)] =
                    grid.neighbours(h).stream().mapToInt(n -> index(grid, n)).toArray();
        }
        return table;
    }
}

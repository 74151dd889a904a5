package org.umpire.cli.report;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.umpire.cli.map.MapView;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Vp;
import org.umpire.engine.state.KureBase;
import org.umpire.engine.state.LocatedNotice;
import org.umpire.engine.state.MidwayState;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.VpEntry;

/**
 * The umpire's report: everything, both sides, with every die and its purpose (GAME-1).
 *
 * @param header   game, turn, time, phase
 * @param awaited  what is awaited next (from whichever side)
 * @param results  every event of the phases reported, in the umpire's view
 * @param dice     every die rolled, with its purpose
 * @param forces   both force tables
 * @param bases    both sides' carriers and airfields
 * @param searches each side's search results this turn
 * @param located  each side's "you were located" notices this turn
 * @param vpLedger every VP scored so far
 * @param vp       VP totals per side
 * @param midway   Midway's airfield
 * @param kure     the Kure seaplane base
 * @param map      the map with both sides' groups
 */
public record UmpireReport(
        ReportHeader header,
        Optional<Awaited> awaited,
        List<EventLine> results,
        List<Roll> dice,
        Map<Side, List<ForceRow>> forces,
        Map<Side, List<BaseRow>> bases,
        Map<Side, List<Sighting>> searches,
        Map<Side, List<LocatedNotice>> located,
        List<VpEntry> vpLedger,
        Map<Side, Vp> vp,
        MidwayState midway,
        KureBase kure,
        MapView map) {

    public UmpireReport {
        Objects.requireNonNull(header, "header");
        Objects.requireNonNull(map, "map");
        results = List.copyOf(results);
        dice = List.copyOf(dice);
        forces = perSide(forces);
        bases = perSide(bases);
        searches = perSide(searches);
        located = perSide(located);
        vpLedger = List.copyOf(vpLedger);
        vp = Collections.unmodifiableMap(new EnumMap<>(vp));
    }

    private static <T> Map<Side, List<T>> perSide(Map<Side, List<T>> m) {
        EnumMap<Side, List<T>> copy = new EnumMap<>(Side.class);
        for (Side s : Side.values()) {
            copy.put(s, List.copyOf(m.getOrDefault(s, List.of())));
        }
        return Collections.unmodifiableMap(copy);
    }
}

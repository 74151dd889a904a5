package org.umpire.cli.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Vp;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.LocatedNotice;
import org.umpire.engine.state.Sighting;

/** Builds the umpire's report from the full state, the umpire's event views and the dice log. */
public final class UmpireReportBuilder {

    private UmpireReportBuilder() {}

    public static UmpireReport build(
            Scenario scenario,
            ReportMoment moment,
            GameState state,
            List<EventLine> results,
            List<Roll> dice,
            Optional<Awaited> awaited) {
        int turn = moment.turn();
        Map<Side, List<ForceRow>> forces = new EnumMap<>(Side.class);
        Map<Side, List<BaseRow>> bases = new EnumMap<>(Side.class);
        Map<Side, List<Sighting>> searches = new EnumMap<>(Side.class);
        Map<Side, List<LocatedNotice>> located = new EnumMap<>(Side.class);
        Map<Side, Vp> vp = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            SideSituation own =
                    SideSituation.of(scenario, moment, state, side, List.of(), Optional.empty(), Optional.empty());
            ForceTable table = new ForceTable(scenario, side, own.ownUnits());
            forces.put(side, table.rows());
            bases.put(side, table.bases(own.airfield()));
            List<Sighting> s = new ArrayList<>(state.knowledgeOf(side).sightingsOn(turn));
            s.sort(Comparator.comparing(Sighting::hex).thenComparing(Sighting::kind));
            searches.put(side, s);
            List<LocatedNotice> n = new ArrayList<>();
            for (LocatedNotice x : state.knowledgeOf(side).notices()) {
                if (x.turn() == turn) {
                    n.add(x);
                }
            }
            n.sort(Comparator.comparing(LocatedNotice::hex).thenComparing(LocatedNotice::kind));
            located.put(side, n);
            vp.put(side, state.vpOf(side));
        }
        return new UmpireReport(
                ReportHeader.of(moment, scenario, state.fogLifted()),
                awaited,
                results,
                dice,
                forces,
                bases,
                searches,
                located,
                state.vpLedger(),
                vp,
                state.midway(),
                state.kure(),
                MapViews.forUmpire(scenario, moment, state.units().values(), state.fogLifted(), state.knowledge()));
    }
}

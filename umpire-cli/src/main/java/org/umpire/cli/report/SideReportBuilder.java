package org.umpire.cli.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.umpire.engine.state.EnemyUnitReport;
import org.umpire.engine.state.Knowledge;
import org.umpire.engine.state.KureBase;
import org.umpire.engine.state.LocatedNotice;
import org.umpire.engine.state.Sighting;

/**
 * Builds a side's report from its {@link SideSituation}: nothing else is in reach, so nothing the
 * side was not shown can reach its report (PRODUCT "No leak").
 */
public final class SideReportBuilder {

    private SideReportBuilder() {}

    public static SideReport build(SideSituation s) {
        int turn = s.moment().turn();
        ForceTable table = new ForceTable(s.scenario(), s.side(), s.ownUnits());
        Optional<Knowledge> before = s.before().map(SideSituation.Before::knowledge);
        List<Sighting> searches = new ArrayList<>(s.knowledge().sightingsOn(turn));
        before.ifPresent(b -> searches.removeAll(b.sightings()));
        searches.sort(Comparator.comparing(Sighting::hex)
                .thenComparing(Sighting::kind)
                .thenComparing(Sighting::level));
        List<LocatedNotice> located = new ArrayList<>();
        for (LocatedNotice n : s.knowledge().notices()) {
            if (n.turn() == turn && before.map(b -> !b.notices().contains(n)).orElse(true)) {
                located.add(n);
            }
        }
        located.sort(Comparator.comparing(LocatedNotice::hex).thenComparing(LocatedNotice::kind));
        List<EnemyUnitReport> seen = new ArrayList<>();
        for (EnemyUnitReport r : s.knowledge().enemyUnits()) {
            if (r.turn() == turn && before.map(b -> !b.enemyUnits().contains(r)).orElse(true)) {
                seen.add(r);
            }
        }
        seen.sort(Comparator.comparing(EnemyUnitReport::hex).thenComparing(EnemyUnitReport::id));
        return new SideReport(
                s.side(),
                ReportHeader.of(s.moment(), s.scenario(), s.fogLifted()),
                s.awaited(),
                s.results(),
                searches,
                located,
                seen,
                table.rows(),
                table.bases(s.airfield()),
                kure(s.kureBase(), s.scenario().kureBaseDelay()),
                s.receipt(),
                MapViews.forSide(s),
                s.before().map(b -> new ForceTable(s.scenario(), s.side(), b.ownUnits()).rows()),
                s.replaced());
    }

    private static Optional<SideReport.KureStatus> kure(Optional<KureBase> base, int delay) {
        if (base.isEmpty() || !base.get().started()) {
            return Optional.empty();
        }
        KureBase k = base.get();
        return Optional.of(new SideReport.KureStatus(k.startedTurn(), k.startedTurn() + delay, k.closed()));
    }
}

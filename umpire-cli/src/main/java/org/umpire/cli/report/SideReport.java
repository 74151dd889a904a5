package org.umpire.cli.report;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.umpire.cli.map.MapView;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.EnemyUnitReport;
import org.umpire.engine.state.LocatedNotice;
import org.umpire.engine.state.Sighting;

/**
 * One side's report for one phase, before wording: built by {@link SideReportBuilder} from a
 * {@link SideSituation} only, rendered by {@link ReportRenderer} in the reader's language.
 *
 * @param side      whose
 * @param header    game, turn, time, phase
 * @param awaited   what is asked next and by when
 * @param results   what happened, as this side was told (event views)
 * @param searches  this side's search results this turn (SRCH-7) not told in its previous report, by hex
 * @param located   hexes of this side located by the enemy this turn (SRCH-8), not told before
 * @param enemySeen enemy units seen in detail this turn (RAID-7), not told before
 * @param forces    the side's own force table (GAME-5)
 * @param bases     own carriers and airfields with their room for aircraft
 * @param kureBase  JP: the seaplane base, if started
 * @param receipt   the orders received for the reported phase
 * @param map       the map snapshot (GAME-6)
 * @param forcesBefore the force table at the side's previous report, when known (to tell only what changed)
 * @param replaced  for a correction (after an undo), the results of the report it replaces, as this side read them
 */
public record SideReport(
        Side side,
        ReportHeader header,
        Optional<Awaited> awaited,
        List<EventLine> results,
        List<Sighting> searches,
        List<LocatedNotice> located,
        List<EnemyUnitReport> enemySeen,
        List<ForceRow> forces,
        List<BaseRow> bases,
        Optional<KureStatus> kureBase,
        Optional<OrdersReceipt> receipt,
        MapView map,
        Optional<List<ForceRow>> forcesBefore,
        List<EventLine> replaced) {

    public SideReport {
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(header, "header");
        Objects.requireNonNull(map, "map");
        results = List.copyOf(results);
        searches = List.copyOf(searches);
        located = List.copyOf(located);
        enemySeen = List.copyOf(enemySeen);
        forces = List.copyOf(forces);
        bases = List.copyOf(bases);
        forcesBefore = forcesBefore == null ? Optional.empty() : forcesBefore.map(List::copyOf);
        replaced = replaced == null ? List.of() : List.copyOf(replaced);
    }

    /**
     * The Kure seaplane base as its owner sees it (KURE-1..3, I-12).
     *
     * @param startedTurn     turn it was started
     * @param operationalTurn first turn it is operational
     * @param closed          closed for good (KURE-2)
     */
    public record KureStatus(int startedTurn, int operationalTurn, boolean closed) {}
}

package org.umpire.cli.report;

import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Knowledge;
import org.umpire.engine.state.KureBase;
import org.umpire.engine.state.MidwayState;
import org.umpire.engine.state.UnitState;

/**
 * Everything one side may know at one moment, and nothing else: its own units, its own knowledge
 * of the enemy (built by the engine from that side's events only), the results it was told (its
 * event views), what is awaited from it and the receipt of its orders. A side's report and map are
 * built from this value alone: {@link #of} is the single place where the full game state is read,
 * and it copies only what the side owns.
 *
 * @param scenario  the published scenario (map, schedule, the side's own order of battle)
 * @param moment    which report
 * @param side      whose
 * @param fogLifted the fog lifted for good (FOG-3), announced to both sides
 * @param ownUnits  the side's own units, by id
 * @param knowledge the side's knowledge of the enemy
 * @param airfield  the state of the side's own airfield (US: Midway's damage, MID-2, LAND-7)
 * @param kureBase  the side's own seaplane base (JP: KURE-1..3)
 * @param results   the results of the phases resolved since the previous report, as this side's views
 * @param awaited   what is asked next
 * @param receipt   the side's orders for the reported phase as understood
 * @param before    the side's own units and knowledge at its previous report (before the phases
 *                  reported on), so the report tells only what changed; empty: tell everything
 * @param replaced  when the report corrects an earlier one, this side's views of the results it replaces
 *                  (which the side read in that earlier report): the report says what changed
 */
public record SideSituation(
        Scenario scenario,
        ReportMoment moment,
        Side side,
        boolean fogLifted,
        SortedMap<UnitId, UnitState> ownUnits,
        Knowledge knowledge,
        Optional<MidwayState> airfield,
        Optional<KureBase> kureBase,
        List<EventLine> results,
        Optional<Awaited> awaited,
        Optional<OrdersReceipt> receipt,
        Optional<Before> before,
        List<EventLine> replaced) {

    /** A situation that corrects no earlier report. */
    public SideSituation(
            Scenario scenario,
            ReportMoment moment,
            Side side,
            boolean fogLifted,
            SortedMap<UnitId, UnitState> ownUnits,
            Knowledge knowledge,
            Optional<MidwayState> airfield,
            Optional<KureBase> kureBase,
            List<EventLine> results,
            Optional<Awaited> awaited,
            Optional<OrdersReceipt> receipt,
            Optional<Before> before) {
        this(
                scenario, moment, side, fogLifted, ownUnits, knowledge, airfield, kureBase, results, awaited, receipt,
                before, List.of());
    }

    /** This situation, correcting an earlier report whose results were {@code lines} (this side's views). */
    public SideSituation withReplaced(List<EventLine> lines) {
        return new SideSituation(
                scenario, moment, side, fogLifted, ownUnits, knowledge, airfield, kureBase, results, awaited, receipt,
                before, lines);
    }

    /**
     * What the side had and knew at its previous report: its own units and its knowledge, nothing else.
     *
     * @param ownUnits  the side's own units then
     * @param knowledge the side's knowledge then
     */
    public record Before(SortedMap<UnitId, UnitState> ownUnits, Knowledge knowledge) {
        public Before {
            Objects.requireNonNull(knowledge, "knowledge");
            ownUnits = Collections.unmodifiableSortedMap(new TreeMap<>(ownUnits));
        }
    }

    /** A situation with no previous report to compare with: everything is told. */
    public SideSituation(
            Scenario scenario,
            ReportMoment moment,
            Side side,
            boolean fogLifted,
            SortedMap<UnitId, UnitState> ownUnits,
            Knowledge knowledge,
            Optional<MidwayState> airfield,
            Optional<KureBase> kureBase,
            List<EventLine> results,
            Optional<Awaited> awaited,
            Optional<OrdersReceipt> receipt) {
        this(
                scenario,
                moment,
                side,
                fogLifted,
                ownUnits,
                knowledge,
                airfield,
                kureBase,
                results,
                awaited,
                receipt,
                Optional.empty());
    }

    public SideSituation {
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(moment, "moment");
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(knowledge, "knowledge");
        ownUnits = Collections.unmodifiableSortedMap(new TreeMap<>(ownUnits));
        for (UnitId id : ownUnits.keySet()) {
            if (scenario.unitOrThrow(id).side() != side) {
                throw new IllegalArgumentException(id + " is not a unit of " + side);
            }
        }
        results = List.copyOf(results);
        replaced = replaced == null ? List.of() : List.copyOf(replaced);
        airfield = airfield == null ? Optional.empty() : airfield;
        kureBase = kureBase == null ? Optional.empty() : kureBase;
        awaited = awaited == null ? Optional.empty() : awaited;
        receipt = receipt == null ? Optional.empty() : receipt;
        before = before == null ? Optional.empty() : before;
        before.ifPresent(b -> b.ownUnits().keySet().forEach(id -> {
            if (scenario.unitOrThrow(id).side() != side) {
                throw new IllegalArgumentException(id + " is not a unit of " + side);
            }
        }));
    }

    /**
     * Takes from the full state what {@code side} owns or was told: its units, its knowledge, its
     * airfield (US) or seaplane base (JP), and whether the fog has lifted. {@code results} must be
     * that side's event views ({@code Event.viewFor(side.audience())}).
     */
    public static SideSituation of(
            Scenario scenario,
            ReportMoment moment,
            GameState state,
            Side side,
            List<EventLine> results,
            Optional<Awaited> awaited,
            Optional<OrdersReceipt> receipt) {
        return of(scenario, moment, state, side, results, awaited, receipt, Optional.empty());
    }

    /**
     * As {@link #of(Scenario, ReportMoment, GameState, Side, List, Optional, Optional)}, with the state
     * at the side's previous report, of which only the side's own units and knowledge are kept.
     */
    public static SideSituation of(
            Scenario scenario,
            ReportMoment moment,
            GameState state,
            Side side,
            List<EventLine> results,
            Optional<Awaited> awaited,
            Optional<OrdersReceipt> receipt,
            Optional<GameState> previous) {
        SortedMap<UnitId, UnitState> own = own(scenario, state, side);
        Optional<Before> before = previous.map(p -> new Before(own(scenario, p, side), p.knowledgeOf(side)));
        boolean ownsAirfield = scenario.airfields().stream().anyMatch(a -> a.side() == side);
        return new SideSituation(
                scenario,
                moment,
                side,
                state.fogLifted(),
                own,
                state.knowledgeOf(side),
                ownsAirfield ? Optional.of(state.midway()) : Optional.empty(),
                side == Side.JP ? Optional.of(state.kure()) : Optional.empty(),
                results,
                awaited,
                receipt,
                before);
    }

    private static SortedMap<UnitId, UnitState> own(Scenario scenario, GameState state, Side side) {
        SortedMap<UnitId, UnitState> own = new TreeMap<>();
        for (UnitState u : state.units().values()) {
            if (scenario.unitOrThrow(u.id()).side() == side) {
                own.put(u.id(), u);
            }
        }
        return own;
    }
}

package org.umpire.cli.report;

import java.time.ZonedDateTime;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * Everything the reports of one moment are made from, as the resolve step has it: the state after
 * the phase, each audience's event views, the dice, what is awaited from each audience, and the
 * receipts of the orders. Each side's report takes only its own part ({@link #situation}).
 *
 * @param scenario the scenario
 * @param moment   the phase reported on
 * @param state    the state after it
 * @param results  each audience's views of the events since its previous report
 * @param dice     every die rolled in those phases (the umpire's report only)
 * @param awaited  what is awaited next, per audience
 * @param receipts each side's orders for the phase, as understood
 * @param before   the state before the phases reported on (each side's previous report), if known
 * @param replaced for a report that corrects an earlier one (after an undo), each audience's views of the
 *                 results it replaces, so that it can say what changed; empty otherwise
 */
public record PhaseOutcome(
        Scenario scenario,
        ReportMoment moment,
        GameState state,
        Map<Audience, List<EventLine>> results,
        List<Roll> dice,
        Map<Audience, Awaited> awaited,
        Map<Side, OrdersReceipt> receipts,
        Optional<GameState> before,
        Map<Audience, List<EventLine>> replaced) {

    /** An outcome that corrects no earlier report. */
    public PhaseOutcome(
            Scenario scenario,
            ReportMoment moment,
            GameState state,
            Map<Audience, List<EventLine>> results,
            List<Roll> dice,
            Map<Audience, Awaited> awaited,
            Map<Side, OrdersReceipt> receipts,
            Optional<GameState> before) {
        this(scenario, moment, state, results, dice, awaited, receipts, before, Map.of());
    }

    /** An outcome with no earlier state to compare with: reports tell everything. */
    public PhaseOutcome(
            Scenario scenario,
            ReportMoment moment,
            GameState state,
            Map<Audience, List<EventLine>> results,
            List<Roll> dice,
            Map<Audience, Awaited> awaited,
            Map<Side, OrdersReceipt> receipts) {
        this(scenario, moment, state, results, dice, awaited, receipts, Optional.empty());
    }

    public PhaseOutcome {
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(moment, "moment");
        Objects.requireNonNull(state, "state");
        EnumMap<Audience, List<EventLine>> r = new EnumMap<>(Audience.class);
        results.forEach((a, l) -> r.put(a, List.copyOf(l)));
        results = Collections.unmodifiableMap(r);
        EnumMap<Audience, List<EventLine>> x = new EnumMap<>(Audience.class);
        (replaced == null ? Map.<Audience, List<EventLine>>of() : replaced).forEach((a, l) -> x.put(a, List.copyOf(l)));
        replaced = Collections.unmodifiableMap(x);
        dice = List.copyOf(dice);
        awaited =
                Collections.unmodifiableMap(awaited.isEmpty() ? new EnumMap<>(Audience.class) : new EnumMap<>(awaited));
        before = before == null ? Optional.empty() : before;
        receipts =
                Collections.unmodifiableMap(receipts.isEmpty() ? new EnumMap<>(Side.class) : new EnumMap<>(receipts));
    }

    /** What {@code side} may know of this moment, and nothing else. */
    public SideSituation situation(Side side) {
        return SideSituation.of(
                        scenario,
                        moment,
                        state,
                        side,
                        results.getOrDefault(side.audience(), List.of()),
                        Optional.ofNullable(awaited.get(side.audience())),
                        Optional.ofNullable(receipts.get(side)),
                        before)
                .withReplaced(replaced.getOrDefault(side.audience(), List.of()));
    }

    /**
     * This outcome with {@code audience}'s deadline as its mail carried it (a reprint, {@code umpire report
     * --turn N}); unchanged when nothing is awaited from anyone (the game is over).
     */
    public PhaseOutcome withDeadline(Audience audience, Optional<ZonedDateTime> told) {
        Awaited a = awaited.get(audience);
        if (a == null) {
            return this;
        }
        Map<Audience, Awaited> changed = new EnumMap<>(awaited);
        changed.put(audience, a.withDeadline(told));
        return new PhaseOutcome(scenario, moment, state, results, dice, changed, receipts, before, replaced);
    }

    /** The deadline this outcome gives {@code audience} (empty: none, or nothing awaited). */
    public Optional<ZonedDateTime> deadlineOf(Audience audience) {
        return Optional.ofNullable(awaited.get(audience)).flatMap(Awaited::deadline);
    }
}

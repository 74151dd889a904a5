package org.umpire.cli.report;

import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.umpire.cli.game.MissedOrders;
import org.umpire.cli.orders.AdvanceOrders;
import org.umpire.cli.orders.OrdersReader;
import org.umpire.cli.orders.ReceiptWriter;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.EntryKind;
import org.umpire.cli.store.EventsYaml;
import org.umpire.cli.store.GameSeed;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.JournalChain;
import org.umpire.cli.store.JournalEntry;
import org.umpire.cli.store.JournalRecord;
import org.umpire.cli.store.Player;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.legality.SearchOffers;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * The moments a game's reports describe, read back from its folder: for each resolved phase that
 * no undo took back, the state after it, each audience's event views as the journal recorded them
 * ({@code events.yaml}), the dice, the receipts of the orders it was resolved with, and what the
 * next phase awaits (from the sides {@code TurnEngine.awaiting} names). Before any phase is
 * resolved, the set-up moment.
 */
public final class JournalOutcome {

    private JournalOutcome() {}

    /**
     * The latest moment as it was mailed: the last standing entry (with those the same command resolved
     * before it, {@link #mailMoments}), or set-up.
     */
    public static PhaseOutcome latest(GameStore store, Scenario scenario) {
        List<Moment> moments = mailMoments(store);
        Moment last = moments.get(moments.size() - 1);
        return last.entry().isEmpty() ? setup(store, scenario) : outcome(store, scenario, last);
    }

    /** Every standing moment, oldest first (set-up alone when nothing was resolved yet). */
    public static List<PhaseOutcome> all(GameStore store, Scenario scenario) {
        List<JournalRecord> standing = standing(store.journal());
        if (standing.isEmpty()) {
            return List.of(setup(store, scenario));
        }
        List<PhaseOutcome> result = new ArrayList<>();
        for (JournalRecord r : standing) {
            result.add(of(store, scenario, r));
        }
        return result;
    }

    /**
     * One moment a report describes, named without reading anything but the journal's index:
     * the opening (set-up instructions, {@code entry} empty) or a standing entry.
     */
    public record Moment(ReportMoment moment, Optional<JournalRecord> entry, List<JournalRecord> gathered) {

        public Moment(ReportMoment moment, Optional<JournalRecord> entry) {
            this(moment, entry, List.of());
        }

        /**
         * @param gathered the entries resolved by the same command before {@code entry}, whose results
         *                 the same mail tells (see docs/orders.md: one mail per side per resolve), oldest first
         */
        public Moment {
            gathered = List.copyOf(gathered);
        }
    }

    /**
     * The moments mailed, oldest first: as {@link #moments}, but an entry that continues the one before
     * it (resolved by the same command with orders sent in advance) is told in the same mail as that
     * one: the mail of the last entry of the run, gathering the results of every entry of the run.
     */
    public static List<Moment> mailMoments(GameStore store) {
        List<Moment> result = new ArrayList<>();
        for (Moment m : moments(store)) {
            Moment previous = result.isEmpty() ? null : result.get(result.size() - 1);
            JournalRecord r = m.entry().orElse(null);
            if (r != null
                    && r.continues()
                    && previous != null
                    && previous.entry().isPresent()) {
                List<JournalRecord> gathered = new ArrayList<>(previous.gathered());
                gathered.add(previous.entry().get());
                result.set(result.size() - 1, new Moment(m.moment(), m.entry(), gathered));
            } else {
                result.add(m);
            }
        }
        return result;
    }

    /**
     * Every moment mailed to the players, oldest first: the opening report (always, so that the
     * welcome mail with the set-up instructions goes out whatever the order of the commands),
     * then each standing entry. Nothing is rendered or read beyond the entries' {@code entry.yaml}.
     */
    public static List<Moment> moments(GameStore store) {
        List<Moment> result = new ArrayList<>();
        result.add(new Moment(new ReportMoment(store.id().value(), 0, Phase.SETUP), Optional.empty()));
        for (JournalRecord r : standing(store.journal())) {
            result.add(new Moment(new ReportMoment(store.id().value(), r.turn(), r.phase(), r.seq()), Optional.of(r)));
        }
        return result;
    }

    /**
     * The outcome a side's mail tells ({@link SideSpans}, see docs/reports-and-mail.md#no-leak-by-construction): every entry of the span gathered, named
     * and headed by the span's points (the phases from the side's previous mail to this one), never by the
     * journal's entries, with the side's own chain code.
     */
    public static PhaseOutcome forSide(GameStore store, Scenario scenario, SideSpans.SideSpan span, String link) {
        PhaseOutcome o;
        String id = store.id().value();
        if (span.opening()) {
            o = outcome(store, scenario, new Moment(new ReportMoment(id, 0, Phase.SETUP), Optional.empty()));
        } else {
            List<JournalRecord> e = span.entries();
            JournalRecord last = e.get(e.size() - 1);
            o = e.size() == 1
                    ? of(store, scenario, last)
                    : gathered(
                            store,
                            scenario,
                            new Moment(
                                    new ReportMoment(id, last.turn(), last.phase(), last.seq()),
                                    Optional.of(last),
                                    e.subList(0, e.size() - 1)));
        }
        ReportMoment m = o.moment();
        if (!span.opening() && span.legacy().isEmpty()) {
            List<Phase> phases = SideSpans.phases(span.from(), span.at(), scenario.lastTurn());
            if (!phases.isEmpty()) {
                m = new ReportMoment(
                        id,
                        Math.max(0, SideSpans.turnOf(span.from())),
                        phases.get(phases.size() - 1),
                        m.entry(),
                        m.corrects(),
                        m.chain(),
                        m.reveal(),
                        phases.subList(0, phases.size() - 1));
            }
        }
        m = m.withProof(JournalChain.shortForm(link), m.reveal()).forSide(span.mailKey());
        return new PhaseOutcome(
                scenario, m, o.state(), o.results(), o.dice(), o.awaited(), o.receipts(), o.before(), o.replaced());
    }

    /** The outcome of one moment of {@link #moments}, read from the journal (only that entry's files). */
    public static PhaseOutcome outcome(GameStore store, Scenario scenario, Moment m) {
        if (m.entry().isPresent() && !m.gathered().isEmpty()) {
            return gathered(store, scenario, m);
        }
        if (m.entry().isPresent()) {
            return of(store, scenario, m.entry().get());
        }
        List<JournalRecord> journal = store.journal();
        if (journal.isEmpty()) {
            return setup(store, scenario);
        }
        // the opening, mailed after a resolve: the game as it was before its first entry
        GameState state = store.stateBefore(journal.get(0));
        return new PhaseOutcome(
                scenario,
                m.moment().withProof(startLink(store), Optional.empty()),
                state,
                Map.of(),
                List.of(),
                awaited(scenario, state, deadline(store, state)),
                Map.of());
    }

    private static PhaseOutcome setup(GameStore store, Scenario scenario) {
        GameState state = store.state();
        return new PhaseOutcome(
                scenario,
                new ReportMoment(store.id().value(), 0, Phase.SETUP).withProof(startLink(store), Optional.empty()),
                state,
                Map.of(),
                List.of(),
                awaited(scenario, state, deadline(store, state)),
                Map.of());
    }

    private static PhaseOutcome of(GameStore store, Scenario scenario, JournalRecord entry) {
        GameState before = store.stateBefore(entry);
        GameState after = store.stateAfter(entry);
        List<Roll> dice = store.journalDice(entry);
        Map<Audience, List<EventLine>> results = eventLines(store, scenario, entry);
        Map<Side, OrdersReceipt> receipts = new EnumMap<>(Side.class);
        store.journalOrders(entry)
                .forEach((side, text) ->
                        receipts.put(side, receipt(scenario, before, side, text, languageOf(store, side))));
        // docs/club.md: a side whose orders the missed-orders policy gave is told so (its own report only, I-CLI-6)
        MissedOrders.of(store, entry)
                .ifPresent(m -> m.choices().forEach((side, c) -> {
                    if (receipts.containsKey(side) && c.act() == MissedOrders.Act.STAND_IN) {
                        receipts.put(side, receipts.get(side).by(OrdersReceipt.Source.STAND_IN));
                    } else if (receipts.containsKey(side) && c.act() == MissedOrders.Act.FORFEIT) {
                        receipts.put(side, receipts.get(side).by(OrdersReceipt.Source.FORFEIT));
                    }
                }));
        if (!before.isOver()) {
            for (Side side : TurnEngine.awaiting(scenario, before)) {
                receipts.putIfAbsent(side, OrdersReceipt.defaults()); // asked, sent nothing: told so (see
                // docs/orders.md)
            }
        }
        unusedAdvanceOrders(store, entry, before, receipts);
        int corrects = corrected(store.journal(), entry);
        ReportMoment moment = new ReportMoment(store.id().value(), entry.turn(), entry.phase(), entry.seq(), corrects)
                .withProof(
                        JournalChain.shortForm(store.chainLink(entry)),
                        after.isOver() ? Optional.of(reveal(store)) : Optional.empty());
        return new PhaseOutcome(
                scenario,
                moment,
                after,
                results,
                dice,
                awaited(scenario, after, deadline(store, after)),
                receipts,
                Optional.of(before),
                corrects == 0 ? Map.of() : eventLines(store, scenario, entryOf(store, corrects)));
    }

    /**
     * The outcome of a run of entries one command resolved (see docs/orders.md): the state after the last, the
     * results and dice of all of them in order, each side's orders phase by phase, compared with the
     * state before the first (what each side is told is said once).
     */
    private static PhaseOutcome gathered(GameStore store, Scenario scenario, Moment m) {
        List<PhaseOutcome> parts = new ArrayList<>();
        for (JournalRecord r : m.gathered()) {
            parts.add(of(store, scenario, r));
        }
        PhaseOutcome last = of(store, scenario, m.entry().get());
        parts.add(last);
        Map<Audience, List<EventLine>> results = new EnumMap<>(Audience.class);
        List<Roll> dice = new ArrayList<>();
        Map<Side, List<OrdersReceipt.Part>> receipts = new EnumMap<>(Side.class);
        for (PhaseOutcome p : parts) {
            p.results()
                    .forEach((a, l) ->
                            results.computeIfAbsent(a, k -> new ArrayList<>()).addAll(l));
            dice.addAll(p.dice());
            p.receipts()
                    .forEach((side, r) -> receipts.computeIfAbsent(side, k -> new ArrayList<>())
                            .add(new OrdersReceipt.Part(p.moment().phase(), r)));
        }
        Map<Side, OrdersReceipt> merged = new EnumMap<>(Side.class);
        receipts.forEach((side, list) ->
                merged.put(side, list.size() == 1 ? list.get(0).receipt() : OrdersReceipt.ofParts(list)));
        List<Phase> earlier = new ArrayList<>();
        m.gathered().forEach(r -> earlier.add(r.phase()));
        return new PhaseOutcome(
                scenario,
                last.moment().withEarlier(earlier),
                last.state(),
                results,
                dice,
                last.awaited(),
                merged,
                parts.get(0).before(),
                last.replaced());
    }

    /**
     * Each audience's views of the events of {@code entry}, as the journal recorded them, every order set
     * aside named by the player's line and words ({@link OrderLines}).
     */
    public static Map<Audience, List<EventLine>> eventLines(GameStore store, Scenario scenario, JournalRecord entry) {
        Map<Audience, List<EventLine>> lines = new EnumMap<>(Audience.class);
        String source = store.dir()
                .resolve("journal")
                .resolve(entry.folder())
                .resolve("events.yaml")
                .toString();
        EventsYaml.read(source, store.journalFile(entry, "events.yaml").orElse(new byte[0]))
                .forEach((a, v) -> lines.put(a, EventLines.of(v)));
        if (lines.values().stream().flatMap(List::stream).noneMatch(e -> EventLines.isIgnored(e.key()))) {
            return lines;
        }
        return OrderLines.read(scenario, store.stateBefore(entry), store.journalOrders(entry))
                .name(lines);
    }

    private static JournalRecord entryOf(GameStore store, int seq) {
        return store.journal().stream().filter(r -> r.seq() == seq).findFirst().orElseThrow();
    }

    private static String startLink(GameStore store) {
        return JournalChain.shortForm(JournalChain.start(store.config().seedSha256()));
    }

    /** The seed and nonce every side gets at the end of the game (never before: the caller checks the game is over). */
    private static SeedReveal reveal(GameStore store) {
        GameSeed seed = store.seed();
        return new SeedReveal(store.config().seedSha256(), seed.hex(), seed.nonceHex(), seed.chosen());
    }

    /**
     * Orders a side sent in advance for a phase this entry went past without them (it asked nothing of
     * the side) are never dropped silently: the side's receipt says they were not used, and why.
     */
    private static void unusedAdvanceOrders(
            GameStore store, JournalRecord entry, GameState before, Map<Side, OrdersReceipt> receipts) {
        for (Side side : Side.values()) {
            Map<Language, List<String>> notes = new EnumMap<>(Language.class);
            for (Language l : Language.values()) {
                ReceiptWriter w = ReceiptWriter.load(l, null);
                for (Phase phase : AdvanceOrders.keptFor(before.phase())) {
                    if (store.journalFile(entry, AdvanceOrders.unusedFile(phase, side))
                            .isPresent()) {
                        notes.computeIfAbsent(l, k -> new ArrayList<>()).add(w.unused(phase));
                    }
                }
                if (store.journalFile(entry, JournalEntry.keptUnusedFile(side)).isPresent()) {
                    notes.computeIfAbsent(l, k -> new ArrayList<>()).add(w.text("receipt.kept-unused"));
                }
            }
            if (!notes.isEmpty()) {
                OrdersReceipt r = receipts.getOrDefault(side, new OrdersReceipt(List.of(), List.of()));
                receipts.put(side, r.withProblems(notes, languageOf(store, side)));
            }
        }
    }

    /**
     * The receipt as the orders parser words it: accepted orders in canonical form, then problems; in every
     * language, the side's first player's first (see docs/reports-and-mail.md: a report reads it in its own language).
     */
    private static OrdersReceipt receipt(Scenario scenario, GameState before, Side side, String text, Language lang) {
        org.umpire.cli.orders.OrdersReceipt r = OrdersReader.read(SideView.of(scenario, before, side), text);
        Map<Language, OrdersReceipt.Wording> worded = new EnumMap<>(Language.class);
        for (Language l : Language.values()) {
            ReceiptWriter w = ReceiptWriter.load(l, null);
            List<String> problems = new ArrayList<>();
            // I-ORD-22: a line of conversation was answered as a note in the mail's receipt; the report does not
            // list it again among the orders not accepted
            r.problems().stream().filter(p -> !p.isNote()).forEach(p -> problems.add(w.problem(r, p)));
            worded.put(l, new OrdersReceipt.Wording(w.echoes(r), problems));
        }
        return OrdersReceipt.worded(worded, lang, AdvanceOrders.isAdvance(text));
    }

    private static Language languageOf(GameStore store, Side side) {
        List<Player> players = store.config().playersOf(side);
        return players.isEmpty() ? Language.FR : players.get(0).language();
    }

    /** The deadline of the phase {@code state} awaits, when it is the game's current phase and has one (deadlines.txt). */
    private static Optional<ZonedDateTime> deadline(GameStore store, GameState state) {
        if (!state.equals(store.state())) {
            return Optional.empty();
        }
        return Deadlines.of(store.dir())
                .deadline(store)
                .map(i -> i.atZone(store.config().timeZone()));
    }

    private static Map<Audience, Awaited> awaited(
            Scenario scenario, GameState state, Optional<ZonedDateTime> deadline) {
        Map<Audience, Awaited> awaited = new EnumMap<>(Audience.class);
        if (!state.isOver()) {
            Set<Side> sides = TurnEngine.awaiting(scenario, state);
            for (Audience a : Audience.values()) {
                boolean fromYou = a.side().map(sides::contains).orElse(false);
                // what this side may search with, from its own view of the game only (never the other side's)
                boolean searching = fromYou && state.phase() == Phase.SEARCH;
                SideView view =
                        searching ? SideView.of(scenario, state, a.side().orElseThrow()) : null;
                awaited.put(
                        a,
                        new Awaited(
                                state.turn(),
                                state.phase(),
                                deadline,
                                fromYou,
                                searching ? SearchOffers.of(view) : List.of(),
                                searching ? SearchOffers.aircraft(view) : List.of()));
            }
        }
        return awaited;
    }

    /**
     * The entry an undo took back whose report {@code entry} replaces: the latest undone entry of the
     * same turn and phase before it (0: none).
     */
    static int corrected(List<JournalRecord> journal, JournalRecord entry) {
        Set<String> undone = new HashSet<>();
        for (JournalRecord r : journal) {
            if (r.kind() == EntryKind.UNDO && r.seq() < entry.seq()) {
                r.undoes().ifPresent(undone::add);
            }
        }
        int found = 0;
        for (JournalRecord r : journal) {
            if (r.seq() < entry.seq()
                    && undone.contains(r.folder())
                    && r.turn() == entry.turn()
                    && r.phase() == entry.phase()) {
                found = r.seq();
            }
        }
        return found;
    }

    /** The resolve and override entries that no later undo took back, oldest first. */
    public static List<JournalRecord> standing(List<JournalRecord> journal) {
        Set<String> undone = new HashSet<>();
        List<JournalRecord> result = new ArrayList<>();
        List<JournalRecord> reversed = new ArrayList<>(journal);
        Collections.reverse(reversed);
        for (JournalRecord r : reversed) {
            if (r.kind() == EntryKind.UNDO) {
                r.undoes().ifPresent(undone::add);
            } else if (!undone.contains(r.folder())) {
                result.add(r);
            }
        }
        Collections.reverse(result);
        return result;
    }

    /** The latest resolve or override entry that no later undo took back. */
    static Optional<JournalRecord> latestStanding(List<JournalRecord> journal) {
        List<JournalRecord> s = standing(journal);
        return s.isEmpty() ? Optional.empty() : Optional.of(s.get(s.size() - 1));
    }
}

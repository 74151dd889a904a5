package org.umpire.cli.app;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.umpire.cli.base.BadFileException;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.Problem;
import org.umpire.cli.base.UserException;
import org.umpire.cli.bot.BotTurns;
import org.umpire.cli.dice.DiceFile;
import org.umpire.cli.dice.GameDice;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.game.MissedOrders;
import org.umpire.cli.orders.AdvanceOrders;
import org.umpire.cli.orders.OrdersReader;
import org.umpire.cli.orders.OrdersReceipt;
import org.umpire.cli.orders.ReceiptWriter;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.EntryKind;
import org.umpire.cli.store.EventsYaml;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.JournalEntry;
import org.umpire.cli.store.JournalRecord;
import org.umpire.cli.store.MissedOrdersPolicy;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.dice.DiceException;
import org.umpire.engine.dice.ScriptedDice;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.phase.Resolution;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.state.GameState;

/**
 * {@code umpire resolve}: resolves the current phase of a game with the orders submitted (and the
 * defaults for a silent side when asked), then every following phase that needs no decision
 * (SEQ-1), and records it all as one journal entry. Nothing changes when anything is missing or
 * wrong.
 */
public final class PhaseResolution {

    /**
     * What one resolve did.
     *
     * @param before     the state it started from
     * @param resolution the engine's result
     * @param entry      the journal entry written
     * @param defaulted  the sides resolved with their default orders
     * @param unusedDice the numbers of the dice file left over (none with the seeded dice)
     * @param dice       the number of dice rolled
     */
    public record Outcome(
            GameState before,
            Resolution resolution,
            JournalRecord entry,
            Set<Side> defaulted,
            int unusedDice,
            int dice) {}

    private PhaseResolution() {}

    /**
     * Resolves under the game's lock.
     *
     * @param defaults resolve even when an awaited side sent nothing, with its default orders
     * @param diceFile physical or scripted dice, one number a line, instead of the seeded dice
     * @param at       the command's clock, recorded in the journal
     */
    public static Outcome resolve(GameContext game, boolean defaults, Path diceFile, Instant at) {
        try (GameLock lock = game.store().lock()) {
            return resolveLocked(game, defaults, diceFile, at);
        }
    }

    /**
     * Resolves while the caller holds the game's lock ({@code game.store().lock()}), so that what
     * follows the commit (the mails) runs under the same lock. Refused, changing nothing, when the
     * game moved on since the command opened it.
     */
    public static Outcome resolveLocked(GameContext game, boolean defaults, Path diceFile, Instant at) {
        return resolveLocked(game, defaults, diceFile, at, false);
    }

    /**
     * Resolves at a missed deadline (docs/club.md), the caller holding the lock: {@code plays} are the orders the
     * missed-orders policy gives a silent side (the stand-in's, or its forfeit), {@code choices} what it did for
     * each; the other silent sides get their defaults. The choices are journaled ({@link MissedOrders#FILE}).
     */
    public static Outcome resolveMissed(
            GameContext game, Instant at, Map<Side, String> plays, Map<Side, MissedOrders.Choice> choices) {
        return resolveLocked(game, true, null, at, false, plays, choices);
    }

    private static Outcome resolveLocked(
            GameContext game, boolean defaults, Path diceFile, Instant at, boolean continues) {
        return resolveLocked(game, defaults, diceFile, at, continues, Map.of(), Map.of());
    }

    /** As {@link #resolveLocked(GameContext, boolean, Path, Instant)}; {@code continues}: see {@link JournalEntry#continuing()}. */
    private static Outcome resolveLocked(
            GameContext game,
            boolean defaults,
            Path diceFile,
            Instant at,
            boolean continues,
            Map<Side, String> plays,
            Map<Side, MissedOrders.Choice> choices) {
        GameStore store = game.store();
        game.requireUnchangedSinceOpen();
        {
            GameState state = store.state();
            if (state.isOver()) {
                throw new UserException(
                        ExitCode.CONFLICT, "game " + store.id() + " is over: there is nothing to resolve");
            }
            Set<Side> awaited = TurnEngine.awaiting(game.scenario(), state);
            BotTurns.write(store, game.scenario()); // solo play: if not written yet
            Map<Side, String> texts = new EnumMap<>(Side.class);
            texts.putAll(store.orders(state.turn(), state.phase()));
            plays.forEach(texts::putIfAbsent); // the stand-in plays only for a side that sent nothing
            Set<Side> missing = new TreeSet<>(awaited);
            missing.removeAll(texts.keySet());
            if (!missing.isEmpty() && !defaults && !resolvedBeforeUndo(store, state)) {
                throw new UserException(
                        ExitCode.CONFLICT,
                        "game " + store.id() + " still awaits orders from "
                                + names(missing) + " for turn " + state.turn() + ", phase "
                                + state.phase().number() + " ("
                                + state.phase().englishName() + "). Submit them with `umpire orders submit "
                                + store.id()
                                + " --side " + missing.iterator().next()
                                + " FILE`, or resolve with --defaults to use the"
                                + " default orders ("
                                + (state.phase() == Phase.SETUP
                                        ? "every unit at its zone's centre, I-168 at Midway"
                                        : "no move, automatic searches only, aircraft readied")
                                + ").");
            }
            Map<Side, OrderSet> orders = new EnumMap<>(Side.class);
            for (Map.Entry<Side, String> e : texts.entrySet()) {
                orders.put(e.getKey(), ordersOf(game, state, e.getKey(), e.getValue()));
            }
            Dice dice = diceFile == null ? GameDice.forGame(store) : DiceFile.read(diceFile);
            Resolution r;
            try {
                r = TurnEngine.resolve(game.scenario(), state, orders, dice);
            } catch (DiceException e) {
                // Only dice from a file run out or misfit; the state is untouched, nothing is written.
                throw new UserException(
                        ExitCode.INVALID,
                        e.getMessage() + " Nothing was resolved: fix the dice file" + " and run `umpire resolve "
                                + store.id() + "` again.",
                        e);
            }
            JournalEntry entry = JournalEntry.resolve(at).withDice(dice.log()).withEvents(EventsYaml.write(r.events()));
            if (continues) {
                entry = entry.continuing();
            }
            if (diceFile != null && !dice.log().isEmpty()) {
                // said in the journal: umpire verify cannot check these dice against the seed, and tells so
                entry = entry.withFile(
                        JournalEntry.UMPIRE_DICE,
                        ("The dice of this entry were the umpire's own (resolve --dice " + diceFile.getFileName()
                                        + "), not drawn from the game's seed.\n")
                                .getBytes(StandardCharsets.UTF_8));
            }
            for (Map.Entry<Side, String> e : texts.entrySet()) {
                entry = entry.withOrders(e.getKey(), e.getValue());
            }
            if (!continues) {
                Optional<MissedOrders> missed = missedOrders(store, state, missing, choices);
                if (missed.isPresent()) {
                    entry = entry.withFile(MissedOrders.FILE, missed.get().write());
                }
            }
            // orders sent in advance for a phase this resolve went past (it asked nothing of the side):
            // kept with the entry, and the side's report says they were not used
            for (Map.Entry<String, String> u : AdvanceOrders.unused(
                            state, r.next(), phase -> store.orders(state.turn(), phase))
                    .entrySet()) {
                entry = entry.withFile(u.getKey(), u.getValue().getBytes(StandardCharsets.UTF_8));
            }
            // I-ORD-25: a side's text kept while the game did not wait for it answers the decision it now waits for
            Set<Side> kept = EnumSet.noneOf(Side.class);
            if (!r.next().isOver()) {
                for (Side side : waits(game, r.next()).sides()) {
                    Optional<String> text = store.keptOrders(side);
                    if (text.isEmpty()) {
                        continue;
                    }
                    kept.add(side);
                    if (!applyKept(game, r.next(), side, text.get())) {
                        entry = entry.withFile(
                                JournalEntry.keptUnusedFile(side), text.get().getBytes(StandardCharsets.UTF_8));
                    }
                }
            }
            entry = entry.waiting(waits(game, r.next()));
            JournalRecord record = store.commit(entry, r.next());
            kept.forEach(store::dropKept);
            try {
                BotTurns.write(store, game.scenario()); // solo play: the program's side answers at once
            } catch (RuntimeException e) {
                // committed: never a failure now; the next resolve writes the program's orders before reading any
            }
            int unused = dice instanceof ScriptedDice sd ? sd.remaining() : 0;
            return new Outcome(state, r, record, missing, unused, dice.log().size());
        }
    }

    /**
     * What the missed-orders policy did in this resolve (docs/club.md), if anything: the extension the phase got,
     * the sides it was paused for, the choices made at its deadline, and, under a policy other than the default,
     * the defaults a silent side got.
     */
    private static Optional<MissedOrders> missedOrders(
            GameStore store, GameState state, Set<Side> missing, Map<Side, MissedOrders.Choice> choices) {
        MissedOrdersPolicy policy = store.config().missedOrders();
        String key = Deadlines.phaseKey(state.turn(), state.phase());
        Deadlines d = Deadlines.of(store.dir());
        Map<Side, MissedOrders.Choice> all = new EnumMap<>(Side.class);
        all.putAll(choices);
        d.paused(key)
                .forEach((side, run) -> all.putIfAbsent(side, new MissedOrders.Choice(MissedOrders.Act.PAUSED, run)));
        Optional<Duration> granted = d.granted(key);
        if (!policy.isDefault() || granted.isPresent()) {
            missing.forEach(side -> all.putIfAbsent(side, new MissedOrders.Choice(MissedOrders.Act.DEFAULTS, 0)));
        }
        if (all.isEmpty() && granted.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new MissedOrders(policy.line(), granted, all));
    }

    /**
     * I-ORD-25: stores a side's kept text as its orders for {@code next}'s phase (and the later phases of the
     * turn it names, {@link AdvanceOrders}), marked as sent in advance: the phase's resolve reads it again,
     * and the side's report lists each line that could not take effect with the reason.
     *
     * @return false when it holds no order for that phase nor a later one (nothing stored)
     */
    private static boolean applyKept(GameContext game, GameState next, Side side, String text) {
        AdvanceOrders.Split split = AdvanceOrders.read(game.scenario(), next, side, text);
        boolean now = !split.now().accepted().isEmpty();
        boolean later = split.later().values().stream()
                .anyMatch(l -> !l.receipt().accepted().isEmpty());
        if (!now && !later) {
            return false;
        }
        GameStore store = game.store();
        if (now) { // else the decision is still asked: only the later phases' orders were kept
            store.saveOrders(
                    next.turn(),
                    next.phase(),
                    side,
                    split.nowText().stripTrailing() + "\n" + AdvanceOrders.MARKER
                            + " (kept: sent while the game was not waiting for this side)\n");
        }
        split.later().forEach((phase, l) -> {
            if (!l.receipt().accepted().isEmpty()) {
                store.saveOrders(next.turn(), phase, side, l.text());
            }
        });
        return true;
    }

    /**
     * I-CLI-3 (GAME-4): the current phase was resolved once and that resolve was undone (the latest journal
     * entry is an undo back to this very phase): `umpire resolve` resolves it again as it was resolved then,
     * with the orders received and the defaults for a side that sent none (the umpire had already decided
     * not to wait for it), so a plain `resolve` after `undo` does what the undo's help says.
     */
    static boolean resolvedBeforeUndo(GameStore store, GameState state) {
        return store.lastEntry()
                .filter(r -> r.kind() == EntryKind.UNDO)
                .filter(r -> r.turn() == state.turn() && r.phase() == state.phase())
                .isPresent();
    }

    /**
     * Whether the game's current phase can be resolved at once, without asking anyone (see docs/orders.md): every
     * side it awaits has orders stored for it, some sent in advance with the orders of an earlier phase
     * ({@link AdvanceOrders}); or it is the recovery, and every side it awaits either sent its choices or
     * did not ask to be asked (the defaults then apply). Orders written at once by a bot never start it.
     */
    public static boolean goesOnAlone(GameContext game) {
        GameState s = game.store().state();
        if (s.isOver()) {
            return false;
        }
        Set<Side> awaited = TurnEngine.awaiting(game.scenario(), s);
        Map<Side, String> texts = game.store().orders(s.turn(), s.phase());
        if (s.phase() == Phase.RECOVERY) {
            // docs/orders.md: the defaults make every recovery choice (land on
            // a base in range, ready what may be
            // readied), so recovery waits only for a side whose standing orders say "ask me"; the others'
            // choices come in advance, or the defaults apply and their report says so
            return !awaited.isEmpty()
                    && awaited.stream()
                            .allMatch(side -> texts.containsKey(side)
                                    || !s.standingOf(side).askMe());
        }
        return !awaited.isEmpty()
                && texts.keySet().containsAll(awaited)
                && awaited.stream().anyMatch(side -> AdvanceOrders.isAdvance(texts.get(side)));
    }

    /**
     * After a resolve, under the same lock: resolves every following phase whose orders were all sent in
     * advance, and the recovery of sides that did not ask to be asked ({@link #goesOnAlone}), each as its
     * own journal entry told in the same mail, so that a quiet turn needs one mail from each side. Stops at
     * the first phase that still awaits a decision.
     *
     * @return what each further resolve did, in order (none when the next phase awaits orders)
     */
    public static List<Outcome> continueLocked(GameContext game, Instant at) {
        List<Outcome> done = new ArrayList<>();
        GameContext now = GameContext.of(game.store(), game.scenario());
        while (goesOnAlone(now)) {
            done.add(resolveLocked(now, now.state().phase() == Phase.RECOVERY, null, at, true));
            now = GameContext.of(game.store(), game.scenario());
        }
        return done;
    }

    /**
     * The orders a side submitted, read again against the state they were checked against: the
     * submission only stored orders that were all accepted, so a problem now is a bug or an edited
     * file, and resolving stops rather than guess.
     */
    private static OrderSet ordersOf(GameContext game, GameState state, Side side, String text) {
        OrdersReceipt receipt = OrdersReader.read(SideView.of(game.scenario(), state, side), text);
        // orders sent in advance were checked against an earlier state: a line that can no longer take
        // effect is left out here and reported with its reason in the side's receipt of the phase
        if (!receipt.allAccepted() && !AdvanceOrders.isAdvance(text)) {
            // Stored orders were all accepted when submitted: the file was edited or damaged since.
            String file =
                    game.store().ordersFile(state.turn(), state.phase(), side).toString();
            ReceiptWriter w = ReceiptWriter.load(Language.EN, null);
            List<Problem> problems = new ArrayList<>();
            receipt.errors().forEach(p -> problems.add(new Problem(file, p.line(), w.problem(receipt, p))));
            throw new BadFileException(
                    problems,
                    "The " + side + " orders stored for this phase no longer"
                            + " pass the checks: the file was edited or damaged after it was submitted. Check them with `umpire orders"
                            + " check --game " + game.store().id() + " --side " + side
                            + " FILE` and submit them again with `umpire"
                            + " orders submit " + game.store().id() + " --side " + side
                            + " FILE`. Nothing was resolved.");
        }
        return receipt.orderSet();
    }

    /**
     * Where the game stands after a resolve and which sides it waits for (see docs/reports-and-mail.md#no-leak-by-construction): a side the phase
     * awaits that has no orders stored for it (orders sent in advance answer it), and at the recovery only
     * a side that asked to be asked; at the end, both. A side's report goes out when the game waits for it
     * (or ends), so the number, dates and names of a side's mails depend on its own decisions only, never on
     * whether the other side had one to make.
     */
    public static JournalRecord.Waits waits(GameContext game, GameState next) {
        if (next.isOver()) {
            return new JournalRecord.Waits(JournalRecord.Waits.END, EnumSet.allOf(Side.class));
        }
        Map<Side, String> stored = game.store().orders(next.turn(), next.phase());
        Set<Side> waits = EnumSet.noneOf(Side.class);
        for (Side side : TurnEngine.awaiting(game.scenario(), next)) {
            boolean defaultsFree =
                    next.phase() == Phase.RECOVERY && !next.standingOf(side).askMe();
            if (!stored.containsKey(side) && !defaultsFree) {
                waits.add(side);
            }
        }
        return new JournalRecord.Waits(
                String.format("T%02d-P%02d", next.turn(), next.phase().number()), waits);
    }

    private static String names(Set<Side> sides) {
        return String.join(" and ", sides.stream().map(Side::name).toArray(String[]::new));
    }
}

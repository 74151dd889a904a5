package org.umpire.cli.orders;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * Orders for a later phase of the same turn, sent with those of the current phase (see docs/orders.md: one mail
 * per side on a quiet turn): the searches with the movement orders, the recovery choices with anything.
 * The lines the current phase refuses only because they belong to such a phase are set apart, read
 * for that phase, and stored as its orders, marked as sent in advance ({@link #MARKER}, on their last line). They apply
 * unless the side sends other orders for that phase once it has come. Because the game will have
 * moved on by then, the engine's checks on them now are warnings: they are checked again when their
 * phase is resolved, and a line that can no longer take effect is reported with its reason then.
 */
public final class AdvanceOrders {

    /** The last line of a text stored in advance (a comment: the orders parser ignores it). */
    public static final String MARKER = "# umpire: sent in advance";

    private AdvanceOrders() {}

    /** Whether a stored orders text was sent in advance for its phase. */
    public static boolean isAdvance(String text) {
        String t = text.stripTrailing();
        int last = t.lastIndexOf('\n');
        return t.substring(last + 1).startsWith(MARKER);
    }

    /**
     * The journal file keeping a side's orders sent in advance for {@code phase} that the resolve went
     * past without using (the phase asked nothing of the side: a night's searches, a recovery with no
     * aircraft to land or ready), so that its report says so: {@code unused-p2-us.txt}.
     */
    public static String unusedFile(Phase phase, Side side) {
        return "unused-p" + phase.number() + "-" + side.name().toLowerCase(Locale.ROOT) + ".txt";
    }

    /**
     * The orders sent in advance that a resolution from {@code before} to {@code after} went past without
     * them: for each later phase of {@code before}'s turn that is behind {@code after} (not the phase it
     * now awaits), each side's stored advance text, by {@link #unusedFile} name.
     *
     * @param stored the orders stored for a phase of {@code before}'s turn, by side
     */
    public static SortedMap<String, String> unused(
            GameState before, GameState after, Function<Phase, Map<Side, String>> stored) {
        SortedMap<String, String> unused = new TreeMap<>();
        for (Phase phase : keptFor(before.phase())) {
            boolean past = after.isOver()
                    || after.turn() > before.turn()
                    || after.phase().number() > phase.number();
            if (!past) {
                continue;
            }
            stored.apply(phase).forEach((side, text) -> {
                if (isAdvance(text) && !saysNoOnly(text)) {
                    unused.put(unusedFile(phase, side), text);
                }
            });
        }
        return unused;
    }

    /**
     * The later phases of the turn whose "no" may be sent during {@code now} (I-ORD-24): besides those of
     * {@link #laterThan}, "no raid" with the moves or the searches, "no naval combat" with any phase before it.
     * Saying what one will not do needs nothing the phase will show.
     */
    public static List<Phase> answerableLater(Phase now) {
        List<Phase> out = new ArrayList<>();
        for (Phase p : List.of(Phase.SEARCH, Phase.RAID_DECLARATION, Phase.NAVAL_COMBAT, Phase.RECOVERY)) {
            if (now.number() >= Phase.MOVEMENT.number() && p.number() > now.number()) {
                out.add(p);
            }
        }
        return out;
    }

    /** The phases {@link #laterThan} and {@link #answerableLater} name, in order. */
    public static List<Phase> keptFor(Phase now) {
        TreeSet<Phase> all = new TreeSet<>(laterThan(now));
        all.addAll(answerableLater(now));
        return new ArrayList<>(all);
    }

    /**
     * Whether a stored text only says "no" ("no naval combat", I-ORD-24): when its phase asked nothing of the
     * side, there is nothing to tell it was not used.
     */
    static boolean saysNoOnly(String text) {
        boolean any = false;
        for (String line : text.split("\r?\n")) {
            if (line.isBlank() || line.strip().startsWith("#")) {
                continue;
            }
            for (List<Token> statement : Lexer.statements(line)) {
                if (!statement.isEmpty() && !StatementParser.isNothing(new Cursor(statement))) {
                    return false;
                }
                any |= !statement.isEmpty();
            }
        }
        return any;
    }

    /** The later phases of the turn whose orders may be sent during {@code now}. */
    public static List<Phase> laterThan(Phase now) {
        if (now == Phase.MOVEMENT) {
            return List.of(Phase.SEARCH, Phase.RECOVERY);
        }
        if (now.number() > Phase.MOVEMENT.number() && now.number() < Phase.RECOVERY.number()) {
            return List.of(Phase.RECOVERY);
        }
        return List.of();
    }

    /**
     * A side's text, read: the orders of the current phase, and those set apart for later phases.
     *
     * @param now      the current phase's receipt (the lines for later phases left out)
     * @param nowText  the text to store for the current phase (lines for later phases blanked, so that
     *                 line numbers stay those of the text sent)
     * @param later    the orders for each later phase, read for it (checks as warnings), with their text
     */
    public record Split(OrdersReceipt now, String nowText, SortedMap<Phase, Later> later) {

        /** Every line of every part accepted. */
        public boolean allAccepted() {
            return now.allAccepted()
                    && later.values().stream().allMatch(l -> l.receipt().allAccepted());
        }
    }

    /**
     * The orders set apart for one later phase.
     *
     * @param receipt the orders as read for that phase
     * @param text    the text to store for that phase ({@link #MARKER} on its last line)
     */
    public record Later(OrdersReceipt receipt, String text) {}

    /** Reads {@code text} for the state's phase, setting apart the lines of later phases of the turn. */
    public static Split read(Scenario scenario, GameState state, Side side, String text) {
        OrdersReceipt all = OrdersReader.read(SideView.of(scenario, state, side), text);
        SortedMap<Integer, Phase> moved = new TreeMap<>();
        List<Phase> later = laterThan(state.phase());
        for (LineProblem p : all.errors()) {
            // a "no" of a later phase (I-ORD-24) may be sent earlier than its orders could
            laterPhase(p, p.params().containsKey("nothing") ? answerableLater(state.phase()) : later)
                    .ifPresent(phase -> moved.putIfAbsent(p.line(), phase));
        }
        String[] lines = text.split("\r?\n", -1);
        // a line refused for another reason may still be one of a later phase that reads only there
        // ("search D6" names no source: the one able to search D6 is found among those of the searches)
        for (LineProblem p : all.errors()) {
            if (!moved.containsKey(p.line()) && p.line() <= lines.length) {
                readsOnlyIn(scenario, state, side, lines, p.line(), later)
                        .ifPresent(phase -> moved.put(p.line(), phase));
            }
        }
        if (moved.isEmpty()) {
            return new Split(all, text, new TreeMap<>());
        }
        String nowText = String.join("\n", keep(lines, moved, null));
        SortedMap<Phase, Later> result = new TreeMap<>();
        for (Phase phase : new TreeSet<>(moved.values())) {
            String body = String.join("\n", keep(lines, moved, phase));
            // the marker comes last, so that the lines keep the numbers of the text sent
            String stored = body.stripTrailing() + "\n" + MARKER + " with the orders for phase "
                    + state.phase().number() + " of turn " + state.turn() + "\n";
            OrdersReceipt r =
                    OrdersReader.readDeferred(SideView.of(scenario, state.at(state.turn(), phase), side), stored);
            result.put(phase, new Later(r, stored));
        }
        return new Split(OrdersReader.read(SideView.of(scenario, state, side), nowText), nowText, result);
    }

    /** The first later phase for which line {@code number} alone is read without error, if any. */
    private static Optional<Phase> readsOnlyIn(
            Scenario scenario, GameState state, Side side, String[] lines, int number, List<Phase> later) {
        String[] alone = new String[lines.length];
        Arrays.fill(alone, "");
        alone[number - 1] = lines[number - 1];
        String text = String.join("\n", alone);
        for (Phase phase : later) {
            OrdersReceipt r =
                    OrdersReader.readDeferred(SideView.of(scenario, state.at(state.turn(), phase), side), text);
            if (r.allAccepted() && !r.accepted().isEmpty()) {
                return Optional.of(phase);
            }
        }
        return Optional.empty();
    }

    /** The later phase a line belongs to, when that alone refused it for the current phase. */
    private static Optional<Phase> laterPhase(LineProblem p, List<Phase> later) {
        if (!p.key().equals("problem.wrong-phase")) {
            return Optional.empty();
        }
        Object expected = p.params().get("expected");
        if (!(expected instanceof Collection<?>)) {
            return Optional.empty();
        }
        for (Phase phase : later) {
            if (((Collection<?>) expected).contains(phase)) {
                return Optional.of(phase);
            }
        }
        return Optional.empty();
    }

    /** The lines of {@code phase} ({@code null}: of the current phase), the others blanked (numbers kept). */
    private static List<String> keep(String[] lines, Map<Integer, Phase> moved, Phase phase) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            Phase of = moved.get(i + 1);
            boolean mine = phase == null ? of == null : phase == of;
            out.add(mine ? lines[i] : "");
        }
        return out;
    }
}

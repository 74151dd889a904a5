package org.umpire.cli.game;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.EntryKind;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.JournalRecord;
import org.umpire.engine.model.Side;

/**
 * What the missed-orders policy did in one resolve (docs/club.md), kept with the journal entry as
 * {@value #FILE} so that every choice is in the hash chain and {@code umpire verify} replays it: the policy in
 * force, the extension the phase was given at its deadline, and for each side whose orders had not come what
 * was done — its default orders, the stand-in (its plan bot, from its own view) and how many of its phases in a
 * row it has now played, a forfeit after the limit, or a pause after the limit (then the phase was resolved
 * when the side's orders came, or by the umpire).
 *
 * @param policy   the game's policy, as {@link org.umpire.cli.store.MissedOrdersPolicy#line()} writes it
 * @param extended the extension given at the deadline, if any
 * @param choices  what was done for each side whose orders had not come
 */
public record MissedOrders(String policy, Optional<Duration> extended, Map<Side, Choice> choices) {

    /** The journal file. */
    public static final String FILE = "missed-orders.txt";

    /** What was done for one side. */
    public enum Act {
        /** its standing orders and default orders */
        DEFAULTS,
        /** its plan bot played the phase from its view */
        STAND_IN,
        /** it conceded: the deadline passed after the stand-in's limit */
        FORFEIT,
        /** the game waited for it after the stand-in's limit; the phase was resolved later */
        PAUSED;

        String word() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * @param act what was done
     * @param run for {@link Act#STAND_IN}, the phases in a row the stand-in has played for the side, this one
     *            included; for {@link Act#FORFEIT} and {@link Act#PAUSED}, those before this phase (the limit)
     */
    public record Choice(Act act, int run) {}

    public MissedOrders {
        extended = extended == null ? Optional.empty() : extended;
        EnumMap<Side, Choice> c = new EnumMap<>(Side.class);
        c.putAll(choices);
        choices = Collections.unmodifiableMap(c);
    }

    /** The file's bytes: the same record always gives the same bytes. */
    public byte[] write() {
        StringBuilder sb =
                new StringBuilder("# missed orders (docs/club.md): what the game's policy did at the deadline\n");
        sb.append("policy: ").append(policy).append('\n');
        extended.ifPresent(
                d -> sb.append("extended: ").append(Deadlines.text(d)).append('\n'));
        choices.forEach((side, c) -> sb.append(side.name())
                .append(": ")
                .append(c.act().word())
                .append(c.act() == Act.DEFAULTS ? "" : " " + c.run())
                .append('\n'));
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The record of {@code entry}, if it has one; a line not understood is left out (verify compares the bytes). */
    public static Optional<MissedOrders> of(GameStore store, JournalRecord entry) {
        return store.journalFile(entry, FILE).map(b -> parse(new String(b, StandardCharsets.UTF_8)));
    }

    static MissedOrders parse(String text) {
        String policy = "";
        Optional<Duration> extended = Optional.empty();
        Map<Side, Choice> choices = new EnumMap<>(Side.class);
        for (String line : text.split("\n")) {
            int colon = line.indexOf(": ");
            if (line.startsWith("#") || colon < 0) {
                continue;
            }
            String key = line.substring(0, colon);
            String value = line.substring(colon + 2).trim();
            try {
                if (key.equals("policy")) {
                    policy = value;
                } else if (key.equals("extended")) {
                    extended = Optional.of(Deadlines.duration(value));
                } else {
                    String[] w = value.split(" ");
                    Act act = Act.valueOf(w[0].toUpperCase(Locale.ROOT).replace('-', '_'));
                    choices.put(Side.valueOf(key), new Choice(act, w.length > 1 ? Integer.parseInt(w[1]) : 0));
                }
            } catch (RuntimeException e) {
                // left out: the verifier finds the bytes differ from what it replays
            }
        }
        return new MissedOrders(policy, extended, choices);
    }

    /**
     * The phases in a row the stand-in had played for {@code side} before {@code standing}'s end: the run of the
     * latest of these entries that asked the side anything (it sent orders, or the policy acted for it); entries
     * that did not concern the side (it had no decision, or the umpire resolved it with its defaults) neither
     * count nor break the run.
     *
     * @param standing the resolve and override entries no undo took back, oldest first
     */
    public static int runBefore(GameStore store, List<JournalRecord> standing, Side side) {
        for (int i = standing.size() - 1; i >= 0; i--) {
            JournalRecord e = standing.get(i);
            if (e.kind() != EntryKind.RESOLVE) {
                continue;
            }
            Optional<Choice> c = of(store, e).map(m -> m.choices().get(side));
            if (c.isPresent()) {
                return c.get().act() == Act.STAND_IN ? c.get().run() : 0;
            }
            if (store.journalOrders(e).containsKey(side)) {
                return 0;
            }
        }
        return 0;
    }
}

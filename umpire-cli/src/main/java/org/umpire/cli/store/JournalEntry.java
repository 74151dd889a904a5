package org.umpire.cli.store;

import java.time.Instant;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.model.Side;

/**
 * What a command hands to {@link GameStore#commit} besides the new state: the record of one
 * resolved phase (or override). The store adds the turn, the phase and both states itself.
 * Immutable; build it with {@link #resolve(Instant)} and the {@code with...} methods.
 */
public final class JournalEntry {

    /** The journal file of an entry resolved with the umpire's own dice ({@code --dice FILE}). */
    public static final String UMPIRE_DICE = "umpire-dice.txt";

    /** The journal file keeping a side's kept text that held no order for the decision it was kept for. */
    public static String keptUnusedFile(Side side) {
        return "kept-unused-" + side.name().toLowerCase(Locale.ROOT) + ".txt";
    }

    /** Names the store writes itself in an entry folder; extra files may not take them. */
    static final Set<String> RESERVED = Set.of(
            Journal.ENTRY_YAML,
            Journal.STATE_BEFORE,
            Journal.STATE_AFTER,
            Journal.DICE,
            Journal.EVENTS,
            Journal.ordersFile(Side.US),
            Journal.ordersFile(Side.JP),
            Journal.CONFIG_COPY);

    private static final Pattern FILE_NAME = Pattern.compile("[a-z0-9][a-z0-9._-]{0,63}");

    private final EntryKind kind;
    private final Instant resolvedAt;
    private final Map<Side, String> orders;
    private final List<Roll> dice;
    private final byte[] events;
    private final SortedMap<String, byte[]> files;
    private final boolean continues;
    private final Optional<JournalRecord.Waits> waits;

    private JournalEntry(
            EntryKind kind,
            Instant resolvedAt,
            Map<Side, String> orders,
            List<Roll> dice,
            byte[] events,
            SortedMap<String, byte[]> files) {
        this(kind, resolvedAt, orders, dice, events, files, false);
    }

    private JournalEntry(
            EntryKind kind,
            Instant resolvedAt,
            Map<Side, String> orders,
            List<Roll> dice,
            byte[] events,
            SortedMap<String, byte[]> files,
            boolean continues) {
        this(kind, resolvedAt, orders, dice, events, files, continues, Optional.empty());
    }

    private JournalEntry(
            EntryKind kind,
            Instant resolvedAt,
            Map<Side, String> orders,
            List<Roll> dice,
            byte[] events,
            SortedMap<String, byte[]> files,
            boolean continues,
            Optional<JournalRecord.Waits> waits) {
        this.continues = continues;
        this.waits = waits;
        this.kind = Objects.requireNonNull(kind, "kind");
        this.resolvedAt = Objects.requireNonNull(resolvedAt, "resolvedAt");
        EnumMap<Side, String> o = new EnumMap<>(Side.class);
        o.putAll(orders);
        this.orders = Collections.unmodifiableMap(o);
        this.dice = List.copyOf(dice);
        this.events = events.clone();
        TreeMap<String, byte[]> f = new TreeMap<>();
        files.forEach((k, v) -> f.put(k, v.clone()));
        this.files = Collections.unmodifiableSortedMap(f);
    }

    /** An entry for a resolved phase, resolved at {@code at} (the command's clock). */
    public static JournalEntry resolve(Instant at) {
        return new JournalEntry(EntryKind.RESOLVE, at, Map.of(), List.of(), new byte[0], new TreeMap<>());
    }

    /** An entry for a change the umpire made by hand. */
    public static JournalEntry override(Instant at) {
        return new JournalEntry(EntryKind.OVERRIDE, at, Map.of(), List.of(), new byte[0], new TreeMap<>());
    }

    static JournalEntry undo(Instant at) {
        return new JournalEntry(EntryKind.UNDO, at, Map.of(), List.of(), new byte[0], new TreeMap<>());
    }

    /** The orders received from {@code side} for this phase, as text ({@code orders-US.txt}). */
    public JournalEntry withOrders(Side side, String text) {
        Map<Side, String> o = new EnumMap<>(Side.class);
        o.putAll(orders);
        o.put(side, Objects.requireNonNull(text, "text"));
        return new JournalEntry(kind, resolvedAt, o, dice, events, files, continues, waits);
    }

    /** Every roll made, in order ({@code dice.txt}, one roll a line). */
    public JournalEntry withDice(List<Roll> rolls) {
        return new JournalEntry(kind, resolvedAt, orders, rolls, events, files, continues, waits);
    }

    /** The event log as the caller renders it ({@code events.yaml}). */
    public JournalEntry withEvents(byte[] bytes) {
        return new JournalEntry(kind, resolvedAt, orders, dice, bytes, files, continues, waits);
    }

    /**
     * Any other file to keep with the entry (reports sent, maps): a name of 1 to 64 characters
     * among {@code a-z 0-9 . _ -}, not one the store writes itself.
     */
    public JournalEntry withFile(String name, byte[] bytes) {
        if (name == null || !FILE_NAME.matcher(name).matches() || RESERVED.contains(name)) {
            throw new IllegalArgumentException("\"" + name
                    + "\" cannot name a journal file: use 1 to 64 of a-z 0-9 . _ -,"
                    + " starting with a letter or digit, other than " + String.join(", ", new TreeSet<>(RESERVED)));
        }
        SortedMap<String, byte[]> f = new TreeMap<>(files);
        f.put(name, bytes);
        return new JournalEntry(kind, resolvedAt, orders, dice, events, f, continues, waits);
    }

    /**
     * This resolve went on from the one the same command committed just before, with orders sent in
     * advance (see docs/orders.md): the reports of both go out in one mail.
     */
    public JournalEntry continuing() {
        if (kind != EntryKind.RESOLVE) {
            throw new IllegalStateException("only a resolve continues another");
        }
        return new JournalEntry(kind, resolvedAt, orders, dice, events, files, true, waits);
    }

    /** Where the game stands after this entry and whom it waits for (see docs/reports-and-mail.md#no-leak-by-construction: when each side is mailed). */
    public JournalEntry waiting(JournalRecord.Waits w) {
        return new JournalEntry(kind, resolvedAt, orders, dice, events, files, continues, Optional.of(w));
    }

    public Optional<JournalRecord.Waits> waits() {
        return waits;
    }

    public boolean continues() {
        return continues;
    }

    public EntryKind kind() {
        return kind;
    }

    public Instant resolvedAt() {
        return resolvedAt;
    }

    public Map<Side, String> orders() {
        return orders;
    }

    public List<Roll> dice() {
        return dice;
    }

    public byte[] events() {
        return events.clone();
    }

    /** Extra files, by name; the arrays are copies. */
    public SortedMap<String, byte[]> files() {
        TreeMap<String, byte[]> f = new TreeMap<>();
        files.forEach((k, v) -> f.put(k, v.clone()));
        return f;
    }
}

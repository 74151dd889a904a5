package org.umpire.cli.store;

import java.time.Instant;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * A committed journal entry, as read back from its folder's {@code entry.yaml}.
 * Its files are read with {@link GameStore#stateBefore}, {@link GameStore#stateAfter},
 * {@link GameStore#journalOrders}, {@link GameStore#journalDice}, {@link GameStore#journalFile}.
 *
 * @param seq        1, 2, 3... in the order entries were committed
 * @param folder     the folder name under {@code journal/} ({@code 0007-T02-P2-searches})
 * @param turn       the turn of the phase resolved (for an undo: of the entry undone)
 * @param phase      the phase resolved (for an undo: of the entry undone)
 * @param kind       resolve, override or undo
 * @param resolvedAt when the command ran
 * @param undoes     for an undo, the folder of the entry it undid
 * @param continues  a resolve that went on from the entry before it in the same command, with orders sent
 *                   in advance (see docs/orders.md): its reports go out in one mail with that entry's
 * @param waits      where the game stood after this entry and which sides it then waited for (see docs/reports-and-mail.md#no-leak-by-construction:
 *                   a side's report goes out when the game waits for that side); empty for an entry made
 *                   before it was recorded, or an override or undo
 */
public record JournalRecord(
        int seq,
        String folder,
        int turn,
        Phase phase,
        EntryKind kind,
        Instant resolvedAt,
        Optional<String> undoes,
        boolean continues,
        Optional<Waits> waits) {

    /**
     * The game after an entry: {@code at} the turn and phase it stood at ({@code T04-P01}, or {@code end}
     * when the game was over), and the sides it waited for a decision from (at the end: both, for the
     * mails of the end).
     */
    public record Waits(String at, Set<Side> sides) {

        public Waits {
            Objects.requireNonNull(at, "at");
            sides = sides.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(sides));
            if (!at.equals(END) && !at.matches("T[0-9]{2,}-P[0-9]{2}")) {
                throw new IllegalArgumentException("\"" + at + "\" is not where a game stands: T04-P01 or end");
            }
        }

        /** Where a finished game stands. */
        public static final String END = "end";

        /** {@code T04-P01 US JP}, {@code T04-P03} (no side), {@code end US JP}. */
        public String text() {
            StringBuilder sb = new StringBuilder(at);
            sides.forEach(s -> sb.append(' ').append(s.name()));
            return sb.toString();
        }

        /** The form {@link #text()} writes, or empty. */
        public static Optional<Waits> parse(String text) {
            String[] w = text.trim().split("\\s+");
            try {
                Set<Side> sides = EnumSet.noneOf(Side.class);
                for (int i = 1; i < w.length; i++) {
                    sides.add(Side.valueOf(w[i]));
                }
                return Optional.of(new Waits(w[0], sides));
            } catch (IllegalArgumentException e) {
                return Optional.empty();
            }
        }
    }

    /** A record without {@link Waits}. */
    public JournalRecord(
            int seq,
            String folder,
            int turn,
            Phase phase,
            EntryKind kind,
            Instant resolvedAt,
            Optional<String> undoes,
            boolean continues) {
        this(seq, folder, turn, phase, kind, resolvedAt, undoes, continues, Optional.empty());
    }

    /** A record that continues no earlier entry. */
    public JournalRecord(
            int seq,
            String folder,
            int turn,
            Phase phase,
            EntryKind kind,
            Instant resolvedAt,
            Optional<String> undoes) {
        this(seq, folder, turn, phase, kind, resolvedAt, undoes, false);
    }

    public JournalRecord {
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(resolvedAt, "resolvedAt");
        undoes = undoes == null ? Optional.empty() : undoes;
        waits = waits == null ? Optional.empty() : waits;
        if (seq < 1) {
            throw new IllegalArgumentException("journal entries are numbered from 1, got " + seq);
        }
        if (continues && kind != EntryKind.RESOLVE) {
            throw new IllegalArgumentException("only a resolve entry continues the one before it");
        }
        if ((kind == EntryKind.UNDO) != undoes.isPresent()) {
            throw new IllegalArgumentException("an undo entry, and only an undo entry, names the entry it undoes");
        }
    }
}

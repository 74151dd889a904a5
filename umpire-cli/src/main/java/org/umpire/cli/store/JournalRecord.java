package org.umpire.cli.store;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

import org.umpire.engine.model.Phase;

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
 *                   in advance (issue 12): its reports go out in one mail with that entry's
 */
public record JournalRecord(int seq, String folder, int turn, Phase phase, EntryKind kind, Instant resolvedAt,
                            Optional<String> undoes, boolean continues) {

    /** A record that continues no earlier entry. */
    public JournalRecord(int seq, String folder, int turn, Phase phase, EntryKind kind, Instant resolvedAt,
                         Optional<String> undoes) {
        this(seq, folder, turn, phase, kind, resolvedAt, undoes, false);
    }

    public JournalRecord {
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(resolvedAt, "resolvedAt");
        undoes = undoes == null ? Optional.empty() : undoes;
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

package org.umpire.cli.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.umpire.cli.store.EntryKind;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.JournalRecord;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * When each side is mailed (see docs/reports-and-mail.md#no-leak-by-construction): a side's report goes out when the game waits for that side's
 * decision, or ends — never at a point where only the other side has one to make — and tells everything
 * the side was told since its previous report. A {@link SideSpan} is one such mail: the journal entries it
 * tells and where the game then stood. So the number of a side's mails, their names, dates and contents
 * depend on what the side may know and on its own orders only: whether the enemy had a raid to declare or
 * a combat step to choose, which splits the journal into more entries, changes nothing a side receives.
 *
 * <p>Entries written before the journal recorded whom the game waited for ({@link JournalRecord#waits()}
 * empty) are mailed as they were then: each run of entries one command resolved, under its old name.
 */
public final class SideSpans {

    private SideSpans() {}

    /**
     * One mail to a side.
     *
     * @param side     whose mail
     * @param at       where the game stood when the mail went ({@code T04-P01}; {@code T00-P00} for the
     *                 opening report; {@code end} at the game's end)
     * @param from     where the game stood when the side's previous mail went (the first phase told)
     * @param revision how many earlier mails of this side, since taken back by an undo, stood at the same point
     * @param entries  the standing journal entries told, oldest first (none for the opening report)
     * @param legacy   the old name of a mail of entries made before {@link JournalRecord#waits()} existed
     */
    public record SideSpan(
            Side side, String at, String from, int revision, List<JournalRecord> entries, Optional<String> legacy) {

        public SideSpan {
            entries = List.copyOf(entries);
        }

        public boolean opening() {
            return entries.isEmpty();
        }

        /** The mail's key in its Message-ID: {@code T04-P01.r0}, or its old key. */
        public String mailKey() {
            return legacy.orElse(at + ".r" + revision);
        }

        /** The last entry told. */
        public JournalRecord last() {
            return entries.get(entries.size() - 1);
        }
    }

    /** The opening report's point. */
    public static final String OPENING = "T00-P00";

    /** Every mail of {@code side} so far, oldest first, the opening report first. */
    public static List<SideSpan> of(GameStore store, Side side) {
        List<JournalRecord> journal = store.journal();
        List<JournalRecord> standing = JournalOutcome.standing(journal);
        Set<Integer> standingSeqs = new HashSet<>();
        standing.forEach(r -> standingSeqs.add(r.seq()));
        Map<Integer, Integer> revisions = revisions(journal, standingSeqs, side);
        List<SideSpan> result = new ArrayList<>();
        result.add(new SideSpan(side, OPENING, OPENING, 0, List.of(), Optional.empty()));
        List<JournalRecord> open = new ArrayList<>();
        String from = OPENING;
        for (int i = 0; i < standing.size(); i++) {
            JournalRecord r = standing.get(i);
            open.add(r);
            if (r.waits().isEmpty()) {
                JournalRecord next = i + 1 < standing.size() ? standing.get(i + 1) : null;
                if (next != null && next.waits().isEmpty() && next.continues()) {
                    continue; // one command's run: told in the mail of its last entry, as it was
                }
                String key =
                        String.format("T%02d-P%02d.e%04d", r.turn(), r.phase().number(), r.seq());
                result.add(new SideSpan(side, key, from, 0, open, Optional.of(key)));
                from = String.format("T%02d-P%02d", r.turn(), r.phase().number());
                open = new ArrayList<>();
                continue;
            }
            JournalRecord.Waits w = r.waits().get();
            if (w.sides().contains(side)) {
                result.add(
                        new SideSpan(side, w.at(), from, revisions.getOrDefault(r.seq(), 0), open, Optional.empty()));
                from = w.at();
                open = new ArrayList<>();
            }
        }
        return result;
    }

    /**
     * For each entry after which the game waited for {@code side}: how many earlier entries, taken back by an
     * undo, had the game wait for it at the same point. One pass over the journal.
     */
    private static Map<Integer, Integer> revisions(List<JournalRecord> journal, Set<Integer> standing, Side side) {
        Map<String, Integer> undone = new HashMap<>();
        Map<Integer, Integer> out = new HashMap<>();
        for (JournalRecord e : journal) {
            if (e.kind() == EntryKind.UNDO
                    || e.waits().isEmpty()
                    || !e.waits().get().sides().contains(side)) {
                continue;
            }
            String at = e.waits().get().at();
            if (standing.contains(e.seq())) {
                out.put(e.seq(), undone.getOrDefault(at, 0));
            } else {
                undone.merge(at, 1, Integer::sum);
            }
        }
        return out;
    }

    /**
     * The phases a span tells, oldest first: from the point of the side's previous mail to the point of
     * this one (that phase excluded), across a turn's end; to the last turn's recovery at the game's end.
     * Side-neutral: where the enemy's decisions split the journal changes nothing here.
     */
    public static List<Phase> phases(String from, String at, int lastTurn) {
        int[] start = point(from);
        int[] end = at.equals(JournalRecord.Waits.END) ? new int[] {lastTurn, Phase.GAME_OVER.number()} : point(at);
        if (start == null || end == null) {
            return List.of();
        }
        List<Phase> out = new ArrayList<>();
        int turn = start[0];
        int phase = start[1];
        Map<Integer, Phase> byNumber = new HashMap<>();
        for (Phase p : Phase.values()) {
            byNumber.put(p.number(), p);
        }
        for (int guard = 0; guard < 400 && (turn < end[0] || turn == end[0] && phase < end[1]); guard++) {
            out.add(byNumber.get(phase));
            if (phase == 0 || phase >= Phase.RECOVERY.number()) {
                turn++;
                phase = Phase.MOVEMENT.number();
            } else {
                phase++;
            }
        }
        return out;
    }

    /** The turn of a point ({@code T04-P01}: 4), or -1. */
    public static int turnOf(String point) {
        int[] p = point(point);
        return p == null ? -1 : p[0];
    }

    private static int[] point(String at) {
        if (at.length() < 7 || at.charAt(0) != 'T') {
            return null;
        }
        int dash = at.indexOf("-P");
        int dot = at.indexOf('.');
        try {
            return new int[] {
                Integer.parseInt(at.substring(1, dash)),
                Integer.parseInt(at.substring(dash + 2, dot < 0 ? at.length() : dot))
            };
        } catch (RuntimeException e) {
            return null;
        }
    }
}

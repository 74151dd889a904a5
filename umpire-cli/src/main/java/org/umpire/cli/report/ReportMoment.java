package org.umpire.cli.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import org.umpire.engine.model.Phase;

/**
 * Which report: the game, the phase it reports on (the phase just resolved, or {@link Phase#SETUP}
 * for the opening report) and the journal entry that resolved it. One report per moment and
 * audience; mail Message-IDs derive from it.
 *
 * @param gameId the game's id (its folder name)
 * @param turn   the turn of the reported phase (0 during set-up)
 * @param phase  the reported phase
 * @param entry  the number of the journal entry reported on, 0 for the opening report made before any
 *               phase was resolved. The opening report and the set-up's results are two moments of
 *               the same phase, and so are a phase's results and its results again after an undo.
 * @param corrects the journal entry whose report this one corrects (the same phase resolved again after
 *                 {@code umpire undo}), 0 when it corrects none: its subject and first line say so (see docs/orders.md)
 * @param chain    the short form of the journal's hash chain link this report was written from ("": none),
 *                 shown at the foot of every report so that a player can prove later what was sent (see docs/aar.md)
 * @param reveal   the dice seed and nonce, in the reports of the game's end only
 * @param earlier  the phases the same resolve went through before this one, told in the same report
 *                 (see docs/orders.md), oldest first; empty for a report of one phase
 * @param sideKey  for a side's mail ({@link SideSpans}), the key naming it in its Message-ID, which no
 *                 journal entry number enters ("": the umpire's key, with the entry)
 */
public record ReportMoment(
        String gameId,
        int turn,
        Phase phase,
        int entry,
        int corrects,
        String chain,
        Optional<SeedReveal> reveal,
        List<Phase> earlier,
        String sideKey) {

    public ReportMoment(
            String gameId,
            int turn,
            Phase phase,
            int entry,
            int corrects,
            String chain,
            Optional<SeedReveal> reveal,
            List<Phase> earlier) {
        this(gameId, turn, phase, entry, corrects, chain, reveal, earlier, "");
    }

    /** This moment as a side's mail named {@code key} (see docs/reports-and-mail.md#no-leak-by-construction). */
    public ReportMoment forSide(String key) {
        return new ReportMoment(gameId, turn, phase, entry, corrects, chain, reveal, earlier, key);
    }

    public ReportMoment(
            String gameId, int turn, Phase phase, int entry, int corrects, String chain, Optional<SeedReveal> reveal) {
        this(gameId, turn, phase, entry, corrects, chain, reveal, List.of());
    }

    /** This moment telling also the phases one resolve went through before it. */
    public ReportMoment withEarlier(List<Phase> phases) {
        return new ReportMoment(gameId, turn, phase, entry, corrects, chain, reveal, phases, sideKey);
    }

    /** Every phase the report tells, oldest first. */
    public List<Phase> phases() {
        List<Phase> all = new ArrayList<>(earlier);
        all.add(phase);
        return all;
    }

    /** A moment with no hash chain link shown. */
    public ReportMoment(String gameId, int turn, Phase phase, int entry, int corrects) {
        this(gameId, turn, phase, entry, corrects, "", Optional.empty());
    }

    /** A moment that corrects no earlier report. */
    public ReportMoment(String gameId, int turn, Phase phase, int entry) {
        this(gameId, turn, phase, entry, 0);
    }

    /** This moment with the journal's link it was written from and, at the game's end, the revealed seed. */
    public ReportMoment withProof(String chainLink, Optional<SeedReveal> revealed) {
        return new ReportMoment(gameId, turn, phase, entry, corrects, chainLink, revealed, earlier, sideKey);
    }

    private static final Pattern GAME_ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");

    public ReportMoment {
        Objects.requireNonNull(phase, "phase");
        chain = chain == null ? "" : chain;
        reveal = reveal == null ? Optional.empty() : reveal;
        earlier = earlier == null ? List.of() : List.copyOf(earlier);
        sideKey = sideKey == null ? "" : sideKey;
        if (gameId == null || !GAME_ID.matcher(gameId).matches()) {
            throw new IllegalArgumentException(
                    "\"" + gameId + "\" is not a game id: use letters, digits, '.', '_' or '-'");
        }
        if (turn < 0) {
            throw new IllegalArgumentException("turn must be >= 0, got " + turn);
        }
        if (corrects < 0 || corrects > 0 && corrects >= entry) {
            throw new IllegalArgumentException(
                    "a report corrects an earlier journal entry, got " + corrects + " for " + entry);
        }
        if (entry < 0) {
            throw new IllegalArgumentException("journal entries are numbered from 1 (0: none), got " + entry);
        }
    }

    /** A moment that no journal entry made: the opening report (and previews). */
    public ReportMoment(String gameId, int turn, Phase phase) {
        this(gameId, turn, phase, 0, 0);
    }

    /** A short key naming the moment in file and Message-ID names: {@code T03-P02}. */
    public String key() {
        return String.format("T%02d-P%02d", turn, phase.number());
    }

    /** The key of this moment's mails, naming the journal entry too: {@code T03-P02.e0007} ({@code e0000}: the opening). */
    public String mailKey() {
        if (!sideKey.isEmpty()) {
            return sideKey;
        }
        return key() + String.format(".e%04d", entry);
    }
}

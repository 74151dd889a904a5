package org.umpire.cli.report;

import java.util.Objects;
import java.util.regex.Pattern;

import org.umpire.engine.model.Phase;

/**
 * Which report: the game and the phase it reports on (the phase just resolved, or {@link Phase#SETUP}
 * for the opening report). One report per moment and audience; mail Message-IDs derive from it.
 *
 * @param gameId the game's id (its folder name)
 * @param turn   the turn of the reported phase (0 during set-up)
 * @param phase  the reported phase
 * @param revision 0 for the first resolution of that phase; 1, 2... when the umpire undid it and
 *               resolved it again, so the corrected report is a new mail (a new Message-ID)
 */
public record ReportMoment(String gameId, int turn, Phase phase, int revision) {

    private static final Pattern GAME_ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");

    public ReportMoment {
        Objects.requireNonNull(phase, "phase");
        if (gameId == null || !GAME_ID.matcher(gameId).matches()) {
            throw new IllegalArgumentException("\"" + gameId + "\" is not a game id: use letters, digits, '.', '_' or '-'");
        }
        if (turn < 0) {
            throw new IllegalArgumentException("turn must be >= 0, got " + turn);
        }
        if (revision < 0) {
            throw new IllegalArgumentException("revision must be >= 0, got " + revision);
        }
    }

    /** The first resolution of a phase. */
    public ReportMoment(String gameId, int turn, Phase phase) {
        this(gameId, turn, phase, 0);
    }

    /** A short key naming the moment in file and Message-ID names: {@code T03-P02}, then {@code T03-P02-r1}. */
    public String key() {
        return String.format("T%02d-P%02d", turn, phase.number()) + (revision == 0 ? "" : "-r" + revision);
    }
}

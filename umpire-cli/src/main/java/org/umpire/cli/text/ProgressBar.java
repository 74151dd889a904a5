package org.umpire.cli.text;

import java.io.PrintWriter;

/**
 * A progress bar for long commands ({@code demo}, {@code simulate}): on a terminal one line redrawn
 * in place ({@code [##########..........] 12/25 turns}); elsewhere (a log, a pipe) a plain line at
 * each tenth of the way, so a log is not flooded with carriage returns.
 */
public final class ProgressBar {

    private static final int WIDTH = 30;

    private final PrintWriter out;
    private final boolean terminal;
    private final int total;
    private final String unit;
    private int shown = -1;

    /** {@code unit}: what is counted, in the reader's language ("turns", "parties"). */
    public ProgressBar(PrintWriter out, boolean terminal, int total, String unit) {
        this.out = out;
        this.terminal = terminal;
        this.total = Math.max(1, total);
        this.unit = unit;
    }

    /** {@code done} of the total are done. */
    public void update(int done) {
        int d = Math.max(0, Math.min(done, total));
        if (terminal) {
            int filled = d * WIDTH / total;
            out.print("\r[" + "#".repeat(filled) + ".".repeat(WIDTH - filled) + "] " + d + "/" + total + " " + unit);
            out.flush();
        } else if (d * 10 / total > shown || d == total && shown < 10) {
            shown = d * 10 / total;
            out.println(d + "/" + total + " " + unit);
            out.flush();
        }
    }

    /** Ends the bar's line (on a terminal). */
    public void finish() {
        if (terminal) {
            out.println();
            out.flush();
        }
    }
}

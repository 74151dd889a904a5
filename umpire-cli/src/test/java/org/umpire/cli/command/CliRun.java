package org.umpire.cli.command;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Instant;
import org.umpire.cli.UmpireCommand;

/** Runs the whole command line in-process, capturing what it prints and its exit code. */
final class CliRun {

    final int code;
    final String out;
    final String err;

    private CliRun(int code, String out, String err) {
        this.code = code;
        this.out = out;
        this.err = err;
    }

    static CliRun run(String... args) {
        return run(null, args);
    }

    /** Runs a command the umpire typed at {@code startedOrNull} (as {@code Main} does; null: in-process, no start). */
    static CliRun run(Instant startedOrNull, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = UmpireCommand.commandLine(new PrintWriter(out, true), new PrintWriter(err, true), startedOrNull)
                .execute(args);
        return new CliRun(code, out.toString(), err.toString());
    }

    @Override
    public String toString() {
        return "exit " + code + "\n--- out\n" + out + "--- err\n" + err;
    }
}

package org.umpire.cli;

import java.time.Instant;

/** Entry point of the umpire program. */
public final class Main {
    private Main() {}

    /**
     * When the umpire typed the command: the launcher's {@code UMPIRE_STARTED_NS} (epoch
     * nanoseconds, taken before the JVM starts) when it is set and plausible, else now.
     */
    static Instant started(String launcherNanos, Instant now) {
        try {
            if (launcherNanos != null) {
                long ns = Long.parseLong(launcherNanos.trim());
                Instant at = Instant.ofEpochSecond(ns / 1_000_000_000L, ns % 1_000_000_000L);
                if (!at.isAfter(now) && at.isAfter(now.minusSeconds(60))) {
                    return at;
                }
            }
        } catch (NumberFormatException e) {
            // not ours: the JVM's start will do
        }
        return now;
    }

    public static void main(String[] args) {
        Instant started = started(System.getenv("UMPIRE_STARTED_NS"), Instant.now());
        System.exit(UmpireCommand.run(args, System.out, System.err, started));
    }
}

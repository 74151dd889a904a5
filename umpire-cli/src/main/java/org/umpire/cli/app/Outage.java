package org.umpire.cli.app;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.function.Consumer;

/**
 * A server {@code watch} depends on (the IMAP intake, the SMTP server) while it is down (see docs/mail-in.md): its
 * first failure is logged with its cause, then nothing more while it lasts (only a new cause, once), and
 * its return with how long it was away. Between tries the wait doubles, from one round up to
 * {@link #MAX_WAIT} (never less than one round), and starts again from one round once it works.
 */
final class Outage {

    /** The longest wait between two tries of a server that is down. */
    static final Duration MAX_WAIT = Duration.ofMinutes(5);

    private final String name;
    private final Duration first;
    private final Duration max;
    private Instant since;
    private String cause;
    private int failures;
    private Instant next;

    /**
     * @param name  the server, for the log: {@code IMAP umpire@mail.club.example:993/INBOX}
     * @param round the time between two rounds: the first wait
     */
    Outage(String name, Duration round) {
        this.name = name;
        this.first = round.isZero() || round.isNegative() ? Duration.ofSeconds(1) : round;
        this.max = first.compareTo(MAX_WAIT) > 0 ? first : MAX_WAIT;
    }

    /** True when the server is up as far as is known, or its next try is due. */
    boolean due(Instant now) {
        return since == null || !now.isBefore(next);
    }

    boolean down() {
        return since != null;
    }

    /** Why it is down, for the umpire: the cause first logged, or the latest. */
    String cause() {
        return cause;
    }

    /** A try failed for {@code why}: logged when the outage starts or its cause changes, never once per try. */
    void failed(Instant now, String why, Consumer<String> log) {
        failures++;
        Duration wait = waitAfter(failures);
        next = now.plus(wait);
        if (since == null) {
            since = now;
            cause = why;
            log.accept(
                    name + " unreachable since " + now.truncatedTo(ChronoUnit.SECONDS) + " (" + why + "); retrying in "
                            + human(wait) + ", then less often while it lasts (at least every " + human(max) + ")");
        } else if (!why.equals(cause)) {
            cause = why;
            log.accept(name + " still unreachable, now: " + why);
        }
    }

    /** A try worked: the return is logged if it was down, and the waits start again from one round. */
    void worked(Instant now, Consumer<String> log) {
        if (since != null) {
            log.accept(name + " back after " + human(Duration.between(since, now)) + " (" + failures + " failed "
                    + (failures == 1 ? "try" : "tries") + ")");
        }
        since = null;
        cause = null;
        failures = 0;
        next = null;
    }

    /** The wait after the {@code n}-th failure in a row: one round, doubled each time, at most {@link #max}. */
    Duration waitAfter(int n) {
        Duration d = first;
        for (int i = 1; i < n && d.compareTo(max) < 0; i++) {
            d = d.multipliedBy(2);
        }
        return d.compareTo(max) > 0 ? max : d;
    }

    /** {@code 45 s}, {@code 3 min}, {@code 2 h 5 min}. */
    static String human(Duration d) {
        long s = Math.max(0, d.getSeconds());
        if (s < 120) {
            return s + " s";
        }
        long m = s / 60;
        return m < 120 ? m + " min" : m / 60 + " h " + m % 60 + " min";
    }
}

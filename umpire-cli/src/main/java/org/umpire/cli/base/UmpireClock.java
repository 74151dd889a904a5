package org.umpire.cli.base;

import java.time.Clock;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The one place the program reads the time. By default the system's clock; the environment
 * variable {@code UMPIRE_CLOCK} replaces it, so that anyone can replay a game byte for byte and
 * compare twin games from outside (the mails' dates, the journal's times and the deadlines all
 * come from here):
 * <ul>
 *   <li>{@code UMPIRE_CLOCK=2026-06-01T08:00:00Z}: a fixed time, every reading gives it;</li>
 *   <li>{@code UMPIRE_CLOCK=2026-06-01T08:00:00Z+1s}: a stepping time, the first reading gives the
 *       instant, each later reading in the same process one step more ({@code 500ms}, {@code 1s},
 *       {@code 2m}, {@code 1h}).</li>
 * </ul>
 * A value that cannot be read is a usage error naming the variable and the two forms.
 */
public final class UmpireClock {

    /** The variable naming a fixed or stepping clock. */
    public static final String VARIABLE = "UMPIRE_CLOCK";

    private static volatile Clock process;

    private UmpireClock() {}

    /** The program's clock: {@code UMPIRE_CLOCK} when set, the system's UTC clock otherwise (one per process). */
    public static Clock get() {
        Clock c = process;
        if (c == null) {
            synchronized (UmpireClock.class) {
                c = process;
                if (c == null) {
                    c = of(System.getenv());
                    process = c;
                }
            }
        }
        return c;
    }

    /** Now, from {@link #get()}. */
    public static Instant now() {
        return get().instant();
    }

    /** The clock {@code env} asks for. */
    public static Clock of(Map<String, String> env) {
        String v = env.get(VARIABLE);
        if (v == null || v.isBlank()) {
            return Clock.systemUTC();
        }
        return parse(v.strip());
    }

    /** {@code INSTANT} (fixed) or {@code INSTANT+STEP} (stepping). */
    public static Clock parse(String value) {
        int plus = value.lastIndexOf('+');
        int t = value.indexOf('T');
        try {
            if (plus > t && t > 0) {
                Instant start = Instant.parse(value.substring(0, plus));
                Duration step = step(value.substring(plus + 1));
                return new Stepping(start, step);
            }
            return Clock.fixed(Instant.parse(value), ZoneOffset.UTC);
        } catch (DateTimeException | IllegalArgumentException e) {
            throw new UserException(
                    ExitCode.USAGE,
                    VARIABLE + "=\"" + value + "\" is not a clock: give a fixed time"
                            + " such as 2026-06-01T08:00:00Z, or a stepping time such as 2026-06-01T08:00:00Z+1s (units ms, s, m, h),"
                            + " or unset it to use the system's clock");
        }
    }

    private static Duration step(String s) {
        String digits = s.replaceAll("[a-z]+$", "");
        String unit = s.substring(digits.length());
        long n = Long.parseLong(digits);
        if (n <= 0) {
            throw new IllegalArgumentException("step");
        }
        return switch (unit) {
            case "ms" -> Duration.ofMillis(n);
            case "s" -> Duration.ofSeconds(n);
            case "m" -> Duration.ofMinutes(n);
            case "h" -> Duration.ofHours(n);
            default -> throw new IllegalArgumentException("unit");
        };
    }

    /** A clock that moves one step at each reading. */
    static final class Stepping extends Clock {
        private final Instant start;
        private final Duration step;
        private final AtomicLong readings = new AtomicLong();

        Stepping(Instant start, Duration step) {
            this.start = start;
            this.step = step;
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return start.plus(step.multipliedBy(readings.getAndIncrement()));
        }
    }
}

package org.umpire.cli.store;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.base.WordedException;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.GameState;

/**
 * A game's deadlines, kept in {@code games/<id>/deadlines.txt} (docs/mail-in.md): how long each kind
 * of phase lasts, extensions of one phase (by the umpire, or by the length of an outage of
 * {@code watch}), and players' vacations. A phase starts when the entry that led to it was
 * committed (the game's creation for the set-up); its deadline is its start plus its kind's
 * duration, plus its extensions, plus the part of any vacation of a side that falls before it.
 * No duration for a kind: no deadline (the phase waits for every side).
 */
public final class Deadlines {

    public static final String FILE = "deadlines.txt";

    /** Kinds of phase that share a duration. */
    public enum Kind {
        SETUP,
        MOVEMENT,
        SEARCH,
        RAID,
        COMBAT,
        RECOVERY;

        public static Kind of(Phase p) {
            return switch (p) {
                case SETUP -> SETUP;
                case MOVEMENT -> MOVEMENT;
                case SEARCH -> SEARCH;
                case RAID_DECLARATION -> RAID;
                case RECOVERY -> RECOVERY;
                default -> COMBAT;
            };
        }

        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** A side away from {@code from} to {@code to} (days in the game's time zone, both included). */
    public record Vacation(Side side, LocalDate from, LocalDate to) {}

    private final Path file;
    private final Map<Kind, Duration> durations = new EnumMap<>(Kind.class);
    private final Map<String, Duration> extensions = new LinkedHashMap<>();
    private final List<Vacation> vacations = new ArrayList<>();
    /** How many times the players were told of a change of the deadlines (each notice's number). */
    private int notices;
    /** The missed-orders extension given to a phase at its deadline (docs/club.md), by phase key. */
    private final Map<String, Duration> graces = new LinkedHashMap<>();
    /** Phases paused after the stand-in's limit: the sides awaited, with the stand-in's run before the pause. */
    private final Map<String, Map<Side, Integer>> pauses = new LinkedHashMap<>();

    private Deadlines(Path file) {
        this.file = file;
    }

    public static Deadlines of(Path gameDir) {
        Deadlines d = new Deadlines(gameDir.resolve(FILE));
        if (!Files.exists(d.file, LinkOption.NOFOLLOW_LINKS)) {
            return d;
        }
        List<String> lines;
        try {
            lines = GameFiles.readLinesNoLink(d.file);
        } catch (IOException e) {
            throw new WordedException(
                    ExitCode.IO,
                    "cannot read " + d.file + ": " + e.getMessage(),
                    e,
                    "deadlines.error.read",
                    "file",
                    d.file,
                    "reason",
                    e.getMessage());
        }
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\\s+");
            try {
                if (f[0].equals("grace") && f.length == 3) {
                    d.graces.put(f[1], duration(f[2]));
                } else if (f[0].equals("pause") && f.length == 4) {
                    d.pauses
                            .computeIfAbsent(f[1], k -> new EnumMap<>(Side.class))
                            .put(Side.valueOf(f[2]), Integer.parseInt(f[3]));
                } else if (f[0].equals("extend") && f.length >= 3) {
                    d.extensions.merge(f[1], duration(f[2]), Duration::plus);
                } else if (f[0].equals("vacation") && f.length == 4) {
                    d.vacations.add(new Vacation(Side.valueOf(f[1]), LocalDate.parse(f[2]), LocalDate.parse(f[3])));
                } else if (f[0].equals("notices") && f.length == 2) {
                    d.notices = Integer.parseInt(f[1]);
                } else if (f.length == 2) {
                    d.durations.put(Kind.valueOf(f[0].toUpperCase(Locale.ROOT)), duration(f[1]));
                } else {
                    throw new IllegalArgumentException("not a deadline line");
                }
            } catch (IllegalArgumentException | DateTimeParseException | UserException e) {
                throw new WordedException(
                        ExitCode.INVALID,
                        d.file + ":" + (n + 1) + ": \"" + line + "\" is not understood;"
                                + " the lines are KIND DURATION (movement 48h), extend T03-P1 24h, vacation JP 2026-12-01 2026-12-05,"
                                + " grace T03-P1 24h, pause T03-P1 US 3."
                                + " Fix the line, or set the deadlines again with umpire deadline",
                        e,
                        "deadlines.error.line",
                        "file",
                        d.file,
                        "line",
                        n + 1,
                        "text",
                        line);
            }
        }
        return d;
    }

    /** {@code movement=48h,combat=24h}: durations per kind of phase (set-up, movement, search, raid, combat, recovery). */
    public static Map<Kind, Duration> parseSpec(String spec) {
        Map<Kind, Duration> out = new EnumMap<>(Kind.class);
        for (String part : spec.split(",")) {
            String[] kv = part.strip().split("=", 2);
            Kind kind = null;
            for (Kind k : Kind.values()) {
                if (kv.length == 2
                        && (k.word().equals(kv[0].strip().toLowerCase(Locale.ROOT))
                                || k == Kind.SETUP && kv[0].strip().equalsIgnoreCase("set-up"))) {
                    kind = k;
                }
            }
            if (kind == null) {
                throw new WordedException(
                        ExitCode.USAGE,
                        "--deadline: \"" + part.strip() + "\" is not KIND=TIME; the kinds"
                                + " are setup, movement, search, raid, combat, recovery (e.g. movement=48h,combat=24h)",
                        null,
                        "deadlines.error.spec",
                        "part",
                        part.strip());
            }
            out.put(kind, duration(kv[1].strip()));
        }
        return out;
    }

    /** {@code 30s}, {@code 90m}, {@code 48h}, {@code 2d}. */
    public static Duration duration(String text) {
        String s = text.strip().toLowerCase(Locale.ROOT);
        try {
            long n = Long.parseLong(s.substring(0, s.length() - 1));
            Duration d;
            switch (s.charAt(s.length() - 1)) {
                case 's' -> d = Duration.ofSeconds(n);
                case 'm' -> d = Duration.ofMinutes(n);
                case 'h' -> d = Duration.ofHours(n);
                case 'd' -> d = Duration.ofDays(n);
                default -> d = null;
            }
            if (d != null && !d.isNegative() && !d.isZero()) {
                return d;
            }
        } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
            // refused below
        }
        throw new WordedException(
                ExitCode.USAGE,
                "\"" + text + "\" is not a time like 30s, 90m, 48h or 2d",
                null,
                "deadlines.error.duration",
                "text",
                text);
    }

    public Map<Kind, Duration> durations() {
        return Map.copyOf(durations);
    }

    public void setDurations(Map<Kind, Duration> d) {
        durations.putAll(d);
    }

    /** Adds time to one phase ({@link #phaseKey}). */
    public void extend(String phaseKey, Duration by) {
        extensions.merge(phaseKey, by, Duration::plus);
    }

    /** The missed-orders extension of one phase, given at its deadline (docs/club.md): once per phase. */
    public void grant(String phaseKey, Duration by) {
        graces.put(phaseKey, by);
    }

    /** The missed-orders extension the phase was given, if any. */
    public Optional<Duration> granted(String phaseKey) {
        return Optional.ofNullable(graces.get(phaseKey));
    }

    /** The phase waits for {@code side} with no deadline: the stand-in had played {@code run} of its phases in a row. */
    public void pause(String phaseKey, Side side, int run) {
        pauses.computeIfAbsent(phaseKey, k -> new EnumMap<>(Side.class)).put(side, run);
    }

    /** The sides the phase was paused for (after the stand-in's limit), with their runs; empty when it is not paused. */
    public Map<Side, Integer> paused(String phaseKey) {
        Map<Side, Integer> m = pauses.get(phaseKey);
        return m == null ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(m));
    }

    public void addVacation(Vacation v) {
        if (v.to().isBefore(v.from())) {
            throw new WordedException(
                    ExitCode.USAGE,
                    "--vacation: " + v.from() + ".." + v.to() + " ends before it begins",
                    null,
                    "deadlines.error.vacation",
                    "from",
                    v.from(),
                    "to",
                    v.to());
        }
        vacations.add(v);
    }

    /** The number of the next notice of a change mailed to the players (1 the first), counted by {@link #save}. */
    public int nextNotice() {
        return ++notices;
    }

    public static String phaseKey(int turn, Phase phase) {
        return String.format(Locale.ROOT, "T%02d-P%d", turn, phase.number());
    }

    /** When the current phase began: the commit of the latest journal entry, else the game's creation. */
    public static Instant phaseStart(GameStore store) {
        return store.lastEntry()
                .map(JournalRecord::resolvedAt)
                .orElse(store.config().createdAt());
    }

    /** The current phase's deadline, if its kind has a duration. */
    public Optional<Instant> deadline(GameStore store) {
        GameState s = store.state();
        Duration d = durations.get(Kind.of(s.phase()));
        String key = phaseKey(s.turn(), s.phase());
        if (d == null || s.isOver() || pauses.containsKey(key)) {
            return Optional.empty(); // a paused phase waits for the side (docs/club.md)
        }
        Instant start = phaseStart(store);
        Instant at = start.plus(d)
                .plus(extensions.getOrDefault(key, Duration.ZERO))
                .plus(graces.getOrDefault(key, Duration.ZERO));
        ZoneId zone = store.config().timeZone();
        for (Vacation v : vacations) {
            Instant from = v.from().atStartOfDay(zone).toInstant();
            Instant to = v.to().plusDays(1).atStartOfDay(zone).toInstant();
            Instant a = from.isAfter(start) ? from : start;
            Instant b = to.isBefore(at) ? to : at;
            if (a.isBefore(b)) {
                at = at.plus(Duration.between(a, b));
            }
        }
        return Optional.of(at);
    }

    public void save() {
        StringBuilder sb =
                new StringBuilder("# umpire deadlines (docs/mail-in.md): KIND DURATION, extend PHASE DURATION,"
                        + " vacation SIDE FROM TO\n");
        durations.forEach(
                (k, v) -> sb.append(k.word()).append(' ').append(text(v)).append('\n'));
        extensions.forEach((k, v) ->
                sb.append("extend ").append(k).append(' ').append(text(v)).append('\n'));
        vacations.forEach(v -> sb.append("vacation ")
                .append(v.side())
                .append(' ')
                .append(v.from())
                .append(' ')
                .append(v.to())
                .append('\n'));
        if (notices > 0) {
            sb.append("notices ").append(notices).append('\n');
        }
        graces.forEach((k, v) ->
                sb.append("grace ").append(k).append(' ').append(text(v)).append('\n'));
        pauses.forEach((k, m) -> m.forEach((side, run) -> sb.append("pause ")
                .append(k)
                .append(' ')
                .append(side.name())
                .append(' ')
                .append(run)
                .append('\n')));
        AtomicFiles.write(file, sb.toString().getBytes(StandardCharsets.UTF_8));
    }

    public static String text(Duration d) {
        long s = d.getSeconds();
        if (s % 3600 == 0) {
            return s / 3600 + "h";
        }
        return s % 60 == 0 ? s / 60 + "m" : s + "s";
    }
}

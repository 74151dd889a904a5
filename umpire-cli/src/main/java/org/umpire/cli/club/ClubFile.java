package org.umpire.cli.club;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import org.umpire.cli.base.BadFileException;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.Problem;
import org.umpire.cli.base.UserException;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GameFiles;
import org.umpire.cli.store.MissedOrdersPolicy;
import org.umpire.cli.store.Observers;
import org.umpire.cli.store.Player;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.text.UmpireLanguage;
import org.umpire.cli.yaml.Fields;
import org.umpire.cli.yaml.Problems;
import org.umpire.cli.yaml.Wording;
import org.umpire.cli.yaml.YamlNode;
import org.umpire.cli.yaml.YamlProblem;
import org.umpire.cli.yaml.YamlReader;
import org.umpire.engine.model.Language;

/**
 * A club's file, {@code club.yaml} in a games folder ({@code umpire club init DIR}, docs/club.md): the
 * club's name, its umpire's address, the players' and the umpire's languages, the time zone and default
 * deadlines, what happens to a side that misses a deadline, and the club's rules folder. Every game made
 * in that folder ({@code umpire new --games-dir DIR}) takes these as its defaults; an option given to
 * {@code new} wins.
 *
 * @param name            the club's name
 * @param umpire          the umpire's address
 * @param playersLanguage the players' language, unless {@code new --lang} says another
 * @param umpireLanguage  the umpire's language ({@code new --umpire-lang})
 * @param timeZone        the time zone of deadlines ({@code new --time-zone})
 * @param deadlines       how long each kind of phase lasts ({@code new --deadline}); empty: no deadline
 * @param missedOrders    what a deadline does to a silent side: the policy, its extension, the stand-in's limit and
 *                        what follows it ({@code missed-orders}, {@code extension}, {@code stand-in-limit},
 *                        {@code after-limit})
 * @param rules           the club's rules folder as written (relative to the club's folder), if any
 * @param observers       the addresses that observe every game made in the folder ({@code new --observer};
 *                        docs/club.md#observers)
 * @param observerDelay   how many turns they are kept behind ({@code new --observer-delay}); empty: {@code end}
 */
public record ClubFile(
        String name,
        String umpire,
        Language playersLanguage,
        Language umpireLanguage,
        ZoneId timeZone,
        Map<Deadlines.Kind, Duration> deadlines,
        MissedOrdersPolicy missedOrders,
        Optional<String> rules,
        List<String> observers,
        Optional<Integer> observerDelay) {

    /** A club without observers. */
    public ClubFile(
            String name,
            String umpire,
            Language playersLanguage,
            Language umpireLanguage,
            ZoneId timeZone,
            Map<Deadlines.Kind, Duration> deadlines,
            MissedOrdersPolicy missedOrders,
            Optional<String> rules) {
        this(
                name,
                umpire,
                playersLanguage,
                umpireLanguage,
                timeZone,
                deadlines,
                missedOrders,
                rules,
                List.of(),
                Optional.empty());
    }

    /** The file's name in a games folder. */
    public static final String FILE = "club.yaml";
    /** The format written, and the newest read. */
    public static final int FORMAT = 1;
    /** Every field, in the order written. */
    static final List<String> FIELDS = List.of(
            "format",
            "name",
            "umpire",
            "languages",
            "time-zone",
            "deadlines",
            "missed-orders",
            "extension",
            "stand-in-limit",
            "after-limit",
            "rules",
            "observers",
            "observer-delay");
    /** The fields of {@code languages}. */
    private static final List<String> LANGUAGE_FIELDS = List.of("players", "umpire");
    /** The club's defaults when {@code club init} is given none. */
    public static final String DEFAULT_DEADLINES = "setup=72h,movement=48h,search=24h,raid=24h,combat=24h,recovery=24h";

    public ClubFile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(umpire, "umpire");
        Objects.requireNonNull(playersLanguage, "playersLanguage");
        Objects.requireNonNull(umpireLanguage, "umpireLanguage");
        Objects.requireNonNull(timeZone, "timeZone");
        Objects.requireNonNull(missedOrders, "missedOrders");
        deadlines = deadlines.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(deadlines));
        rules = rules == null ? Optional.empty() : rules;
        observers = observers == null ? List.of() : List.copyOf(observers);
        observerDelay = observerDelay == null ? Optional.empty() : observerDelay;
    }

    /** The club file of games folder {@code dir}, if it holds one; read with its errors worded by {@code t}. */
    public static Optional<ClubFile> find(Path dir, TextBundle t) {
        Path file = dir.resolve(FILE);
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        return Optional.of(read(file, t));
    }

    /**
     * Reads {@code file}: every problem at once, each with the file, the line and the field, then how to fix
     * it ({@link BadFileException}, exit 1).
     */
    public static ClubFile read(Path file, TextBundle t) {
        byte[] bytes;
        try {
            if (Files.isSymbolicLink(file)) {
                throw new UserException(ExitCode.INVALID, t.get("club.file.link", "file", file));
            }
            bytes = GameFiles.readBounded(file, 1 << 20, "a club file");
        } catch (IOException e) {
            throw new UserException(ExitCode.IO, t.get("club.file.unreadable", "file", file, "why", e.getMessage()));
        }
        return parse(file, bytes, t);
    }

    /** Reads the bytes of {@code file} (see {@link #read}) through the one YAML reader, its problems in the club's words. */
    static ClubFile parse(Path file, byte[] bytes, TextBundle t) {
        YamlReader reader = new YamlReader(file.toString(), new ClubWording(t), new Problems());
        Optional<Fields> root = reader.tree(bytes).flatMap(n -> reader.root(n, FIELDS));
        if (root.isEmpty()) {
            throw bad(reader, file, t);
        }
        Reader r = new Reader(reader, root.get(), t);
        r.format();
        String name = r.text("name", null);
        if (name != null && (name.isBlank() || name.length() > 100)) {
            r.problem("name", t.get("club.file.badName"));
        }
        String umpire = r.text("umpire", null);
        if (umpire != null) {
            try {
                new Player(umpire.trim(), Language.EN);
            } catch (IllegalArgumentException e) {
                r.problem("umpire", t.get("club.file.badEmail", "value", umpire));
            }
        }
        Language players = Language.FR;
        Language umpireLanguage = UmpireLanguage.ofEnvironment();
        Optional<YamlNode> languages = root.get().node("languages");
        if (languages.isPresent()) {
            if (languages.get() instanceof YamlNode.Mapping) {
                Fields m = reader.mapping(languages.get(), "languages", LANGUAGE_FIELDS)
                        .orElseThrow();
                players = r.language(m, "players", players);
                umpireLanguage = r.language(m, "umpire", umpireLanguage);
            } else {
                r.problem("languages", t.get("club.file.languagesMapping"));
            }
        }
        ZoneId zone = GameConfig.DEFAULT_TIME_ZONE;
        String zoneText = r.text("time-zone", null);
        if (zoneText != null) {
            try {
                zone = ZoneId.of(zoneText.trim());
            } catch (DateTimeException e) {
                r.problem("time-zone", t.get("club.file.badZone", "value", zoneText));
            }
        }
        Map<Deadlines.Kind, Duration> deadlines = Map.of();
        String deadlineText = r.text("deadlines", null);
        if (deadlineText != null) {
            Optional<Map<Deadlines.Kind, Duration>> d = deadlines(deadlineText);
            if (d.isPresent()) {
                deadlines = d.get();
            } else {
                r.problem("deadlines", t.get("club.file.badDeadlines", "value", deadlineText));
            }
        }
        MissedOrdersPolicy missed = missedOrders(r, t, deadlines);
        String rules = r.text("rules", null);
        if (rules != null) {
            Path folder =
                    file.toAbsolutePath().getParent().resolve(rules.trim()).normalize();
            if (rules.isBlank() || !Files.isDirectory(folder)) {
                r.problem("rules", t.get("club.file.noRules", "value", rules, "folder", folder));
            }
        }
        List<String> observers = observers(r, t);
        Optional<Integer> observerDelay = Optional.empty();
        String delayText = r.text("observer-delay", null);
        if (delayText != null) {
            Optional<Optional<Integer>> d = Observers.parseDelay(delayText);
            if (d.isPresent()) {
                observerDelay = d.get();
            } else {
                r.problem("observer-delay", t.get("club.file.badObserverDelay", "value", delayText));
            }
        }
        if (name == null) {
            r.missing("name");
        }
        if (umpire == null) {
            r.missing("umpire");
        }
        if (!reader.problems().isEmpty()) {
            throw bad(reader, file, t);
        }
        return new ClubFile(
                name.trim(),
                umpire.trim(),
                players,
                umpireLanguage,
                zone,
                deadlines,
                missed,
                Optional.ofNullable(rules).map(String::trim),
                observers,
                observerDelay);
    }

    /** {@code observers:}, a list of plain addresses (docs/club.md#observers); a bad one is a problem of the file. */
    private static List<String> observers(Reader r, TextBundle t) {
        Optional<YamlNode> n = r.root.node("observers");
        if (n.isEmpty() || n.get() instanceof YamlNode.Scalar s && s.text() == null) {
            return List.of();
        }
        if (!(n.get() instanceof YamlNode.Sequence list)) {
            r.problem("observers", t.get("club.file.observersList"));
            return List.of();
        }
        List<String> result = new ArrayList<>();
        for (YamlNode item : list.items()) {
            String text = item instanceof YamlNode.Scalar s ? s.text() : null;
            try {
                result.add(new Player(text == null ? "" : text.trim(), Language.EN).email());
            } catch (IllegalArgumentException x) {
                r.problem("observers", t.get("club.file.badEmail", "value", text == null ? "" : text));
            }
        }
        return result;
    }

    /** Every problem found, by line (the file's order), then how to fix the file. */
    private static BadFileException bad(YamlReader reader, Path file, TextBundle t) {
        List<Problem> problems = new ArrayList<>(reader.problems());
        problems.sort(Comparator.comparingInt(Problem::line));
        return new BadFileException(problems, fix(file, t));
    }

    /**
     * The missed-orders policy: {@code missed-orders}, {@code extension}, {@code stand-in-limit}, {@code after-limit};
     * the last two belong to {@code missed-orders: stand-in} only, the extension to a policy with deadlines.
     */
    private static MissedOrdersPolicy missedOrders(Reader r, TextBundle t, Map<Deadlines.Kind, Duration> deadlines) {
        MissedOrdersPolicy.Kind kind = MissedOrdersPolicy.Kind.DEFAULTS;
        String missedText = r.text("missed-orders", null);
        if (missedText != null) {
            Optional<MissedOrdersPolicy.Kind> m = MissedOrdersPolicy.Kind.parse(missedText);
            if (m.isPresent()) {
                kind = m.get();
                if (kind == MissedOrdersPolicy.Kind.WAIT && !deadlines.isEmpty()) {
                    r.problem("missed-orders", t.get("club.file.waitWithDeadlines"));
                }
                if (kind == MissedOrdersPolicy.Kind.STAND_IN && deadlines.isEmpty()) {
                    r.problem("missed-orders", t.get("club.file.standInWithoutDeadlines"));
                }
            } else {
                r.problem("missed-orders", t.get("club.file.badMissed", "value", missedText));
            }
        }
        Optional<Duration> extension = Optional.empty();
        String extensionText = r.text("extension", null);
        if (extensionText != null) {
            Optional<Optional<Duration>> e = MissedOrdersPolicy.extension(extensionText);
            if (e.isEmpty()) {
                r.problem("extension", t.get("club.file.badExtension", "value", extensionText));
            } else if (e.get().isPresent() && kind == MissedOrdersPolicy.Kind.WAIT) {
                r.problem("extension", t.get("club.file.extensionWithWait"));
            } else {
                extension = e.get();
            }
        }
        int limit = MissedOrdersPolicy.DEFAULT_LIMIT;
        String limitText = r.text("stand-in-limit", null);
        if (limitText != null) {
            Optional<Integer> l = MissedOrdersPolicy.limit(limitText);
            if (l.isEmpty()) {
                r.problem("stand-in-limit", t.get("club.file.badLimit", "value", limitText));
            } else if (kind != MissedOrdersPolicy.Kind.STAND_IN) {
                r.problem("stand-in-limit", t.get("club.file.standInOnly", "policy", kind.word()));
            } else {
                limit = l.get();
            }
        }
        MissedOrdersPolicy.AfterLimit after = MissedOrdersPolicy.AfterLimit.PAUSE;
        String afterText = r.text("after-limit", null);
        if (afterText != null) {
            Optional<MissedOrdersPolicy.AfterLimit> a = MissedOrdersPolicy.AfterLimit.parse(afterText);
            if (a.isEmpty()) {
                r.problem("after-limit", t.get("club.file.badAfterLimit", "value", afterText));
            } else if (kind != MissedOrdersPolicy.Kind.STAND_IN) {
                r.problem("after-limit", t.get("club.file.standInOnly", "policy", kind.word()));
            } else {
                after = a.get();
            }
        }
        return new MissedOrdersPolicy(kind, extension, limit, after);
    }

    /** {@code movement=48h,combat=24h}, or {@code none}; empty when it is neither. */
    public static Optional<Map<Deadlines.Kind, Duration>> deadlines(String text) {
        if (text.trim().equalsIgnoreCase("none")) {
            return Optional.of(Map.of());
        }
        try {
            return Optional.of(Deadlines.parseSpec(text));
        } catch (UserException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** {@code defaults}, {@code wait} or {@code stand-in}, in any case. */
    public static Optional<MissedOrdersPolicy.Kind> missedOrders(String text) {
        return MissedOrdersPolicy.Kind.parse(text);
    }

    /** The club's rules folder, from the folder holding the club file. */
    public Optional<Path> rulesDir(Path clubDir) {
        return rules.map(r -> clubDir.toAbsolutePath().resolve(r).normalize());
    }

    /** The deadlines as {@code new --deadline} and {@code club init --deadline} write them, or {@code none}. */
    public String deadlinesText() {
        if (deadlines.isEmpty()) {
            return "none";
        }
        return deadlines.entrySet().stream()
                .map(e -> e.getKey().word() + "=" + duration(e.getValue()))
                .collect(Collectors.joining(","));
    }

    private static String duration(Duration d) {
        long s = d.getSeconds();
        if (s % 3600 == 0) {
            return s / 3600 + "h";
        }
        return s % 60 == 0 ? s / 60 + "m" : s + "s";
    }

    /** The file's text: the same club always gives the same bytes; {@code t} words its comments. */
    public byte[] write(TextBundle t) {
        StringBuilder sb = new StringBuilder();
        sb.append("# ").append(t.get("club.file.comment")).append('\n');
        sb.append("format: ").append(FORMAT).append('\n');
        sb.append("name: ").append(quote(name)).append('\n');
        sb.append("umpire: ").append(quote(umpire)).append('\n');
        sb.append("languages:\n");
        sb.append("  players: ").append(playersLanguage.code()).append('\n');
        sb.append("  umpire: ").append(umpireLanguage.code()).append('\n');
        sb.append("time-zone: ").append(timeZone.getId()).append('\n');
        sb.append("deadlines: ").append(deadlinesText()).append('\n');
        sb.append("missed-orders: ").append(missedOrders.word()).append('\n');
        if (missedOrders.extension().isPresent()) {
            sb.append("extension: ").append(missedOrders.extensionText()).append('\n');
        }
        if (missedOrders.kind() == MissedOrdersPolicy.Kind.STAND_IN) {
            sb.append("stand-in-limit: ").append(missedOrders.standInLimit()).append('\n');
            sb.append("after-limit: ").append(missedOrders.afterLimit().word()).append('\n');
        }
        rules.ifPresent(r -> sb.append("rules: ").append(quote(r)).append('\n'));
        if (!observers.isEmpty()) { // docs/club.md#observers
            sb.append("observers:\n");
            observers.forEach(o -> sb.append("  - ").append(quote(o)).append('\n'));
        }
        observerDelay.ifPresent(d -> sb.append("observer-delay: ").append(d).append('\n'));
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** A YAML double-quoted scalar. */
    private static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') {
                sb.append('\\').append(c);
            } else if (c < 0x20) {
                sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.append('"').toString();
    }

    static String fix(Path file, TextBundle t) {
        Path dir = file.toAbsolutePath().getParent();
        return t.get("club.file.fix", "file", file, "dir", dir == null ? "." : dir);
    }

    /**
     * The club file's words for what the YAML reader finds wrong with its shape: each names its field inside the
     * message, in the club's language (docs/club.md), so each {@link Problem} has no field of its own.
     */
    private record ClubWording(TextBundle t) implements Wording {

        @Override
        public Problem tree(String file, YamlProblem p) {
            return new Problem(file, p.line(), yamlProblem(p));
        }

        @Override
        public Problem rootNotMapping(String file, YamlNode root, List<String> known) {
            return new Problem(file, root.line(), t.get("club.file.notMapping"));
        }

        @Override
        public Problem unknown(String file, YamlNode.Entry entry, String path, Collection<String> known) {
            return new Problem(
                    file,
                    entry.keyLine(),
                    t.get("club.file.unknownField", "field", path, "fields", String.join(", ", known)));
        }

        private String yamlProblem(YamlProblem p) {
            if (p instanceof YamlProblem.Empty) {
                return t.get("club.file.empty");
            } else if (p instanceof YamlProblem.Malformed malformed) {
                return t.get("club.file.malformed", "detail", malformed.detail());
            } else if (p instanceof YamlProblem.RepeatedKey k) {
                return t.get("club.file.repeated", "field", k.path(), "first", k.firstLine());
            } else if (p instanceof YamlProblem.SecondDocument) {
                return t.get("club.file.secondDocument");
            }
            throw new AssertionError(p);
        }
    }

    /** Reads the fields of the root mapping, adding a problem, in the club's words, for each bad one. */
    private static final class Reader {
        final YamlReader reader;
        final Fields root;
        final TextBundle t;

        Reader(YamlReader reader, Fields root, TextBundle t) {
            this.reader = reader;
            this.root = root;
            this.t = t;
        }

        void problem(String field, String message) {
            problem(root, field, field, message);
        }

        /** A problem with field {@code key} of {@code fields}, named {@code path} (its key line, 0 when absent). */
        void problem(Fields fields, String key, String path, String message) {
            int line = fields.has(key) ? fields.lineOf(key) : 0;
            reader.problem(line, t.get("club.file.field", "field", path, "what", message));
        }

        void missing(String field) {
            reader.problem(0, t.get("club.file.missing", "field", field));
        }

        /** A field's text; {@code fallback} when it is absent; a problem and the fallback when it is not a value. */
        String text(String field, String fallback) {
            Optional<YamlNode> n = root.node(field);
            if (n.isEmpty()) {
                return fallback;
            }
            if (!(n.get() instanceof YamlNode.Scalar s) || s.text() == null) {
                problem(field, t.get("club.file.notValue", "kind", n.get().kind()));
                return fallback;
            }
            return s.text();
        }

        void format() {
            String f = text("format", null);
            if (f == null) {
                if (!root.has("format")) {
                    missing("format");
                }
            } else if (!f.trim().matches("[0-9]{1,4}")) {
                problem("format", t.get("club.file.badFormat", "value", f));
            } else if (Integer.parseInt(f.trim()) > FORMAT) {
                problem("format", t.get("club.file.newerFormat", "value", f.trim()));
            } else if (Integer.parseInt(f.trim()) < 1) {
                problem("format", t.get("club.file.badFormat", "value", f));
            }
        }

        Language language(Fields m, String key, Language fallback) {
            Optional<YamlNode> n = m.node(key);
            if (n.isEmpty()) {
                return fallback;
            }
            String text = n.get() instanceof YamlNode.Scalar s ? s.text() : null;
            Optional<Language> lang = text == null ? Optional.empty() : Language.tryParse(text.trim());
            if (lang.isEmpty()) {
                problem(m, key, m.pathOf(key), t.get("club.file.badLanguage", "value", text == null ? "" : text));
                return fallback;
            }
            return lang.get();
        }
    }
}

package org.umpire.cli.mail.out;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.umpire.cli.base.UserException;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.GameFiles;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.StoreException;
import org.umpire.cli.text.TextBundle;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;

/**
 * Tells the umpire by mail, in the umpire's language, when {@code watch} cannot receive or deliver
 * mail for a while: a first mail once a kind of failure has lasted {@link #GRACE}, then at most one
 * an hour ({@link #EVERY}) while it lasts, and one "works again" mail when a round goes without it.
 * Every alert is also a log line. The times survive a restart ({@code games/.mail-in/alerts}: times
 * only, no address nor server answer); the last cause is kept in memory for the mails. Two {@code watch}
 * processes on one games folder share that file: each change is read, made and written under an OS lock
 * ({@code games/.mail-in/alerts.lock}, see {@link FileMutex}), so neither loses the other's times and an alert
 * that falls due is sent by one of them only.
 *
 * <p>Watch calls {@link #failed} wherever a failure of a kind is seen (any number of times per round),
 * and {@link #roundDone} once at the end of each round: a kind not failed in that round is over.
 */
public final class UmpireAlerts {

    /** A kind of failure, each rate-limited on its own. */
    public enum Kind {
        /** The mailbox cannot be read (IMAP server down, login refused, certificate...). */
        RECEIVE,
        /** Reports, receipts or reminders cannot be delivered (SMTP server down, login refused...). */
        DELIVER;

        String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** How long a failure lasts before the first alert: a server restart passes unnoticed. */
    public static final Duration GRACE = Duration.ofMinutes(10);
    /** At most one alert of a kind in this time. */
    public static final Duration EVERY = Duration.ofHours(1);
    /** The file of times, in the intake's folder. */
    public static final String FILE = "alerts";
    /** The lock of {@link #FILE} between processes, beside it. */
    public static final String LOCK = "alerts.lock";
    /** How long a change of the times waits for another process's. */
    static final Duration PATIENCE = Duration.ofSeconds(10);

    private static final DateTimeFormatter WHEN =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'", Locale.ROOT).withZone(ZoneOffset.UTC);

    /** Where a kind stands: failing since, last alert (empty: none yet in this episode). */
    private record State(Instant since, Optional<Instant> alerted) {}

    private final Path dir;
    private final MailSettings settings;
    private final Path templatesDir;
    private final Language language;
    private final Map<String, String> env;
    private final Clock clock;
    private final Consumer<String> log;
    private final Duration grace;
    private final Map<Kind, String> causes = new EnumMap<>(Kind.class);
    private final Set<Kind> failedThisRound = EnumSet.noneOf(Kind.class);

    /**
     * @param dir      the intake's folder ({@code games/.mail-in}): the file of times, the sent log and, without
     *                 SMTP, the outbox of the alerts
     * @param language the umpire's language
     * @param grace    how long a failure lasts before the first alert ({@link #GRACE})
     */
    public UmpireAlerts(
            Path dir,
            MailSettings settings,
            Path templatesDir,
            Language language,
            Map<String, String> env,
            Clock clock,
            Consumer<String> log,
            Duration grace) {
        this.dir = dir;
        this.settings = settings;
        this.templatesDir = templatesDir;
        this.language = language;
        this.env = env;
        this.clock = clock;
        this.log = log;
        this.grace = grace;
    }

    /** The alerts of a {@code watch} on {@code home}. */
    public static UmpireAlerts forWatch(
            GamesHome home,
            MailSettings settings,
            Path templatesDir,
            Language language,
            Map<String, String> env,
            Clock clock,
            Consumer<String> log) {
        return new UmpireAlerts(
                home.root().resolve(".mail-in"), settings, templatesDir, language, env, clock, log, GRACE);
    }

    /** Runs {@code step} (a receive), recording a failure of {@code kind} when it throws, and throws on. */
    public <T> T watch(Kind kind, Supplier<T> step) {
        try {
            return step.get();
        } catch (UserException | UncheckedIOException | StoreException e) {
            failed(kind, e.getMessage());
            throw e;
        }
    }

    /** Records every failed mail of {@code report} as a delivery failure. */
    public void delivered(SendReport report) {
        report.failed().forEach(f -> failed(Kind.DELIVER, f.describe()));
    }

    /**
     * A failure of {@code kind} now: the first of an episode starts it; an alert goes when the episode has
     * lasted {@link #GRACE} and no alert of the kind went in the last hour.
     */
    public void failed(Kind kind, String cause) {
        failedThisRound.add(kind);
        causes.put(kind, cause == null || cause.isBlank() ? "?" : cause.strip());
        Instant now = clock.instant();
        // decided and recorded under the file's lock, sent after: of two watches, one only sends the alert
        Optional<Instant> alertSince = update(states -> {
                    boolean fresh = !states.containsKey(kind);
                    State s = states.computeIfAbsent(kind, k -> new State(now, Optional.empty()));
                    boolean due = !now.isBefore(s.since().plus(grace))
                            && s.alerted()
                                    .map(a -> !now.isBefore(a.plus(EVERY)))
                                    .orElse(true);
                    if (due) {
                        states.put(kind, new State(s.since(), Optional.of(now)));
                    }
                    return new Change<>(due || fresh, due ? Optional.of(s.since()) : Optional.<Instant>empty());
                })
                .flatMap(since -> since);
        alertSince.ifPresent(since -> send(kind, "alert." + kind.key(), since, now));
    }

    /**
     * The end of a round: each kind that did not fail in it is over; when an alert went during its episode,
     * one mail says it works again.
     */
    public void roundDone() {
        if (!Files.exists(file(), LinkOption.NOFOLLOW_LINKS)) {
            failedThisRound.clear(); // no failure under way, in this process or another: nothing ends
            return;
        }
        Map<Kind, State> over = update(states -> {
                    Map<Kind, State> ended = new EnumMap<>(Kind.class);
                    for (Kind k : Kind.values()) {
                        if (states.containsKey(k) && !failedThisRound.contains(k)) {
                            ended.put(k, states.remove(k));
                        }
                    }
                    return new Change<>(!ended.isEmpty(), ended);
                })
                .orElse(Map.of());
        failedThisRound.clear();
        for (Map.Entry<Kind, State> e : over.entrySet()) {
            if (e.getValue().alerted().isPresent()) {
                send(
                        e.getKey(),
                        "alert.recovered." + e.getKey().key(),
                        e.getValue().since(),
                        clock.instant());
            }
            causes.remove(e.getKey());
        }
    }

    private void send(Kind kind, String key, Instant since, Instant now) {
        TextBundle t = TextBundle.load("mail/messages", language, templatesDir);
        String cause = causes.getOrDefault(kind, t.get("alert.cause-unknown"));
        long minutes = Duration.between(since, now).toMinutes();
        String text = t.get(
                        key + ".body",
                        "since",
                        WHEN.format(since),
                        "now",
                        WHEN.format(now),
                        "minutes",
                        minutes,
                        "cause",
                        cause,
                        "every",
                        EVERY.toMinutes())
                + "\n\n-- \n" + t.get("alert.footer") + "\n";
        String subject = t.get(key + ".subject", "since", WHEN.format(since), "now", WHEN.format(now));
        String domain = settings.messageIdDomain();
        String id = "<umpire.alert." + kind.key() + "." + now.getEpochSecond() + "."
                + (key.contains("recovered") ? "ok" : "ko") + "@" + domain + ">";
        OutgoingMail mail = new OutgoingMail(
                id,
                "<umpire.alerts@" + domain + ">",
                new Recipient(Audience.UMPIRE, settings.umpire(), language),
                subject,
                text,
                html(text),
                List.of(),
                List.of(new OutgoingMail.Header("X-Umpire-Alert", key)));
        log.accept("ALERT to the umpire " + settings.umpire() + ": " + subject);
        try (Delivery delivery = delivery()) {
            MailSender sender = new MailSender(
                    new MailComposer(settings),
                    delivery,
                    SentLog.of(dir),
                    new MailSettings.Retry(1, Duration.ZERO, Duration.ZERO, Duration.ofSeconds(1)),
                    MailSender.Sleeper.REAL,
                    clock);
            SendReport r = sender.send(List.of(mail));
            r.failed().forEach(f -> log.accept("the alert to the umpire was NOT delivered: " + f.describe()));
        } catch (UserException | UncheckedIOException e) {
            log.accept("the alert to the umpire was NOT delivered: " + e.getMessage());
        }
    }

    private Delivery delivery() {
        return settings.smtp().isPresent()
                ? new SmtpDelivery(settings.smtp().get(), env)
                : new OutboxDelivery(dir.resolve(OutboxDelivery.FOLDER));
    }

    private static String html(String text) {
        String esc = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
        return "<!DOCTYPE html>\n<html><body><pre style=\"font-family: monospace; white-space: pre-wrap\">" + esc
                + "</pre></body></html>\n";
    }

    private Path file() {
        return dir.resolve(FILE);
    }

    /** What a change of the file's times gives back, and whether the times must be written. */
    private record Change<T>(boolean save, T value) {}

    /**
     * Reads the times, changes them and writes them back under the lock of {@link #LOCK}, so that two
     * {@code watch} processes on one games folder never lose each other's changes nor both decide to send the same
     * alert. When another process holds the lock for {@link #PATIENCE} (stuck), nothing is changed this time (logged).
     */
    private <T> Optional<T> update(Function<Map<Kind, State>, Change<T>> change) {
        try {
            GameFiles.ownerOnlyFolder(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + dir + ": " + e.getMessage(), e);
        }
        Optional<T> done = FileMutex.with(dir.resolve(LOCK), PATIENCE, () -> {
            // the folders an alert is written to, made here in turn: two processes making one at once fail
            if (settings.smtp().isEmpty()) {
                GameFiles.createDirectories(dir, dir.resolve(OutboxDelivery.FOLDER));
            }
            GameFiles.createDirectories(dir, dir.resolve(SentLog.FOLDER));
            Map<Kind, State> states = load();
            Change<T> c = change.apply(states);
            if (c.save()) {
                save(states);
            }
            return c.value();
        });
        if (done.isEmpty()) {
            log.accept("the umpire's alerts were not updated this time: " + dir.resolve(LOCK) + " stayed locked by"
                    + " another process for " + PATIENCE.toSeconds() + " s (a stuck umpire watch? stop it)");
        }
        return done;
    }

    /** {@code receive.since}, {@code receive.alerted}, ...: times only. */
    private Map<Kind, State> load() {
        Map<Kind, State> states = new EnumMap<>(Kind.class);
        if (!Files.isRegularFile(file())) {
            return states;
        }
        Properties p = new Properties();
        try {
            p.load(new StringReader(
                    new String(GameFiles.readBounded(file(), 64 << 10, "the alerts file"), StandardCharsets.UTF_8)));
            for (Kind k : Kind.values()) {
                String since = p.getProperty(k.key() + ".since");
                if (since != null) {
                    String alerted = p.getProperty(k.key() + ".alerted");
                    states.put(
                            k,
                            new State(
                                    Instant.parse(since),
                                    Optional.ofNullable(alerted).map(Instant::parse)));
                }
            }
        } catch (IOException | DateTimeParseException e) {
            // a damaged file: start afresh (at worst one alert comes early)
            return new EnumMap<>(Kind.class);
        }
        return states;
    }

    private void save(Map<Kind, State> states) {
        StringWriter w = new StringWriter();
        w.write("# umpire watch: failures under way and the last alert of each (times only)\n");
        for (Map.Entry<Kind, State> e : states.entrySet()) {
            w.write(e.getKey().key() + ".since=" + e.getValue().since() + "\n");
            e.getValue().alerted().ifPresent(a -> w.write(e.getKey().key() + ".alerted=" + a + "\n"));
        }
        try {
            GameFiles.ownerOnlyFolder(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + dir + ": " + e.getMessage(), e);
        }
        AtomicFiles.write(file(), w.toString().getBytes(StandardCharsets.UTF_8));
    }
}

package org.umpire.cli.game;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.umpire.cli.ExitCode;
import org.umpire.cli.UserException;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.in.MailIntake;
import org.umpire.cli.mail.in.MailSource;
import org.umpire.cli.mail.in.Reminders;
import org.umpire.cli.mail.out.GameMail;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameListing;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;

/**
 * The umpire's unattended loop ({@code umpire watch}): receive the mails waiting (orders stored,
 * receipts sent), resolve every game whose awaited sides have all sent their orders, and mail the
 * reports. Every step is one the commands already make safe to stop at any instant: a mail is
 * recorded as handled once its receipt is sent, a resolve is one atomic commit, a report is mailed
 * once (sent log). So after a kill, the next start finishes what was half done: it first mails
 * whatever reports are not sent yet, then goes on.
 */
public final class Watch {

    private final GamesHome home;
    private final Path rulesDir;
    private final Path templatesDir;
    private final MailSettings settings;
    private final Language umpireLanguage;
    private final Map<String, String> env;
    private final Clock clock;
    private final Consumer<String> log;
    private final GameScenarios scenarios;
    private final Duration every;
    private final org.umpire.cli.mail.out.UmpireAlerts alerts;

    /** Reminders go this long before a deadline to the sides whose orders are still awaited. */
    public static final Duration REMIND_BEFORE = Duration.ofHours(12);
    /** A gap between two rounds longer than this (and than three rounds) is an outage. */
    static final Duration OUTAGE = Duration.ofMinutes(5);

    public Watch(GamesHome home, Path rulesDir, Path templatesDir, MailSettings settings, Language umpireLanguage,
                 Map<String, String> env, Clock clock, Duration every, Consumer<String> log) {
        this.every = every;
        this.home = home;
        this.rulesDir = rulesDir;
        this.scenarios = new GameScenarios(rulesDir);
        this.templatesDir = templatesDir;
        this.settings = settings;
        this.umpireLanguage = umpireLanguage;
        this.env = env;
        this.clock = clock;
        this.log = log;
        this.alerts = org.umpire.cli.mail.out.UmpireAlerts.forWatch(home, settings, templatesDir, umpireLanguage, env, clock, log);
    }

    /**
     * At start: moves the deadlines that passed while the program was down by the length of the
     * outage (nobody is penalised for the program's own downtime), then mails every report a stop
     * left unsent.
     */
    public void catchUp() {
        Instant now = clock.instant();
        Optional<Instant> last = lastRound();
        Duration gap = last.map(l -> Duration.between(l, now)).orElse(Duration.ZERO);
        Duration threshold = every.multipliedBy(3).compareTo(OUTAGE) > 0 ? every.multipliedBy(3) : OUTAGE;
        for (GameListing g : GameStore.listGames(home)) {
            if (g.game().isEmpty()) {
                continue;
            }
            if (gap.compareTo(threshold) > 0) {
                GameStore store = g.game().get();
                try (GameLock lock = store.lock()) {
                    Deadlines d = Deadlines.of(store.dir());
                    Optional<Instant> at = d.deadline(store);
                    if (at.isPresent() && at.get().isAfter(last.get()) && !at.get().isAfter(now)) {
                        String key = Deadlines.phaseKey(store.state().turn(), store.state().phase());
                        d.extend(key, gap);
                        d.save();
                        log.accept("the program was down " + gap.toMinutes() + " min: deadline of " + g.id() + " " + key
                                + " moved by as much");
                    }
                }
            }
            send(context(g.game().get()));
        }
        heartbeat();
    }

    /** The phases that follow, when their orders were all sent in advance (issue 12): resolved before mailing. */
    private void continueWithAdvanceOrders(GameContext game, Instant now, Object id) {
        try (org.umpire.cli.store.GameLock lock = game.store().lock()) {
            for (PhaseResolution.Outcome o : PhaseResolution.continueLocked(game, now)) {
                log.accept("resolved " + id + " turn " + o.before().turn() + " phase " + o.before().phase().number()
                        + " with orders sent in advance (journal " + o.entry().folder() + ")");
            }
        } catch (UserException e) {
            // the phase resolved first stands and is mailed; the next one waits for the umpire
            log.accept("game " + id + ": the phase with orders sent in advance was not resolved: " + e.getMessage());
        }
    }

    /** One round: receive, then resolve and mail every game that is ready. */
    public void cycle(Supplier<MailSource> source) {
        receive(source.get());
        for (GameListing g : GameStore.listGames(home)) {
            if (g.game().isEmpty()) {
                continue;
            }
            step(context(g.game().get()), g.id());
        }
        heartbeat();
        alerts.roundDone();
    }

    /**
     * One round for one game only (the demo's: other games of the folder are left alone, and the
     * heartbeat of an unattended watch is not touched): receive, then resolve and mail it if ready.
     */
    public void cycle(MailSource source, GameId only) {
        receive(source);
        step(context(GameStore.open(home, only)), only);
    }

    private void receive(MailSource from) {
        MailIntake intake = new MailIntake(home, rulesDir, templatesDir, settings, env, clock);
        MailSource.Tally t = alerts.watch(org.umpire.cli.mail.out.UmpireAlerts.Kind.RECEIVE,
                () -> from.receive(intake, line -> log.accept("receive " + line)));
        if (t.total() > 0) {
            log.accept("received " + t.total() + " mail(s) from " + from.describe() + ": " + t.processed()
                    + " processed, " + t.failed() + " failed, " + t.later() + " left for later");
        }
    }

    /** Resolves and mails {@code game} when its orders are in or its deadline passed; reminds when it is near. */
    private void step(GameContext game, GameId g) {
        try {
            Optional<Instant> deadline = Deadlines.of(game.store().dir()).deadline(game.store());
            Instant now = clock.instant();
            if (ready(game)) {
                PhaseResolution.Outcome o = PhaseResolution.resolve(game, false, null, now);
                log.accept("resolved " + g + " turn " + o.before().turn() + " phase " + o.before().phase().number()
                        + " (journal " + o.entry().folder() + ")");
                continueWithAdvanceOrders(game.reopened(home), now, g);
                send(game.reopened(home));
            } else if (deadline.isPresent() && !now.isBefore(deadline.get())) {
                PhaseResolution.Outcome o = PhaseResolution.resolve(game, true, null, now);
                log.accept("deadline passed: resolved " + g + " turn " + o.before().turn() + " phase "
                        + o.before().phase().number() + " with the default orders of " + o.defaulted() + " (journal "
                        + o.entry().folder() + ")");
                continueWithAdvanceOrders(game.reopened(home), now, g);
                send(game.reopened(home));
            } else if (deadline.isPresent() && !now.isBefore(deadline.get().minus(REMIND_BEFORE))) {
                Set<Side> late = new java.util.TreeSet<>(game.awaiting());
                late.removeAll(game.store().orders(game.state().turn(), game.state().phase()).keySet());
                SendReport r = Reminders.send(game.store(), late, deadline.get(), settings, templatesDir, env, clock);
                if (!r.sent().isEmpty()) {
                    log.accept("reminded " + g + " " + late + " of the deadline " + deadline.get());
                }
                r.failed().forEach(f -> log.accept("NOT delivered (" + g + "): " + f.describe()));
            }
        } catch (UserException e) {
            if (e.exitCode() != ExitCode.CONFLICT) {
                throw e;
            }
            log.accept("game " + g + " not resolved now: " + e.getMessage());
        }
    }

    private Path heartbeatFile() {
        return home.root().resolve(".mail-in").resolve("watch.heartbeat");
    }

    private Optional<Instant> lastRound() {
        try {
            Path f = heartbeatFile();
            return Files.exists(f) ? Optional.of(Instant.parse(Files.readString(f).strip())) : Optional.empty();
        } catch (java.io.IOException | java.time.format.DateTimeParseException e) {
            return Optional.empty();
        }
    }

    private void heartbeat() {
        try {
            org.umpire.cli.store.GameFiles.ownerOnlyFolder(heartbeatFile().getParent());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot create " + heartbeatFile().getParent() + ": " + e.getMessage(), e);
        }
        AtomicFiles.write(heartbeatFile(), (clock.instant() + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    /** Not over, and every side the current phase awaits has sent its orders. */
    static boolean ready(GameContext game) {
        if (game.state().isOver()) {
            return false;
        }
        Set<Side> sent = game.store().orders(game.state().turn(), game.state().phase()).keySet();
        return sent.containsAll(game.awaiting());
    }

    private void send(GameContext game) {
        SendReport r = GameMail.sendAll(game, settings, templatesDir, umpireLanguage, clock);
        if (!r.sent().isEmpty()) {
            log.accept("mailed " + r.sent().size() + " report(s) of " + game.store().id() + " via " + r.via());
        }
        r.failed().forEach(f -> log.accept("NOT delivered (" + game.store().id() + "): " + f.describe()));
        alerts.delivered(r);
    }

    private GameContext context(GameStore store) {
        Scenario s = scenarios.of(store);
        return GameContext.of(store, s);
    }
}

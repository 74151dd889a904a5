package org.umpire.cli.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.game.GameScenarios;
import org.umpire.cli.game.MissedOrders;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.in.IntakeLock;
import org.umpire.cli.mail.in.MailIntake;
import org.umpire.cli.mail.in.MailSource;
import org.umpire.cli.mail.in.Reminders;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.mail.out.UmpireAlerts;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameFiles;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameListing;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.StoreException;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;

/**
 * The umpire's unattended loop ({@code umpire watch}): receive the mails waiting (orders stored,
 * receipts queued), resolve every game whose awaited sides have all sent their orders, and mail the
 * reports and receipts. Every step is one the commands already make safe to stop at any instant: a mail
 * is recorded as read as soon as its orders are stored, a resolve is one atomic commit, a report or a
 * receipt is mailed once (sent log). So after a kill, the next start finishes what was half done: it first
 * mails whatever is not sent yet, then goes on.
 *
 * <p>It never stops for a server that is down (see docs/mail-in.md): an IMAP server that cannot be reached, an SMTP
 * server that refuses or does not answer, is logged once with its cause ({@link Outage}) and tried again
 * with growing waits, while deadlines are still met and whatever can go goes; every report and receipt a
 * failed send left behind is tried again each round until it is delivered.
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
    private final UmpireAlerts alerts;

    /** The intake's server while it is down; made at the first round (its name is the source's). */
    private Outage intake;
    /** When the round under way started (the machine's clock): what a change by another process is compared with. */
    private Instant roundStart = GameContext.machineNow();
    /** The mail server (SMTP, or the outbox folder) while it is down. */
    private final Outage delivery;
    /** Failures of one mail already logged, so that a mail refused each round is logged once. */
    private final Set<String> logged = new LinkedHashSet<>();
    /** Who held the intake's lock at the last round that found it taken (logged once while it lasts), else null. */
    private String intakeBusy;
    /** The problems of the round under way: something not received, not delivered, or a game not handled. */
    private List<String> problems = new ArrayList<>();

    /**
     * What a round left undone, each with its cause (already logged): a server that could not be reached,
     * a mail not delivered, a game that could not be handled. {@code watch --once} exits 5 when there is one.
     */
    public record Round(List<String> problems) {
        public Round {
            problems = List.copyOf(problems);
        }

        public boolean clean() {
            return problems.isEmpty();
        }
    }

    /** Reminders go this long before a deadline to the sides whose orders are still awaited. */
    public static final Duration REMIND_BEFORE = Duration.ofHours(12);
    /** A gap between two rounds longer than this (and than three rounds) is an outage. */
    static final Duration OUTAGE = Duration.ofMinutes(5);

    public Watch(
            GamesHome home,
            Path rulesDir,
            Path templatesDir,
            MailSettings settings,
            Language umpireLanguage,
            Map<String, String> env,
            Clock clock,
            Duration every,
            Consumer<String> log) {
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
        this.alerts = UmpireAlerts.forWatch(home, settings, templatesDir, umpireLanguage, env, clock, log);
        this.delivery = new Outage(
                settings.smtp().map(x -> "SMTP " + x.host() + ":" + x.port()).orElse("the outbox"), every);
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
        problems = new ArrayList<>();
        for (GameListing g : GameStore.listGames(home)) {
            if (g.game().isEmpty()) {
                continue;
            }
            try {
                if (gap.compareTo(threshold) > 0) {
                    moveDeadline(g.game().get(), g.id(), last.get(), now, gap);
                }
                send(context(g.game().get()));
            } catch (UserException | StoreException e) {
                gameFailed(g.id(), e);
            }
        }
        sendAnswers();
        heartbeat();
    }

    /** A deadline that passed while the program was down is moved by the length of the outage. */
    private void moveDeadline(GameStore store, GameId g, Instant last, Instant now, Duration gap) {
        try (GameLock lock = store.lock()) {
            Deadlines d = Deadlines.of(store.dir());
            Optional<Instant> at = d.deadline(store);
            if (at.isPresent() && at.get().isAfter(last) && !at.get().isAfter(now)) {
                String key =
                        Deadlines.phaseKey(store.state().turn(), store.state().phase());
                d.extend(key, gap);
                d.save();
                log.accept("the program was down " + gap.toMinutes() + " min: deadline of " + g + " " + key
                        + " moved by as much");
            }
        }
    }

    /** The phases that follow, when their orders were all sent in advance (see docs/orders.md): resolved before mailing. */
    private void continueWithAdvanceOrders(GameContext game, Instant now, Object id) {
        try (GameLock lock = game.store().lock()) {
            for (PhaseResolution.Outcome o : PhaseResolution.continueLocked(game, now)) {
                log.accept("resolved " + id + " turn " + o.before().turn() + " phase "
                        + o.before().phase().number() + " with orders sent in advance (journal "
                        + o.entry().folder() + ")");
            }
        } catch (UserException | StoreException e) {
            // the phase resolved first stands and is mailed; the next one waits for the umpire
            log.accept("game " + id + ": the phase with orders sent in advance was not resolved: " + e.getMessage());
        }
    }

    /**
     * One round: receive, then resolve every game that is ready and mail what is not sent yet (reports,
     * receipts, answers), whatever failed before in the round.
     */
    public Round cycle(Supplier<MailSource> source) {
        problems = new ArrayList<>();
        roundStart = GameContext.machineNow();
        receive(source.get());
        for (GameListing g : GameStore.listGames(home)) {
            if (g.game().isEmpty()) {
                continue;
            }
            step(g.game().get(), g.id());
        }
        sendAnswers();
        heartbeat();
        alerts.roundDone();
        return round();
    }

    /** The round's problems, with the mail server's outage when it lasts (its mails wait). */
    private Round round() {
        if (delivery.down()) {
            problems.add("mail server: " + delivery.cause());
        }
        return new Round(problems);
    }

    /**
     * One round for one game only (the demo's: other games of the folder are left alone, and the
     * heartbeat of an unattended watch is not touched): receive, then resolve and mail it if ready.
     */
    public Round cycle(MailSource source, GameId only) {
        problems = new ArrayList<>();
        roundStart = GameContext.machineNow();
        receive(source);
        step(GameStore.open(home, only), only);
        sendAnswers();
        return round();
    }

    /** The mails waiting, received unless the intake's server is down and not due for a try; its failure is logged once. */
    private void receive(MailSource from) {
        if (intake == null) {
            intake = new Outage(from.describe(), every);
        }
        if (!intake.due(clock.instant())) {
            problems.add(from.describe() + ": " + intake.cause());
            alerts.failed(UmpireAlerts.Kind.RECEIVE, intake.cause()); // the episode goes on
            return;
        }
        // docs/mail-in.md: the receipts stay queued here and go with each game's mails, where an SMTP outage is known
        MailIntake mails = new MailIntake(home, rulesDir, templatesDir, settings, env, clock).deferReplies();
        MailSource.Tally t;
        IntakeLock.Attempt attempt;
        try {
            attempt = IntakeLock.tryTake(home, "umpire watch", clock.instant());
        } catch (UncheckedIOException e) {
            problems.add(from.describe() + ": " + e.getMessage());
            if (once("intake lock\t" + e.getMessage())) {
                log.accept("mails not received: " + e.getMessage() + " (tried again each round; logged once)");
            }
            return;
        }
        if (attempt.lock().isEmpty()) {
            // docs/mail-in.md: another watch or receive reads the mailbox now: its mails are left to it, nothing
            // failed;
            // a squat that lasts (a stuck process) reaches the umpire as a mailbox that cannot be read
            IntakeLock.Busy busy = attempt.busy().orElseThrow();
            if (!busy.holder().equals(intakeBusy)) {
                log.accept("mails not read this round: " + busy.describe());
                intakeBusy = busy.holder();
            }
            alerts.failed(UmpireAlerts.Kind.RECEIVE, busy.describe());
            return;
        }
        if (intakeBusy != null) {
            log.accept("the mailbox is this process's to read again (" + intakeBusy + " let go)");
            intakeBusy = null;
        }
        try (IntakeLock lock = attempt.lock().get()) {
            lock.takenOver()
                    .ifPresent(h -> log.accept("intake lock " + IntakeLock.file(home) + " taken over: it named " + h));
            t = from.receive(mails, line -> log.accept("receive " + line));
        } catch (UserException | UncheckedIOException | StoreException e) {
            String prefix = from.describe() + ": ";
            String cause = String.valueOf(e.getMessage());
            cause = cause.startsWith(prefix) ? cause.substring(prefix.length()) : cause;
            intake.failed(clock.instant(), cause, log);
            alerts.failed(UmpireAlerts.Kind.RECEIVE, cause);
            problems.add(prefix + cause);
            return;
        }
        intake.worked(clock.instant(), log);
        if (t.total() > 0) {
            log.accept("received " + t.total() + " mail(s) from " + from.describe() + ": " + t.processed()
                    + " processed, " + t.failed() + " failed, " + t.later() + " left for later");
        }
    }

    /**
     * Resolves {@code store}'s game when its orders are in or its deadline passed, reminds when it is near, then
     * mails whatever it has not sent yet. A game that cannot be handled now is logged (once) and left to the next
     * round; the other games go on.
     */
    private void step(GameStore store, GameId g) {
        GameContext game;
        try {
            game = context(store);
            resolveOrRemind(game, g);
            game = game.reopened(home);
        } catch (UserException | StoreException e) {
            gameFailed(g, e);
            return;
        }
        try {
            send(game);
        } catch (UserException | StoreException e) {
            gameFailed(g, e);
        }
    }

    private void resolveOrRemind(GameContext game, GameId g) {
        try {
            Optional<Instant> deadline = Deadlines.of(game.store().dir()).deadline(game.store());
            Instant now = clock.instant();
            if (ready(game)) {
                PhaseResolution.Outcome o = PhaseResolution.resolve(game, false, null, now);
                log.accept("resolved " + g + " turn " + o.before().turn() + " phase "
                        + o.before().phase().number() + " (journal " + o.entry().folder() + ")");
                continueWithAdvanceOrders(game.reopened(home), now, g);
            } else if (deadline.isPresent() && !now.isBefore(deadline.get())) {
                missedDeadline(game, g, now);
            } else if (deadline.isPresent()
                    && !now.isBefore(deadline.get().minus(REMIND_BEFORE))
                    && delivery.due(now)) {
                Set<Side> late = new TreeSet<>(game.awaiting());
                late.removeAll(game.store()
                        .orders(game.state().turn(), game.state().phase())
                        .keySet());
                if (MissedDeadline.extended(game)) {
                    late.clear(); // the late mail of the extension was their reminder (docs/club.md)
                }
                SendReport r = Reminders.send(
                        game.store(),
                        late,
                        deadline.get(),
                        MissedDeadline.thens(game, late),
                        settings,
                        templatesDir,
                        env,
                        clock);
                if (!r.sent().isEmpty()) {
                    log.accept("reminded " + g + " " + late + " of the deadline " + deadline.get());
                }
                delivered(g.toString(), r);
                alerts.delivered(r);
            }
        } catch (UserException | StoreException e) {
            if (!notNow(e)) {
                throw e;
            }
            log.accept("game " + g + " not resolved now: " + e.getMessage());
        }
    }

    /** A deadline passed with orders awaited: the game's missed-orders policy (docs/club.md), each step logged. */
    private void missedDeadline(GameContext game, GameId g, Instant now) {
        MissedDeadline.Step step = MissedDeadline.apply(game, now);
        if (step instanceof MissedDeadline.Extended e) {
            log.accept("deadline passed: " + g + " "
                    + Deadlines.phaseKey(game.state().turn(), game.state().phase()) + " extended to " + e.deadline()
                    + " for " + e.late().keySet() + " (missed-orders policy)");
            e.late().forEach((side, then) -> {
                SendReport r = Reminders.sendLate(
                        game.store(), Set.of(side), e.deadline(), then, settings, templatesDir, env, clock);
                delivered(g.toString(), r);
                alerts.delivered(r);
            });
        } else if (step instanceof MissedDeadline.Paused p) {
            log.accept("deadline passed: " + g + " paused, waiting for " + p.sides() + ": the stand-in played "
                    + p.limit() + " of their phases in a row, the limit (missed-orders policy)");
            SendReport r = Reminders.sendPaused(game.store(), p.sides(), p.limit(), settings, templatesDir, env, clock);
            delivered(g.toString(), r);
            alerts.delivered(r);
        } else if (step instanceof MissedDeadline.Resolved r) {
            PhaseResolution.Outcome o = r.outcome();
            StringBuilder what = new StringBuilder();
            r.choices()
                    .forEach((side, c) -> what.append(", ")
                            .append(side)
                            .append(' ')
                            .append(
                                    c.act() == MissedOrders.Act.STAND_IN
                                            ? "played by the stand-in (" + c.run() + " in a row)"
                                            : "conceded (forfeit after " + c.run()
                                                    + " phases played by the stand-in)"));
            log.accept("deadline passed: resolved " + g + " turn " + o.before().turn() + " phase "
                    + o.before().phase().number() + " with the default orders of " + o.defaulted() + what + " (journal "
                    + o.entry().folder() + ")");
            continueWithAdvanceOrders(game.reopened(home), now, g);
        } else {
            throw new AssertionError(step);
        }
    }

    /** A game that could not be handled this round, for a reason other than a lock: logged once per reason. */
    private void gameFailed(GameId g, RuntimeException e) {
        if (notNow(e)) {
            log.accept("game " + g + " not handled now: " + e.getMessage());
            return;
        }
        problems.add("game " + g + ": " + e.getMessage());
        if (once("game " + g + "\t" + e.getMessage())) {
            log.accept(
                    "game " + g + " not handled: " + e.getMessage() + " (tried again each round; this is logged once)");
        }
    }

    /** A game locked or moved on meanwhile (exit 4 at the command line): tried again next round. */
    private static boolean notNow(RuntimeException e) {
        return e instanceof StoreException s
                ? s.notNow()
                : e instanceof UserException u && u.exitCode() == ExitCode.CONFLICT;
    }

    private Path heartbeatFile() {
        return home.root().resolve(".mail-in").resolve("watch.heartbeat");
    }

    private Optional<Instant> lastRound() {
        try {
            Path f = heartbeatFile();
            return Files.exists(f)
                    ? Optional.of(Instant.parse(Files.readString(f).strip()))
                    : Optional.empty();
        } catch (IOException | DateTimeParseException e) {
            return Optional.empty();
        }
    }

    private void heartbeat() {
        try {
            GameFiles.ownerOnlyFolder(heartbeatFile().getParent());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + heartbeatFile().getParent() + ": " + e.getMessage(), e);
        }
        AtomicFiles.write(heartbeatFile(), (clock.instant() + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /** Not over, and every side the current phase awaits has sent its orders. */
    static boolean ready(GameContext game) {
        if (game.state().isOver()) {
            return false;
        }
        Set<Side> sent =
                game.store().orders(game.state().turn(), game.state().phase()).keySet();
        return sent.containsAll(game.awaiting());
    }

    /**
     * Mails whatever {@code game} has not sent yet (welcomes, receipts a failed send left, reports), unless the
     * mail server is down and not due for a try.
     */
    private void send(GameContext game) {
        if (!delivery.due(clock.instant())) {
            alerts.failed(UmpireAlerts.Kind.DELIVER, delivery.cause()); // the episode goes on
            return;
        }
        SendReport r = GameMail.sendAll(game, settings, templatesDir, umpireLanguage, clock);
        if (!r.sent().isEmpty()) {
            long receipts = r.sent().stream()
                    .filter(x -> x.messageId().contains(".receipt."))
                    .count();
            log.accept(
                    "mailed " + r.sent().size() + " mail(s) of " + game.store().id() + " ("
                            + (r.sent().size() - receipts) + " report(s), " + receipts + " receipt(s)) via " + r.via());
        }
        delivered(game.store().id().toString(), r);
        alerts.delivered(r);
    }

    /** The answers to mails that named no game, waiting in the intake's queue. */
    private void sendAnswers() {
        if (!delivery.due(clock.instant())) {
            return;
        }
        IntakeLock.Attempt attempt;
        try {
            attempt = IntakeLock.tryTake(home, "umpire watch", clock.instant());
        } catch (UncheckedIOException e) {
            problems.add("answers: " + e.getMessage());
            return;
        }
        if (attempt.lock().isEmpty()) {
            return; // the intake's own queue is the lock holder's to send (see docs/mail-in.md: never twice)
        }
        try (IntakeLock lock = attempt.lock().get()) {
            lock.takenOver()
                    .ifPresent(h -> log.accept("intake lock " + IntakeLock.file(home) + " taken over: it named " + h));
            SendReport r = MailIntake.sendQueuedAnswers(home, settings, env, clock);
            if (!r.sent().isEmpty()) {
                log.accept("mailed " + r.sent().size() + " answer(s) to mails that named no game via " + r.via());
            }
            delivered("answers", r);
        } catch (UserException | StoreException e) {
            problems.add("answers: " + e.getMessage());
            if (once("answers\t" + e.getMessage())) {
                log.accept("answers to mails that named no game not sent: " + e.getMessage());
            }
        }
    }

    /**
     * What a send left undelivered: a failure of the server itself starts (or goes on with) its outage, logged
     * once; a mail refused alone is logged once. A send that delivered something ends the outage.
     */
    private void delivered(String what, SendReport r) {
        Instant now = clock.instant();
        Optional<SendReport.Failed> wide =
                r.failed().stream().filter(SendReport.Failed::serverWide).findFirst();
        if (wide.isPresent()) {
            delivery.failed(now, wide.get().cause(), log);
        } else if (!r.sent().isEmpty()) {
            delivery.worked(now, log);
        }
        for (SendReport.Failed f : r.failed()) {
            problems.add(what + ": " + f.describe());
            if (!f.serverWide() && once(f.messageId() + "\t" + f.serverReply())) {
                log.accept("NOT delivered (" + what + "): " + f.describe() + " (tried again each round; logged once)");
            }
        }
    }

    /** True the first time {@code key} is seen (a bounded memory: the oldest are forgotten). */
    private boolean once(String key) {
        if (!logged.add(key)) {
            return false;
        }
        if (logged.size() > 10_000) {
            logged.remove(logged.iterator().next());
        }
        return true;
    }

    /** The game for this round: a change another process made before the round started is not a concurrent one. */
    private GameContext context(GameStore store) {
        Scenario s = scenarios.of(store);
        return GameContext.of(store, s).startedAt(roundStart);
    }
}

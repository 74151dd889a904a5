package org.umpire.cli.command;

import java.io.PrintWriter;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UmpireClock;
import org.umpire.cli.base.UserException;
import org.umpire.cli.game.GameScenarios;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.in.DeadlineNotices;
import org.umpire.cli.mail.in.SecretMails;
import org.umpire.cli.mail.out.ReplyQueue;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.options.GameArgument;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.text.UmpireLanguage;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code umpire deadline GAME [+TIME | SIDE --vacation FROM..TO] [--set KIND=TIME,...]}: shows or
 * changes a game's deadlines (docs/mail-in.md).
 */
@Command(
        name = "deadline",
        mixinStandardHelpOptions = true,
        description = {
            "Show or change a game's deadlines.",
            "umpire deadline GAME: the current phase's deadline. +24h: gives the current phase 24 hours more."
                    + " SIDE --vacation 2026-12-01..12-05: that side is away; deadlines move by the time it misses."
                    + " --set movement=48h,combat=24h: how long each kind of phase lasts."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:shown or changed (a change is mailed to every player: I-REP-19)",
            "2:bad command line",
            "3:no such game",
            "4:game locked by another process"
        })
public final class DeadlineCommand implements Callable<Integer> {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

    @Mixin
    GameArgument gameArg;

    @Parameters(
            index = "1",
            arity = "0..1",
            paramLabel = "+TIME|SIDE",
            description = "+24h to give the current phase more time, or US|JP with --vacation.")
    String change;

    @Option(
            names = "--vacation",
            paramLabel = "FROM..TO",
            description = "The side's days away, e.g. 2026-12-01..12-05.")
    String vacation;

    @Option(
            names = "--set",
            paramLabel = "KIND=TIME,...",
            description = "Durations per kind of phase (movement=48h,...).")
    String set;

    @Mixin
    GamesOptions games = new GamesOptions();

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    MailOptions mail = new MailOptions();

    @Override
    public Integer call() {
        GameStore store = GameStore.open(games.home(), gameArg.id());
        PrintWriter out = spec.commandLine().getOut();
        TextBundle t = TextBundle.load("cli/umpire", UmpireLanguage.of(store.config()), null);
        try (GameLock lock = store.lock()) {
            Deadlines d;
            try {
                d = Deadlines.of(store.dir());
            } catch (UserException e) {
                throw t.worded(e); // deadlines.txt spoilt: said in the game's umpire language
            }
            List<DeadlineNotices.Change> changes = new ArrayList<>();
            if (set != null) {
                Map<Deadlines.Kind, Duration> durations =
                        worded(() -> Deadlines.parseSpec(set), t.get("deadline.error.set", "set", set));
                d.setDurations(durations);
                changes.add(new DeadlineNotices.Durations(durations));
            }
            if (change != null && change.startsWith("+")) {
                if (vacation != null) {
                    throw new UserException(
                            ExitCode.USAGE, t.get("deadline.error.vacation-with-time", "change", change));
                }
                Duration by = worded(
                        () -> Deadlines.duration(change.substring(1)),
                        t.get("deadline.error.time", "text", change.substring(1)));
                d.extend(Deadlines.phaseKey(store.state().turn(), store.state().phase()), by);
                changes.add(new DeadlineNotices.Extended(by));
            } else if (change != null) {
                Side side;
                try {
                    side = new SideConverter().convert(change);
                } catch (RuntimeException e) {
                    throw new UserException(
                            ExitCode.USAGE, t.get("deadline.error.not-time-nor-side", "change", change));
                }
                if (vacation == null) {
                    throw new UserException(ExitCode.USAGE, t.get("deadline.error.side-without-vacation"));
                }
                Deadlines.Vacation v = vacation(side, vacation, t);
                worded(
                        () -> {
                            d.addVacation(v);
                            return v;
                        },
                        t.get("deadline.error.vacation-order", "from", v.from(), "to", v.to()));
                changes.add(new DeadlineNotices.Vacation(v));
            } else if (vacation != null) {
                throw new UserException(
                        ExitCode.USAGE,
                        t.get("deadline.error.vacation-without-side", "game", gameArg.id(), "vacation", vacation));
            }
            if (!changes.isEmpty()) {
                // I-REP-19: both sides are told, in the same words for a side not awaited whatever the other decides
                MailSettings settings = mail.settings(games.home());
                Scenario scenario = new GameScenarios(games.rulesDir()).of(store);
                int queued = DeadlineNotices.queue(store, scenario, d, changes, settings, mail.templatesDir())
                        .size();
                d.save();
                if (queued > 0) {
                    // the welcomes still owed go first: each begins its player's thread, which the notice joins
                    SecretMails.sendPendingWelcomes(
                            store, settings, mail.templatesDir(), UmpireClock.get(), System.getenv());
                    SendReport r = ReplyQueue.send(store.dir(), settings, System.getenv(), UmpireClock.get());
                    out.println(t.get(
                            "deadline.notices",
                            "count",
                            queued,
                            "sent",
                            r.sent().size(),
                            "via",
                            r.via()));
                }
            }
            ZoneId zone = store.config().timeZone();
            Optional<Instant> at = d.deadline(store);
            out.println(at.map(i -> t.get(
                            "deadline.at",
                            "game",
                            gameArg.id(),
                            "local",
                            local(i, zone),
                            "zone",
                            zone,
                            "utc",
                            local(i, ZoneOffset.UTC)))
                    .orElse(t.get("deadline.none", "game", gameArg.id())));
            out.flush();
            return ExitCode.OK;
        }
    }

    /** {@code work}, its refusal worded in the game's umpire language ({@code words}): the store's checks speak English. */
    private static <T> T worded(Supplier<T> work, String words) {
        try {
            return work.get();
        } catch (UserException e) {
            throw new UserException(e.exitCode(), words, e);
        }
    }

    /** {@code 2026-12-01..12-05} or {@code 2026-12-01..2026-12-05}. */
    static Deadlines.Vacation vacation(Side side, String text, TextBundle t) {
        String[] p = text.split("\\.\\.");
        try {
            if (p.length != 2) {
                throw new DateTimeParseException("no ..", text, 0);
            }
            LocalDate from = LocalDate.parse(p[0].strip());
            String to = p[1].strip();
            LocalDate until = to.length() == 5 ? LocalDate.parse(from.getYear() + "-" + to) : LocalDate.parse(to);
            return new Deadlines.Vacation(side, from, until);
        } catch (DateTimeParseException e) {
            throw new UserException(ExitCode.USAGE, t.get("deadline.error.vacation-form", "text", text));
        }
    }

    static String local(Instant i, ZoneId zone) {
        return WHEN.format(i.atZone(zone));
    }
}

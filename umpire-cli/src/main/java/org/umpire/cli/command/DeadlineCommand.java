package org.umpire.cli.command;

import org.umpire.cli.options.GamesOptions;

import java.io.PrintWriter;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.engine.model.Side;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code umpire deadline GAME [+TIME | SIDE --vacation FROM..TO] [--set KIND=TIME,...]}: shows or
 * changes a game's deadlines (docs/mail-in.md).
 */
@Command(name = "deadline", mixinStandardHelpOptions = true,
        description = {"Show or change a game's deadlines.",
            "umpire deadline GAME: the current phase's deadline. +24h: gives the current phase 24 hours more."
                + " SIDE --vacation 2026-12-01..12-05: that side is away; deadlines move by the time it misses."
                + " --set movement=48h,combat=24h: how long each kind of phase lasts."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:shown or changed", "2:bad command line", "3:no such game", "4:game locked by another process"})
public final class DeadlineCommand implements Callable<Integer> {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

    @Parameters(index = "0", paramLabel = "GAME", converter = GameId.Converter.class, description = "The game's id.")
    GameId game;

    @Parameters(index = "1", arity = "0..1", paramLabel = "+TIME|SIDE",
            description = "+24h to give the current phase more time, or US|JP with --vacation.")
    String change;

    @Option(names = "--vacation", paramLabel = "FROM..TO", description = "The side's days away, e.g. 2026-12-01..12-05.")
    String vacation;

    @Option(names = "--set", paramLabel = "KIND=TIME,...", description = "Durations per kind of phase (movement=48h,...).")
    String set;

    @Mixin
    GamesOptions games = new GamesOptions();

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        GameStore store = GameStore.open(games.home(), game);
        PrintWriter out = spec.commandLine().getOut();
        try (GameLock lock = store.lock()) {
            Deadlines d = Deadlines.of(store.dir());
            boolean changed = false;
            if (set != null) {
                d.setDurations(Deadlines.parseSpec(set));
                changed = true;
            }
            if (change != null && change.startsWith("+")) {
                if (vacation != null) {
                    throw new UserException(ExitCode.USAGE, "--vacation goes with a side (US or JP), not with " + change);
                }
                d.extend(Deadlines.phaseKey(store.state().turn(), store.state().phase()), Deadlines.duration(change.substring(1)));
                changed = true;
            } else if (change != null) {
                Side side;
                try {
                    side = new SideConverter().convert(change);
                } catch (RuntimeException e) {
                    throw new UserException(ExitCode.USAGE, "\"" + change + "\" is neither +TIME (e.g. +24h) nor a side (US or JP)");
                }
                if (vacation == null) {
                    throw new UserException(ExitCode.USAGE, "a side goes with --vacation FROM..TO (e.g. 2026-12-01..12-05)");
                }
                d.addVacation(vacation(side, vacation));
                changed = true;
            } else if (vacation != null) {
                throw new UserException(ExitCode.USAGE, "--vacation needs the side: umpire deadline " + game + " JP --vacation "
                        + vacation);
            }
            if (changed) {
                d.save();
            }
            ZoneId zone = store.config().timeZone();
            Optional<Instant> at = d.deadline(store);
            org.umpire.cli.text.TextBundle t = org.umpire.cli.text.TextBundle.load("cli/umpire",
                    org.umpire.cli.text.UmpireLanguage.of(store.config()), null);
            out.println(at.map(i -> t.get("deadline.at", "game", game, "local", local(i, zone), "zone", zone,
                    "utc", local(i, java.time.ZoneOffset.UTC))).orElse(t.get("deadline.none", "game", game)));
            out.flush();
            return ExitCode.OK;
        }
    }

    /** {@code 2026-12-01..12-05} or {@code 2026-12-01..2026-12-05}. */
    static Deadlines.Vacation vacation(Side side, String text) {
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
            throw new UserException(ExitCode.USAGE, "--vacation: \"" + text + "\" is not FROM..TO, e.g. 2026-12-01..12-05");
        }
    }

    static String local(Instant i, ZoneId zone) {
        return WHEN.format(i.atZone(zone));
    }
}

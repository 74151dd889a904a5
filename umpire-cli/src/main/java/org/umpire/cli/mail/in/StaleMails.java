package org.umpire.cli.mail.in;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.umpire.cli.mail.out.SentLog;
import org.umpire.engine.model.Side;

/**
 * see docs/mail-in.md#threat-model, I-ORD-26: an order mail written before its side saw the latest report. A mail whose
 * {@code In-Reply-To} or {@code References} name one of this game's reports to the side that is older than
 * the latest report mailed to that side, and whose {@code Date} is earlier than the time that latest report
 * went (the game's sent log), answers a game that has moved on: an old mail re-sent, or orders that crossed
 * the report. A mail naming no report of the game, naming the latest one, without a date, or written after
 * the latest report went (a player who replies to an older report by habit) is read as any other.
 */
final class StaleMails {

    private StaleMails() {}

    /**
     * Why a mail is stale.
     *
     * @param answered the point of the report it answers ({@code T03-P01}, {@code T00-P00}, {@code end})
     * @param latest   the point of the latest report mailed to its side
     * @param sent     when that latest report first went
     */
    record Stale(String answered, String latest, Instant sent) {}

    /** One report of the side in the sent log: its Message-ID, its mail key ({@code T04-P01.r0}) and when it went. */
    private record Report(String messageId, String key, Instant at) {}

    /** Whether {@code mail}, from {@code side} of {@code game} (folder {@code gameDir}), answers a report the game has moved past. */
    static Optional<Stale> of(Path gameDir, String game, Side side, IncomingMail mail) {
        if (mail.date().isEmpty() || mail.references().isEmpty()) {
            return Optional.empty();
        }
        List<Report> reports = reports(gameDir, game, side);
        Optional<Report> named = reports.stream()
                .filter(r -> mail.references().contains(r.messageId()))
                .reduce((a, b) -> b);
        if (named.isEmpty()) {
            return Optional.empty();
        }
        String latestKey = reports.get(reports.size() - 1).key();
        if (named.get().key().equals(latestKey)) {
            return Optional.empty();
        }
        Instant sent = reports.stream()
                .filter(r -> r.key().equals(latestKey))
                .findFirst()
                .orElseThrow()
                .at();
        return mail.date().get().isBefore(sent)
                ? Optional.of(new Stale(point(named.get().key()), point(latestKey), sent))
                : Optional.empty();
    }

    /** The side's reports in the order they went: {@code <game.T04-P01.r0.us.HASH@domain>}, and the earlier {@code .e0007} form. */
    private static List<Report> reports(Path gameDir, String game, Side side) {
        Pattern report =
                Pattern.compile("<" + Pattern.quote(game) + "\\.((?:T[0-9]{2}-P[0-9]{2}|end)(?:\\.[re][0-9]+)?)\\."
                        + side.audience().name().toLowerCase(Locale.ROOT) + "\\.[^.<>@]+@[^<>]+>");
        return SentLog.of(gameDir).entries().stream()
                .map(e -> {
                    Matcher m = report.matcher(e.messageId());
                    return m.matches() ? new Report(e.messageId(), m.group(1), e.at()) : null;
                })
                .filter(Objects::nonNull)
                .toList();
    }

    /** The point of a report's key: {@code T04-P01} of {@code T04-P01.r0}. */
    private static String point(String key) {
        int dot = key.indexOf('.');
        return dot < 0 ? key : key.substring(0, dot);
    }
}

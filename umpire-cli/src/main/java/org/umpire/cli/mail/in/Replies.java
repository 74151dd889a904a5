package org.umpire.cli.mail.in;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.out.MessageIds;
import org.umpire.cli.mail.out.OutgoingMail;
import org.umpire.cli.mail.out.Recipient;
import org.umpire.cli.orders.OrdersReceipt;
import org.umpire.cli.orders.OrdersSubmission;
import org.umpire.cli.orders.ReceiptWriter;
import org.umpire.cli.text.TextBundle;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * The mails the intake writes back: the receipt of a player's orders, in the player's language,
 * and the answer to a mail that could not be accepted, in French and English and naming no game.
 * Wording: {@code templates/mail/messages_fr|en.properties}; the orders part is the orders
 * receipt of {@link ReceiptWriter}. Each reply's Message-ID derives from the mail it answers, so
 * the sent log never lets it go twice.
 */
final class Replies {

    static final String BUNDLE = "mail/messages";
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

    private final MailSettings settings;
    private final Path templatesDir;

    Replies(MailSettings settings, Path templatesDir) {
        this.settings = settings;
        this.templatesDir = templatesDir;
    }

    /** What a receipt says beyond the orders receipt itself. */
    /** @param thread the game's thread of the player ({@code MessageIds.thread}), which the receipt joins */
    record ReceiptFacts(
            String game,
            Side side,
            String to,
            Language language,
            String thread,
            String inReplyTo,
            int mail,
            Instant received,
            ZoneId zone,
            OrdersSubmission.Result result,
            int earlierMails,
            List<MailNotice> notices,
            Optional<Instant> deadline) {}

    OutgoingMail receipt(ReceiptFacts f) {
        TextBundle t = TextBundle.load(BUNDLE, f.language(), templatesDir);
        ReceiptWriter writer = ReceiptWriter.load(f.language(), templatesDir);
        OrdersReceipt r = f.result().receipt();
        String when = when(t, writer, r.turn(), r.phase());
        StringBuilder sb = new StringBuilder();
        sb.append(t.get(
                        "receipt.intro",
                        "received",
                        WHEN.format(f.received().atZone(f.zone())) + " (" + f.zone() + ")",
                        "side",
                        f.side(),
                        "when",
                        when))
                .append('\n');
        switch (f.result().outcome()) {
            case STORED -> sb.append(t.get(f.result().partly() ? "receipt.partly" : "receipt.stored"));
            case REPLACED -> {
                sb.append(t.get("receipt.replaced", "count", f.earlierMails()));
                if (f.result().partly()) {
                    sb.append(' ').append(t.get("receipt.partly"));
                }
            }
            case REFUSED ->
                sb.append(t.get(f.result().refusedAllOrNothing() ? "receipt.all-or-nothing" : "receipt.refused"));
            case EMPTY -> sb.append(t.get("receipt.empty"));
            default -> throw new AssertionError(f.result().outcome());
        }
        sb.append("\n\n").append(t.get("receipt.orders-title")).append('\n');
        sb.append(f.result().render(writer));
        if (f.result().stored()) {
            sb.append('\n')
                    .append(t.get("receipt.hash", "hash", ordersHash(writer.echoes(r))))
                    .append('\n');
        }
        if (!f.notices().isEmpty()) {
            sb.append('\n').append(t.get("receipt.reading")).append('\n');
            for (MailNotice n : f.notices()) {
                sb.append("  ").append(notice(t, n)).append('\n');
            }
        }
        sb.append('\n')
                .append(f.deadline()
                        .map(d -> t.get(
                                "receipt.deadline",
                                "local",
                                WHEN.format(d.atZone(f.zone())),
                                "zone",
                                f.zone(),
                                "utc",
                                WHEN.format(d.atZone(ZoneOffset.UTC))))
                        .orElse(t.get("receipt.no-deadline")))
                .append('\n');
        sb.append("\n-- \n").append(t.get("receipt.footer")).append('\n');
        String subject = t.get("receipt.subject", "game", f.game(), "side", f.side(), "when", when, "mail", f.mail());
        String id = "<" + f.game() + ".receipt." + hash(f.inReplyTo() + "|" + f.side() + "|" + f.to()) + "@"
                + settings.messageIdDomain() + ">";
        return new OutgoingMail(
                id,
                OutgoingMail.replyTo(f.thread(), f.inReplyTo()),
                new Recipient(f.side().audience(), f.to(), f.language()),
                subject,
                sb.toString(),
                html(sb.toString()),
                List.of(),
                List.of(
                        new OutgoingMail.Header("X-Umpire-Game", f.game()),
                        new OutgoingMail.Header(
                                "X-Umpire-Receipt",
                                String.format(
                                        Locale.ROOT,
                                        "T%02d-P%d %s",
                                        r.turn(),
                                        r.phase().number(),
                                        f.side()))));
    }

    /**
     * I-ORD-25: the receipt of a mail from a side the game is not waiting for, its text kept for the side's next
     * decision. It names no phase, no deadline, nothing read against the current phase: only what the side
     * sent and when, so that it never depends on what the other side is deciding (see docs/reports-and-mail.md#no-leak-by-construction).
     */
    OutgoingMail keptReceipt(
            String game,
            Side side,
            String to,
            Language language,
            String thread,
            String inReplyTo,
            int mail,
            Instant received,
            ZoneId zone,
            List<MailNotice> notices) {
        TextBundle t = TextBundle.load(BUNDLE, language, templatesDir);
        StringBuilder sb = new StringBuilder();
        sb.append(t.get("receipt.kept.body", "received", WHEN.format(received.atZone(zone)) + " (" + zone + ")"))
                .append('\n');
        if (!notices.isEmpty()) {
            sb.append('\n').append(t.get("receipt.reading")).append('\n');
            for (MailNotice n : notices) {
                sb.append("  ").append(notice(t, n)).append('\n');
            }
        }
        sb.append('\n').append(t.get("receipt.kept.note")).append('\n');
        sb.append("\n-- \n").append(t.get("receipt.footer")).append('\n');
        String id = "<" + game + ".receipt." + hash(inReplyTo + "|" + side + "|" + to) + "@"
                + settings.messageIdDomain() + ">";
        return new OutgoingMail(
                id,
                OutgoingMail.replyTo(thread, inReplyTo),
                new Recipient(side.audience(), to, language),
                t.get("receipt.kept.subject", "game", game, "side", side, "mail", mail),
                sb.toString(),
                html(sb.toString()),
                List.of(),
                List.of(
                        new OutgoingMail.Header("X-Umpire-Game", game),
                        new OutgoingMail.Header("X-Umpire-Receipt", "kept " + side)));
    }

    /**
     * I-ORD-26: the answer to a mail written before the latest report of its side: which report it answers,
     * that the game has moved on and nothing was stored, and to send the orders again in reply to the latest
     * report; in the player's language, threaded under the player's mail.
     */
    OutgoingMail staleReceipt(
            String game,
            Side side,
            String to,
            Language language,
            String thread,
            String inReplyTo,
            int mail,
            Instant written,
            ZoneId zone,
            StaleMails.Stale stale) {
        TextBundle t = TextBundle.load(BUNDLE, language, templatesDir);
        String text = t.get(
                        "stale.body",
                        "written",
                        WHEN.format(written.atZone(zone)) + " (" + zone + ")",
                        "answered",
                        reportName(t, stale.answered()),
                        "latest",
                        reportName(t, stale.latest()),
                        "sent",
                        WHEN.format(stale.sent().atZone(zone)) + " (" + zone + ")")
                + "\n\n-- \n"
                + t.get("answer.footer") + "\n";
        String id = "<" + game + ".receipt." + hash(inReplyTo + "|" + side + "|" + to) + "@"
                + settings.messageIdDomain() + ">";
        return new OutgoingMail(
                id,
                OutgoingMail.replyTo(thread, inReplyTo),
                new Recipient(side.audience(), to, language),
                t.get("stale.subject", "game", game, "side", side, "mail", mail),
                text,
                html(text),
                List.of(),
                List.of(
                        new OutgoingMail.Header("X-Umpire-Game", game),
                        new OutgoingMail.Header("X-Umpire-Receipt", "stale " + side)));
    }

    /** A report as a player names it: the opening report, the report of turn 4, phase 1, the report of the game's end. */
    private static String reportName(TextBundle t, String point) {
        Matcher m = Pattern.compile("T([0-9]+)-P([0-9]+)").matcher(point);
        if (point.equals("T00-P00")) {
            return t.get("stale.report.opening");
        }
        return m.matches()
                ? t.get(
                        "stale.report.turn",
                        "turn",
                        Integer.parseInt(m.group(1)),
                        "phase",
                        Integer.parseInt(m.group(2)))
                : t.get("stale.report.end");
    }

    /** A notice as a player reads it: {@code line 1: a greeting, ignored}. */
    static String notice(TextBundle t, MailNotice n) {
        Object[] kv = new Object[n.params().size() * 2];
        int i = 0;
        for (var e : n.params().entrySet()) {
            kv[i++] = e.getKey();
            kv[i++] = e.getValue();
        }
        String text = t.get("notice." + n.key(), kv);
        return n.line() > 0 ? t.get("notice.where", "line", n.line()) + text : text;
    }

    /**
     * The answer to a mail not accepted: {@code reasonKey} ({@code answer.auth}, ...) in French then
     * English, to the sender's address, in reply to the mail.
     */
    OutgoingMail answer(String to, String inReplyTo, String subject, String reasonKey, Object... params) {
        StringBuilder sb = new StringBuilder();
        String shownSubject = shownSubject(subject);
        for (Language l : List.of(Language.FR, Language.EN)) {
            TextBundle t = TextBundle.load(BUNDLE, l, templatesDir);
            if (sb.length() > 0) {
                sb.append("\n----------------------------------------\n\n");
            }
            sb.append(t.get("answer.intro", "subject", shownSubject)).append('\n');
            sb.append(t.get(reasonKey, params)).append("\n\n");
            sb.append(t.get("answer.footer")).append('\n');
        }
        String subj = TextBundle.load(BUNDLE, Language.FR, templatesDir).get("answer.subject") + " / "
                + TextBundle.load(BUNDLE, Language.EN, templatesDir).get("answer.subject");
        String id = "<answer." + hash(inReplyTo + "|" + to) + "@" + settings.messageIdDomain() + ">";
        return new OutgoingMail(
                id,
                inReplyTo,
                new Recipient(Audience.UMPIRE, to, Language.FR),
                subj,
                sb.toString(),
                html(sb.toString()),
                List.of(),
                List.of());
    }

    /**
     * The answer to a mail not accepted from a player of a game the mail named ({@code reasonKey}, e.g. a wrong
     * secret code): in that player's language only, joining the game's thread of the player and answering the
     * mail; it goes through the game's queue and outbox like a receipt.
     */
    OutgoingMail refusal(
            String game,
            Side side,
            String to,
            Language language,
            String thread,
            String inReplyTo,
            String subject,
            String reasonKey,
            Object... params) {
        TextBundle t = TextBundle.load(BUNDLE, language, templatesDir);
        String shown = shownSubject(subject);
        String text = t.get("answer.intro", "subject", shown) + "\n" + t.get(reasonKey, params) + "\n\n-- \n"
                + t.get("answer.footer") + "\n";
        String id = "<" + game + ".answer." + hash(inReplyTo + "|" + to) + "@" + settings.messageIdDomain() + ">";
        return new OutgoingMail(
                id,
                OutgoingMail.replyTo(thread, inReplyTo),
                new Recipient(side.audience(), to, language),
                t.get("answer.game.subject", "game", game, "subject", shown),
                text,
                html(text),
                List.of(),
                List.of(new OutgoingMail.Header("X-Umpire-Game", game)));
    }

    /** A player's subject as an answer quotes it: one line, at most 80 characters. */
    private static String shownSubject(String subject) {
        String shown = MailText.subjectForLog(subject).replaceAll("\\p{Cntrl}", " ");
        return shown.length() > 80 ? shown.substring(0, 77) + "..." : shown;
    }

    /**
     * What the welcome mail says of the dice: the commitment, and whether the umpire chose the seed.
     *
     * @param hash   the SHA-256 commitment published in {@code game.yaml}
     * @param chosen the umpire chose the seed ({@code --seed N}): the mail says so
     */
    record Commitment(String hash, boolean chosen) {}

    /**
     * The mail that gives a player a new secret, in the player's language: the welcome mail of a new
     * game ({@code commitment} given), or a reissued code.
     */
    OutgoingMail secret(
            String game,
            Side side,
            String to,
            Language language,
            String thread,
            boolean first,
            String secret,
            Instant issued,
            Optional<Commitment> commitment) {
        TextBundle t = TextBundle.load(BUNDLE, language, templatesDir);
        String text = commitment
                        .map(c -> t.get(
                                "welcome.body",
                                "game",
                                game,
                                "side",
                                side,
                                "secret",
                                secret,
                                "commitment",
                                c.hash(),
                                "seedNote",
                                t.get(c.chosen() ? "welcome.seed.chosen" : "welcome.seed.drawn")))
                        .orElse(t.get("secret.body", "game", game, "side", side, "secret", secret))
                + "\n";
        // the first mail to the player starts the game's thread of that player: its Message-ID is the thread's
        String id = first
                ? thread
                : "<" + game + ".secret." + hash(to + "|" + issued + "|" + secret) + "@" + settings.messageIdDomain()
                        + ">";
        return new OutgoingMail(
                id,
                first ? "" : thread,
                new Recipient(side.audience(), to, language),
                t.get(
                        commitment.isPresent() ? "welcome.subject" : "secret.subject",
                        "game",
                        game,
                        "side",
                        side,
                        "issued",
                        WHEN.format(issued.atZone(ZoneOffset.UTC)) + " UTC"),
                text,
                html(text),
                List.of(),
                List.of(new OutgoingMail.Header("X-Umpire-Game", game)));
    }

    /** The reminder to a side whose orders are still awaited as the deadline nears, in the player's language. */
    OutgoingMail reminder(
            String game,
            Side side,
            String to,
            Language language,
            String thread,
            int turn,
            Phase phase,
            Instant deadline,
            ZoneId zone) {
        return reminder(game, side, to, language, thread, turn, phase, deadline, zone, "");
    }

    /** The reminder, saying what follows the deadline ({@code then}, docs/club.md; empty: the default orders). */
    OutgoingMail reminder(
            String game,
            Side side,
            String to,
            Language language,
            String thread,
            int turn,
            Phase phase,
            Instant deadline,
            ZoneId zone,
            String then) {
        TextBundle t = TextBundle.load(BUNDLE, language, templatesDir);
        ReceiptWriter writer = ReceiptWriter.load(language, templatesDir);
        String when = when(t, writer, turn, phase);
        String text = t.get(
                        then.isEmpty() ? "reminder.body" : "reminder.body.policy",
                        "then",
                        then.isEmpty() ? "" : t.get("missed.then." + then),
                        "when",
                        when,
                        "local",
                        WHEN.format(deadline.atZone(zone)),
                        "zone",
                        zone,
                        "utc",
                        WHEN.format(deadline.atZone(ZoneOffset.UTC)))
                + "\n";
        String key = String.format(Locale.ROOT, "T%02d-P%d", turn, phase.number());
        String id = "<" + game + ".reminder." + key + "." + hash(side + "|" + to + "|" + deadline) + "@"
                + settings.messageIdDomain() + ">";
        return new OutgoingMail(
                id,
                thread,
                new Recipient(side.audience(), to, language),
                t.get(
                        "reminder.subject",
                        "game",
                        game,
                        "when",
                        when,
                        "local",
                        WHEN.format(deadline.atZone(zone)),
                        "zone",
                        zone),
                text,
                html(text),
                List.of(),
                List.of(new OutgoingMail.Header("X-Umpire-Game", game)));
    }

    /**
     * I-REP-19: a change of the deadlines told to one player. A side the game waits for reads its new deadline;
     * any other the words of I-REP-9, the same whatever the other side must decide: the notice's number and the
     * changes (public), nothing of the phase.
     */
    OutgoingMail deadlineNotice(
            DeadlineNotices.Facts f, Side side, String to, Language language, String thread, byte[] salt) {
        TextBundle t = TextBundle.load(BUNDLE, language, templatesDir);
        List<String> changes = f.changes().stream().map(c -> c.words(t)).toList();
        StringBuilder sb = new StringBuilder(t.get("deadline.notice.intro", "changes", String.join("; ", changes)));
        sb.append("\n\n");
        String subject;
        if (f.yours().isPresent()) {
            DeadlineNotices.Yours y = f.yours().get();
            ReceiptWriter writer = ReceiptWriter.load(language, templatesDir);
            String when = when(t, writer, y.turn(), y.phase());
            sb.append(y.deadline()
                    .map(d -> t.get(
                            "deadline.notice.yours",
                            "when",
                            when,
                            "local",
                            WHEN.format(d.atZone(y.zone())),
                            "zone",
                            y.zone(),
                            "utc",
                            WHEN.format(d.atZone(ZoneOffset.UTC))))
                    .orElse(t.get("deadline.notice.yours-none", "when", when)));
            subject = t.get("deadline.notice.subject-yours", "game", f.game(), "notice", f.notice(), "when", when);
        } else {
            sb.append(t.get("deadline.notice.not-yours"));
            subject = t.get("deadline.notice.subject", "game", f.game(), "notice", f.notice());
        }
        sb.append("\n\n-- \n").append(t.get("deadline.notice.footer")).append('\n');
        String id = MessageIds.forSide(
                f.game(),
                "deadline" + f.notice(),
                new Recipient(side.audience(), to, language),
                settings.messageIdDomain(),
                salt);
        return new OutgoingMail(
                id,
                thread,
                new Recipient(side.audience(), to, language),
                subject,
                sb.toString(),
                html(sb.toString()),
                List.of(),
                List.of(new OutgoingMail.Header("X-Umpire-Game", f.game())));
    }

    /**
     * The missed-orders policy's mails (docs/club.md), in the player's language: {@code late}, the deadline passed
     * and the phase got the policy's extension (what follows it: {@code then}); {@code paused}, the game waits for
     * the side after the stand-in's limit; {@code pausedOther}, the game waits for the other side.
     */
    OutgoingMail missedOrders(
            String kind,
            String game,
            Side side,
            String to,
            Language language,
            String thread,
            int turn,
            Phase phase,
            Instant deadline,
            ZoneId zone,
            String then,
            int limit) {
        TextBundle t = TextBundle.load(BUNDLE, language, templatesDir);
        ReceiptWriter writer = ReceiptWriter.load(language, templatesDir);
        String when = when(t, writer, turn, phase);
        String text = t.get(
                        "missed." + kind + ".body",
                        "when",
                        when,
                        "local",
                        deadline == null ? "" : WHEN.format(deadline.atZone(zone)),
                        "zone",
                        zone,
                        "utc",
                        deadline == null ? "" : WHEN.format(deadline.atZone(ZoneOffset.UTC)),
                        "then",
                        then.isEmpty() ? "" : t.get("missed.then." + then),
                        "limit",
                        limit,
                        "turn",
                        turn)
                + "\n";
        String key = String.format(Locale.ROOT, "T%02d-P%d", turn, phase.number());
        String id = "<" + game + "." + kind + "." + key + "." + side.name().toLowerCase(Locale.ROOT) + "."
                + hash(side + "|" + to + "|" + deadline) + "@"
                + settings.messageIdDomain() + ">";
        return new OutgoingMail(
                id,
                thread,
                new Recipient(side.audience(), to, language),
                t.get("missed." + kind + ".subject", "game", game, "when", when, "turn", turn),
                text,
                html(text),
                List.of(),
                List.of(new OutgoingMail.Header("X-Umpire-Game", game)));
    }

    /** A short hash of the accepted orders' canonical lines: the same orders always give the same code. */
    static String ordersHash(List<String> echoes) {
        String h = hash(String.join("\n", echoes));
        return h.substring(0, 4) + "-" + h.substring(4, 8);
    }

    private static String html(String text) {
        String esc = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
        return "<!DOCTYPE html>\n<html><body><pre style=\"font-family: monospace; white-space: pre-wrap\">" + esc
                + "</pre></body></html>\n";
    }

    static String hash(String s) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 5);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", e);
        }
    }

    /** "the set-up" or "turn 3, phase 2", as a receipt, a reminder or a notice names the moment it is about. */
    private static String when(TextBundle t, ReceiptWriter writer, int turn, Phase phase) {
        return phase == Phase.SETUP
                ? writer.text("receipt.when-setup")
                : t.get("receipt.when-turn", "turn", turn, "phase", phase.number());
    }
}

package org.umpire.cli.mail.in;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.umpire.cli.ExitCode;
import org.umpire.cli.UserException;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.out.MailSender;
import org.umpire.cli.mail.out.Mailer;
import org.umpire.cli.mail.out.OutgoingMail;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.orders.OrdersSubmission;
import org.umpire.cli.orders.StoredOrdersContexts;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;

/**
 * Handles one incoming mail from end to end: reads it ({@link MailParser}), drops what a program
 * wrote (auto-replies, bounces, lists, this program's own mails: never answered, so no loops),
 * routes it to a game and side ({@link Routing}), checks the sender's secret
 * ({@link PlayerSecrets}), reads the orders out of the letter ({@link MailText}), stores them by
 * the one submission path ({@link OrdersSubmission}, under the game's lock) and mails the receipt
 * at once through the outgoing mail code (outbox or SMTP, never twice). A mail that cannot be
 * accepted gets an answer naming no game (rate-limited per address) and changes nothing.
 */
public final class MailIntake {

    /** Where a handled mail goes. */
    public enum Outcome {
        /** Read and answered with a receipt (orders stored or not): to the processed folder. */
        PROCESSED,
        /** Not accepted (automatic, unknown sender, wrong secret, no game, too big): to the failed folder. */
        FAILED,
        /** The game is locked by another umpire process, or a file could not be written: try again later. */
        TRY_LATER
    }

    /** @param outcome where the mail goes; @param log one line for the umpire's log (no secret, no body) */
    public record Handled(Outcome outcome, String log) {
    }

    private final GamesHome home;
    private final Path templatesDir;
    private final MailSettings settings;
    private final Map<String, String> env;
    private final Clock clock;
    private final StoredOrdersContexts contexts;
    private final Replies replies;
    private final IntakeLog log;
    private Routing routing;

    public MailIntake(GamesHome home, Path rulesDir, Path templatesDir, MailSettings settings, Map<String, String> env,
                      Clock clock) {
        this.home = home;
        this.templatesDir = templatesDir;
        this.settings = settings;
        this.env = env;
        this.clock = clock;
        this.contexts = new StoredOrdersContexts(rulesDir);
        this.replies = new Replies(settings, templatesDir);
        this.log = new IntakeLog(home.root());
    }

    public Handled handle(byte[] raw) {
        IncomingMail mail = MailParser.parse(raw);
        String who = mail.messageId() + " from " + (mail.from().isEmpty() ? "(no sender)" : mail.from());
        Optional<String> automatic = mail.automatic().or(() -> ownAddress(mail.from()));
        if (automatic.isPresent()) {
            return new Handled(Outcome.FAILED, who + ": not answered, written by a program (" + automatic.get() + ")");
        }
        if (log.handled(mail.messageId())) {
            return new Handled(Outcome.PROCESSED, who + ": handled before, skipped");
        }
        if (mail.tooBig()) {
            return refuse(mail, who, "larger than " + MailLimits.MAX_MAIL_BYTES + " bytes", "answer.too-big",
                    "limit", MailLimits.MAX_MAIL_BYTES >> 20);
        }
        if (mail.notices().contains(MailNotice.of("unreadable", Map.of()))) {
            return refuse(mail, who, "not readable as a mail", "answer.unreadable");
        }
        Routing.Route route = routing().route(mail);
        if (route instanceof Routing.NotAPlayer) {
            return refuse(mail, who, "the sender plays no game named by the mail", "answer.auth");
        }
        if (route instanceof Routing.SeveralGames) {
            List<GameId> games = ((Routing.SeveralGames) route).games();
            String list = games.stream().map(g -> "[" + g + "]").collect(Collectors.joining(", "));
            return refuse(mail, who, "no game tag, and the sender plays " + list, "answer.several-games",
                    "games", list, "example", games.get(0));
        }
        if (!(route instanceof Routing.Routed)) {
            throw new AssertionError(route);
        }
        Routing.Routed to = (Routing.Routed) route;
        MailText.Cleaned cleaned = MailText.clean(mail.text());
        Optional<String> secret = MailText.secretInSubject(mail.subject()).or(cleaned::secret);
        GameStore store = GameStore.open(home, to.game());
        if (!PlayerSecrets.of(store.dir()).matches(to.player().email(), secret.orElse(null))) {
            return refuse(mail, who, secret.isEmpty() ? "no secret code given" : "wrong secret code (or none issued:"
                    + " umpire player secret " + to.game() + " " + to.side() + ")", "answer.auth");
        }
        Instant now = clock.instant();
        OrdersSubmission.Result result;
        int earlier;
        try {
            result = contexts.withLock(home, to.game().value(),
                    locked -> OrdersSubmission.submit(locked, to.side(), cleaned.text(), true));
            earlier = GameStore.open(home, to.game()).earlierOrders(result.receipt().turn(), result.receipt().phase(),
                    to.side()).size();
        } catch (UserException e) {
            if (e.exitCode() == ExitCode.CONFLICT) {
                return new Handled(Outcome.TRY_LATER, who + ": game " + to.game() + " is locked; try later");
            }
            throw e;
        }
        List<MailNotice> notices = new ArrayList<>(mail.notices());
        notices.addAll(cleaned.notices());
        GameConfig config = store.config();
        OutgoingMail receipt = replies.receipt(new Replies.ReceiptFacts(to.game().value(), to.side(),
                to.player().email(), to.player().language(), mail.messageId(), now, config.timeZone(), result, earlier,
                notices));
        SendReport sent = send(store.dir(), receipt);
        String what = to.game() + " " + to.side() + ": " + result.outcome().name().toLowerCase(java.util.Locale.ROOT)
                + " (" + result.receipt().accepted().size() + " order(s), " + result.receipt().errors().size()
                + " error(s)), receipt " + describe(sent);
        if (!sent.allDelivered()) {
            return new Handled(Outcome.TRY_LATER, who + ": " + what); // handled again later: the receipt must go
        }
        log.recordHandled(mail.messageId(), "processed " + to.game() + " " + to.side(), now);
        return new Handled(Outcome.PROCESSED, who + ": " + what);
    }

    /** The games of the folder, read once per intake (a run of {@code receive}). */
    private Routing routing() {
        if (routing == null) {
            Map<GameId, GameConfig> games = new TreeMap<>();
            if (Files.isDirectory(home.root())) {
                try (Stream<Path> dirs = Files.list(home.root())) {
                    for (Path d : (Iterable<Path>) dirs::iterator) {
                        gameId(d.getFileName().toString())
                                .filter(id -> Files.isRegularFile(d.resolve(GameStore.CONFIG)))
                                .ifPresent(id -> games.put(id, GameStore.open(home, id).config()));
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot list " + home.root() + ": " + e.getMessage(), e);
                }
            }
            routing = new Routing(games);
        }
        return routing;
    }

    private static Optional<GameId> gameId(String name) {
        try {
            GameId id = GameId.parse(name);
            return id.value().equals(name) ? Optional.of(id) : Optional.empty();
        } catch (UserException e) {
            return Optional.empty();
        }
    }

    private Optional<String> ownAddress(String from) {
        List<String> own = new ArrayList<>(List.of(settings.from().getAddress(), settings.umpire()));
        settings.replyTo().ifPresent(a -> own.add(a.getAddress()));
        for (String a : own) {
            if (Routing.sameMailbox(a, from) || a.equalsIgnoreCase(from)) {
                return Optional.of("this program's own address");
            }
        }
        return Optional.empty();
    }

    private Handled refuse(IncomingMail mail, String who, String why, String reasonKey, Object... params) {
        Instant now = clock.instant();
        boolean answer = log.recordFailure(mail.from(), now);
        String what = who + ": refused, " + why;
        if (answer) {
            OutgoingMail reply = replies.answer(mail.from(), mail.messageId(), mail.subject(), reasonKey, params);
            what += "; answered " + describe(send(log.dir(), reply));
        } else {
            what += "; not answered (more than " + IntakeLog.ANSWERS_PER_DAY + " refusals from this address today)";
        }
        log.recordHandled(mail.messageId(), "failed", now);
        return new Handled(Outcome.FAILED, what);
    }

    private SendReport send(Path dir, OutgoingMail mail) {
        MailSender sender = Mailer.forGame(settings, dir, env, clock);
        return sender.send(List.of(mail));
    }

    private static String describe(SendReport r) {
        if (!r.failed().isEmpty()) {
            return "NOT delivered: " + r.failed().get(0).describe();
        }
        return (r.sent().isEmpty() ? "already sent" : "sent") + " via " + r.via();
    }
}

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
import org.umpire.cli.store.Deadlines;
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

    /**
     * @param outcome   where the mail goes
     * @param log       one line for the umpire's log (no secret, no body)
     * @param messageId the mail's Message-ID
     */
    public record Handled(Outcome outcome, String log, String messageId) {
        Handled later(String why) {
            return new Handled(Outcome.TRY_LATER, log + "; " + why, messageId);
        }
    }

    /** A reply written but not sent yet, and what to record once it is. */
    private record Pending(Path dir, OutgoingMail reply, String messageId, String record) {
    }

    private final List<Pending> pending = new ArrayList<>();
    private final java.util.Set<String> queued = new java.util.HashSet<>();

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

    /** Handles one mail and sends its reply at once: for a pipe or a folder, one mail at a time. */
    public Handled handle(byte[] raw) {
        Handled h = queue(raw);
        java.util.Map<String, String> failed = flush();
        return failed.containsKey(h.messageId()) ? h.later(failed.get(h.messageId())) : h;
    }

    /**
     * Handles one mail and queues its reply; {@link #flush()} sends the queued replies (one
     * connection per game) and only then records the mails as handled. A source taking mails in
     * batches (IMAP) files each mail after the flush, so a stop in between loses no receipt.
     */
    public Handled queue(byte[] raw) {
        IncomingMail mail;
        try {
            mail = MailParser.parse(raw);
        } catch (RuntimeException e) {
            // issue 22: a mail the parser cannot read is filed as failed, never the end of the round
            String id = "<unreadable-" + Integer.toHexString(java.util.Arrays.hashCode(raw)) + "@umpire.invalid>";
            return new Handled(Outcome.FAILED, id + ": failed, not readable as a mail (" + e.getClass().getSimpleName()
                    + ")", id);
        }
        try {
            return queueParsed(mail);
        } catch (UserException e) {
            throw e;
        } catch (RuntimeException e) {
            // issue 22: whatever one mail holds, the others of the round go on; this one is filed with its reason
            String who = mail.messageId() + " from " + (mail.from().isEmpty() ? "(no sender)" : mail.from());
            return new Handled(Outcome.FAILED, who + ": failed, " + e.getClass().getSimpleName() + ": " + e.getMessage(),
                    mail.messageId());
        }
    }

    private Handled queueParsed(IncomingMail mail) {
        String who = mail.messageId() + " from " + (mail.from().isEmpty() ? "(no sender)" : mail.from());
        Optional<String> automatic = mail.automatic().or(() -> ownAddress(mail.from()));
        if (automatic.isPresent()) {
            return new Handled(Outcome.FAILED, who + ": not answered, written by a program (" + automatic.get() + ")",
                    mail.messageId());
        }
        if (log.handled(mail.messageId()) || queued.contains(mail.messageId())) {
            return new Handled(Outcome.PROCESSED, who + ": handled before, skipped", mail.messageId());
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
        // I-ORD-25: a mail from a side the game is not waiting for is kept for the side's next decision and
        // answered with a receipt that depends on nothing the other side is deciding
        try {
            if (keptForLater(store, to.side(), cleaned.text())) {
                List<MailNotice> notices = new ArrayList<>(mail.notices());
                notices.addAll(cleaned.notices());
                enqueue(new Pending(store.dir(), replies.keptReceipt(to.game().value(), to.side(), to.player().email(),
                        to.player().language(), mail.messageId(), now, store.config().timeZone(), notices),
                        mail.messageId(), "processed " + to.game() + " " + to.side()));
                return new Handled(Outcome.PROCESSED, who + ": " + to.game() + " " + to.side()
                        + ": kept for the side's next decision (the game does not wait for it now), receipt to "
                        + to.player().email(), mail.messageId());
            }
        } catch (UserException e) {
            if (e.exitCode() == ExitCode.CONFLICT) {
                return new Handled(Outcome.TRY_LATER, who + ": game " + to.game() + " is locked; try later",
                        mail.messageId());
            }
            throw e;
        }
        OrdersSubmission.Result result;
        int earlier;
        try {
            result = contexts.withLock(home, to.game().value(),
                    locked -> OrdersSubmission.submit(locked, to.side(), cleaned.text(), true));
            earlier = GameStore.open(home, to.game()).earlierOrders(result.receipt().turn(), result.receipt().phase(),
                    to.side()).size();
        } catch (UserException e) {
            if (e.exitCode() == ExitCode.CONFLICT) {
                return new Handled(Outcome.TRY_LATER, who + ": game " + to.game() + " is locked; try later",
                        mail.messageId());
            }
            throw e;
        }
        List<MailNotice> notices = new ArrayList<>(mail.notices());
        notices.addAll(cleaned.notices());
        GameConfig config = store.config();
        OutgoingMail receipt = replies.receipt(new Replies.ReceiptFacts(to.game().value(), to.side(),
                to.player().email(), to.player().language(), mail.messageId(), now, config.timeZone(), result, earlier,
                notices, Deadlines.of(store.dir()).deadline(GameStore.open(home, to.game()))));
        enqueue(new Pending(store.dir(), receipt, mail.messageId(), "processed " + to.game() + " " + to.side()));
        String what = to.game() + " " + to.side() + ": " + result.outcome().name().toLowerCase(java.util.Locale.ROOT)
                + " (" + result.receipt().accepted().size() + " order(s), " + result.receipt().errors().size()
                + " error(s)), receipt to " + to.player().email();
        return new Handled(Outcome.PROCESSED, who + ": " + what, mail.messageId());
    }

    /**
     * Under the game's lock: when the game does not wait for {@code side} now (I-ORD-25: its last report
     * did not ask it anything, or the game is over), keeps {@code text} for the side's next decision and
     * says so; when it waits for the side, forgets any text kept before (the new mail answers) and says no.
     */
    private boolean keptForLater(GameStore store, org.umpire.engine.model.Side side, String text) {
        org.umpire.engine.scenario.Scenario scenario = contexts.game(home, store.id().value()).scenario();
        try (org.umpire.cli.store.GameLock lock = store.lock()) {
            org.umpire.engine.state.GameState state = store.state();
            if (state.isOver()) {
                return false;
            }
            boolean awaited = org.umpire.engine.phase.TurnEngine.awaiting(scenario, state).contains(side);
            if (store.waitsFor(side, awaited)) {
                if (store.keptOrders(side).isPresent()) {
                    store.dropKept(side);
                }
                return false;
            }
            store.saveKept(side, text);
            return true;
        }
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
        String what = who + ": refused, " + why;
        if (!answerable(mail.from())) {
            // an address the program cannot answer safely (quoted local part, control bytes, none): filed, not answered
            log.recordHandled(mail.messageId(), "failed", now);
            return new Handled(Outcome.FAILED, what + "; not answered (an address this program does not write to)",
                    mail.messageId());
        }
        boolean stranger = !routing().isPlayer(mail.from());
        boolean answer = log.recordFailure(mail.from(), now, stranger);
        if (answer) {
            enqueue(new Pending(log.dir(), replies.answer(mail.from(), mail.messageId(), mail.subject(), reasonKey, params),
                    mail.messageId(), "failed"));
            what += "; answered";
        } else {
            log.recordHandled(mail.messageId(), "failed", now);
            what += stranger ? "; not answered (a sender who plays no game: one answer a day, "
                    + IntakeLog.STRANGER_ANSWERS_PER_DAY + " a day to all such senders)"
                    : "; not answered (more than " + IntakeLog.ANSWERS_PER_DAY + " refusals from this address today)";
        }
        return new Handled(Outcome.FAILED, what, mail.messageId());
    }

    /** A plain address the outgoing mail accepts ({@code Recipient}); anything else is never written to. */
    private static boolean answerable(String address) {
        try {
            new org.umpire.cli.mail.out.Recipient(org.umpire.engine.model.Audience.UMPIRE, address,
                    org.umpire.engine.model.Language.EN);
            return true;
        } catch (IllegalArgumentException | NullPointerException e) {
            return false;
        }
    }

    private void enqueue(Pending p) {
        pending.add(p);
        queued.add(p.messageId());
    }

    /**
     * Sends every queued reply (one connection per folder: a game's, or the intake's for answers),
     * then records their mails as handled. Replies already in a sent log are not sent again.
     *
     * @return the Message-IDs of the mails whose reply could not be delivered, with what the server
     *         said: they are not recorded as handled, and should be tried again later
     */
    public java.util.Map<String, String> flush() {
        java.util.Map<Path, List<Pending>> byDir = new java.util.LinkedHashMap<>();
        for (Pending p : pending) {
            byDir.computeIfAbsent(p.dir(), d -> new ArrayList<>()).add(p);
        }
        pending.clear();
        queued.clear();
        java.util.Map<String, String> failed = new java.util.LinkedHashMap<>();
        Instant now = clock.instant();
        for (java.util.Map.Entry<Path, List<Pending>> e : byDir.entrySet()) {
            List<OutgoingMail> mails = new ArrayList<>();
            e.getValue().forEach(p -> mails.add(p.reply()));
            MailSender sender = Mailer.forGame(settings, e.getKey(), env, clock);
            SendReport r = sender.send(mails);
            java.util.Map<String, String> notSent = new java.util.HashMap<>();
            r.failed().forEach(f -> notSent.put(f.messageId(), "reply NOT delivered: " + f.describe()));
            for (Pending p : e.getValue()) {
                String why = notSent.get(p.reply().messageId());
                if (why != null) {
                    failed.put(p.messageId(), why);
                } else {
                    log.recordHandled(p.messageId(), p.record(), now);
                }
            }
        }
        return failed;
    }
}

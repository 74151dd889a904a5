package org.umpire.cli.mail.in;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.out.OutgoingMail;
import org.umpire.cli.mail.out.Recipient;
import org.umpire.cli.mail.out.ReplyQueue;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.orders.OrdersContext;
import org.umpire.cli.orders.OrdersContexts;
import org.umpire.cli.orders.OrdersSubmission;
import org.umpire.cli.orders.StoredOrdersContexts;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.JournalRecord;
import org.umpire.cli.store.MailChanges;
import org.umpire.cli.store.StoreException;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.GameState;

/**
 * Handles one incoming mail from end to end: reads it ({@link MailParser}), drops what a program
 * wrote (auto-replies, bounces, lists, this program's own mails: never answered, so no loops),
 * routes it to a game and side ({@link Routing}), checks the sender's secret
 * ({@link PlayerSecrets}), reads the orders out of the letter ({@link MailText}), and then, under the
 * game's lock and all at once, stores them by the one submission path ({@link OrdersSubmission}),
 * records the mail as read for that phase and queues its receipt ({@link GameStore#receiveMail}). So a
 * mail is read for exactly one phase, once, whatever becomes of its receipt (see docs/mail-in.md): the receipt goes
 * apart, with {@link #flush()} (outbox or SMTP, never twice), or with the round's mails in {@code watch},
 * and is retried until it is delivered. A mail that cannot be accepted gets an answer naming no game
 * (rate-limited per address) and changes nothing.
 */
public final class MailIntake {

    /** Where a handled mail goes. */
    public enum Outcome {
        /** Read and answered with a receipt (orders stored or not; the receipt queued): to the processed folder. */
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
     * @param unsent    its reply waits in the queue, not delivered by this run: the mail is handled all the same
     */
    public record Handled(Outcome outcome, String log, String messageId, boolean unsent) {

        public Handled(Outcome outcome, String log, String messageId) {
            this(outcome, log, messageId, false);
        }

        /** The same, its reply not delivered yet for {@code why}. */
        Handled unsent(String why) {
            return new Handled(outcome, log + "; " + why, messageId, true);
        }
    }

    /**
     * A reply this run queued, or a mail seen again whose reply may still wait ({@code replyId} empty).
     *
     * @param dir the folder whose queue holds it: a game's, or the intake's
     */
    private record Queued(Path dir, Optional<String> replyId, String messageId) {}

    private final List<Queued> queued = new ArrayList<>();
    /** Replies are left in the queues for the caller ({@code watch} sends them with each game's mails). */
    private boolean deferred;
    /** Why the mail server failed as a whole in this run: later flushes leave the queues for later. */
    private Optional<String> serverDown = Optional.empty();

    private final GamesHome home;
    private final Path templatesDir;
    private final MailSettings settings;
    private final Map<String, String> env;
    private final Clock clock;
    /** When this intake (a receive, a watch round) started, by the machine's clock: a later change by another process is a concurrent one. */
    private final Instant started;

    private final StoredOrdersContexts contexts;
    private final Replies replies;
    private final IntakeLog log;
    /** The games this intake reads mails for, each opened once (docs/mail-in.md#speed). */
    private final RoundGames games;

    private Routing routing;

    public MailIntake(
            GamesHome home,
            Path rulesDir,
            Path templatesDir,
            MailSettings settings,
            Map<String, String> env,
            Clock clock) {
        this.home = home;
        this.templatesDir = templatesDir;
        this.settings = settings;
        this.env = env;
        this.clock = clock;
        this.contexts = new StoredOrdersContexts(rulesDir);
        this.replies = new Replies(settings, templatesDir);
        this.log = new IntakeLog(home.root());
        this.games = new RoundGames(home, contexts);
        this.started = GameContext.machineNow();
    }

    /**
     * Leaves every reply in its queue ({@link #flush()} sends nothing): {@code watch} sends them with each
     * game's mails, where it knows whether the mail server is up.
     */
    public MailIntake deferReplies() {
        this.deferred = true;
        return this;
    }

    /** Handles one mail and sends its reply at once: for a pipe or a folder, one mail at a time. */
    public Handled handle(byte[] raw) {
        Handled h = queue(raw);
        Map<String, String> unsent = flush();
        return unsent.containsKey(h.messageId()) ? h.unsent(unsent.get(h.messageId())) : h;
    }

    /**
     * Handles one mail: its orders stored, the mail recorded as read and its reply queued, at once
     * (see docs/mail-in.md); {@link #flush()} then sends the replies queued (one connection per game). A source
     * taking mails in batches (IMAP) files them after the flush; a mail seen again after a stop is
     * never read again.
     */
    public Handled queue(byte[] raw) {
        IncomingMail mail;
        try {
            mail = MailParser.parse(raw);
        } catch (RuntimeException e) {
            // docs/mail-in.md: a mail the parser cannot read is filed as failed, never the end of the round
            String id = "<unreadable-" + Integer.toHexString(Arrays.hashCode(raw)) + "@umpire.invalid>";
            return new Handled(
                    Outcome.FAILED,
                    id + ": failed, not readable as a mail (" + e.getClass().getSimpleName() + ")",
                    id);
        }
        String who = mail.messageId() + " from " + (mail.from().isEmpty() ? "(no sender)" : mail.from());
        try {
            return queueParsed(mail, who);
        } catch (UserException | StoreException e) {
            throw e;
        } catch (UncheckedIOException e) {
            // a file that could not be written is the folder's trouble, not the mail's: it stays for a later try
            return new Handled(Outcome.TRY_LATER, who + ": left for later, " + e.getMessage(), mail.messageId());
        } catch (RuntimeException e) {
            // docs/mail-in.md: whatever one mail holds, the others of the round go on; this one is filed with its
            // reason
            return new Handled(
                    Outcome.FAILED,
                    who + ": failed, " + e.getClass().getSimpleName() + ": " + e.getMessage(),
                    mail.messageId());
        }
    }

    private Handled queueParsed(IncomingMail mail, String who) {
        Optional<String> automatic = mail.automatic().or(() -> ownAddress(mail.from()));
        if (automatic.isPresent()) {
            return new Handled(
                    Outcome.FAILED,
                    who + ": not answered, written by a program (" + automatic.get() + ")",
                    mail.messageId());
        }
        Optional<String> before = log.handledAs(mail);
        if (before.isPresent()) {
            // its reply may still wait in a queue (a pipe retried after exit 75): this run sends it
            queued.add(new Queued(queueOf(before.get()), Optional.empty(), mail.messageId()));
            return new Handled(Outcome.PROCESSED, who + ": handled before, skipped", mail.messageId());
        }
        if (mail.tooBig()) {
            return refuse(
                    mail,
                    who,
                    "larger than " + MailLimits.MAX_MAIL_BYTES + " bytes",
                    "answer.too-big",
                    "limit",
                    MailLimits.MAX_MAIL_BYTES >> 20);
        }
        if (mail.notices().contains(MailNotice.of("unreadable", Map.of()))) {
            return refuse(mail, who, "not readable as a mail", "answer.unreadable");
        }
        Routing.Route route = routing().route(mail);
        if (route instanceof Routing.NotAPlayer) {
            return refuse(mail, who, "the sender plays no game named by the mail", "answer.auth");
        }
        if (route instanceof Routing.SeveralGames severalGames) {
            List<GameId> games = severalGames.games();
            String list = games.stream().map(g -> "[" + g + "]").collect(Collectors.joining(", "));
            return refuse(
                    mail,
                    who,
                    "no game tag, and the sender plays " + list,
                    "answer.several-games",
                    "games",
                    list,
                    "example",
                    games.get(0));
        }
        if (!(route instanceof Routing.Routed)) {
            throw new AssertionError(route);
        }
        Routing.Routed to = (Routing.Routed) route;
        MailText.Cleaned cleaned = MailText.clean(mail.text());
        Optional<String> secret = MailText.secretInSubject(mail.subject()).or(cleaned::secret);
        GameStore store = games.store(to.game());
        if (!PlayerSecrets.of(store.dir()).matches(to.player().email(), secret.orElse(null))) {
            return refuse(
                    mail,
                    who,
                    secret.isEmpty()
                            ? "no secret code given"
                            : "wrong secret code (or none issued:" + " umpire player secret " + to.game() + " "
                                    + to.side() + ")",
                    Optional.of(to),
                    "answer.auth");
        }
        try {
            Handled h = games.withLock(to.game(), (game, locked) -> read(mail, who, to, cleaned, game, locked));
            if (h.outcome() != Outcome.TRY_LATER) {
                log.recordHandled(mail, "processed " + to.game() + " " + to.side(), clock.instant());
            }
            return h;
        } catch (UserException e) {
            if (e.exitCode() == ExitCode.CONFLICT) {
                return new Handled(
                        Outcome.TRY_LATER, who + ": game " + to.game() + " is locked; try later", mail.messageId());
            }
            throw e;
        } catch (StoreException e) {
            if (e.notNow()) {
                return new Handled(
                        Outcome.TRY_LATER, who + ": game " + to.game() + " is locked; try later", mail.messageId());
            }
            throw e;
        }
    }

    /** The folder whose queue holds the reply to a mail handled before ({@code processed club-42 US}, {@code failed}). */
    private Path queueOf(String outcome) {
        String[] words = outcome.split(" ");
        return words.length >= 2 && (words[0].equals("processed") || words[0].equals("failed"))
                ? gameId(words[1]).map(home::gameDir).orElse(log.dir())
                : log.dir();
    }

    /**
     * Under the game's lock: reads the mail for the game's current phase and makes what it changes at once
     * with the record that it was read and its queued receipt (see docs/mail-in.md). A mail this game read before is
     * not read again, whatever phase the game is at now. I-ORD-25: a mail from a side the game does not wait
     * for is kept for the side's next decision, with a receipt that depends on nothing the other side is
     * deciding.
     */
    private Handled read(
            IncomingMail mail,
            String who,
            Routing.Routed to,
            MailText.Cleaned cleaned,
            GameStore store,
            OrdersContexts.LockedGame locked) {
        String key = IntakeLog.mailKey(mail);
        String where = to.game() + " " + to.side();
        Optional<String> readBefore =
                games.mailOutcome(store, key).or(() -> games.mailOutcome(store, IntakeLog.hash(mail.messageId())));
        if (readBefore.isPresent()) {
            // the same mail (its key), or a mail of this Message-ID read before its key was the mail's own
            queued.add(new Queued(store.dir(), Optional.empty(), mail.messageId()));
            return new Handled(
                    Outcome.PROCESSED,
                    who + ": " + where + ": read before (" + readBefore.get() + "), not read again",
                    mail.messageId());
        }
        Optional<JournalRecord> changed = GameContext.changedByAnother(store, started);
        if (changed.isPresent()) {
            // docs/mail-in.md: a resolve typed while this round ran; the mails it fetched were written for the phase
            // before: left for the next round, read then against the game as it stands
            return new Handled(
                    Outcome.TRY_LATER,
                    who + ": " + where + ": left for the next round: another umpire"
                            + " process changed the game during this one (journal "
                            + changed.get().folder() + ")",
                    mail.messageId());
        }
        Optional<StaleMails.Stale> stale = StaleMails.of(store.dir(), to.game().value(), to.side(), mail);
        if (stale.isPresent()) {
            return refuseStale(mail, who, to, store, key, stale.get());
        }
        Instant now = clock.instant();
        List<MailNotice> notices = new ArrayList<>(mail.notices());
        notices.addAll(cleaned.notices());
        GameState state = store.state();
        boolean over = state.isOver();
        boolean awaited = !over && games.awaiting(store).contains(to.side());
        if (!over && !store.waitsFor(to.side(), awaited)) {
            OutgoingMail receipt = replies.keptReceipt(
                    to.game().value(),
                    to.side(),
                    to.player().email(),
                    to.player().language(),
                    thread(store, to),
                    mail.messageId(),
                    games.mailsReadFrom(store, to.side()) + 1,
                    now,
                    store.config().timeZone(),
                    notices);
            commit(
                    store,
                    key,
                    to.side(),
                    List.of(new MailChanges.Keep(cleaned.text())),
                    receipt,
                    mail.messageId(),
                    now);
            return new Handled(
                    Outcome.PROCESSED,
                    who + ": " + where + ": kept for the side's next decision (the game "
                            + "does not wait for it now), receipt to "
                            + to.player().email(),
                    mail.messageId());
        }
        Collecting collecting = new Collecting(locked);
        OrdersSubmission.Result result = OrdersSubmission.submit(collecting, to.side(), cleaned.text(), true);
        List<MailChanges.Change> changes = new ArrayList<>();
        if (!over && store.keptOrders(to.side()).isPresent()) {
            changes.add(
                    new MailChanges.DropKept()); // the game waits for the side: this mail answers, not the kept text
        }
        collecting.saves.forEach((phase, text) -> changes.add(new MailChanges.SaveOrders(phase, text)));
        Phase phase = result.receipt().phase();
        int earlier = games.earlierOrders(store, result.receipt().turn(), phase, to.side())
                + (collecting.saves.containsKey(phase) && collecting.existed.contains(phase) ? 1 : 0);
        OutgoingMail receipt = replies.receipt(new Replies.ReceiptFacts(
                to.game().value(),
                to.side(),
                to.player().email(),
                to.player().language(),
                thread(store, to),
                mail.messageId(),
                games.mailsReadFrom(store, to.side()) + 1,
                now,
                store.config().timeZone(),
                result,
                earlier,
                notices,
                Deadlines.of(store.dir()).deadline(store)));
        commit(store, key, to.side(), changes, receipt, mail.messageId(), now);
        String what = where + ": " + result.outcome().name().toLowerCase(Locale.ROOT)
                + " (" + result.receipt().accepted().size() + " order(s), "
                + result.receipt().errors().size()
                + " error(s)), receipt to " + to.player().email();
        return new Handled(Outcome.PROCESSED, who + ": " + what, mail.messageId());
    }

    /**
     * I-ORD-26: a mail written before the latest report of its side (an old mail re-sent, or orders that crossed
     * the report) stores nothing; it is recorded as read, and answered with which report it answers and that the
     * orders must be sent again in reply to the latest one.
     */
    private Handled refuseStale(
            IncomingMail mail, String who, Routing.Routed to, GameStore store, String key, StaleMails.Stale stale) {
        Instant now = clock.instant();
        OutgoingMail answer = replies.staleReceipt(
                to.game().value(),
                to.side(),
                to.player().email(),
                to.player().language(),
                thread(store, to),
                mail.messageId(),
                games.mailsReadFrom(store, to.side()) + 1,
                mail.date().orElseThrow(),
                store.config().timeZone(),
                stale);
        commit(store, key, to.side(), List.of(), answer, mail.messageId(), now);
        return new Handled(
                Outcome.PROCESSED,
                who + ": " + to.game() + " " + to.side() + ": not read, stale: it answers"
                        + " the report of " + stale.answered() + " and was written ("
                        + mail.date().orElseThrow() + ") before the"
                        + " report of " + stale.latest() + " went (" + stale.sent() + "); nothing stored, answer to "
                        + to.player().email(),
                mail.messageId());
    }

    /** The game's thread of the player who wrote (the Message-ID of the game's first mail to that player). */
    private String thread(GameStore store, Routing.Routed to) {
        return games.thread(store, to.side(), to.player().email(), settings.messageIdDomain());
    }

    /** Stores the mail's changes, records it as read and queues its reply: one step for the game's store. */
    private void commit(
            GameStore store,
            String key,
            Side side,
            List<MailChanges.Change> changes,
            OutgoingMail reply,
            String messageId,
            Instant now) {
        store.receiveMail(new MailChanges(
                key,
                side,
                store.state().turn(),
                store.state().phase(),
                changes,
                ReplyQueue.nextName(store.replyQueue(), reply),
                ReplyQueue.bytes(reply),
                now));
        games.recorded(store, key, side);
        queued.add(new Queued(store.dir(), Optional.of(reply.messageId()), messageId));
    }

    /**
     * The game as the submission sees it, storing nothing: the orders it would save are collected, to be
     * made at once with the mail's record ({@link GameStore#receiveMail}).
     */
    private static final class Collecting implements OrdersContexts.LockedGame {
        private final OrdersContexts.LockedGame game;
        final Map<Phase, String> saves = new LinkedHashMap<>();
        final Set<Phase> existed = EnumSet.noneOf(Phase.class);

        Collecting(OrdersContexts.LockedGame game) {
            this.game = game;
        }

        @Override
        public OrdersContext context() {
            return game.context();
        }

        @Override
        public boolean saveOrders(Side side, String text) {
            return saveOrders(game.context().state().phase(), side, text);
        }

        @Override
        public boolean saveOrders(Phase phase, Side side, String text) {
            boolean replacing = orders(phase, side).isPresent();
            if (game.orders(phase, side).isPresent()) {
                existed.add(phase);
            }
            saves.put(phase, text);
            return replacing;
        }

        @Override
        public Optional<String> orders(Phase phase, Side side) {
            return saves.containsKey(phase) ? Optional.of(saves.get(phase)) : game.orders(phase, side);
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
                                .ifPresent(id ->
                                        games.put(id, GameStore.open(home, id).config()));
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
        return refuse(mail, who, why, Optional.empty(), reasonKey, params);
    }

    /**
     * Refuses a mail, answering it (within the day's limits). A mail from a player of the game it names
     * ({@code routed}) is answered in the player's language through the game's queue, in the game's thread of the
     * player; any other in French and English through the intake's own queue.
     */
    private Handled refuse(
            IncomingMail mail,
            String who,
            String why,
            Optional<Routing.Routed> routed,
            String reasonKey,
            Object... params) {
        Instant now = clock.instant();
        String what = who + ": refused, " + why;
        if (!answerable(mail.from())) {
            // an address the program cannot answer safely (quoted local part, control bytes, none): filed, not answered
            log.recordHandled(mail, "failed", now);
            return new Handled(
                    Outcome.FAILED,
                    what + "; not answered (an address this program does not write to)",
                    mail.messageId());
        }
        boolean stranger = !routing().isPlayer(mail.from());
        boolean answer = log.recordFailure(mail.from(), now, stranger);
        if (answer) {
            // queued first, then recorded: a stop in between answers it again, under the same Message-ID (sent once)
            if (routed.isPresent()) {
                Routing.Routed to = routed.get();
                GameStore store = games.store(to.game());
                OutgoingMail reply = replies.refusal(
                        to.game().value(),
                        to.side(),
                        mail.from(),
                        to.player().language(),
                        thread(store, to),
                        mail.messageId(),
                        mail.subject(),
                        reasonKey,
                        params);
                ReplyQueue.put(store.dir(), reply);
                queued.add(new Queued(store.dir(), Optional.of(reply.messageId()), mail.messageId()));
                log.recordHandled(mail, "failed " + to.game() + " " + to.side(), now);
                return new Handled(Outcome.FAILED, what + "; answered (" + to.game() + "'s outbox)", mail.messageId());
            }
            OutgoingMail reply = replies.answer(mail.from(), mail.messageId(), mail.subject(), reasonKey, params);
            ReplyQueue.put(log.dir(), reply);
            queued.add(new Queued(log.dir(), Optional.of(reply.messageId()), mail.messageId()));
            what += "; answered";
        } else {
            what += stranger
                    ? "; not answered (a sender who plays no game: one answer a day, "
                            + IntakeLog.STRANGER_ANSWERS_PER_DAY + " a day to all such senders)"
                    : "; not answered (more than " + IntakeLog.ANSWERS_PER_DAY + " refusals from this address today)";
        }
        log.recordHandled(mail, "failed", now);
        return new Handled(Outcome.FAILED, what, mail.messageId());
    }

    /** A plain address the outgoing mail accepts ({@code Recipient}); anything else is never written to. */
    private static boolean answerable(String address) {
        try {
            new Recipient(Audience.UMPIRE, address, Language.EN);
            return true;
        } catch (IllegalArgumentException | NullPointerException e) {
            return false;
        }
    }

    /**
     * Sends the replies waiting in the queue of every folder this run queued to (one connection per folder:
     * a game's, under its lock, or the intake's for answers), the older ones waiting there included. After
     * a failure of the server itself, the other folders are not tried in this run. With
     * {@link #deferReplies()}, sends nothing.
     *
     * @return the Message-IDs of the mails whose reply is still in a queue, with why: handled all the same,
     *         their replies go with the next {@code receive}, {@code send} or {@code watch} round
     */
    public Map<String, String> flush() {
        Map<String, String> unsent = new LinkedHashMap<>();
        Map<Path, List<Queued>> byDir = new LinkedHashMap<>();
        queued.forEach(
                q -> byDir.computeIfAbsent(q.dir(), d -> new ArrayList<>()).add(q));
        queued.clear();
        if (deferred) {
            return unsent;
        }
        for (Map.Entry<Path, List<Queued>> e : byDir.entrySet()) {
            Map<String, String> failed = new HashMap<>();
            Optional<String> whole = serverDown.map(why -> "reply queued, not tried now (" + why + ")");
            if (whole.isEmpty()) {
                try {
                    SendReport r = send(e.getKey());
                    for (SendReport.Failed f : r.failed()) {
                        failed.put(f.messageId(), "reply queued, not delivered yet: " + f.describe());
                        if (f.serverWide()) {
                            serverDown = Optional.of(f.cause());
                        }
                    }
                } catch (UserException | StoreException x) {
                    whole = Optional.of("reply queued, not sent now: " + x.getMessage());
                }
            }
            for (Queued q : e.getValue()) {
                Optional<String> why = whole.or(() -> q.replyId()
                        .map(failed::get)
                        .or(() -> failed.isEmpty()
                                ? Optional.empty()
                                : Optional.of(failed.values().iterator().next())));
                why.ifPresent(
                        w -> unsent.put(q.messageId(), w + "; it goes with the next receive, send or watch round"));
            }
        }
        return unsent;
    }

    /**
     * Sends the answers to mails that named no game waiting in the intake's own queue
     * ({@code games/.mail-in/mail/queue/}): {@code watch} does it each round.
     */
    public static SendReport sendQueuedAnswers(
            GamesHome home, MailSettings settings, Map<String, String> env, Clock clock) {
        return ReplyQueue.send(home.root().resolve(IntakeLog.FOLDER), settings, env, clock);
    }

    /** Sends one folder's queue: a game's under its lock (so that a {@code send} running beside it never doubles one). */
    private SendReport send(Path dir) {
        if (dir.equals(log.dir())) {
            return ReplyQueue.send(dir, settings, env, clock);
        }
        GameStore store = GameStore.open(home, GameId.parse(dir.getFileName().toString()));
        try (GameLock lock = store.lock()) {
            return ReplyQueue.send(dir, settings, env, clock);
        } catch (StoreException.GameBusy e) {
            throw new UserException(
                    ExitCode.CONFLICT, "game " + store.id() + " is locked by another umpire process", e);
        } catch (UserException e) {
            if (e.exitCode() == ExitCode.CONFLICT) {
                throw new UserException(
                        ExitCode.CONFLICT, "game " + store.id() + " is locked by another umpire process", e);
            }
            throw e;
        }
    }
}

package org.umpire.cli.mail.in;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.out.Mailer;
import org.umpire.cli.mail.out.MessageIds;
import org.umpire.cli.mail.out.OutgoingMail;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.mail.out.SentLog;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.GameFiles;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.Player;
import org.umpire.engine.model.Side;

/** Issuing players' secrets: a new one per player of a side, its hash stored, the secret mailed to the player only. */
public final class SecretMails {

    private SecretMails() {}

    /** Under the game's lock: issues, stores and mails a new secret to each player of {@code side}. */
    public static SendReport issue(
            GameStore store,
            Side side,
            MailSettings settings,
            Path templatesDir,
            SecureRandom random,
            Clock clock,
            Map<String, String> env) {
        return issue(store, side, settings, templatesDir, random, clock, env, false);
    }

    /**
     * As {@link #issue}, the secret given in the game's welcome mail when {@code welcome} (the game,
     * the side, the seed's commitment, how to send orders).
     */
    public static SendReport issue(
            GameStore store,
            Side side,
            MailSettings settings,
            Path templatesDir,
            SecureRandom random,
            Clock clock,
            Map<String, String> env,
            boolean welcome) {
        return issue(store, side, settings, templatesDir, random, clock, env, welcome, new HashMap<>());
    }

    /**
     * As {@link #issue(GameStore, Side, MailSettings, Path, SecureRandom, Clock, Map, boolean)}, also
     * putting each player's new secret in {@code issued} by address: for the demo, whose bots play
     * those players and write their order mails with it.
     */
    public static SendReport issue(
            GameStore store,
            Side side,
            MailSettings settings,
            Path templatesDir,
            SecureRandom random,
            Clock clock,
            Map<String, String> env,
            boolean welcome,
            Map<String, String> issued) {
        PlayerSecrets secrets = PlayerSecrets.of(store.dir());
        Replies replies = new Replies(settings, templatesDir);
        Instant now = clock.instant();
        Set<String> pending = pending(store);
        SentLog log = SentLog.of(store.dir());
        List<OutgoingMail> mails = new ArrayList<>();
        for (Player p : store.config().playersOf(side)) {
            String secret = secrets.issue(p.email(), random);
            issued.put(p.email(), secret);
            // a player still owed the welcome mail gets it now, with the new code (never the bare code alone)
            boolean w = welcome || pending.contains(p.email().toLowerCase(Locale.ROOT));
            String thread = MessageIds.thread(store, side, p.email(), settings.messageIdDomain());
            mails.add(replies.secret(
                    store.id().value(),
                    side,
                    p.email(),
                    p.language(),
                    thread,
                    w && !log.contains(thread),
                    secret,
                    now,
                    w
                            ? Optional.of(new Replies.Commitment(
                                    store.config().seedSha256(), store.seed().chosen()))
                            : Optional.empty()));
        }
        SendReport r = Mailer.forGame(settings, store.dir(), env, clock).send(mails);
        if (!pending.isEmpty()) {
            r.sent().forEach(s -> pending.remove(s.to().address().toLowerCase(Locale.ROOT)));
            writePending(store, pending);
        }
        return r;
    }

    private static Set<String> pending(GameStore store) {
        Path file = store.dir().resolve(WELCOME_PENDING);
        Set<String> pending = new LinkedHashSet<>();
        if (!Files.isRegularFile(file)) {
            return pending;
        }
        try {
            for (String line : GameFiles.readLinesNoLink(file)) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    pending.add(line.strip().toLowerCase(Locale.ROOT));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
        return pending;
    }

    private static void writePending(GameStore store, Set<String> pending) {
        Path file = store.dir().resolve(WELCOME_PENDING);
        if (pending.isEmpty()) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot remove " + file + ": " + e.getMessage(), e);
            }
            return;
        }
        StringBuilder sb = new StringBuilder("# players whose welcome mail (commitment, secret code) is still to go\n");
        pending.forEach(a -> sb.append(a).append('\n'));
        AtomicFiles.write(file, sb.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** The file of a new game listing, one a line, the players whose welcome mail is still to go. */
    public static final String WELCOME_PENDING = "welcome.pending";

    /**
     * {@code umpire new} without {@code --no-welcome} (see docs/reports-and-mail.md#no-leak-by-construction): every player's welcome mail (the commitment,
     * how to send orders, the player's secret code) waits for the game's first {@code send} or {@code watch}.
     */
    public static void welcomeLater(GameStore store) {
        Set<String> all = new LinkedHashSet<>();
        for (Side side : Side.values()) {
            for (Player p : store.config().playersOf(side)) {
                all.add(p.email().toLowerCase(Locale.ROOT));
            }
        }
        writePending(store, all);
    }

    /**
     * Under the game's lock, before any report: mails the welcome of every player still listed in
     * {@link #WELCOME_PENDING} (a new secret issued and its hash stored for each), and strikes each player
     * off once the mail is delivered. Nothing to do for a game whose welcomes all went (or were declined).
     */
    public static SendReport sendPendingWelcomes(
            GameStore store, MailSettings settings, Path templatesDir, Clock clock, Map<String, String> env) {
        Set<String> pending = pending(store);
        if (pending.isEmpty()) {
            return new SendReport("", List.of(), List.of(), List.of());
        }
        PlayerSecrets secrets = PlayerSecrets.of(store.dir());
        Replies replies = new Replies(settings, templatesDir);
        Instant now = clock.instant();
        SecureRandom random = new SecureRandom();
        SentLog log = SentLog.of(store.dir());
        List<OutgoingMail> mails = new ArrayList<>();
        for (Side side : Side.values()) {
            for (Player p : store.config().playersOf(side)) {
                if (pending.contains(p.email().toLowerCase(Locale.ROOT))) {
                    String secret = secrets.issue(p.email(), random);
                    String thread = MessageIds.thread(store, side, p.email(), settings.messageIdDomain());
                    mails.add(replies.secret(
                            store.id().value(),
                            side,
                            p.email(),
                            p.language(),
                            thread,
                            !log.contains(thread),
                            secret,
                            now,
                            Optional.of(new Replies.Commitment(
                                    store.config().seedSha256(), store.seed().chosen()))));
                }
            }
        }
        SendReport r = Mailer.forGame(settings, store.dir(), env, clock).send(mails);
        r.sent().forEach(s -> pending.remove(s.to().address().toLowerCase(Locale.ROOT)));
        writePending(store, pending);
        return r;
    }
}

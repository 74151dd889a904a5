package org.umpire.cli.mail.in;


import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.out.Mailer;
import org.umpire.cli.mail.out.OutgoingMail;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.Player;
import org.umpire.engine.model.Side;

/** Issuing players' secrets: a new one per player of a side, its hash stored, the secret mailed to the player only. */
public final class SecretMails {

    private SecretMails() {
    }

    /** Under the game's lock: issues, stores and mails a new secret to each player of {@code side}. */
    public static SendReport issue(GameStore store, Side side, MailSettings settings, Path templatesDir, SecureRandom random,
                                   Clock clock, Map<String, String> env) {
        return issue(store, side, settings, templatesDir, random, clock, env, false);
    }

    /**
     * As {@link #issue}, the secret given in the game's welcome mail when {@code welcome} (the game,
     * the side, the seed's commitment, how to send orders).
     */
    public static SendReport issue(GameStore store, Side side, MailSettings settings, Path templatesDir, SecureRandom random,
                                   Clock clock, Map<String, String> env, boolean welcome) {
        return issue(store, side, settings, templatesDir, random, clock, env, welcome, new java.util.HashMap<>());
    }

    /**
     * As {@link #issue(GameStore, Side, MailSettings, Path, SecureRandom, Clock, Map, boolean)}, also
     * putting each player's new secret in {@code issued} by address: for the demo, whose bots play
     * those players and write their order mails with it.
     */
    public static SendReport issue(GameStore store, Side side, MailSettings settings, Path templatesDir, SecureRandom random,
                                   Clock clock, Map<String, String> env, boolean welcome, Map<String, String> issued) {
        PlayerSecrets secrets = PlayerSecrets.of(store.dir());
        Replies replies = new Replies(settings, templatesDir);
        Instant now = clock.instant();
        java.util.Set<String> pending = pending(store);
        org.umpire.cli.mail.out.SentLog log = org.umpire.cli.mail.out.SentLog.of(store.dir());
        List<OutgoingMail> mails = new ArrayList<>();
        for (Player p : store.config().playersOf(side)) {
            String secret = secrets.issue(p.email(), random);
            issued.put(p.email(), secret);
            // a player still owed the welcome mail gets it now, with the new code (never the bare code alone)
            boolean w = welcome || pending.contains(p.email().toLowerCase(java.util.Locale.ROOT));
            String thread = org.umpire.cli.mail.out.MessageIds.thread(store, side, p.email(), settings.messageIdDomain());
            mails.add(replies.secret(store.id().value(), side, p.email(), p.language(), thread, w && !log.contains(thread),
                    secret, now, w ? java.util.Optional.of(new Replies.Commitment(store.config().seedSha256(), store.seed().chosen()))
                            : java.util.Optional.empty()));
        }
        SendReport r = Mailer.forGame(settings, store.dir(), env, clock).send(mails);
        if (!pending.isEmpty()) {
            r.sent().forEach(s -> pending.remove(s.to().address().toLowerCase(java.util.Locale.ROOT)));
            writePending(store, pending);
        }
        return r;
    }

    private static java.util.Set<String> pending(GameStore store) {
        Path file = store.dir().resolve(WELCOME_PENDING);
        java.util.Set<String> pending = new java.util.LinkedHashSet<>();
        if (!java.nio.file.Files.isRegularFile(file)) {
            return pending;
        }
        try {
            for (String line : org.umpire.cli.store.GameFiles.readLinesNoLink(file)) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    pending.add(line.strip().toLowerCase(java.util.Locale.ROOT));
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
        return pending;
    }

    private static void writePending(GameStore store, java.util.Set<String> pending) {
        Path file = store.dir().resolve(WELCOME_PENDING);
        if (pending.isEmpty()) {
            try {
                java.nio.file.Files.deleteIfExists(file);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException("cannot remove " + file + ": " + e.getMessage(), e);
            }
            return;
        }
        StringBuilder sb = new StringBuilder("# players whose welcome mail (commitment, secret code) is still to go\n");
        pending.forEach(a -> sb.append(a).append('\n'));
        org.umpire.cli.store.AtomicFiles.write(file, sb.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    /** The file of a new game listing, one a line, the players whose welcome mail is still to go. */
    public static final String WELCOME_PENDING = "welcome.pending";

    /**
     * {@code umpire new} without {@code --no-welcome} (issue 21): every player's welcome mail (the commitment,
     * how to send orders, the player's secret code) waits for the game's first {@code send} or {@code watch}.
     */
    public static void welcomeLater(GameStore store) {
        java.util.Set<String> all = new java.util.LinkedHashSet<>();
        for (Side side : Side.values()) {
            for (Player p : store.config().playersOf(side)) {
                all.add(p.email().toLowerCase(java.util.Locale.ROOT));
            }
        }
        writePending(store, all);
    }

    /**
     * Under the game's lock, before any report: mails the welcome of every player still listed in
     * {@link #WELCOME_PENDING} (a new secret issued and its hash stored for each), and strikes each player
     * off once the mail is delivered. Nothing to do for a game whose welcomes all went (or were declined).
     */
    public static SendReport sendPendingWelcomes(GameStore store, MailSettings settings, Path templatesDir, Clock clock,
                                                 Map<String, String> env) {
        java.util.Set<String> pending = pending(store);
        if (pending.isEmpty()) {
            return new SendReport("", List.of(), List.of(), List.of());
        }
        PlayerSecrets secrets = PlayerSecrets.of(store.dir());
        Replies replies = new Replies(settings, templatesDir);
        Instant now = clock.instant();
        SecureRandom random = new SecureRandom();
        org.umpire.cli.mail.out.SentLog log = org.umpire.cli.mail.out.SentLog.of(store.dir());
        List<OutgoingMail> mails = new ArrayList<>();
        for (Side side : Side.values()) {
            for (Player p : store.config().playersOf(side)) {
                if (pending.contains(p.email().toLowerCase(java.util.Locale.ROOT))) {
                    String secret = secrets.issue(p.email(), random);
                    String thread = org.umpire.cli.mail.out.MessageIds.thread(store, side, p.email(),
                            settings.messageIdDomain());
                    mails.add(replies.secret(store.id().value(), side, p.email(), p.language(), thread,
                            !log.contains(thread), secret, now,
                            java.util.Optional.of(new Replies.Commitment(store.config().seedSha256(), store.seed().chosen()))));
                }
            }
        }
        SendReport r = Mailer.forGame(settings, store.dir(), env, clock).send(mails);
        r.sent().forEach(s -> pending.remove(s.to().address().toLowerCase(java.util.Locale.ROOT)));
        writePending(store, pending);
        return r;
    }
}

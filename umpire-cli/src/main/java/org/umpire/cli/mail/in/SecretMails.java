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
        List<OutgoingMail> mails = new ArrayList<>();
        for (Player p : store.config().playersOf(side)) {
            String secret = secrets.issue(p.email(), random);
            issued.put(p.email(), secret);
            mails.add(replies.secret(store.id().value(), side, p.email(), p.language(), secret, now,
                    welcome ? java.util.Optional.of(new Replies.Commitment(store.config().seedSha256(), store.seed().chosen()))
                            : java.util.Optional.empty()));
        }
        return Mailer.forGame(settings, store.dir(), env, clock).send(mails);
    }
}

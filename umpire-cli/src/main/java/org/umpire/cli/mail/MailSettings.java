package org.umpire.cli.mail;

import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * The umpire's mail settings ({@code mail.yaml}, see docs/reports-and-mail.md): who mails are from,
 * where the umpire's own reports go, and the SMTP server if any. Without SMTP, mails are written as
 * {@code .eml} files to each game's {@code outbox/} folder.
 *
 * @param from     the sender, e.g. {@code Arbitre Midway <umpire@club.example>}
 * @param replyTo  where players reply with orders, if not {@code from}
 * @param umpire   where the umpire's full reports go (defaults to {@code from}'s address)
 * @param smtp     the server, or empty for the outbox
 * @param retry    how transient failures are retried
 * @param imap     the {@code imap:} section: the umpire's mailbox that {@code receive --imap} and
 *                 {@code watch --imap} read, or what completes the address given with {@code --imap URL}
 */
public record MailSettings(
        InternetAddress from,
        Optional<InternetAddress> replyTo,
        String umpire,
        Optional<SmtpSettings> smtp,
        Retry retry,
        Optional<ImapSettings.Section> imap) {

    /** Used when no settings file exists: outbox only. */
    public static final String DEFAULT_FROM = "umpire@localhost";

    public MailSettings {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(umpire, "umpire");
        Objects.requireNonNull(retry, "retry");
        replyTo = replyTo == null ? Optional.empty() : replyTo;
        smtp = smtp == null ? Optional.empty() : smtp;
        imap = imap == null ? Optional.empty() : imap;
    }

    /** Without an {@code imap:} section. */
    public MailSettings(
            InternetAddress from,
            Optional<InternetAddress> replyTo,
            String umpire,
            Optional<SmtpSettings> smtp,
            Retry retry) {
        this(from, replyTo, umpire, smtp, retry, Optional.empty());
    }

    /** Where players write: {@code reply-to}, else {@code from}. The intake reads this mailbox. */
    public String playersWriteTo() {
        return replyTo.orElse(from).getAddress();
    }

    /** Outbox only, from {@code umpire@localhost}. */
    public static MailSettings outboxOnly() {
        try {
            return new MailSettings(
                    new InternetAddress(DEFAULT_FROM, true),
                    Optional.empty(),
                    DEFAULT_FROM,
                    Optional.empty(),
                    Retry.DEFAULT);
        } catch (AddressException e) {
            throw new AssertionError(e);
        }
    }

    /** The domain of Message-IDs: the sender's. */
    public String messageIdDomain() {
        String a = from.getAddress();
        return a.substring(a.indexOf('@') + 1);
    }

    /**
     * Retries of transient failures: {@code attempts} tries in all, waiting {@code firstDelay}, then
     * twice as long each time, never more than {@code maxDelay}.
     */
    public record Retry(int attempts, Duration firstDelay, Duration maxDelay, Duration giveUp) {
        /** How long a send keeps trying at most (then one more try may still be under way, at most one timeout). */
        public static final Duration DEFAULT_GIVE_UP = Duration.ofSeconds(60);

        public static final Retry DEFAULT =
                new Retry(4, Duration.ofSeconds(2), Duration.ofSeconds(60), DEFAULT_GIVE_UP);

        public Retry {
            if (attempts < 1 || attempts > 20) {
                throw new IllegalArgumentException("attempts must be 1..20, got " + attempts);
            }
            Objects.requireNonNull(firstDelay, "firstDelay");
            Objects.requireNonNull(maxDelay, "maxDelay");
            Objects.requireNonNull(giveUp, "giveUp");
        }

        public Retry(int attempts, Duration firstDelay, Duration maxDelay) {
            this(attempts, firstDelay, maxDelay, DEFAULT_GIVE_UP);
        }

        /** The wait before try number {@code n + 1} (n = 1 after the first failure). */
        public Duration delayAfter(int n) {
            Duration d = firstDelay;
            for (int i = 1; i < n && d.compareTo(maxDelay) < 0; i++) {
                d = d.multipliedBy(2);
            }
            return d.compareTo(maxDelay) > 0 ? maxDelay : d;
        }
    }
}

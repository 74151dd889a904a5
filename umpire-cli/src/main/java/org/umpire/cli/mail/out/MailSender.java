package org.umpire.cli.mail.out;

import jakarta.mail.internet.MimeMessage;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.umpire.cli.mail.MailSettings;

/**
 * Delivers mails once each: skips those the {@link SentLog} already holds, retries transient
 * failures with growing waits, stops at once on permanent ones, and records each success.
 * One failed mail does not stop the others.
 */
public final class MailSender {

    /** Waits between tries; tests pass one that does not sleep. */
    @FunctionalInterface
    public interface Sleeper {
        void sleep(Duration d) throws InterruptedException;

        Sleeper REAL = d -> Thread.sleep(d.toMillis());
    }

    private final MailComposer composer;
    private final Delivery delivery;
    private final SentLog log;
    private final MailSettings.Retry retry;
    private final Sleeper sleeper;
    private final Clock clock;

    public MailSender(
            MailComposer composer,
            Delivery delivery,
            SentLog log,
            MailSettings.Retry retry,
            Sleeper sleeper,
            Clock clock) {
        this.composer = composer;
        this.delivery = delivery;
        this.log = log;
        this.retry = retry;
        this.sleeper = sleeper;
        this.clock = clock;
    }

    /** Told after each mail: how many of the batch are done (delivered or failed), out of how many. */
    @FunctionalInterface
    public interface Progress {
        void done(int done, int total);

        Progress NONE = (d, t) -> {};
    }

    private Progress progress = Progress.NONE;

    /** Reports progress (the command line prints {@code 3/12 sent} on a terminal). */
    public MailSender withProgress(Progress p) {
        this.progress = p;
        return this;
    }

    /**
     * Delivers the mails not in the sent log. Stops trying once {@code retry.giveUp()} has passed
     * (no new wait or try starts after it), and stops the whole batch at the first final failure
     * that is the server's rather than one mail's (no answer, login refused, no TLS): the mails
     * left are reported as not tried, with the same reason.
     */
    public SendReport send(List<OutgoingMail> mails) {
        List<SendReport.Sent> sent = new ArrayList<>();
        List<SendReport.Skipped> skipped = new ArrayList<>();
        List<SendReport.Failed> failed = new ArrayList<>();
        Instant deadline = clock.instant().plus(retry.giveUp());
        DeliveryException stopAll = null;
        int total = 0;
        for (OutgoingMail mail : mails) {
            if (!log.delivered(mail.messageId(), mail.to().address())) {
                total++;
            }
        }
        int done = 0;
        for (OutgoingMail mail : mails) {
            if (log.delivered(mail.messageId(), mail.to().address())) {
                skipped.add(new SendReport.Skipped(mail.messageId(), mail.to()));
                continue;
            }
            if (stopAll != null) {
                failed.add(new SendReport.Failed(
                        mail.messageId(),
                        mail.to(),
                        stopAll.kind(),
                        "not tried: " + stopAll.serverReply(),
                        stopAll.hint(),
                        0,
                        true));
                progress.done(++done, total);
                continue;
            }
            if (!mail.to().address().chars().allMatch(c -> c < 128)) {
                failed.add(new SendReport.Failed(
                        mail.messageId(),
                        mail.to(),
                        DeliveryException.Kind.PERMANENT,
                        "the address has characters outside ASCII, which would need SMTPUTF8 (not used by this program)",
                        "give the player an ASCII address in the game's game.yaml (players:), then run send again",
                        0));
                progress.done(++done, total);
                continue;
            }
            MimeMessage message = composer.compose(mail, clock.instant());
            DeliveryException last = null;
            int attempt = 1;
            for (; attempt <= retry.attempts(); attempt++) {
                try {
                    delivery.deliver(message, mail);
                    last = null;
                    break;
                } catch (DeliveryException e) {
                    last = e;
                    if (e.kind() == DeliveryException.Kind.PERMANENT || attempt == retry.attempts()) {
                        break;
                    }
                    Duration wait = retry.delayAfter(attempt);
                    if (clock.instant().plus(wait).isAfter(deadline)) {
                        break; // gave up: the stated time is spent
                    }
                    try {
                        sleeper.sleep(wait);
                    } catch (InterruptedException ie) {
                        Thread.currentThread().interrupt();
                        break;
                    }
                }
            }
            if (last == null) {
                log.record(mail.messageId(), mail.to().address(), delivery.via(), clock.instant());
                sent.add(new SendReport.Sent(mail.messageId(), mail.to(), attempt));
            } else {
                failed.add(new SendReport.Failed(
                        mail.messageId(),
                        mail.to(),
                        last.kind(),
                        last.serverReply(),
                        last.hint(),
                        Math.min(attempt, retry.attempts()),
                        last.serverWide()));
                if (last.serverWide()) {
                    stopAll = last;
                }
            }
            progress.done(++done, total);
        }
        delivery.close();
        return new SendReport(delivery.describe(), sent, skipped, failed);
    }
}

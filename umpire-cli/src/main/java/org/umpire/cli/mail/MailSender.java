package org.umpire.cli.mail;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import jakarta.mail.internet.MimeMessage;

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

    public MailSender(MailComposer composer, Delivery delivery, SentLog log, MailSettings.Retry retry, Sleeper sleeper,
                      Clock clock) {
        this.composer = composer;
        this.delivery = delivery;
        this.log = log;
        this.retry = retry;
        this.sleeper = sleeper;
        this.clock = clock;
    }

    public SendReport send(List<OutgoingMail> mails) {
        List<SendReport.Sent> sent = new ArrayList<>();
        List<SendReport.Skipped> skipped = new ArrayList<>();
        List<SendReport.Failed> failed = new ArrayList<>();
        for (OutgoingMail mail : mails) {
            if (log.delivered(mail.messageId(), mail.to().address())) {
                skipped.add(new SendReport.Skipped(mail.messageId(), mail.to()));
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
                    try {
                        sleeper.sleep(retry.delayAfter(attempt));
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
                failed.add(new SendReport.Failed(mail.messageId(), mail.to(), last.kind(), last.serverReply(),
                        last.hint(), Math.min(attempt, retry.attempts())));
            }
        }
        delivery.close();
        return new SendReport(delivery.describe(), sent, skipped, failed);
    }
}

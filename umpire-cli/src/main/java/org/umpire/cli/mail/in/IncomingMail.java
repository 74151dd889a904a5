package org.umpire.cli.mail.in;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One mail received, as read: the message model of the incoming side (the outgoing one is
 * {@link org.umpire.cli.mail.out.OutgoingMail}).
 *
 * @param messageId  its Message-ID with angle brackets (made from a hash of its bytes when it has none)
 * @param from       the sender's plain address ({@code name@example.org}), empty when none could be read
 * @param subject    the subject, decoded
 * @param recipients every address it was sent to (To, Cc, Delivered-To, X-Original-To), for plus-addresses
 * @param automatic  why it was written by a program (auto-reply, bounce, list), empty for a person's mail
 * @param text       the text a person wrote: text/plain, else the HTML part as text, decoded
 * @param notices    what the reading left aside (attachments, HTML converted, text cut at the size limit)
 * @param tooBig     larger than {@link MailLimits#MAX_MAIL_BYTES}: only its headers were read
 * @param date       when its writer says it was written ({@code Date}), empty when none could be read
 * @param references the Message-IDs it answers ({@code In-Reply-To}, then {@code References}), with angle brackets
 */
public record IncomingMail(
        String messageId,
        String from,
        String subject,
        List<String> recipients,
        Optional<String> automatic,
        String text,
        List<MailNotice> notices,
        boolean tooBig,
        Optional<Instant> date,
        List<String> references) {

    public IncomingMail {
        Objects.requireNonNull(messageId, "messageId");
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(text, "text");
        recipients = List.copyOf(recipients);
        notices = List.copyOf(notices);
        Objects.requireNonNull(date, "date");
        references = List.copyOf(references);
    }

    /** A mail without a date or references (a mail built by hand, an unreadable one). */
    public IncomingMail(
            String messageId,
            String from,
            String subject,
            List<String> recipients,
            Optional<String> automatic,
            String text,
            List<MailNotice> notices,
            boolean tooBig) {
        this(messageId, from, subject, recipients, automatic, text, notices, tooBig, Optional.empty(), List.of());
    }
}

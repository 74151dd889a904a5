package org.umpire.cli.mail.out;

import java.util.List;
import java.util.Objects;

/**
 * One mail to send, before MIME: who, what, and the ids that make it unique and threaded.
 *
 * @param messageId  the stable Message-ID, with angle brackets ({@link MessageIds})
 * @param threadRoot the Message-ID this mail replies to, so a game's mails to one side form a thread
 * @param to         the recipient
 * @param subject    the subject line
 * @param text       the plain-text body
 * @param html       the HTML body (the same report)
 * @param attachments files attached (map PNG, force table CSV)
 * @param headers    extra {@code X-Umpire-*} headers naming the game and phase, for replies and audits
 */
public record OutgoingMail(String messageId, String threadRoot, Recipient to, String subject, String text, String html,
                           List<Attachment> attachments, List<Header> headers) {

    public OutgoingMail {
        Objects.requireNonNull(messageId, "messageId");
        Objects.requireNonNull(threadRoot, "threadRoot");
        Objects.requireNonNull(to, "to");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(html, "html");
        attachments = List.copyOf(attachments);
        headers = List.copyOf(headers);
    }

    /** This mail with one more attached file. */
    public OutgoingMail with(Attachment file) {
        List<Attachment> files = new java.util.ArrayList<>(attachments);
        files.add(file);
        return new OutgoingMail(messageId, threadRoot, to, subject, text, html, files, headers);
    }

    /** A plain ASCII header. */
    public record Header(String name, String value) {
        public Header {
            if (!name.matches("X-Umpire-[A-Za-z-]+") || !value.matches("[\\x20-\\x7e]*")) {
                throw new IllegalArgumentException("extra headers are X-Umpire-* with ASCII values");
            }
        }
    }
}

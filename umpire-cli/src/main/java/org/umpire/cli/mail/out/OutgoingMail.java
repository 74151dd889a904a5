package org.umpire.cli.mail.out;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One mail to send, before MIME: who, what, and the ids that make it unique and threaded.
 *
 * @param messageId  the stable Message-ID, with angle brackets ({@link MessageIds})
 * @param references the Message-IDs of its thread, space-separated, the one it answers last ({@code References};
 *                   the last is its {@code In-Reply-To}): the game's thread of the recipient
 *                   ({@link MessageIds#thread}), then the player's mail it answers if any; empty for the
 *                   thread's first mail
 * @param to         the recipient
 * @param subject    the subject line
 * @param text       the plain-text body
 * @param html       the HTML body (the same report)
 * @param attachments files attached (map PNG, force table CSV)
 * @param headers    extra {@code X-Umpire-*} headers naming the game and phase, for replies and audits
 */
public record OutgoingMail(
        String messageId,
        String references,
        Recipient to,
        String subject,
        String text,
        String html,
        List<Attachment> attachments,
        List<Header> headers) {

    public OutgoingMail {
        Objects.requireNonNull(messageId, "messageId");
        Objects.requireNonNull(references, "references");
        references = references.strip();
        Objects.requireNonNull(to, "to");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(html, "html");
        attachments = List.copyOf(attachments);
        headers = List.copyOf(headers);
    }

    /** This mail with one more attached file. */
    public OutgoingMail with(Attachment file) {
        List<Attachment> files = new ArrayList<>(attachments);
        files.add(file);
        return new OutgoingMail(messageId, references, to, subject, text, html, files, headers);
    }

    /** The Message-ID this mail answers (the last of {@link #references}), empty for a thread's first mail. */
    public String inReplyTo() {
        int space = references.lastIndexOf(' ');
        return space < 0 ? references : references.substring(space + 1);
    }

    /** {@code references} then {@code messageId}: the thread of a reply to the mail {@code messageId}. */
    public static String replyTo(String references, String messageId) {
        return references.isBlank() ? messageId : references.strip() + " " + messageId;
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

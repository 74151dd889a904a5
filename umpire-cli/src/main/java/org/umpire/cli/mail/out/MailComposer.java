package org.umpire.cli.mail.out;

import jakarta.activation.DataHandler;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.ContentType;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import jakarta.mail.util.ByteArrayDataSource;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.UnsupportedEncodingException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Comparator;
import java.util.Date;
import java.util.HexFormat;
import java.util.Optional;
import java.util.Properties;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.report.ReportBundle;

/**
 * Builds the MIME message of an {@link OutgoingMail}: {@code multipart/mixed} holding a
 * {@code multipart/related} (a {@code multipart/alternative} of text then HTML, both UTF-8, and the
 * map the HTML shows inline by {@code cid:}) and the attachments (the map again, the force table); subject,
 * names and file names in UTF-8 (RFC 2047 / RFC 2231); the stable Message-ID; {@code In-Reply-To}
 * and {@code References} naming the game's thread of the recipient and the mail answered; {@code Auto-Submitted}
 * (RFC 3834) so that vacation replies stay away.
 */
public final class MailComposer {

    private final MailSettings settings;
    private final Session session;

    public MailComposer(MailSettings settings) {
        this.settings = settings;
        Properties p = new Properties();
        p.setProperty("mail.mime.charset", "UTF-8");
        this.session = Session.getInstance(p);
    }

    public MimeMessage compose(OutgoingMail mail, Instant date) {
        try {
            MimeMessage m = new FixedIdMessage(session, mail.messageId());
            m.setFrom(utf8(settings.from()));
            if (settings.replyTo().isPresent()) {
                m.setReplyTo(new InternetAddress[] {utf8(settings.replyTo().get())});
            }
            m.setRecipient(
                    MimeMessage.RecipientType.TO, new InternetAddress(mail.to().address(), true));
            m.setSubject(mail.subject(), "UTF-8");
            m.setSentDate(Date.from(date));
            if (!mail.references().isEmpty()) {
                m.setHeader("In-Reply-To", mail.inReplyTo());
                m.setHeader("References", mail.references());
            }
            m.setHeader("Auto-Submitted", "auto-generated");
            m.setHeader("Content-Language", mail.to().language().code());
            for (OutgoingMail.Header h : mail.headers()) {
                m.setHeader(h.name(), h.value());
            }
            MimeMultipart alternative = multipart("alternative", mail.messageId());
            MimeBodyPart text = new MimeBodyPart();
            text.setText(mail.text(), "UTF-8", "plain");
            text.setHeader("Content-Transfer-Encoding", "quoted-printable");
            alternative.addBodyPart(text);
            MimeBodyPart html = new MimeBodyPart();
            html.setText(mail.html(), "UTF-8", "html");
            html.setHeader("Content-Transfer-Encoding", "quoted-printable");
            alternative.addBodyPart(html);
            MimeMultipart mixed = multipart("mixed", mail.messageId());
            MimeBodyPart body = new MimeBodyPart();
            body.setContent(alternative);
            String cid = "cid:" + ReportBundle.MAP_CONTENT_ID;
            // the picture the HTML shows: the phone map where the mail has one, else the map attached
            Optional<Attachment> inline = mail.html().contains(cid)
                    ? mail.attachments().stream()
                            .filter(a -> a.mimeType().equals("image/png"))
                            .min(Comparator.comparing(a -> !a.inline()))
                    : Optional.empty();
            if (inline.isPresent()) {
                // the map shown in the HTML (multipart/related); the full map is attached for saving or printing
                MimeMultipart related = multipart("related", mail.messageId());
                related.addBodyPart(body);
                MimeBodyPart image = new MimeBodyPart();
                image.setDataHandler(
                        new DataHandler(new ByteArrayDataSource(inline.get().content(), "image/png")));
                image.setContentID("<" + ReportBundle.MAP_CONTENT_ID + ">");
                image.setDisposition(MimeBodyPart.INLINE);
                image.setFileName(inline.get().fileName());
                related.addBodyPart(image);
                body = new MimeBodyPart();
                body.setContent(related);
            }
            mixed.addBodyPart(body);
            for (Attachment a : mail.attachments()) {
                if (a.inline()) {
                    continue;
                }
                MimeBodyPart part = new MimeBodyPart();
                part.setDataHandler(new DataHandler(new ByteArrayDataSource(a.content(), a.mimeType())));
                part.setFileName(a.fileName());
                part.setDisposition(MimeBodyPart.ATTACHMENT);
                mixed.addBodyPart(part);
            }
            m.setContent(mixed);
            m.saveChanges();
            return m;
        } catch (MessagingException e) {
            throw new IllegalStateException("cannot build the mail " + mail.messageId() + ": " + e.getMessage(), e);
        }
    }

    /** The same address with its display name encoded in UTF-8 (RFC 2047) whatever it holds. */
    private static InternetAddress utf8(InternetAddress a) {
        try {
            return a.getPersonal() == null
                    ? new InternetAddress(a.getAddress())
                    : new InternetAddress(a.getAddress(), a.getPersonal(), "UTF-8");
        } catch (UnsupportedEncodingException | AddressException e) {
            throw new IllegalStateException("cannot encode the address " + a + ": " + e.getMessage(), e);
        }
    }

    /** The message as RFC 5322 bytes (what an {@code .eml} file holds). */
    public static byte[] bytes(MimeMessage m) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            m.writeTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (MessagingException e) {
            throw new IllegalStateException("cannot write a mail: " + e.getMessage(), e);
        }
        return out.toByteArray();
    }

    /** Reads an {@code .eml} file's bytes back into a message. */
    public MimeMessage parse(byte[] eml) {
        try {
            return new MimeMessage(session, new ByteArrayInputStream(eml));
        } catch (MessagingException e) {
            throw new IllegalStateException("not a mail: " + e.getMessage(), e);
        }
    }

    /**
     * A multipart whose boundary is a function of the mail's Message-ID and the part's kind (see docs/reports-and-mail.md#no-leak-by-construction): Jakarta
     * Mail's own boundary holds a counter of every part the process made and the time, so a side's mail would
     * change with the number of mails the other side was sent. The Message-ID is already in the mail.
     */
    static MimeMultipart multipart(String subtype, String messageId) {
        MimeMultipart m = new MimeMultipart(subtype);
        try {
            byte[] d = MessageDigest.getInstance("SHA-256")
                    .digest((subtype + "|" + messageId).getBytes(StandardCharsets.UTF_8));
            String boundary = "=_umpire_" + subtype + "_" + HexFormat.of().formatHex(d, 0, 12);
            ContentType ct = new ContentType("multipart", subtype, null);
            ct.setParameter("boundary", boundary);
            return new FixedBoundary(subtype, ct.toString());
        } catch (NoSuchAlgorithmException e) {
            return m;
        }
    }

    /** A multipart with a boundary given. */
    private static final class FixedBoundary extends MimeMultipart {
        FixedBoundary(String subtype, String contentType) {
            super(subtype);
            this.contentType = contentType;
        }
    }

    /** A message whose Message-ID is ours, kept when headers are updated. */
    private static final class FixedIdMessage extends MimeMessage {
        private final String id;

        FixedIdMessage(Session session, String id) {
            super(session);
            this.id = id;
        }

        @Override
        protected void updateMessageID() throws MessagingException {
            setHeader("Message-ID", id);
        }
    }
}

package org.umpire.cli.mail.in;

import jakarta.mail.Address;
import jakarta.mail.BodyPart;
import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.internet.ContentType;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.InternetHeaders;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeUtility;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.umpire.cli.orders.OrderText;

/**
 * Reads a raw mail (RFC 5322 bytes) into an {@link IncomingMail} with Jakarta Mail: the text/plain
 * part when there is one, else the HTML part as text ({@link HtmlText}); any declared charset, else
 * UTF-8 or Windows-1252 line by line; quoted-printable, base64 and 8-bit bodies; format=flowed
 * lines joined; attachments, forwarded mails and other parts left aside with a notice. Bounded by
 * {@link MailLimits}; never throws on any input.
 */
public final class MailParser {

    private static final Pattern ADDRESS = Pattern.compile("[^\\s<>,;:\"()\\[\\]]+@[^\\s<>,;:\"()\\[\\]]+");
    private static final Session SESSION = session();

    private MailParser() {}

    private static Session session() {
        Properties p = new Properties();
        p.setProperty("mail.mime.address.strict", "false");
        p.setProperty("mail.mime.decodetext.strict", "false");
        p.setProperty("mail.mime.base64.ignoreerrors", "true");
        p.setProperty("mail.mime.ignoreunknownencoding", "true");
        return Session.getInstance(p);
    }

    /** Reads at most {@link MailLimits#MAX_MAIL_BYTES} + 1 bytes of a stream: what {@link #parse} needs. */
    public static byte[] readBounded(InputStream in) throws IOException {
        return in.readNBytes(MailLimits.MAX_MAIL_BYTES + 1);
    }

    public static IncomingMail parse(byte[] raw) {
        boolean tooBig = raw.length > MailLimits.MAX_MAIL_BYTES;
        try {
            if (tooBig) {
                InternetHeaders h =
                        new InternetHeaders(new ByteArrayInputStream(raw, 0, Math.min(raw.length, 256 << 10)));
                MimeMessage headersOnly = new MimeMessage(SESSION);
                for (String name : List.of(
                        "From",
                        "Subject",
                        "Message-ID",
                        "To",
                        "Cc",
                        "Delivered-To",
                        "X-Original-To",
                        "Auto-Submitted",
                        "Precedence",
                        "Return-Path",
                        "X-Autoreply",
                        "X-Autorespond",
                        "X-Umpire-Game",
                        "Date",
                        "In-Reply-To",
                        "References")) {
                    String v = h.getHeader(name, ",");
                    if (v != null) {
                        headersOnly.setHeader(name, v);
                    }
                }
                return read(headersOnly, raw, true);
            }
            return read(new MimeMessage(SESSION, new ByteArrayInputStream(raw)), raw, false);
        } catch (MessagingException | RuntimeException e) {
            return new IncomingMail(
                    hashId(raw),
                    "",
                    "",
                    List.of(),
                    Optional.empty(),
                    "",
                    List.of(MailNotice.of("unreadable", Map.of())),
                    tooBig);
        }
    }

    private static IncomingMail read(MimeMessage m, byte[] raw, boolean tooBig) throws MessagingException {
        String id = header(m, "Message-ID").strip();
        if (!id.matches("<[^<>\\s]{1,250}>")) {
            id = hashId(raw);
        }
        String subject;
        try {
            subject = Optional.ofNullable(m.getSubject()).orElse("");
        } catch (MessagingException | RuntimeException e) {
            subject = header(m, "Subject");
        }
        subject = subject.replaceAll("[\\r\\n\\t]+", " ").strip();
        List<MailNotice> notices = new ArrayList<>();
        String text = "";
        if (!tooBig) {
            Body body = new Body();
            walk(m, 0, body, notices);
            if (body.plain != null) {
                text = body.plain;
            } else if (body.html != null) {
                text = HtmlText.toText(body.html);
                notices.add(0, MailNotice.of("html", Map.of()));
            }
            if (body.truncated) {
                notices.add(MailNotice.of("truncated", Map.of("limit", MailLimits.MAX_TEXT_BYTES / 1024)));
            }
        }
        return new IncomingMail(
                id, from(m), subject, recipients(m), automatic(m), text, notices, tooBig, date(m), references(m));
    }

    /** When the mail says it was written ({@code Date}), empty when it says nothing readable. */
    private static Optional<Instant> date(MimeMessage m) {
        try {
            return Optional.ofNullable(m.getSentDate()).map(Date::toInstant);
        } catch (MessagingException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static final Pattern MESSAGE_ID = Pattern.compile("<[^<>\\s]{1,250}>");

    /** The Message-IDs a mail answers: {@code In-Reply-To} first, then {@code References}, each once, at most 100. */
    private static List<String> references(MimeMessage m) {
        Set<String> ids = new LinkedHashSet<>();
        for (String h : List.of("In-Reply-To", "References")) {
            Matcher mm = MESSAGE_ID.matcher(header(m, h));
            while (mm.find() && ids.size() < 100) {
                ids.add(mm.group());
            }
        }
        return new ArrayList<>(ids);
    }

    /** What the walk over the parts found. */
    private static final class Body {
        String plain;
        String html;
        int parts;
        boolean truncated;
    }

    private static void walk(Part p, int depth, Body body, List<MailNotice> notices) {
        if (depth > MailLimits.MAX_DEPTH || ++body.parts > MailLimits.MAX_PARTS) {
            if (!notices.contains(MailNotice.of("too-many-parts", Map.of()))) {
                notices.add(MailNotice.of("too-many-parts", Map.of()));
            }
            return;
        }
        try {
            String fileName = fileName(p);
            boolean attachment = Part.ATTACHMENT.equalsIgnoreCase(disposition(p)) || !fileName.isEmpty();
            if (p.isMimeType("multipart/*") && !attachment) {
                Object content = p.getContent();
                if (content instanceof Multipart mp) {
                    for (int i = 0; i < mp.getCount(); i++) {
                        BodyPart child = mp.getBodyPart(i);
                        walk(child, depth + 1, body, notices);
                    }
                }
                return;
            }
            if (!attachment && p.isMimeType("text/plain")) {
                if (body.plain == null) {
                    body.plain = decode(p, body);
                }
                return;
            }
            if (!attachment && p.isMimeType("text/html")) {
                if (body.html == null) {
                    body.html = decode(p, body);
                }
                return;
            }
            if (fileName.isEmpty()) {
                notices.add(MailNotice.of("attachment-" + kind(baseType(p)), Map.of()));
            } else {
                notices.add(MailNotice.of("attachment", Map.of("name", fileName)));
            }
        } catch (MessagingException | IOException | RuntimeException e) {
            notices.add(MailNotice.of("part-unreadable", Map.of()));
        }
    }

    private static String decode(Part p, Body body) throws MessagingException, IOException {
        byte[] bytes;
        try (InputStream in = p.getInputStream()) {
            bytes = in.readNBytes(MailLimits.MAX_TEXT_BYTES + 1);
        }
        if (bytes.length > MailLimits.MAX_TEXT_BYTES) {
            body.truncated = true;
            bytes = Arrays.copyOf(bytes, MailLimits.MAX_TEXT_BYTES);
        }
        ContentType type = contentType(p);
        String text = text(bytes, type == null ? null : type.getParameter("charset"));
        if (type != null && "flowed".equalsIgnoreCase(type.getParameter("format"))) {
            text = unflow(text, "yes".equalsIgnoreCase(type.getParameter("delsp")));
        }
        return text.replace("\r\n", "\n").replace('\r', '\n');
    }

    /** Bytes in their declared charset; undeclared, unknown or mislabelled ASCII: UTF-8, else Windows-1252, line by line. */
    static String text(byte[] bytes, String charset) {
        if (charset != null) {
            try {
                String name = charset.strip();
                Charset cs = Charset.forName(MimeUtility.javaCharset(name));
                boolean ascii = name.equalsIgnoreCase("us-ascii")
                        || name.equalsIgnoreCase("ascii")
                        || cs.equals(StandardCharsets.US_ASCII);
                // a mail declared UTF-8 may still carry Latin-1 lines (pasted text, an old client): each line
                // that is not valid UTF-8 is read as Windows-1252, as docs/orders.md says
                boolean utf8 = cs.equals(StandardCharsets.UTF_8);
                if (!(ascii && !isAscii(bytes)) && !utf8) {
                    return new String(bytes, cs);
                }
            } catch (IllegalArgumentException e) {
                // unknown charset: guess below
            }
        }
        return OrderText.decode(bytes);
    }

    private static boolean isAscii(byte[] b) {
        for (byte x : b) {
            if (x < 0) {
                return false;
            }
        }
        return true;
    }

    /** RFC 3676: a line ending in a space continues on the next one (not the signature separator). */
    static String unflow(String text, boolean delSp) {
        String[] lines = text.split("\r\n|\n", -1);
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i];
            boolean quoted = l.startsWith(">");
            if (l.startsWith(" ")) {
                l = l.substring(1); // space-stuffing
            }
            boolean soft = l.endsWith(" ")
                    && !l.equals("-- ")
                    && i + 1 < lines.length
                    && quoted == lines[i + 1].startsWith(">")
                    && !lines[i + 1].isEmpty();
            if (soft) {
                sb.append(delSp ? l.substring(0, l.length() - 1) : l);
            } else {
                sb.append(l);
                if (i + 1 < lines.length) {
                    sb.append('\n');
                }
            }
        }
        return sb.toString();
    }

    /** What an attachment without a name is, in words a player knows: image, mail, calendar, other. */
    private static String kind(String baseType) {
        if (baseType.startsWith("image/")) {
            return "image";
        }
        if (baseType.equals("message/rfc822") || baseType.startsWith("message/")) {
            return "mail";
        }
        if (baseType.equals("text/calendar")) {
            return "calendar";
        }
        return "other";
    }

    private static ContentType contentType(Part p) {
        try {
            return new ContentType(p.getContentType());
        } catch (MessagingException | RuntimeException e) {
            return null;
        }
    }

    private static String baseType(Part p) {
        ContentType t = contentType(p);
        return t == null ? "?" : t.getBaseType().toLowerCase(Locale.ROOT);
    }

    private static String fileName(Part p) {
        try {
            String n = p.getFileName();
            return n == null
                    ? ""
                    : MimeUtility.decodeText(n).replaceAll("\\p{Cntrl}", "").strip();
        } catch (MessagingException | UnsupportedEncodingException | RuntimeException e) {
            return "?";
        }
    }

    private static String disposition(Part p) {
        try {
            return p instanceof MimeBodyPart || p instanceof MimeMessage ? p.getDisposition() : null;
        } catch (MessagingException | RuntimeException e) {
            return null;
        }
    }

    private static String from(MimeMessage m) {
        try {
            Address[] a = m.getFrom();
            if (a != null && a.length > 0 && a[0] instanceof InternetAddress address) {
                String s = address.getAddress();
                if (s != null && ADDRESS.matcher(s).matches()) {
                    return s;
                }
            }
        } catch (MessagingException | RuntimeException e) {
            // read the raw header below
        }
        Matcher mm = ADDRESS.matcher(header(m, "From"));
        return mm.find() ? mm.group() : "";
    }

    private static List<String> recipients(MimeMessage m) {
        Set<String> all = new LinkedHashSet<>();
        for (String h : List.of("To", "Cc", "Delivered-To", "X-Original-To", "Envelope-To")) {
            Matcher mm = ADDRESS.matcher(header(m, h));
            while (mm.find()) {
                all.add(mm.group());
            }
        }
        return new ArrayList<>(all);
    }

    /** Why a mail was written by a program (RFC 3834 and common practice), or empty. */
    private static Optional<String> automatic(MimeMessage m) {
        String auto = header(m, "Auto-Submitted").strip().toLowerCase(Locale.ROOT);
        if (!auto.isEmpty() && !auto.startsWith("no")) {
            return Optional.of("Auto-Submitted: " + auto);
        }
        String precedence = header(m, "Precedence").strip().toLowerCase(Locale.ROOT);
        if (precedence.equals("bulk")
                || precedence.equals("junk")
                || precedence.equals("list")
                || precedence.equals("auto_reply")) {
            return Optional.of("Precedence: " + precedence);
        }
        if (!header(m, "X-Autoreply").isEmpty() || !header(m, "X-Autorespond").isEmpty()) {
            return Optional.of("auto-reply header");
        }
        if (!header(m, "X-Umpire-Game").isEmpty()) {
            return Optional.of("a mail of this program (X-Umpire-Game)");
        }
        String from = from(m).toLowerCase(Locale.ROOT);
        String local = from.contains("@") ? from.substring(0, from.indexOf('@')) : from;
        if (local.equals("mailer-daemon") || local.equals("postmaster") || from.isEmpty()) {
            return Optional.of(from.isEmpty() ? "no sender" : "From " + local);
        }
        if (header(m, "Return-Path").strip().equals("<>")) {
            return Optional.of("empty Return-Path (a bounce)");
        }
        return Optional.empty();
    }

    private static String header(MimeMessage m, String name) {
        try {
            String v = m.getHeader(name, ",");
            return v == null ? "" : v;
        } catch (MessagingException | RuntimeException e) {
            return "";
        }
    }

    private static String hashId(byte[] raw) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(raw);
            return "<" + HexFormat.of().formatHex(d, 0, 16) + "@no-message-id.umpire>";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", e);
        }
    }
}

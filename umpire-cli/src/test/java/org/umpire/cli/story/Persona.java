package org.umpire.cli.story;

import jakarta.mail.internet.MimeUtility;
import java.io.UnsupportedEncodingException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;

/**
 * A person playing by mail, as people write: a greeting or none, a word about their day, the orders, the
 * code, a signature, and the umpire's report below, quoted as their mail program quotes it (Gmail's "On …
 * wrote:" with {@code >}, an iPhone's, Outlook's French {@code De : / Envoyé :} block with the report not
 * quoted at all).
 *
 * @param side     the side played
 * @param name     the name in the From line
 * @param address  the address
 * @param language the language written in
 */
record Persona(Side side, String name, String address, Language language) {

    /** How the mail program writes the reply. */
    enum Style {
        GMAIL,
        IPHONE,
        OUTLOOK,
        PLAIN
    }

    private static final DateTimeFormatter RFC =
            DateTimeFormatter.ofPattern("EEE, d MMM yyyy HH:mm:ss Z", Locale.ENGLISH);
    private static final DateTimeFormatter ON_EN =
            DateTimeFormatter.ofPattern("EEE, d MMM yyyy 'at' HH:mm", Locale.ENGLISH);
    private static final DateTimeFormatter ON_FR = DateTimeFormatter.ofPattern("EEEE d MMMM yyyy HH:mm", Locale.FRENCH);

    /**
     * The raw mail.
     *
     * @param before  what the person writes before the orders (a greeting, chatter), may be empty
     * @param orders  the orders, as the person writes them
     * @param after   what the person writes after the orders, may be empty
     * @param secret  the person's code, written in the body ({@code code: …})
     * @param report  the mail this one answers (null for none): its subject, id and text are quoted
     * @param at      when it is sent (its Date; the person's zone for the quote line)
     * @param id      its Message-ID's local part
     */
    byte[] mail(
            Style style,
            String before,
            String orders,
            String after,
            String secret,
            PeopleStory.Sent report,
            Instant at,
            String id) {
        return mail(style, before, orders, after, secret, report, at, id, PeopleStory.GAME, PeopleStory.UMPIRE);
    }

    /**
     * The raw mail to {@code umpire} about the game {@code game} (its tag in the subject when no report is
     * answered): the same as {@link #mail(Style, String, String, String, String, PeopleStory.Sent, Instant, String)},
     * for a club's games ({@code ClubSeasonTest}).
     */
    byte[] mail(
            Style style,
            String before,
            String orders,
            String after,
            String secret,
            PeopleStory.Sent report,
            Instant at,
            String id,
            String game,
            String umpire) {
        boolean fr = language == Language.FR;
        ZoneId zone = ZoneId.of(fr ? "Europe/Paris" : "America/Los_Angeles");
        StringBuilder body = new StringBuilder();
        if (!before.isEmpty()) {
            body.append(before).append("\n\n");
        }
        body.append(orders.strip()).append("\n");
        body.append(fr ? "\ncode : " : "\ncode: ").append(secret).append("\n");
        if (!after.isEmpty()) {
            body.append('\n').append(after).append('\n');
        }
        String first = name.split(" ")[0];
        switch (style) {
            case GMAIL -> body.append('\n').append(first).append('\n');
            case IPHONE ->
                body.append('\n')
                        .append(fr ? "Envoyé de mon iPhone" : "Sent from my iPhone")
                        .append('\n');
            case OUTLOOK ->
                body.append('\n')
                        .append(fr ? "Cordialement,\n" : "Regards,\n")
                        .append(name)
                        .append('\n');
            case PLAIN -> body.append("\n-- \n").append(name).append('\n');
        }
        if (report != null) {
            Instant sentAt = at.minusSeconds(3600);
            String when = (fr ? ON_FR : ON_EN).format(sentAt.atZone(zone));
            switch (style) {
                case GMAIL, PLAIN ->
                    body.append('\n')
                            .append(
                                    fr
                                            ? "Le " + when + ", Arbitre <" + umpire + "> a écrit :"
                                            : "On " + when + ", Umpire <" + umpire + "> wrote:")
                            .append('\n')
                            .append(quoted(report.text(), "> "));
                case IPHONE ->
                    body.append('\n')
                            .append(fr ? "> Le " + when + ", Arbitre a écrit :" : "> On " + when + ", Umpire wrote:")
                            .append("\n>\n")
                            .append(quoted(report.text(), "> "));
                case OUTLOOK ->
                    body.append("\n")
                            .append(fr ? "De : Arbitre <" : "From: Umpire <")
                            .append(umpire)
                            .append(">\n")
                            .append(fr ? "Envoyé : " : "Sent: ")
                            .append(when)
                            .append('\n')
                            .append(fr ? "À : " : "To: ")
                            .append(address)
                            .append('\n')
                            .append(fr ? "Objet : " : "Subject: ")
                            .append(report.subject())
                            .append("\n\n")
                            .append(report.text().replace("\r\n", "\n"));
            }
        }
        String subject = report == null
                ? (fr ? "[" + game + "] mes ordres" : "[" + game + "] my orders")
                : (fr ? "RE: " : "Re: ") + report.subject();
        StringBuilder head = new StringBuilder()
                .append("From: ")
                .append(encode(name))
                .append(" <")
                .append(address)
                .append(">\r\n")
                .append("To: ")
                .append(fr ? "Arbitre" : "Umpire")
                .append(" <")
                .append(umpire)
                .append(">\r\n")
                .append("Subject: ")
                .append(encode(subject))
                .append("\r\n")
                .append("Date: ")
                .append(RFC.format(at.atZone(zone)))
                .append("\r\n")
                .append("Message-ID: <")
                .append(id)
                .append('@')
                .append(address.substring(address.indexOf('@') + 1))
                .append(">\r\n");
        if (report != null) {
            head.append("In-Reply-To: ")
                    .append(report.messageId())
                    .append("\r\n")
                    .append("References: ")
                    .append(report.messageId())
                    .append("\r\n");
        }
        head.append("MIME-Version: 1.0\r\n")
                .append("Content-Type: text/plain; charset=UTF-8")
                .append(style == Style.IPHONE ? "; format=flowed" : "")
                .append("\r\n")
                .append("Content-Transfer-Encoding: 8bit\r\n\r\n");
        return (head + body.toString().replace("\n", "\r\n")).getBytes(StandardCharsets.UTF_8);
    }

    private static String quoted(String text, String mark) {
        StringBuilder sb = new StringBuilder();
        for (String line : text.replace("\r\n", "\n").split("\n", -1)) {
            sb.append(line.isEmpty() ? mark.strip() : mark + line).append('\n');
        }
        return sb.toString();
    }

    private static String encode(String text) {
        try {
            return MimeUtility.encodeText(text, "UTF-8", "Q");
        } catch (UnsupportedEncodingException e) {
            throw new IllegalStateException(e);
        }
    }
}

package org.umpire.cli.mail.in;

import java.util.Map;
import java.util.Objects;

/**
 * Something the reading of a mail skipped or changed and tells the player about (a greeting, a
 * P.S., an attachment, the quoted report): worded from {@code templates/mail/messages_*.properties}
 * under {@code notice.<key>}.
 *
 * @param key    the message key after {@code notice.}
 * @param line   the line of the mail's text it is about, 0 when about the whole mail
 * @param params values for the message's placeholders
 */
public record MailNotice(String key, int line, Map<String, Object> params) {

    public MailNotice {
        Objects.requireNonNull(key, "key");
        params = Map.copyOf(params);
    }

    static MailNotice at(int line, String key) {
        return new MailNotice(key, line, Map.of());
    }

    static MailNotice of(String key, Map<String, Object> params) {
        return new MailNotice(key, 0, params);
    }
}

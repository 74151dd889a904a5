package org.umpire.cli.mail.out;

import java.util.Objects;

/**
 * A file attached to a mail.
 *
 * @param fileName the name shown to the reader (may hold accents)
 * @param mimeType e.g. {@code image/png}, {@code text/csv; charset=UTF-8}
 * @param content  the bytes
 * @param inline   shown in the HTML body only ({@code cid:}, in a {@code multipart/related} part), not attached
 */
public record Attachment(String fileName, String mimeType, byte[] content, boolean inline) {

    /** A file attached to the mail. */
    public Attachment(String fileName, String mimeType, byte[] content) {
        this(fileName, mimeType, content, false);
    }

    /** A picture shown in the mail's HTML only (the phone map). */
    public static Attachment inline(String fileName, String mimeType, byte[] content) {
        return new Attachment(fileName, mimeType, content, true);
    }

    public Attachment {
        Objects.requireNonNull(fileName, "fileName");
        Objects.requireNonNull(mimeType, "mimeType");
        content = content.clone();
    }

    @Override
    public byte[] content() {
        return content.clone();
    }
}

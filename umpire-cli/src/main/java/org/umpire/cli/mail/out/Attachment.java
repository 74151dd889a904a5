package org.umpire.cli.mail.out;

import java.util.Objects;

/**
 * A file attached to a mail.
 *
 * @param fileName the name shown to the reader (may hold accents)
 * @param mimeType e.g. {@code image/png}, {@code text/csv; charset=UTF-8}
 * @param content  the bytes
 */
public record Attachment(String fileName, String mimeType, byte[] content) {
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

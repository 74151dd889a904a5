package org.umpire.cli.mail.in;

/**
 * Bounds on what is read of one incoming mail, so that a huge, endless or hostile input never
 * exhausts memory (documented in docs/mail-in.md).
 */
public final class MailLimits {

    /** A whole mail, headers and attachments included: larger ones are refused unread. */
    public static final int MAX_MAIL_BYTES = 2 << 20;
    /** The text read from the chosen body part, after decoding. */
    public static final int MAX_TEXT_BYTES = 256 << 10;
    /** Parts looked at in nested multiparts, and their depth. */
    public static final int MAX_PARTS = 64;

    public static final int MAX_DEPTH = 8;

    private MailLimits() {}
}

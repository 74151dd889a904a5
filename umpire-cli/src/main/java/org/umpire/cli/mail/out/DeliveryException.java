package org.umpire.cli.mail.out;

/**
 * A mail could not be delivered. {@link Kind#TRANSIENT} failures (server busy, 4xx replies, network)
 * are retried; {@link Kind#PERMANENT} ones (5xx replies, refused login, bad certificate) are
 * reported at once with what the server said and what to check.
 */
public final class DeliveryException extends Exception {

    private static final long serialVersionUID = 1L;

    public enum Kind {
        TRANSIENT,
        PERMANENT
    }

    private final Kind kind;
    private final String serverReply;
    private final String hint;
    private final boolean serverWide;

    public DeliveryException(Kind kind, String serverReply, String hint, Throwable cause) {
        this(kind, serverReply, hint, cause, false);
    }

    /**
     * @param serverWide the failure is the server's or the settings', not this mail's (no answer,
     *                   login refused, no TLS): once final, the other mails of the batch are not tried
     */
    public DeliveryException(Kind kind, String serverReply, String hint, Throwable cause, boolean serverWide) {
        super(serverReply + " (" + hint + ")", cause);
        this.kind = kind;
        this.serverReply = serverReply;
        this.hint = hint;
        this.serverWide = serverWide;
    }

    /** True when every mail would fail the same way (the server, the login, TLS): the batch stops. */
    public boolean serverWide() {
        return serverWide;
    }

    public Kind kind() {
        return kind;
    }

    /** What went wrong, in the server's words when it answered. */
    public String serverReply() {
        return serverReply;
    }

    /** What the umpire should check. */
    public String hint() {
        return hint;
    }
}

package org.umpire.cli.mail.out;

import java.util.List;

/**
 * What a send run did, mail by mail.
 *
 * @param via     where mails went ({@link Delivery#describe()})
 * @param sent    delivered now
 * @param skipped already in the sent log: not sent again
 * @param failed  not delivered, with the reason and what to check
 */
public record SendReport(String via, List<Sent> sent, List<Skipped> skipped, List<Failed> failed) {

    public SendReport {
        sent = List.copyOf(sent);
        skipped = List.copyOf(skipped);
        failed = List.copyOf(failed);
    }

    public boolean allDelivered() {
        return failed.isEmpty();
    }

    /** Delivered, after {@code attempts} tries. */
    public record Sent(String messageId, Recipient to, int attempts) {}

    public record Skipped(String messageId, Recipient to) {}

    /**
     * Not delivered: the server's words and what to check.
     *
     * @param serverWide the server or the settings failed (no answer, login, TLS), not this mail: every other
     *                   mail would fail the same way until it is fixed or back
     */
    public record Failed(
            String messageId,
            Recipient to,
            DeliveryException.Kind kind,
            String serverReply,
            String hint,
            int attempts,
            boolean serverWide) {

        public Failed(
                String messageId,
                Recipient to,
                DeliveryException.Kind kind,
                String serverReply,
                String hint,
                int attempts) {
            this(messageId, to, kind, serverReply, hint, attempts, false);
        }

        /** The cause alone, without the recipient: {@code cannot connect: … — check …}. */
        public String cause() {
            return serverReply.replaceFirst("^not tried: ", "") + " — " + hint;
        }

        /** One line for the umpire: recipient, what happened, what to check. */
        public String describe() {
            return to.address() + " (" + to.audience() + "): "
                    + (kind == DeliveryException.Kind.PERMANENT ? "refused" : "failed after " + attempts + " tries")
                    + ": " + serverReply + " — " + hint;
        }
    }
}

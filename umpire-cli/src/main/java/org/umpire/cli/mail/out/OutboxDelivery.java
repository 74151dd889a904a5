package org.umpire.cli.mail.out;

import jakarta.mail.internet.MimeMessage;
import java.nio.file.Path;
import org.umpire.cli.base.UserException;
import org.umpire.cli.store.GameFiles;

/**
 * Writes each mail as an {@code .eml} file (RFC 5322, openable by any mail program) in the game's
 * {@code outbox/} folder, named after its Message-ID. The file appears whole or not at all
 * (written aside, synced, then renamed).
 */
public final class OutboxDelivery implements Delivery {

    public static final String FOLDER = "outbox";

    private final Path outbox;

    public OutboxDelivery(Path outbox) {
        this.outbox = outbox;
    }

    public Path folder() {
        return outbox;
    }

    /** {@code <g1.T03-P02.us.0a1b2c3d4e@club.example>} is written as {@code g1.T03-P02.us.0a1b2c3d4e.eml}. */
    public static String fileName(String messageId) {
        String local = messageId.substring(1, messageId.indexOf('@'));
        return local.replaceAll("[^A-Za-z0-9._-]", "_") + ".eml";
    }

    @Override
    public String describe() {
        return "outbox " + outbox;
    }

    @Override
    public String via() {
        return "outbox";
    }

    /**
     * Written through the store's safe writes: an exclusive owner-only temporary file with an
     * unpredictable name, renamed into place; no link inside the game folder is followed.
     */
    @Override
    public void deliver(MimeMessage message, OutgoingMail mail) throws DeliveryException {
        Path target = outbox.resolve(fileName(mail.messageId()));
        Path gameDir = outbox.toAbsolutePath().getParent();
        try {
            GameFiles.createDirectories(gameDir, outbox);
            GameFiles.writeAtomically(gameDir, target, MailComposer.bytes(message));
        } catch (UserException e) {
            throw new DeliveryException(
                    DeliveryException.Kind.PERMANENT,
                    "cannot write " + target + ": " + e.getMessage(),
                    "check that the game folder is writable, holds no link, and the disk is not full",
                    e);
        }
    }

    @Override
    public void close() {
        // nothing held open
    }
}

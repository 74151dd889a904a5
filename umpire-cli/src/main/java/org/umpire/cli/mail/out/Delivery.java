package org.umpire.cli.mail.out;

import jakarta.mail.internet.MimeMessage;

/** Where composed mails go: an SMTP server, or the game's outbox folder. */
public interface Delivery extends AutoCloseable {

    /** For messages: {@code SMTP smtp.club.example:587 (STARTTLS)}, {@code outbox games/g1/outbox}. */
    String describe();

    /** The short name written in the sent log: {@code smtp} or {@code outbox}. */
    String via();

    void deliver(MimeMessage message, OutgoingMail mail) throws DeliveryException;

    @Override
    void close();
}

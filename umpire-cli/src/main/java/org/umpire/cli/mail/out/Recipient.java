package org.umpire.cli.mail.out;

import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import java.util.Objects;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;

/**
 * Who receives a report: a player of a side, or the umpire.
 *
 * @param audience which report they get
 * @param address  a plain address, {@code name@example.org}
 * @param language the report's language
 */
public record Recipient(Audience audience, String address, Language language) {

    public Recipient {
        Objects.requireNonNull(audience, "audience");
        Objects.requireNonNull(language, "language");
        try {
            InternetAddress a = new InternetAddress(address, true);
            if (a.getPersonal() != null || !a.getAddress().equals(address.trim()) || !address.contains("@")) {
                throw new AddressException("not a plain address");
            }
        } catch (AddressException | NullPointerException e) {
            throw new IllegalArgumentException(
                    "\"" + address + "\" is not a plain e-mail address like name@example.org");
        }
        address = address.trim();
    }
}

package org.umpire.cli.store;

import java.util.Objects;
import java.util.regex.Pattern;
import org.umpire.engine.model.Language;

/**
 * A player of a game: the address orders come from and reports go to, and the language of the
 * reports.
 *
 * @param email    a plain address, {@code name@example.org}
 * @param language {@code fr} or {@code en}
 */
public record Player(String email, Language language) {

    private static final Pattern EMAIL = Pattern.compile("[^\\s@<>,;:\"()\\[\\]\\\\]+@[^\\s@<>,;:\"()\\[\\]\\\\]+");

    public Player {
        Objects.requireNonNull(language, "language");
        if (email == null
                || email.length() > 254
                || !EMAIL.matcher(email).matches()
                || email.startsWith(".")
                || email.endsWith(".")) {
            throw new IllegalArgumentException("\"" + email + "\" is not a plain e-mail address like name@example.org");
        }
    }
}

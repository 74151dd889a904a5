package org.umpire.cli.base;

import java.util.Arrays;
import java.util.List;

/**
 * A {@link UserException} raised below the layer of the message bundles (the store's checks): it names its
 * words by key ({@code templates/cli/umpire_*.properties}) and values, so that the command worded it in the
 * umpire's language (see docs/reports-and-mail.md#one-language-per-reader: the umpire's console in one language). Its message, for logs and for a
 * caller that does not word it, is the English wording the thrower gives.
 */
public class WordedException extends UserException {
    private static final long serialVersionUID = 1L;
    private final String key;
    private final List<Object> namesAndValues;

    /**
     * @param english        the English wording (the same as the English bundle's), for logs
     * @param key            the key of the words in {@code cli/umpire}
     * @param namesAndValues the placeholders' names and values, in pairs
     */
    public WordedException(int exitCode, String english, Throwable cause, String key, Object... namesAndValues) {
        super(exitCode, english, cause);
        this.key = key;
        this.namesAndValues = Arrays.asList(namesAndValues.clone());
    }

    public String key() {
        return key;
    }

    /** The placeholders' names and values, in pairs, for {@code TextBundle.get(key, ...)}. */
    public Object[] namesAndValues() {
        return namesAndValues.toArray();
    }
}

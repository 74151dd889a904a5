package org.umpire.cli.store;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.yaml.Fields;
import picocli.CommandLine;

/**
 * The id of a game, which is also its folder name under the games folder: 1 to 64 characters among
 * {@code a-z 0-9 - _}, starting with a letter or digit ({@code midway-2024}). Input is taken in any
 * case and kept in lower case, so ids mean the same folder on every file system. Anything that
 * could leave the games folder ({@code ..}, {@code /}, {@code \}) or name a Windows device
 * ({@code con}, {@code nul}, {@code com1}...) is refused.
 */
public record GameId(String value) implements Comparable<GameId> {

    public static final int MAX_LENGTH = 64;
    private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9_-]{0," + (MAX_LENGTH - 1) + "}");
    private static final Set<String> WINDOWS_DEVICES = Set.of(
            "con", "prn", "aux", "nul", "com0", "com1", "com2", "com3", "com4", "com5", "com6", "com7", "com8", "com9",
            "lpt0", "lpt1", "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7", "lpt8", "lpt9");
    private static final String WHAT_IS_VALID = "a game id is 1 to " + MAX_LENGTH
            + " characters among a-z, 0-9, '-' and '_', starting with a letter or digit (e.g. midway-2024)";

    public GameId {
        Optional<String> problem = problemWith(value);
        if (problem.isPresent()) {
            throw new IllegalArgumentException(problem.get());
        }
    }

    /**
     * Reads a game id typed by a user, in any case.
     *
     * @throws UserException ({@link ExitCode#USAGE}) saying what a valid id looks like
     */
    public static GameId parse(String text) {
        Optional<String> problem = problemWith(normalise(text));
        if (problem.isPresent()) {
            throw new UserException(ExitCode.USAGE, problem.get());
        }
        return new GameId(normalise(text));
    }

    /** The id, or empty when {@code text} is not one (e.g. a stray folder in the games folder). */
    public static Optional<GameId> tryParse(String text) {
        return problemWith(normalise(text)).isPresent() ? Optional.empty() : Optional.of(new GameId(normalise(text)));
    }

    private static String normalise(String text) {
        return text == null ? null : text.toLowerCase(Locale.ROOT);
    }

    /** What is wrong with {@code text} as a (lower-case) game id, if anything. */
    private static Optional<String> problemWith(String text) {
        if (text == null || text.isEmpty()) {
            return Optional.of("the game id is empty: " + WHAT_IS_VALID);
        }
        if (text.length() > MAX_LENGTH) {
            return Optional.of(Fields.quote(text) + " is too long for a game id (" + text.length() + " characters): "
                    + WHAT_IS_VALID);
        }
        if (!ID.matcher(text).matches()) {
            return Optional.of(Fields.quote(text) + " is not a valid game id: " + WHAT_IS_VALID);
        }
        if (WINDOWS_DEVICES.contains(text)) {
            return Optional.of("\"" + text + "\" is not a valid game id: it names a device on Windows;"
                    + " pick another one, e.g. " + text + "-1");
        }
        return Optional.empty();
    }

    @Override
    public int compareTo(GameId o) {
        return value.compareTo(o.value);
    }

    // equals and hashCode written out: a record's generated ones are linked through invokedynamic at
    // their first call, a few milliseconds of every short command's start (docs/startup.md).
    @Override
    public boolean equals(Object o) {
        return o instanceof GameId g && value.equals(g.value);
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }

    @Override
    public String toString() {
        return value;
    }

    /** Picocli converter for options and parameters of type {@code GameId}: a bad id is a usage error. */
    public static final class Converter implements CommandLine.ITypeConverter<GameId> {
        @Override
        public GameId convert(String value) {
            Optional<String> problem = problemWith(normalise(value));
            if (problem.isPresent()) {
                throw new CommandLine.TypeConversionException(problem.get());
            }
            return new GameId(normalise(value));
        }
    }
}

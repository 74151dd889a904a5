package org.umpire.cli.store;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;

/**
 * A small file of named fields, one a line ({@code name: value}), values of any text with
 * {@code \\}, {@code \n} and {@code \r} escaped so that each stays on its line: readable by the
 * umpire, exact for the program. Used for the work a mail leaves to finish ({@link MailChanges})
 * and the replies waiting to go ({@code mail/queue/}).
 */
public final class FieldFile {

    /** One field; a name may repeat (extra headers). */
    public record Field(String name, String value) {
        public Field {
            if (!name.matches("[a-z][a-z0-9.-]*")) {
                throw new IllegalArgumentException(
                        "\"" + name + "\" is not a field name (lower case, digits, . and -)");
            }
            Objects.requireNonNull(value, "value");
        }
    }

    private final List<Field> fields;

    private FieldFile(List<Field> fields) {
        this.fields = List.copyOf(fields);
    }

    public static FieldFile of(List<Field> fields) {
        return new FieldFile(fields);
    }

    public List<Field> fields() {
        return fields;
    }

    /** The first value of {@code name}, if any. */
    public Optional<String> get(String name) {
        return fields.stream()
                .filter(f -> f.name().equals(name))
                .map(Field::value)
                .findFirst();
    }

    /** The first value of {@code name}; a file without it is refused, naming {@code source}. */
    public String require(String name, String source) {
        return get(name)
                .orElseThrow(
                        () -> new UserException(
                                ExitCode.INVALID,
                                source + ": the field \"" + name
                                        + "\" is missing; the file is damaged (restore it from a backup, or remove it and check what it was for)"));
    }

    public byte[] bytes() {
        StringBuilder sb = new StringBuilder();
        for (Field f : fields) {
            sb.append(f.name()).append(": ").append(escape(f.value())).append('\n');
        }
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** Reads what {@link #bytes()} wrote; {@code source} names the file in messages. */
    public static FieldFile read(String source, byte[] bytes) {
        List<Field> out = new ArrayList<>();
        String[] lines = new String(bytes, StandardCharsets.UTF_8).split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.isEmpty() && i == lines.length - 1) {
                break;
            }
            int colon = line.indexOf(": ");
            if (colon <= 0) {
                throw new UserException(
                        ExitCode.INVALID,
                        source + ", line " + (i + 1) + ": not \"name: value\"; the file "
                                + "is damaged (restore it from a backup, or remove it and check what it was for)");
            }
            out.add(new Field(line.substring(0, colon), unescape(line.substring(colon + 2))));
        }
        return new FieldFile(out);
    }

    static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
    }

    static String unescape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(++i);
                sb.append(n == 'n' ? '\n' : n == 'r' ? '\r' : n);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}

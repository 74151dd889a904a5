package org.umpire.cli.yaml;

import java.time.DateTimeException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.umpire.cli.base.Problem;

/**
 * One mapping being read: typed getters that record a problem (with line and dotted field path)
 * instead of throwing, and unknown fields reported — at once when the mapping's fields are given
 * ({@code known}), else by {@link #rejectUnknown()} after the others were asked for.
 * Getters of required values return a neutral value ({@code 0}, {@code ""}, empty) after
 * recording a problem; the decoder checks {@link YamlReader#cleanSince(int)} before building.
 */
public final class Fields {

    private final YamlReader reader;
    private final YamlNode.Mapping mapping;
    private final String path;
    private final int line;
    private final Set<String> asked = new LinkedHashSet<>();

    Fields(YamlReader reader, YamlNode.Mapping mapping, String path, int line, List<String> known) {
        this.reader = reader;
        this.mapping = mapping;
        this.path = path;
        this.line = line;
        if (known != null) {
            for (YamlNode.Entry e : mapping.entries().values()) {
                if (!known.contains(e.key())) {
                    add(reader.wording().unknown(reader.source(), e, pathOf(e.key()), known));
                }
            }
            asked.addAll(mapping.entries().keySet());
        }
    }

    private void add(Problem p) {
        reader.add(p);
    }

    /** The line missing fields are reported at: the mapping's (its key's when it is a key's value). */
    public int line() {
        return line;
    }

    /** Dotted path of this mapping ({@code units.Kaga}); empty for the root. */
    public String path() {
        return path;
    }

    /** Dotted path of one of its fields. */
    public String pathOf(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    /** The keys present, in file order. */
    public List<String> keys() {
        return new ArrayList<>(mapping.entries().keySet());
    }

    /** Every field in file order, for mappings keyed by data (unit ids, sides); marks them all as read. */
    public List<YamlNode.Entry> entries() {
        asked.addAll(mapping.entries().keySet());
        return new ArrayList<>(mapping.entries().values());
    }

    public boolean has(String key) {
        asked.add(key);
        return mapping.entries().containsKey(key);
    }

    /** Line of {@code key}, or of the mapping when the key is absent. */
    public int lineOf(String key) {
        YamlNode.Entry e = mapping.entries().get(key);
        return e == null ? line : e.keyLine();
    }

    /** The node of a field, if present. */
    public Optional<YamlNode> node(String key) {
        asked.add(key);
        YamlNode.Entry f = mapping.entries().get(key);
        return f == null ? Optional.empty() : Optional.of(f.value());
    }

    /** The node of a required field; a problem when missing. */
    public Optional<YamlNode> required(String key) {
        return node(key, null);
    }

    /** The node of a required field; {@code example} shows how to write it ({@code turns: 25}). */
    public Optional<YamlNode> node(String key, String example) {
        Optional<YamlNode> n = node(key);
        if (n.isEmpty()) {
            add(reader.wording().missing(reader.source(), line, pathOf(key), example));
        }
        return n;
    }

    // ------------------------------------------------------------------ values read by the caller's parser

    /** A required text value ({@code ""} after a problem). */
    public String text(String key) {
        return required(key).flatMap(n -> reader.text(n, pathOf(key))).orElse("");
    }

    /** An optional text value: absent or empty means empty. */
    public Optional<String> optionalText(String key) {
        Optional<YamlNode> n = node(key);
        if (n.isEmpty() || isNull(n.get())) {
            return Optional.empty();
        }
        return reader.text(n.get(), pathOf(key));
    }

    /** A required whole number ({@code 0} after a problem). */
    public int integer(String key) {
        return required(key).map(n -> integerOf(n, key, 0)).orElse(0);
    }

    /** An optional whole number, {@code absent} when the field is missing or empty. */
    public int integer(String key, int absent) {
        Optional<YamlNode> n = node(key);
        if (n.isEmpty() || isNull(n.get())) {
            return absent;
        }
        return integerOf(n.get(), key, absent);
    }

    /** An optional whole number, empty when the field is missing or empty (or, after a problem, not a number). */
    public Optional<Integer> optionalInteger(String key) {
        return optionalValue(key, "a whole number", Fields::parseInt);
    }

    /** A required {@code true}/{@code false}. */
    public boolean bool(String key) {
        return required(key).map(n -> boolOf(n, key, false)).orElse(false);
    }

    /** An optional {@code true}/{@code false}, {@code absent} when missing or empty. */
    public boolean bool(String key, boolean absent) {
        Optional<YamlNode> n = node(key);
        if (n.isEmpty() || isNull(n.get())) {
            return absent;
        }
        return boolOf(n.get(), key, absent);
    }

    /**
     * A required value read by {@code parse}; {@code expected} completes "... is not " in the
     * message ({@code "a hex like H6"}).
     */
    public <T> Optional<T> value(String key, String expected, Function<String, Optional<T>> parse) {
        return required(key).flatMap(n -> valueOf(n, pathOf(key), expected, parse));
    }

    /** An optional value read by {@code parse}; empty when missing or empty. */
    public <T> Optional<T> optionalValue(String key, String expected, Function<String, Optional<T>> parse) {
        Optional<YamlNode> n = node(key);
        if (n.isEmpty() || isNull(n.get())) {
            return Optional.empty();
        }
        return valueOf(n.get(), pathOf(key), expected, parse);
    }

    /** A value of a node that is not a field of a mapping (a list item). */
    public static <T> Optional<T> valueOf(
            YamlReader reader, YamlNode node, String path, String expected, Function<String, Optional<T>> parse) {
        Optional<String> text = reader.text(node, path);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        Optional<T> v;
        try {
            v = parse.apply(text.get());
        } catch (IllegalArgumentException | DateTimeException e) {
            v = Optional.empty();
        }
        if (v.isEmpty()) {
            reader.fieldProblem(node.line(), path, quote(text.get()) + " is not " + expected);
        }
        return v;
    }

    // ------------------------------------------------------------------ values read by FieldValue

    /** A required single value; {@code example} shows how to write it. */
    public Optional<FieldValue> value(String key, String example) {
        return node(key, example).flatMap(n -> reader.value(n, pathOf(key)));
    }

    /** An optional single value (empty when the key is absent). */
    public Optional<FieldValue> optionalValue(String key) {
        return node(key).flatMap(n -> reader.value(n, pathOf(key)));
    }

    /** A required list of single values. */
    public Optional<List<FieldValue>> values(String key, String example) {
        return node(key, example).flatMap(n -> valuesOf(n, pathOf(key)));
    }

    /** An optional list of single values (empty list when absent). */
    public List<FieldValue> optionalValues(String key) {
        return node(key).flatMap(n -> valuesOf(n, pathOf(key))).orElse(List.of());
    }

    private Optional<List<FieldValue>> valuesOf(YamlNode n, String field) {
        return reader.list(n, field, false).map(items -> {
            List<FieldValue> out = new ArrayList<>();
            for (YamlNode item : items) {
                reader.value(item, field).ifPresent(out::add);
            }
            return out;
        });
    }

    // ------------------------------------------------------------------ nested mappings and lists

    /** A required nested mapping, read with the fields asked for. */
    public Optional<Fields> mapping(String key) {
        return required(key).flatMap(n -> reader.mapping(n, pathOf(key)));
    }

    /** A required nested mapping whose fields are {@code known}. */
    public Optional<Fields> mapping(String key, String example, List<String> known) {
        return node(key, example).flatMap(n -> reader.mapping(n, pathOf(key), known));
    }

    /** A required list. */
    public Optional<List<YamlNode>> list(String key) {
        return required(key).flatMap(n -> reader.list(n, pathOf(key)));
    }

    /** A required list of mappings whose fields are {@code known}. */
    public Optional<List<Fields>> mappings(String key, String example, List<String> known) {
        return node(key, example)
                .flatMap(n -> reader.list(n, pathOf(key), true))
                .map(items -> {
                    List<Fields> out = new ArrayList<>();
                    for (YamlNode item : items) {
                        reader.mapping(item, pathOf(key), known).ifPresent(out::add);
                    }
                    return out;
                });
    }

    /** The entries of a required nested mapping whose keys are data (named hexes), in order. */
    public Optional<List<YamlNode.Entry>> entries(String key, String example) {
        return node(key, example).flatMap(n -> {
            if (n instanceof YamlNode.Mapping m) {
                return Optional.of(new ArrayList<>(m.entries().values()));
            }
            add(reader.wording().notMapping(reader.source(), n, pathOf(key), List.of()));
            return Optional.empty();
        });
    }

    /** Reports every field present that no getter asked for. Call after reading the others. */
    public void rejectUnknown() {
        for (YamlNode.Entry f : mapping.entries().values()) {
            if (!asked.contains(f.key())) {
                add(reader.wording().unknown(reader.source(), f, pathOf(f.key()), asked));
            }
        }
    }

    private <T> Optional<T> valueOf(YamlNode n, String p, String expected, Function<String, Optional<T>> parse) {
        return valueOf(reader, n, p, expected, parse);
    }

    private int integerOf(YamlNode n, String key, int fallback) {
        return valueOf(n, pathOf(key), "a whole number", Fields::parseInt).orElse(fallback);
    }

    private boolean boolOf(YamlNode n, String key, boolean fallback) {
        return valueOf(n, pathOf(key), "true or false", Fields::parseBool).orElse(fallback);
    }

    private static boolean isNull(YamlNode n) {
        return n instanceof YamlNode.Scalar s && s.text() == null;
    }

    /** Compiled once: a state has hundreds of numbers (a pattern per call was a tenth of reading it). */
    private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]{1,10}");

    static Optional<Integer> parseInt(String text) {
        if (!INTEGER.matcher(text.trim()).matches()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Integer.parseInt(text.trim()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    static Optional<Boolean> parseBool(String text) {
        return switch (text.trim()) {
            case "true", "True", "TRUE" -> Optional.of(true);
            case "false", "False", "FALSE" -> Optional.of(false);
            default -> Optional.empty();
        };
    }

    /** Quotes a value for a message, escaping control characters and cutting long text. */
    public static String quote(String text) {
        StringBuilder b = new StringBuilder("\"");
        int shown = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (shown++ == 60) {
                b.append("...");
                break;
            }
            if (c < 0x20 || c == 0x7f) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append('"').toString();
    }
}

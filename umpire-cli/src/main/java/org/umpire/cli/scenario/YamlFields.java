package org.umpire.cli.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.umpire.cli.yaml.YamlNode;

/**
 * Reads the keys of one YAML mapping, recording a problem for each unknown key, missing key or
 * value of the wrong shape, with the key path ({@code map.fog}) as the field.
 */
final class YamlFields {

    private final String file;
    private final String path;
    private final YamlNode.Mapping mapping;
    private final int line;
    private final Problems problems;

    private YamlFields(String file, String path, YamlNode.Mapping mapping, int line, Problems problems,
                       List<String> known) {
        this.file = file;
        this.path = path;
        this.mapping = mapping;
        this.line = line;
        this.problems = problems;
        for (YamlNode.Entry e : mapping.entries().values()) {
            if (!known.contains(e.key())) {
                problems.add(file, e.keyLine(), path(e.key()), "unknown key \"" + e.key() + "\" — the keys here are "
                        + String.join(", ", known));
            }
        }
    }

    /** The fields of {@code node}, or empty (with a problem) when it is not a mapping. */
    static Optional<YamlFields> of(String file, String path, YamlNode node, Problems problems, List<String> known) {
        return of(file, path, node, node.line(), problems, known);
    }

    /**
     * As {@link #of(String, String, YamlNode, Problems, List)}, reporting missing keys at {@code line}
     * (the line of the mapping's own key: {@code map:}).
     */
    static Optional<YamlFields> of(String file, String path, YamlNode node, int line, Problems problems,
                                   List<String> known) {
        if (node instanceof YamlNode.Mapping) {
            return Optional.of(new YamlFields(file, path, (YamlNode.Mapping) node, line, problems, known));
        }
        problems.add(file, node.line(), path, "must be a mapping of keys (" + String.join(", ", known) + "), not "
                + kind(node) + describeScalar(node));
        return Optional.empty();
    }

    /** How {@code node} is called in messages: any scalar is {@code a single value}. */
    private static String kind(YamlNode node) {
        return node instanceof YamlNode.Scalar ? "a single value" : node.kind();
    }

    /** A scalar's text as {@link FieldValue} holds it (trimmed, empty for an empty value), shown. */
    private static String describeScalar(YamlNode node) {
        if (!(node instanceof YamlNode.Scalar)) {
            return "";
        }
        String text = ((YamlNode.Scalar) node).text();
        return " " + FieldValue.shown(text == null ? "" : text.trim());
    }

    String path(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    /** The line this mapping is reported at: its key's line, or its first line. */
    int line() {
        return line;
    }

    String file() {
        return file;
    }

    Problems problems() {
        return problems;
    }

    boolean has(String key) {
        return mapping.entries().containsKey(key);
    }

    /** Line of {@code key}, or of the mapping when the key is absent. */
    int lineOf(String key) {
        YamlNode.Entry e = mapping.entries().get(key);
        return e == null ? line : e.keyLine();
    }

    /** The node of a required key; {@code example} shows how to write it. */
    Optional<YamlNode> node(String key, String example) {
        YamlNode.Entry e = mapping.entries().get(key);
        if (e == null) {
            problems.add(file, line, path(key), "is missing — add " + example);
            return Optional.empty();
        }
        return Optional.of(e.value());
    }

    /** A required single value. */
    Optional<FieldValue> value(String key, String example) {
        return node(key, example).flatMap(n -> asValue(n, path(key)));
    }

    /** An optional single value (empty when the key is absent). */
    Optional<FieldValue> optionalValue(String key) {
        return has(key) ? asValue(mapping.entries().get(key).value(), path(key)) : Optional.empty();
    }

    private Optional<FieldValue> asValue(YamlNode n, String field) {
        if (n instanceof YamlNode.Scalar) {
            return Optional.of(new FieldValue(file, n.line(), field, ((YamlNode.Scalar) n).text(), problems));
        }
        problems.add(file, n.line(), field, "must be a single value, not " + kind(n));
        return Optional.empty();
    }

    /** A required list; each item must be a single value. */
    Optional<List<FieldValue>> values(String key, String example) {
        return node(key, example).flatMap(n -> asValues(n, path(key)));
    }

    /** An optional list of single values (empty list when absent). */
    List<FieldValue> optionalValues(String key) {
        return has(key) ? asValues(mapping.entries().get(key).value(), path(key)).orElse(List.of()) : List.of();
    }

    private Optional<List<FieldValue>> asValues(YamlNode n, String field) {
        if (!(n instanceof YamlNode.Sequence)) {
            problems.add(file, n.line(), field, "must be a list, e.g. [A1, B2], not " + kind(n) + describeScalar(n));
            return Optional.empty();
        }
        List<FieldValue> out = new ArrayList<>();
        for (YamlNode item : ((YamlNode.Sequence) n).items()) {
            asValue(item, field).ifPresent(out::add);
        }
        return Optional.of(out);
    }

    /** A required list of mappings, each read with {@code known} keys. */
    Optional<List<YamlFields>> mappings(String key, String example, List<String> known) {
        Optional<YamlNode> n = node(key, example);
        if (n.isEmpty()) {
            return Optional.empty();
        }
        if (!(n.get() instanceof YamlNode.Sequence)) {
            problems.add(file, n.get().line(), path(key), "must be a list of entries (lines starting with \"- \"), not "
                    + kind(n.get()));
            return Optional.empty();
        }
        List<YamlFields> out = new ArrayList<>();
        for (YamlNode item : ((YamlNode.Sequence) n.get()).items()) {
            of(file, path(key), item, problems, known).ifPresent(out::add);
        }
        return Optional.of(out);
    }

    /** A required nested mapping. */
    Optional<YamlFields> mapping(String key, String example, List<String> known) {
        return node(key, example).flatMap(n -> of(file, path(key), n, lineOf(key), problems, known));
    }

    /** The entries of a nested mapping whose keys are data (named hexes), in order. */
    Optional<List<YamlNode.Entry>> entries(String key, String example) {
        Optional<YamlNode> n = node(key, example);
        if (n.isEmpty()) {
            return Optional.empty();
        }
        if (!(n.get() instanceof YamlNode.Mapping)) {
            problems.add(file, n.get().line(), path(key), "must be a mapping (key: value lines), not " + kind(n.get()));
            return Optional.empty();
        }
        return Optional.of(new ArrayList<>(((YamlNode.Mapping) n.get()).entries().values()));
    }
}

package org.umpire.cli.yaml;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A YAML document read as a tree that remembers the line of every node, so that a reader can say
 * where a bad value is (Jackson's own trees forget it). Built by {@link YamlTree}; read by the
 * scenario loader ({@code scenario.yaml}) and the game store ({@code state.yaml}, {@code game.yaml}...),
 * each with its own wording.
 */
public sealed interface YamlNode permits YamlNode.Scalar, YamlNode.Sequence, YamlNode.Mapping {

    /**
     * 1-based line of the node: a value's own line; for a mapping or list that is the value of a key,
     * the key's line, where a reader looks for it.
     */
    int line();

    /** How the node is called in messages ("a list", "a value"...). */
    String kind();

    /** A single value as written; {@code text} is {@code null} for {@code null} or {@code ~}. */
    record Scalar(int line, String text) implements YamlNode {
        @Override
        public String kind() {
            return text == null ? "an empty value" : "a value";
        }
    }

    /** {@code - item} lines. */
    record Sequence(int line, List<YamlNode> items) implements YamlNode {
        public Sequence {
            items = List.copyOf(items);
        }

        @Override
        public String kind() {
            return "a list";
        }
    }

    /** {@code key: value} lines, keys in file order. */
    record Mapping(int line, Map<String, Entry> entries) implements YamlNode {
        public Mapping {
            entries = Collections.unmodifiableMap(new LinkedHashMap<>(entries));
        }

        @Override
        public String kind() {
            return "a mapping (key: value lines)";
        }
    }

    /** One {@code key: value} line of a mapping, with the line of the key. */
    record Entry(String key, int keyLine, YamlNode value) {}
}

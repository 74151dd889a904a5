package org.umpire.cli.store.yaml;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A YAML document read as a tree that remembers the line of every node, so that a reader can say
 * where a bad value is. Built by {@link YamlTree}; read with {@link YamlReader} and {@link Fields}.
 */
public sealed interface YamlNode permits YamlNode.Scalar, YamlNode.Mapping, YamlNode.Sequence {

    /** 1-based line where the node starts. */
    int line();

    /** How the node is called in messages ("a list", "a value"...). */
    String kind();

    /** A single value; {@code text} is {@code null} for an empty value or {@code null}/{@code ~}. */
    record Scalar(int line, String text) implements YamlNode {
        @Override
        public String kind() {
            return text == null ? "an empty value" : "a value";
        }
    }

    /** One {@code key: value} line of a mapping. */
    record Field(String key, int line, YamlNode value) {
    }

    /** {@code key: value} lines, in file order. */
    record Mapping(int line, Map<String, Field> fields) implements YamlNode {
        public Mapping {
            fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
        }

        @Override
        public String kind() {
            return "a mapping (key: value lines)";
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
}

package org.umpire.cli.scenario;

import java.util.List;
import java.util.Map;

/**
 * A YAML document as a tree that remembers the line of every node, so that data problems can
 * name their line (Jackson's own trees forget it).
 */
sealed interface YamlNode permits YamlNode.Scalar, YamlNode.Sequence, YamlNode.Mapping {

    /** 1-based line where the node starts. */
    int line();

    /** What the node is, for messages: {@code a value}, {@code a list}, {@code a mapping}. */
    String kind();

    /** A plain value; {@code text} is empty for a YAML null ({@code ~} or nothing). */
    record Scalar(int line, String text) implements YamlNode {
        @Override
        public String kind() {
            return "a single value";
        }
    }

    /** A list. */
    record Sequence(int line, List<YamlNode> items) implements YamlNode {
        public Sequence {
            items = List.copyOf(items);
        }

        @Override
        public String kind() {
            return "a list";
        }
    }

    /** A mapping, keys in document order. */
    record Mapping(int line, Map<String, Entry> entries) implements YamlNode {
        public Mapping {
            entries = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(entries));
        }

        @Override
        public String kind() {
            return "a mapping (key: value lines)";
        }
    }

    /** One key of a mapping with the line of the key. */
    record Entry(String key, int keyLine, YamlNode value) {
    }
}

package org.umpire.cli.yaml;

/**
 * What can be wrong with YAML text before any of its values is read. {@link YamlTree} finds them;
 * each reader words them for its own files.
 */
public sealed interface YamlProblem
        permits YamlProblem.Empty, YamlProblem.Malformed, YamlProblem.RepeatedKey, YamlProblem.SecondDocument {

    /** 1-based line, 0 when the problem concerns the whole text. */
    int line();

    /** No document at all (nothing, or only comments). */
    record Empty() implements YamlProblem {
        @Override
        public int line() {
            return 0;
        }
    }

    /**
     * Not YAML; nothing after it is read.
     *
     * @param detail the parser's own words, e.g. {@code while parsing a flow sequence (from line 3):
     *               expected ',' or ']', but got <block mapping end>}
     */
    record Malformed(int line, String detail) implements YamlProblem {}

    /**
     * A key given twice in one mapping; the first one is kept.
     *
     * @param path      the dotted path of the key ({@code map.fog}; list items add nothing)
     * @param firstLine the line of its first occurrence
     */
    record RepeatedKey(int line, String path, String key, int firstLine) implements YamlProblem {}

    /** A second document ({@code ---}) after the first; it is not read. */
    record SecondDocument(int line) implements YamlProblem {}
}

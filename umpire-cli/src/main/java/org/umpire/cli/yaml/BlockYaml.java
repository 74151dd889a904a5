package org.umpire.cli.yaml;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A small reader of the plain block YAML the program writes and its data files use ({@code key:
 * value} and {@code - item} lines, plain and quoted one-line values, one-line {@code [a, b]} lists,
 * {@code {}}, comments). A short command reads {@code game.yaml}, {@code state.yaml} and the
 * scenario at every start, and SnakeYAML, general and cold, cost it some 40 ms of a 200 ms start
 * (docs/startup.md). It gives exactly the tree {@link YamlTree} gets from Jackson, or nothing: any
 * text outside that subset (anchors, tags, block or multi-line values, flow mappings, documents,
 * tabs, odd encodings, anything malformed) is left to Jackson, which reads it and words its errors
 * ({@code BlockYamlTest} compares both readers on every YAML file of the project and on generated text).
 * {@code -Dumpire.yaml.jackson=true} turns it off: every text is then read by Jackson alone.
 */
final class BlockYaml {

    /** The switch: {@code -Dumpire.yaml.jackson=true} reads every text with Jackson alone. */
    static final String JACKSON_ONLY_PROPERTY = "umpire.yaml.jackson";

    private static final boolean OFF = Boolean.getBoolean(JACKSON_ONLY_PROPERTY);

    /** Signals text outside the subset: Jackson reads it instead. */
    private static final class Outside extends Exception {
        private static final long serialVersionUID = 1L;

        Outside() {
            super(null, null, false, false);
        }
    }

    private static final Outside OUTSIDE = new Outside();

    /** One line that says something: its 1-based number, indentation and text after the indentation. */
    private record Line(int number, int indent, String text) {}

    private final List<Line> lines = new ArrayList<>();
    private final List<YamlProblem> problems = new ArrayList<>();
    private int at;

    private BlockYaml() {}

    /** The tree of {@code text}, when it is within the subset. */
    static Optional<YamlTree> tryParse(String text) {
        if (OFF) {
            return Optional.empty();
        }
        BlockYaml y = new BlockYaml();
        try {
            y.split(text);
            if (y.lines.isEmpty()) {
                throw OUTSIDE;
            }
            YamlNode root = y.block(y.lines.get(0).indent, y.lines.get(0).number, "");
            if (y.at < y.lines.size()) {
                throw OUTSIDE; // a line less indented than the root, or any other oddity
            }
            return Optional.of(new YamlTree(Optional.of(root), y.problems));
        } catch (Outside e) {
            return Optional.empty();
        }
    }

    private void split(String text) throws Outside {
        int n = text.length();
        int start = 0;
        for (int number = 1; start < n; number++) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = n;
            }
            int stop = end > start && text.charAt(end - 1) == '\r' ? end - 1 : end;
            String raw = text.substring(start, stop);
            start = end + 1;
            int indent = 0;
            while (indent < raw.length() && raw.charAt(indent) == ' ') {
                indent++;
            }
            String rest = raw.substring(indent);
            for (int i = 0; i < raw.length(); i++) {
                char c = raw.charAt(i);
                if (c < ' '
                        || c >= 0x7F && c <= 0x9F
                        || c >= 0x2028 && c <= 0x2029
                        || c >= 0xD800 && c <= 0xDFFF
                        || c >= 0xFEFF) {
                    throw OUTSIDE; // tabs, line breaks YAML knows and Java does not, characters YAML refuses
                }
            }
            if (rest.isEmpty() || rest.charAt(0) == '#') {
                continue;
            }
            if (indent == 0 && (rest.startsWith("---") || rest.startsWith("..."))) {
                throw OUTSIDE;
            }
            lines.add(new Line(number, indent, rest.stripTrailing()));
        }
    }

    /** The block starting at the current line, which is indented by {@code indent}. */
    private YamlNode block(int indent, int line, String path) throws Outside {
        Line first = lines.get(at);
        if (first.indent != indent) {
            throw OUTSIDE;
        }
        return isItem(first.text) ? sequence(indent, line, path) : mapping(indent, line, path);
    }

    private static boolean isItem(String text) {
        return text.equals("-") || text.startsWith("- ");
    }

    private YamlNode sequence(int indent, int line, String path) throws Outside {
        List<YamlNode> items = new ArrayList<>();
        while (at < lines.size() && lines.get(at).indent == indent && isItem(lines.get(at).text)) {
            Line l = lines.get(at);
            String rest = l.text.length() == 1 ? "" : l.text.substring(2);
            int inner = 0;
            while (inner < rest.length() && rest.charAt(inner) == ' ') {
                inner++;
            }
            rest = rest.substring(inner);
            if (rest.isEmpty() || rest.charAt(0) == '#') {
                at++;
                // a block under a bare "-" is placed on its own first line (where Jackson places it)
                Optional<YamlNode> under =
                        at < lines.size() ? nested(indent, lines.get(at).number, path) : Optional.empty();
                items.add(under.orElse(new YamlNode.Scalar(l.number, "")));
            } else if (isItem(rest)) {
                throw OUTSIDE;
            } else if (keyEnd(rest) >= 0) {
                // "- key: value": a mapping whose keys stand in the column of this first key
                int column = indent + 2 + inner;
                lines.set(at, new Line(l.number, column, rest));
                items.add(mapping(column, l.number, path));
            } else {
                at++;
                items.add(value(rest, l.number, path));
                requireNoDeeper(indent);
            }
        }
        return new YamlNode.Sequence(line, items);
    }

    private YamlNode mapping(int indent, int line, String path) throws Outside {
        Map<String, YamlNode.Entry> entries = new LinkedHashMap<>();
        while (at < lines.size() && lines.get(at).indent == indent && !isItem(lines.get(at).text)) {
            Line l = lines.get(at);
            int colon = keyEnd(l.text);
            if (colon < 0) {
                throw OUTSIDE;
            }
            String key = l.text.substring(0, colon).stripTrailing();
            if (key.isEmpty()) {
                throw OUTSIDE;
            }
            String rest = l.text.substring(colon + 1).strip();
            at++;
            String keyPath = path.isEmpty() ? key : path + "." + key;
            YamlNode value;
            if (rest.isEmpty() || rest.charAt(0) == '#') {
                Optional<YamlNode> inner = nested(indent, l.number, keyPath);
                if (inner.isEmpty()
                        && at < lines.size()
                        && lines.get(at).indent == indent
                        && isItem(lines.get(at).text)) {
                    inner = Optional.of(
                            sequence(indent, l.number, keyPath)); // "key:" then "- item" in the key's column
                }
                value = inner.orElse(new YamlNode.Scalar(l.number, ""));
            } else {
                value = value(rest, l.number, keyPath);
                requireNoDeeper(indent);
            }
            YamlNode.Entry first = entries.get(key);
            if (first != null) {
                problems.add(new YamlProblem.RepeatedKey(l.number, keyPath, key, first.keyLine()));
            } else {
                entries.put(key, new YamlNode.Entry(key, l.number, value));
            }
        }
        return new YamlNode.Mapping(line, entries);
    }

    /** The block under a {@code key:} or {@code -} line, when the next line is indented deeper. */
    private Optional<YamlNode> nested(int indent, int line, String path) throws Outside {
        if (at < lines.size() && lines.get(at).indent > indent) {
            return Optional.of(block(lines.get(at).indent, line, path));
        }
        return Optional.empty();
    }

    /** A value on its line is complete: a deeper line after it would continue it (multi-line). */
    private void requireNoDeeper(int indent) throws Outside {
        if (at < lines.size() && lines.get(at).indent > indent) {
            throw OUTSIDE;
        }
    }

    /**
     * Where a plain key ends (its colon, followed by a space or the end), or -1 when the text is
     * not a {@code key:} line; keys that need YAML's other forms are outside the subset.
     */
    private static int keyEnd(String text) throws Outside {
        char c = text.charAt(0);
        if (c == '[' || c == '{') {
            return -1; // a one-line list or mapping as a list item (a flow key is refused when it is read)
        }
        if ("'\"]}&*!|>%@`?,".indexOf(c) >= 0) {
            if (text.indexOf(": ") > 0 || text.endsWith(":")) {
                throw OUTSIDE;
            }
            return -1;
        }
        for (int i = 0; i < text.length(); i++) {
            char x = text.charAt(i);
            if (x == ':' && (i + 1 == text.length() || text.charAt(i + 1) == ' ')) {
                return i;
            }
            if (x == '#' && i > 0 && text.charAt(i - 1) == ' ') {
                return -1;
            }
        }
        return -1;
    }

    /** A value written on one line: quoted, a one-line list or mapping, or plain. */
    private YamlNode value(String text, int line, String path) throws Outside {
        char c = text.charAt(0);
        if (c == '[') {
            return list(text, line);
        }
        if (c == '{') {
            return flowMapping(text, line, path);
        }
        return new YamlNode.Scalar(line, scalar(text, false));
    }

    /** {@code {key: value, key: value}} on one line, of plain keys and one-line values. */
    private YamlNode flowMapping(String text, int line, String path) throws Outside {
        int close = text.lastIndexOf('}');
        if (close < 0 || !withoutComment(text, close + 1).equals(text.substring(0, close + 1))) {
            throw OUTSIDE;
        }
        String inside = text.substring(1, close).strip();
        Map<String, YamlNode.Entry> entries = new LinkedHashMap<>();
        if (!inside.isEmpty()) {
            for (String item : items(inside)) {
                int colon = item.indexOf(": ");
                String key = colon < 0 ? "" : item.substring(0, colon).strip();
                if (key.isEmpty()
                        || "'\"[]{}&*!|>%@`?#-:".indexOf(key.charAt(0)) >= 0
                        || key.indexOf(':') >= 0
                        || key.indexOf('#') >= 0) {
                    throw OUTSIDE;
                }
                String v = item.substring(colon + 2).strip();
                if (v.isEmpty()) {
                    throw OUTSIDE;
                }
                YamlNode value = v.charAt(0) == '[' ? list(v, line) : new YamlNode.Scalar(line, scalar(v, true));
                YamlNode.Entry first = entries.get(key);
                if (first != null) {
                    problems.add(new YamlProblem.RepeatedKey(
                            line, path.isEmpty() ? key : path + "." + key, key, first.keyLine()));
                } else {
                    entries.put(key, new YamlNode.Entry(key, line, value));
                }
            }
        }
        return new YamlNode.Mapping(line, entries);
    }

    private static YamlNode list(String text, int line) throws Outside {
        int close = text.indexOf(']');
        if (close < 0 || !withoutComment(text, close + 1).equals(text.substring(0, close + 1))) {
            throw OUTSIDE;
        }
        String inside = text.substring(1, close).strip();
        List<YamlNode> items = new ArrayList<>();
        if (!inside.isEmpty()) {
            for (String item : items(inside)) {
                String t = item.strip();
                if (t.isEmpty()) {
                    throw OUTSIDE;
                }
                items.add(new YamlNode.Scalar(line, scalar(t, true)));
            }
        }
        return new YamlNode.Sequence(line, items);
    }

    /**
     * The items of a one-line list or mapping, split at the commas outside quotes and brackets; a
     * list in a list, a mapping in a mapping, an unclosed quote or bracket is outside the subset.
     */
    private static List<String> items(String inside) throws Outside {
        List<String> out = new ArrayList<>();
        int depth = 0;
        char quote = 0;
        int start = 0;
        for (int i = 0; i < inside.length(); i++) {
            char c = inside.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else if (c == '\\' && quote == '"') {
                    i++;
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '[' || c == '{') {
                if (++depth > 1) {
                    throw OUTSIDE;
                }
            } else if (c == ']' || c == '}') {
                if (--depth < 0) {
                    throw OUTSIDE;
                }
            } else if (c == ',' && depth == 0) {
                out.add(inside.substring(start, i));
                start = i + 1;
            }
        }
        if (quote != 0 || depth != 0) {
            throw OUTSIDE;
        }
        out.add(inside.substring(start));
        return out;
    }

    /** The text of {@code t} up to {@code from}, with nothing but a comment after it. */
    private static String withoutComment(String t, int from) throws Outside {
        String after = t.substring(from).strip();
        if (!after.isEmpty() && after.charAt(0) != '#') {
            throw OUTSIDE;
        }
        return t.substring(0, from);
    }

    /** A one-line value: the text it stands for, {@code null} for {@code ~} and {@code null}. */
    private static String scalar(String t, boolean inList) throws Outside {
        char c = t.charAt(0);
        if (c == '\'') {
            return singleQuoted(t);
        }
        if (c == '"') {
            return doubleQuoted(t);
        }
        if ("[]{}&*!|>%@`#,?".indexOf(c) >= 0
                || c == '-' && (t.length() == 1 || t.charAt(1) == ' ')
                || c == ':' && (t.length() == 1 || t.charAt(1) == ' ')) {
            throw OUTSIDE;
        }
        int hash = t.indexOf(" #");
        String plain = hash < 0 ? t : t.substring(0, hash).stripTrailing();
        if (plain.contains(": ")
                || plain.endsWith(":")
                || inList
                        && (plain.contains("[")
                                || plain.contains("{")
                                || plain.contains("'")
                                || plain.contains("\"")
                                || plain.contains("#")
                                || plain.contains(":"))) {
            throw OUTSIDE;
        }
        return plain.equals("~") || plain.equals("null") || plain.equals("Null") || plain.equals("NULL") ? null : plain;
    }

    private static String singleQuoted(String t) throws Outside {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c == '\'') {
                if (i + 1 < t.length() && t.charAt(i + 1) == '\'') {
                    b.append('\'');
                    i++;
                    continue;
                }
                withoutComment(t, i + 1);
                return b.toString();
            }
            b.append(c);
        }
        throw OUTSIDE;
    }

    private static String doubleQuoted(String t) throws Outside {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c == '"') {
                withoutComment(t, i + 1);
                return b.toString();
            }
            if (c != '\\') {
                b.append(c);
                continue;
            }
            if (++i >= t.length()) {
                throw OUTSIDE;
            }
            char e = t.charAt(i);
            switch (e) {
                case '"', '\\' -> b.append(e);
                case 'n' -> b.append('\n');
                case 't' -> b.append('\t');
                case 'r' -> b.append('\r');
                case '0' -> b.append('\0');
                case 'u' -> {
                    if (i + 4 >= t.length()) {
                        throw OUTSIDE;
                    }
                    int code = 0;
                    for (int k = i + 1; k <= i + 4; k++) {
                        int digit = Character.digit(t.charAt(k), 16);
                        if (digit < 0) {
                            throw OUTSIDE;
                        }
                        code = code * 16 + digit;
                    }
                    b.append((char) code);
                    i += 4;
                }
                default -> throw OUTSIDE;
            }
        }
        throw OUTSIDE;
    }
}

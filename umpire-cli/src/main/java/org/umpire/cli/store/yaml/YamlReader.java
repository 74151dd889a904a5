package org.umpire.cli.store.yaml;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.umpire.cli.base.BadFileException;
import org.umpire.cli.base.FileProblem;
import org.umpire.cli.yaml.YamlNode;
import org.umpire.cli.yaml.YamlProblem;
import org.umpire.cli.yaml.YamlTree;

/**
 * Reads one store file's {@link YamlNode} tree ({@link #root(byte[])}) and values out of it, and
 * collects every problem with its line, instead of stopping at the first one. A decoder asks for
 * fields, builds its values only when no problem was found for them ({@link #mark()},
 * {@link #cleanSince(int)}), and ends with {@link #throwIfProblems(String)}.
 */
public final class YamlReader {

    private final String source;
    private final List<FileProblem> problems = new ArrayList<>();

    public YamlReader(String source) {
        this.source = source;
    }

    public String source() {
        return source;
    }

    public List<FileProblem> problems() {
        return List.copyOf(problems);
    }

    /** A position in the problem list, to ask later whether a part was read cleanly. */
    public int mark() {
        return problems.size();
    }

    /** True when no problem was recorded since {@code mark}. */
    public boolean cleanSince(int mark) {
        return problems.size() == mark;
    }

    /** Records a problem at a line. */
    public void problem(int line, String message) {
        problems.add(new FileProblem(source, line, message));
    }

    /** Records a problem with a field: {@code field "units.Kaga.steps": <message>}. */
    public void fieldProblem(int line, String path, String message) {
        problem(line, "field \"" + path + "\": " + message);
    }

    /**
     * The root of the document {@code yaml} (UTF-8), which must be a mapping.
     *
     * @throws BadFileException when the text is not one well-formed YAML document without repeated
     *                          keys, or its root is not a mapping
     */
    public Fields root(byte[] yaml) {
        YamlTree tree = YamlTree.parse(yaml);
        if (!tree.problems().isEmpty()) {
            List<FileProblem> found = new ArrayList<>();
            for (YamlProblem p : tree.problems()) {
                found.add(new FileProblem(source, p.line(), describe(p)));
            }
            throw new BadFileException(found, null);
        }
        YamlNode root = tree.root().orElseThrow();
        if (!(root instanceof YamlNode.Mapping)) {
            throw new BadFileException(new FileProblem(source, root.line(),
                    "the file should be a mapping (key: value lines), not " + root.kind()), null);
        }
        return new Fields(this, (YamlNode.Mapping) root, "");
    }

    private static String describe(YamlProblem p) {
        if (p instanceof YamlProblem.Empty) {
            return "the file is empty";
        }
        if (p instanceof YamlProblem.Malformed) {
            return "not valid YAML: " + ((YamlProblem.Malformed) p).detail();
        }
        if (p instanceof YamlProblem.RepeatedKey) {
            YamlProblem.RepeatedKey r = (YamlProblem.RepeatedKey) p;
            return "field \"" + r.key() + "\" appears twice in the same mapping (first on line " + r.firstLine() + "); keep one";
        }
        if (p instanceof YamlProblem.SecondDocument) {
            return "a second YAML document starts here; the file holds one document only";
        }
        throw new AssertionError(p);
    }

    /** {@code node} as a mapping, or a problem naming {@code path}. */
    public Optional<Fields> mapping(YamlNode node, String path) {
        if (!(node instanceof YamlNode.Mapping)) {
            fieldProblem(node.line(), path, "should be a mapping (key: value lines), not " + node.kind());
            return Optional.empty();
        }
        return Optional.of(new Fields(this, (YamlNode.Mapping) node, path));
    }

    /** {@code node} as a list, or a problem naming {@code path}. */
    public Optional<List<YamlNode>> list(YamlNode node, String path) {
        if (!(node instanceof YamlNode.Sequence)) {
            fieldProblem(node.line(), path, "should be a list (- item lines, or [] when empty), not " + node.kind());
            return Optional.empty();
        }
        return Optional.of(((YamlNode.Sequence) node).items());
    }

    /** {@code node} as a non-empty single value, or a problem naming {@code path}. */
    public Optional<String> text(YamlNode node, String path) {
        if (!(node instanceof YamlNode.Scalar)) {
            fieldProblem(node.line(), path, "should be a single value, not " + node.kind());
            return Optional.empty();
        }
        String text = ((YamlNode.Scalar) node).text();
        if (text == null) {
            fieldProblem(node.line(), path, "has no value");
            return Optional.empty();
        }
        return Optional.of(text);
    }

    /** Throws every problem recorded so far, with {@code fix} as the closing line. */
    public void throwIfProblems(String fix) {
        if (!problems.isEmpty()) {
            throw new BadFileException(problems, fix);
        }
    }
}

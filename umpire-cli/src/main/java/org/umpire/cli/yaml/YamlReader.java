package org.umpire.cli.yaml;

import java.util.List;
import java.util.Optional;
import org.umpire.cli.base.BadFileException;
import org.umpire.cli.base.Problem;

/**
 * Reads one YAML file: its {@link YamlTree}, then values out of it through {@link Fields} (one
 * mapping) and {@link FieldValue} (one value), recording every problem with its line and field in
 * {@link Problems} instead of stopping at the first. The one way the program reads a YAML file: the
 * game files, the scenario's {@code scenario.yaml}, {@code mail.yaml}; each family words the shape's
 * problems its own way ({@link Wording}).
 *
 * <p>A decoder asks for fields, builds its values only when no problem was found for them
 * ({@link #mark()}, {@link #cleanSince(int)}), and ends with {@link #throwIfProblems(String)} (or
 * reports the {@link Problems} with others, as the scenario loader does).
 */
public final class YamlReader {

    private final String file;
    private final Wording wording;
    private final Problems problems;

    /** A game file's reader, with the game files' words and problems of its own. */
    public YamlReader(String file) {
        this(file, Wording.GAME_FILES, new Problems());
    }

    public YamlReader(String file, Wording wording, Problems problems) {
        this.file = file;
        this.wording = wording;
        this.problems = problems;
    }

    /** The file as named in messages. */
    public String source() {
        return file;
    }

    Wording wording() {
        return wording;
    }

    public List<Problem> problems() {
        return problems.list();
    }

    /** A position in the problem list, to ask later whether a part was read cleanly. */
    public int mark() {
        return problems.mark();
    }

    /** True when no problem was recorded since {@code mark}. */
    public boolean cleanSince(int mark) {
        return problems.cleanSince(mark);
    }

    /** Records a problem at a line, worded whole. */
    public void problem(int line, String message) {
        problems.add(new Problem(file, line, message));
    }

    /** Records a problem with a field: {@code field "units.Kaga.steps": <message>}. */
    public void fieldProblem(int line, String path, String message) {
        problems.add(new Problem(file, line, path, message));
    }

    void add(Problem p) {
        problems.add(p);
    }

    /**
     * The root of the document {@code yaml} (UTF-8), which must be a mapping, read with the fields
     * asked for ({@link Fields#rejectUnknown()}).
     *
     * @throws BadFileException when the text is not one well-formed YAML document without repeated
     *                          keys, or its root is not a mapping
     */
    public Fields root(byte[] yaml) {
        return root(YamlTree.parse(yaml));
    }

    /** The same for a tree already parsed. */
    public Fields root(YamlTree tree) {
        int mark = mark();
        Optional<YamlNode> root = tree(tree);
        if (!cleanSince(mark)) {
            throwIfProblems(null);
        }
        Optional<Fields> fields = root(root.orElseThrow(), null);
        if (fields.isEmpty()) {
            throwIfProblems(null);
        }
        return fields.orElseThrow();
    }

    /** The document's root node, recording what is wrong with the text; empty when there is none. */
    public Optional<YamlNode> tree(String text) {
        return tree(YamlTree.parse(text));
    }

    /** The same for {@code yaml} (UTF-8). */
    public Optional<YamlNode> tree(byte[] yaml) {
        return tree(YamlTree.parse(yaml));
    }

    private Optional<YamlNode> tree(YamlTree tree) {
        tree.problems().forEach(p -> add(wording.tree(file, p)));
        return tree.root();
    }

    /**
     * The root as a mapping whose fields are {@code known} (others are reported at once), or read with
     * the fields asked for when {@code known} is null; empty, with a problem, when it is not a mapping.
     * Fields missing from the root are reported on line 0 when {@code known} is given.
     */
    public Optional<Fields> root(YamlNode root, List<String> known) {
        if (root instanceof YamlNode.Mapping m) {
            return Optional.of(new Fields(this, m, "", known == null ? m.line() : 0, known));
        }
        add(wording.rootNotMapping(file, root, known == null ? List.of() : known));
        return Optional.empty();
    }

    /** {@code node} as a mapping read with the fields asked for, or a problem naming {@code path}. */
    public Optional<Fields> mapping(YamlNode node, String path) {
        return mapping(node, path, null);
    }

    /**
     * {@code node} as a mapping whose fields are {@code known} (null: those asked for), or a problem
     * naming {@code path}.
     */
    public Optional<Fields> mapping(YamlNode node, String path, List<String> known) {
        if (node instanceof YamlNode.Mapping m) {
            return Optional.of(new Fields(this, m, path, m.line(), known));
        }
        add(wording.notMapping(file, node, path, known == null ? List.of() : known));
        return Optional.empty();
    }

    /** {@code node} as a list, or a problem naming {@code path}. */
    public Optional<List<YamlNode>> list(YamlNode node, String path) {
        return list(node, path, false);
    }

    Optional<List<YamlNode>> list(YamlNode node, String path, boolean ofMappings) {
        if (node instanceof YamlNode.Sequence s) {
            return Optional.of(s.items());
        }
        add(wording.notList(file, node, path, ofMappings));
        return Optional.empty();
    }

    /** {@code node} as a non-empty single value, or a problem naming {@code path}. */
    public Optional<String> text(YamlNode node, String path) {
        if (!(node instanceof YamlNode.Scalar s)) {
            add(wording.notValue(file, node, path));
            return Optional.empty();
        }
        if (s.text() == null) {
            add(wording.noValue(file, node, path));
            return Optional.empty();
        }
        return Optional.of(s.text());
    }

    /**
     * {@code node} as a single value with its place, for the typed readings of {@link FieldValue};
     * an empty value is blank text, unless the wording refuses it.
     */
    public Optional<FieldValue> value(YamlNode node, String path) {
        if (!(node instanceof YamlNode.Scalar s)) {
            add(wording.notValue(file, node, path));
            return Optional.empty();
        }
        if (s.text() == null && !wording.emptyIsBlank()) {
            add(wording.noValue(file, node, path));
            return Optional.empty();
        }
        return Optional.of(new FieldValue(file, node.line(), path, s.text(), problems));
    }

    /** Throws every problem recorded so far, with {@code fix} as the closing line. */
    public void throwIfProblems(String fix) {
        problems.throwIfAny(fix);
    }
}

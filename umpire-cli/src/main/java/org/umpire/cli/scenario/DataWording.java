package org.umpire.cli.scenario;

import java.util.Collection;
import java.util.List;
import org.umpire.cli.base.Problem;
import org.umpire.cli.yaml.FieldValue;
import org.umpire.cli.yaml.Wording;
import org.umpire.cli.yaml.YamlNode;
import org.umpire.cli.yaml.YamlProblem;

/**
 * The scenario's words for the shape of {@code scenario.yaml}: each problem names the key path as its
 * field and ends with {@code " — "} and the fix; an empty value is blank text, which the value's
 * reading words.
 */
final class DataWording implements Wording {

    static final DataWording INSTANCE = new DataWording();

    private DataWording() {}

    @Override
    public Problem tree(String file, YamlProblem p) {
        if (p instanceof YamlProblem.Empty) {
            return new Problem(
                    file,
                    0,
                    "",
                    "the file is empty — it must hold the scenario's settings (see docs/scenario-data.md)");
        }
        if (p instanceof YamlProblem.Malformed m) {
            return new Problem(
                    file,
                    p.line(),
                    "",
                    "malformed YAML: " + m.detail()
                            + " — check the indentation (spaces only), the colons after keys and the brackets");
        }
        if (p instanceof YamlProblem.RepeatedKey r) {
            return new Problem(
                    file,
                    r.line(),
                    r.path(),
                    "key \"" + r.key() + "\" is given twice (first at line " + r.firstLine() + ") — keep one");
        }
        if (p instanceof YamlProblem.SecondDocument) {
            return new Problem(
                    file,
                    p.line(),
                    "",
                    "a second YAML document starts here — the scenario's settings are one"
                            + " document: remove this \"---\" and what follows, or merge it into the first");
        }
        throw new AssertionError(p);
    }

    @Override
    public Problem rootNotMapping(String file, YamlNode root, List<String> known) {
        return notMapping(file, root, "", known);
    }

    @Override
    public Problem missing(String file, int line, String path, String example) {
        return new Problem(file, line, path, "is missing — add " + example);
    }

    @Override
    public Problem unknown(String file, YamlNode.Entry entry, String path, Collection<String> known) {
        return new Problem(
                file,
                entry.keyLine(),
                path,
                "unknown key \"" + entry.key() + "\" — the keys here are " + String.join(", ", known));
    }

    @Override
    public Problem notMapping(String file, YamlNode node, String path, List<String> known) {
        if (known.isEmpty()) {
            return new Problem(file, node.line(), path, "must be a mapping (key: value lines), not " + kind(node));
        }
        return new Problem(
                file,
                node.line(),
                path,
                "must be a mapping of keys (" + String.join(", ", known) + "), not " + kind(node)
                        + describeScalar(node));
    }

    @Override
    public Problem notList(String file, YamlNode node, String path, boolean ofMappings) {
        return new Problem(
                file,
                node.line(),
                path,
                ofMappings
                        ? "must be a list of entries (lines starting with \"- \"), not " + kind(node)
                        : "must be a list, e.g. [A1, B2], not " + kind(node) + describeScalar(node));
    }

    @Override
    public Problem notValue(String file, YamlNode node, String path) {
        return new Problem(file, node.line(), path, "must be a single value, not " + kind(node));
    }

    @Override
    public boolean emptyIsBlank() {
        return true;
    }

    /** How {@code node} is called in messages: any scalar is {@code a single value}. */
    private static String kind(YamlNode node) {
        return node instanceof YamlNode.Scalar ? "a single value" : node.kind();
    }

    /** A scalar's text as {@link FieldValue} holds it (trimmed, empty for an empty value), shown. */
    private static String describeScalar(YamlNode node) {
        if (!(node instanceof YamlNode.Scalar s)) {
            return "";
        }
        return " " + FieldValue.shown(s.text() == null ? "" : s.text().trim());
    }
}

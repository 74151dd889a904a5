package org.umpire.cli.yaml;

import java.util.Collection;
import java.util.List;
import org.umpire.cli.base.Problem;

/**
 * How a family of files words what {@link YamlReader} and {@link Fields} find wrong with their shape
 * (the values' own problems are worded by {@link FieldValue} and the callers). The methods here word
 * the game files ({@code state.yaml}, {@code game.yaml}, journal entries...); the scenario's data and
 * {@code mail.yaml} override what their readers have always said.
 */
public interface Wording {

    /** The game files' words. */
    Wording GAME_FILES = new Wording() {};

    /** What is wrong with the text before any value is read. */
    default Problem tree(String file, YamlProblem p) {
        if (p instanceof YamlProblem.Empty) {
            return new Problem(file, 0, "the file is empty");
        }
        if (p instanceof YamlProblem.Malformed m) {
            return new Problem(file, p.line(), "not valid YAML: " + m.detail());
        }
        if (p instanceof YamlProblem.RepeatedKey r) {
            return new Problem(
                    file,
                    r.line(),
                    "field \"" + r.key() + "\" appears twice in the same mapping (first on line " + r.firstLine()
                            + "); keep one");
        }
        if (p instanceof YamlProblem.SecondDocument) {
            return new Problem(file, p.line(), "a second YAML document starts here; the file holds one document only");
        }
        throw new AssertionError(p);
    }

    /** The document is not a mapping; {@code known} its fields when the reader names them. */
    default Problem rootNotMapping(String file, YamlNode root, List<String> known) {
        return new Problem(file, root.line(), "the file should be a mapping (key: value lines), not " + root.kind());
    }

    /**
     * A required field is absent.
     *
     * @param line    the line of the mapping that lacks it
     * @param example how to write it ({@code turns: 25}), or null
     */
    default Problem missing(String file, int line, String path, String example) {
        return new Problem(file, line, "field \"" + path + "\" is missing");
    }

    /** A field nobody reads; {@code known} the fields of its mapping. */
    default Problem unknown(String file, YamlNode.Entry entry, String path, Collection<String> known) {
        return new Problem(
                file,
                entry.keyLine(),
                "unknown field \"" + path + "\"; the fields here are: " + String.join(", ", known));
    }

    /** Not a mapping where one is due; {@code known} its fields, empty when its keys are data (unit ids). */
    default Problem notMapping(String file, YamlNode node, String path, List<String> known) {
        return new Problem(file, node.line(), path, "should be a mapping (key: value lines), not " + node.kind());
    }

    /** Not a list where one is due: of single values, or of mappings ({@code - key: value} entries). */
    default Problem notList(String file, YamlNode node, String path, boolean ofMappings) {
        return new Problem(
                file, node.line(), path, "should be a list (- item lines, or [] when empty), not " + node.kind());
    }

    /** A list or mapping where a single value is due. */
    default Problem notValue(String file, YamlNode node, String path) {
        return new Problem(file, node.line(), path, "should be a single value, not " + node.kind());
    }

    /** An empty value ({@code key:}, {@code ~}) where one is due. */
    default Problem noValue(String file, YamlNode node, String path) {
        return new Problem(file, node.line(), path, "has no value");
    }

    /**
     * Whether an empty value is read as blank text (whose typed reading words it: "is empty — ...")
     * rather than refused ({@link #noValue}).
     */
    default boolean emptyIsBlank() {
        return false;
    }
}

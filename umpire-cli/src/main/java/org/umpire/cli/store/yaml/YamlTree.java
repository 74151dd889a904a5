package org.umpire.cli.store.yaml;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import org.yaml.snakeyaml.error.MarkedYAMLException;

import org.umpire.cli.store.BadFileException;
import org.umpire.cli.store.FileProblem;

/**
 * Reads one YAML document into a {@link YamlNode} tree that keeps line numbers. Syntax errors and
 * repeated keys are {@link BadFileException}s naming the line.
 */
public final class YamlTree {

    private static final YAMLFactory FACTORY = YAMLFactory.builder().build();

    private YamlTree() {
    }

    /**
     * Parses {@code yaml} (UTF-8).
     *
     * @param source the file as named in messages ({@code state.yaml})
     * @throws BadFileException when the text is not one well-formed YAML document without repeated keys
     */
    public static YamlNode parse(String source, byte[] yaml) {
        List<FileProblem> problems = new ArrayList<>();
        YamlNode root;
        try (JsonParser p = FACTORY.createParser(yaml)) {
            JsonToken first = p.nextToken();
            if (first == null) {
                throw new BadFileException(new FileProblem(source, 0, "the file is empty"), null);
            }
            root = node(source, p, problems, line(p.currentTokenLocation()));
            JsonToken after = p.nextToken();
            if (after != null) {
                problems.add(new FileProblem(source, line(p.currentTokenLocation()),
                        "a second YAML document starts here; the file holds one document only"));
            }
        } catch (JsonProcessingException e) {
            throw new BadFileException(syntaxProblem(source, e), null);
        } catch (IOException e) {
            throw new UncheckedIOException("reading YAML from memory failed", e);
        }
        if (!problems.isEmpty()) {
            throw new BadFileException(problems, null);
        }
        return root;
    }

    /**
     * The node at the current token. A mapping or list that is the value of a key gets the key's
     * line ({@code startLine}), where a reader looks for it; a value gets its own.
     */
    private static YamlNode node(String source, JsonParser p, List<FileProblem> problems, int startLine) throws IOException {
        JsonToken t = p.currentToken();
        int line = t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY ? startLine : line(p.currentTokenLocation());
        if (t == JsonToken.START_OBJECT) {
            Map<String, YamlNode.Field> fields = new LinkedHashMap<>();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                int keyLine = line(p.currentTokenLocation());
                p.nextToken();
                YamlNode value = node(source, p, problems, keyLine);
                YamlNode.Field earlier = fields.get(key);
                if (earlier != null) {
                    problems.add(new FileProblem(source, keyLine, "field \"" + key
                            + "\" appears twice in the same mapping (first on line " + earlier.line() + "); keep one"));
                } else {
                    fields.put(key, new YamlNode.Field(key, keyLine, value));
                }
            }
            return new YamlNode.Mapping(line, fields);
        }
        if (t == JsonToken.START_ARRAY) {
            List<YamlNode> items = new ArrayList<>();
            while (p.nextToken() != JsonToken.END_ARRAY) {
                items.add(node(source, p, problems, line(p.currentTokenLocation())));
            }
            return new YamlNode.Sequence(line, items);
        }
        if (t == JsonToken.VALUE_NULL) {
            return new YamlNode.Scalar(line, null);
        }
        if (t != null && t.isScalarValue()) {
            return new YamlNode.Scalar(line, p.getText());
        }
        throw new IllegalStateException("unexpected YAML token " + t + " at line " + line);
    }

    /** SnakeYAML's own words ("while parsing a flow sequence (from line 3): expected ',' or ']'"), where it has them. */
    private static FileProblem syntaxProblem(String source, JsonProcessingException e) {
        if (e.getCause() instanceof MarkedYAMLException) {
            MarkedYAMLException m = (MarkedYAMLException) e.getCause();
            String context = m.getContext() == null ? ""
                    : m.getContext() + (m.getContextMark() == null ? "" : " (from line " + (m.getContextMark().getLine() + 1) + ")") + ": ";
            int line = m.getProblemMark() == null ? line(e.getLocation()) : m.getProblemMark().getLine() + 1;
            return new FileProblem(source, line, "not valid YAML: " + context + m.getProblem());
        }
        String message = e.getOriginalMessage() == null ? e.getClass().getSimpleName() : e.getOriginalMessage();
        int nl = message.indexOf('\n');
        return new FileProblem(source, line(e.getLocation()), "not valid YAML: " + (nl < 0 ? message : message.substring(0, nl)).trim());
    }

    private static int line(JsonLocation location) {
        return location == null ? 0 : Math.max(0, location.getLineNr());
    }
}

package org.umpire.cli.scenario;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

/**
 * Reads YAML text into a {@link YamlNode} tree through Jackson's streaming parser, keeping each
 * node's line. Malformed YAML and duplicate keys become problems.
 */
final class YamlTreeReader {

    private static final YAMLFactory FACTORY = new YAMLFactory();

    private final String file;
    private final Problems problems;

    YamlTreeReader(String file, Problems problems) {
        this.file = file;
        this.problems = problems;
    }

    /** The document's root, or empty when the text is not YAML (the problem is recorded). */
    Optional<YamlNode> read(String text) {
        try (JsonParser p = FACTORY.createParser(text)) {
            JsonToken first = p.nextToken();
            if (first == null) {
                problems.add(file, 0, "", "the file is empty — it must hold the scenario's settings (see docs/scenario-data.md)");
                return Optional.empty();
            }
            return Optional.of(node(p, ""));
        } catch (JsonProcessingException e) {
            JsonLocation where = e.getLocation();
            int line = where == null ? 0 : Math.max(0, where.getLineNr());
            problems.add(file, line, "", "malformed YAML: " + summary(e.getOriginalMessage())
                    + " — check the indentation (spaces only), the colons after keys and the brackets");
            return Optional.empty();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private YamlNode node(JsonParser p, String path) throws IOException {
        int line = p.currentTokenLocation().getLineNr();
        JsonToken t = p.currentToken();
        if (t == JsonToken.START_OBJECT) {
            Map<String, YamlNode.Entry> entries = new LinkedHashMap<>();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                int keyLine = p.currentTokenLocation().getLineNr();
                p.nextToken();
                String childPath = path.isEmpty() ? key : path + "." + key;
                YamlNode value = node(p, childPath);
                YamlNode.Entry previous = entries.get(key);
                if (previous != null) {
                    problems.add(file, keyLine, childPath, "key \"" + key + "\" is given twice (first at line "
                            + previous.keyLine() + ") — keep one");
                } else {
                    entries.put(key, new YamlNode.Entry(key, keyLine, value));
                }
            }
            return new YamlNode.Mapping(line, entries);
        }
        if (t == JsonToken.START_ARRAY) {
            List<YamlNode> items = new ArrayList<>();
            while (p.nextToken() != JsonToken.END_ARRAY) {
                items.add(node(p, path));
            }
            return new YamlNode.Sequence(line, items);
        }
        if (t == JsonToken.VALUE_NULL) {
            return new YamlNode.Scalar(line, "");
        }
        return new YamlNode.Scalar(line, p.getText().trim());
    }

    /** SnakeYAML's messages span several lines with a source excerpt; keep the sentences. */
    private static String summary(String message) {
        if (message == null) {
            return "unreadable";
        }
        return message.lines()
                .filter(l -> !l.isBlank() && !Character.isWhitespace(l.charAt(0)))
                .map(String::trim)
                .collect(Collectors.joining(": "));
    }
}

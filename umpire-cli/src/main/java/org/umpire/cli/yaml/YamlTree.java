package org.umpire.cli.yaml;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.yaml.snakeyaml.error.MarkedYAMLException;

/**
 * One YAML document read into a {@link YamlNode} tree (plain block YAML by {@link BlockYaml}, any other
 * through Jackson's streaming parser), keeping
 * each node's line, with what is wrong with the text as {@link YamlProblem}s (in file order).
 *
 * @param root     the document's root; empty when the text is empty or malformed
 * @param problems repeated keys and a second document (the root is still given), or why there is none
 */
public record YamlTree(Optional<YamlNode> root, List<YamlProblem> problems) {

    /** Jackson's factory, made at the first text the small reader leaves to it (not at every start). */
    private static final class Jackson {
        static final YAMLFactory FACTORY = YAMLFactory.builder().build();
    }

    public YamlTree {
        problems = List.copyOf(problems);
    }

    /** Reads {@code text}. */
    public static YamlTree parse(String text) {
        Optional<YamlTree> plain = BlockYaml.tryParse(text);
        if (plain.isPresent()) {
            return plain.get();
        }
        return parseWithJackson(text);
    }

    /** Reads {@code yaml} (UTF-8). */
    public static YamlTree parse(byte[] yaml) {
        Optional<String> text = strictUtf8(yaml);
        Optional<YamlTree> plain = text.flatMap(BlockYaml::tryParse);
        if (plain.isPresent()) {
            return plain.get();
        }
        return parseWithJackson(yaml);
    }

    /** The text of {@code yaml} when it is well-formed UTF-8 (anything else is Jackson's to read and word). */
    private static Optional<String> strictUtf8(byte[] yaml) {
        try {
            return Optional.of(StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(yaml))
                    .toString());
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }

    /** Reads {@code text} with Jackson (SnakeYAML) alone: any YAML, and the words for what is wrong. */
    static YamlTree parseWithJackson(String text) {
        try (JsonParser p = Jackson.FACTORY.createParser(text)) {
            return read(p);
        } catch (IOException e) {
            throw new UncheckedIOException("reading YAML from memory failed", e);
        }
    }

    /** The same for bytes (Jackson finds their encoding). */
    static YamlTree parseWithJackson(byte[] yaml) {
        try (JsonParser p = Jackson.FACTORY.createParser(yaml)) {
            return read(p);
        } catch (IOException e) {
            throw new UncheckedIOException("reading YAML from memory failed", e);
        }
    }

    private static YamlTree read(JsonParser p) throws IOException {
        List<YamlProblem> problems = new ArrayList<>();
        try {
            if (p.nextToken() == null) {
                return new YamlTree(Optional.empty(), List.of(new YamlProblem.Empty()));
            }
            YamlNode root = node(p, "", problems, line(p.currentTokenLocation()));
            if (p.nextToken() != null) {
                problems.add(new YamlProblem.SecondDocument(line(p.currentTokenLocation())));
            }
            return new YamlTree(Optional.of(root), problems);
        } catch (JsonProcessingException e) {
            problems.add(malformed(e));
            return new YamlTree(Optional.empty(), problems);
        }
    }

    /**
     * The node at the current token. A mapping or list that is the value of a key gets the key's
     * line ({@code startLine}), where a reader looks for it; a value gets its own.
     */
    private static YamlNode node(JsonParser p, String path, List<YamlProblem> problems, int startLine)
            throws IOException {
        JsonToken t = p.currentToken();
        int line =
                t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY ? startLine : line(p.currentTokenLocation());
        if (t == JsonToken.START_OBJECT) {
            Map<String, YamlNode.Entry> entries = new LinkedHashMap<>();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                int keyLine = line(p.currentTokenLocation());
                p.nextToken();
                String keyPath = path.isEmpty() ? key : path + "." + key;
                YamlNode value = node(p, keyPath, problems, keyLine);
                YamlNode.Entry first = entries.get(key);
                if (first != null) {
                    problems.add(new YamlProblem.RepeatedKey(keyLine, keyPath, key, first.keyLine()));
                } else {
                    entries.put(key, new YamlNode.Entry(key, keyLine, value));
                }
            }
            return new YamlNode.Mapping(line, entries);
        }
        if (t == JsonToken.START_ARRAY) {
            List<YamlNode> items = new ArrayList<>();
            while (p.nextToken() != JsonToken.END_ARRAY) {
                items.add(node(p, path, problems, line(p.currentTokenLocation())));
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
    private static YamlProblem malformed(JsonProcessingException e) {
        if (e.getCause() instanceof MarkedYAMLException) {
            MarkedYAMLException m = (MarkedYAMLException) e.getCause();
            String context = m.getContext() == null
                    ? ""
                    : m.getContext()
                            + (m.getContextMark() == null
                                    ? ""
                                    : " (from line " + (m.getContextMark().getLine() + 1) + ")")
                            + ": ";
            int line = m.getProblemMark() == null
                    ? line(e.getLocation())
                    : m.getProblemMark().getLine() + 1;
            return new YamlProblem.Malformed(line, context + m.getProblem());
        }
        String message = e.getOriginalMessage() == null ? e.getClass().getSimpleName() : e.getOriginalMessage();
        int nl = message.indexOf('\n');
        return new YamlProblem.Malformed(line(e.getLocation()), (nl < 0 ? message : message.substring(0, nl)).trim());
    }

    private static int line(JsonLocation location) {
        return location == null ? 0 : Math.max(0, location.getLineNr());
    }
}

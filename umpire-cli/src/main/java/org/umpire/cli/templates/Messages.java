package org.umpire.cli.templates;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.umpire.cli.text.Typography;
import org.umpire.engine.model.Language;

/**
 * The wording of one language, read from {@code templates/messages_<lang>.properties} (UTF-8).
 * A message may insert parameters: {@code {hex}} inserts the value as is, {@code {level:sighting}}
 * inserts the wording of the message {@code sighting.<value>} (for values that are codes, such
 * as {@code CARRIERS}); {@code {x:@date}}, {@code @time}, {@code @list}, {@code @or} and {@code @sides}
 * word dates, times, lists and side codes the reader's way. A missing message or parameter is a bug in the templates and fails loudly.
 * The filled text follows the language's {@link org.umpire.cli.text.Typography} (French elisions,
 * decimal comma: see docs/reports-and-mail.md#one-language-per-reader).
 */
public final class Messages {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z0-9_-]+)(?::(@?[A-Za-z0-9_.-]+))?}");

    private final Language language;
    private final SortedMap<String, String> entries;
    private final Map<String, Object> tree;

    Messages(Language language, Map<String, String> entries) {
        this.language = Objects.requireNonNull(language, "language");
        this.entries = Collections.unmodifiableSortedMap(new TreeMap<>(entries));
        this.tree = Collections.unmodifiableMap(buildTree(this.entries));
    }

    public Language language() {
        return language;
    }

    public boolean has(String key) {
        return entries.containsKey(key);
    }

    public SortedSet<String> keys() {
        return new TreeSet<>(entries.keySet());
    }

    /** The message {@code key}; fails when the templates lack it. */
    public String get(String key) {
        String value = entries.get(key);
        if (value == null) {
            throw new MissingMessageException("no message '" + key + "' in messages_" + language.code()
                    + ".properties: add a line '" + key + "=...' to the templates");
        }
        return value;
    }

    /** The message {@code key} with its placeholders filled from {@code params}. */
    public String format(String key, Map<String, String> params) {
        return fill(key, get(key), params);
    }

    /** Shorthand for {@link #format(String, Map)} with name/value pairs. */
    public String format(String key, String... nameValues) {
        if (nameValues.length % 2 != 0) {
            throw new IllegalArgumentException("parameters come in name, value pairs");
        }
        Map<String, String> params = new TreeMap<>();
        for (int i = 0; i < nameValues.length; i += 2) {
            params.put(nameValues[i], nameValues[i + 1]);
        }
        return format(key, params);
    }

    /**
     * A unit's name from the scenario data (in English: {@code Zero (reserve)}, {@code Marine company A}) in
     * the reader's language: the message {@code unitName.<name in lower case, words joined by ->} when the
     * templates have one ({@code unitName.zero-reserve}), else the name as the data gives it (a ship's
     * name, {@code Akagi}, is the same in every language).
     */
    public String unitName(String name) {
        String key = "unitName." + slug(name);
        return has(key) ? get(key) : name;
    }

    /**
     * A search source's id ({@code floatplanes}, {@code midway-area}) as the reader writes it in orders: the
     * message {@code source.<id>} ({@code hydravions} in French), else the id.
     */
    public String sourceName(String id) {
        String key = "source." + id;
        return has(key) ? get(key) : id;
    }

    /**
     * A place the scenario data names in English ({@code Pearl and Hermes Reef}, {@code Lisianski Island},
     * {@code Kure Atoll}) in the reader's language: the message {@code island.<key>} whose English wording is
     * the name, or whose key the name starts with ({@code lisianski-island} -> {@code island.lisianski}); else
     * the name as the data gives it.
     */
    public String placeName(String name) {
        Messages en = TemplateSource.builtIn().messages(Language.EN);
        String slug = slug(name);
        String best = null;
        for (String key : en.keys()) {
            if (!key.startsWith("island.") || !has(key)) {
                continue;
            }
            String k = key.substring("island.".length());
            if ((en.get(key).equals(name) || slug.equals(k) || slug.startsWith(k + "-"))
                    && (best == null || k.length() > best.length() - "island.".length())) {
                best = key;
            }
        }
        return best == null ? name : get(best);
    }

    /** A scenario's title in the reader's language ({@code scenario.<id>.title}), else as its data gives it. */
    public String scenarioTitle(String id, String title) {
        String key = "scenario." + id + ".title";
        return has(key) ? get(key) : title;
    }

    /** {@code Zero (reserve)} -> {@code zero-reserve}. */
    static String slug(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }

    /** The wording of a code under a prefix: {@code word("sighting", "CARRIERS")}. */
    public String word(String prefix, String code) {
        return get(prefix + "." + code);
    }

    private String fill(String key, String text, Map<String, String> params) {
        Matcher m = PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String value = params.get(m.group(1));
            if (value == null) {
                throw new MissingMessageException("message '" + key + "' (" + language.code() + ") uses {" + m.group(1)
                        + "} but the event gives only " + params.keySet());
            }
            if ("@date".equals(m.group(2))) {
                value = DateTimeFormatter.ofPattern(get("format.date"), language.locale())
                        .format(LocalDate.parse(value));
            } else if ("@time".equals(m.group(2))) {
                value = DateTimeFormatter.ofPattern(get("format.time"), language.locale())
                        .format(LocalTime.parse(value));
            } else if ("@list".equals(m.group(2))) {
                value = "-".equals(value) ? get("word.none") : value;
            } else if ("@or".equals(m.group(2))) {
                value = orList(value);
            } else if ("@sides".equals(m.group(2))) {
                value = sides(value);
            } else if (m.group(2) != null) {
                value = get(m.group(2) + "." + value);
            } else {
                value = Typography.value(value, language);
            }
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return Typography.sentence(out.toString(), language);
    }

    /** {@code G6, G7} as {@code G6 or G7} (French {@code G6 ou G7}): a list parameter read as alternatives. */
    private String orList(String value) {
        if ("-".equals(value)) {
            return get("word.none");
        }
        String[] items = value.split(", ");
        if (items.length < 2) {
            return value;
        }
        String head = String.join(", ", Arrays.copyOf(items, items.length - 1));
        return head + " " + get("word.or") + " " + items[items.length - 1];
    }

    /**
     * {@code JP, US} as {@code Japan and the United States} (French {@code le Japon et les États-Unis}): side
     * codes named in a sentence ({@code sideWith.<code>}), never as codes (see docs/reports-and-mail.md#one-language-per-reader).
     */
    private String sides(String value) {
        String[] codes = value.split(", ");
        List<String> names = new ArrayList<>();
        for (String code : codes) {
            names.add(get("sideWith." + code.strip()));
        }
        if (names.size() < 2) {
            return names.isEmpty() ? get("word.none") : names.get(0);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " " + get("word.and") + " "
                + names.get(names.size() - 1);
    }

    /** The placeholder names a message uses. */
    public SortedSet<String> placeholders(String key) {
        SortedSet<String> names = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(get(key));
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    /**
     * Every message as nested maps, so that a template writes {@code {{t.forces.title}}} for the
     * message {@code forces.title}.
     */
    public Map<String, Object> tree() {
        return tree;
    }

    public String date(LocalDateTime time) {
        return DateTimeFormatter.ofPattern(get("format.date"), language.locale())
                .format(time);
    }

    public String time(LocalDateTime time) {
        return DateTimeFormatter.ofPattern(get("format.time"), language.locale())
                .format(time);
    }

    public String deadline(ZonedDateTime deadline) {
        return DateTimeFormatter.ofPattern(get("format.deadline"), language.locale())
                .format(deadline);
    }

    /** Keys that are also prefixes of other keys ({@code a.b} and {@code a.b.c}) keep the branch: use get(). */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> buildTree(SortedMap<String, String> entries) {
        Map<String, Object> root = new TreeMap<>();
        for (Map.Entry<String, String> e : entries.entrySet()) {
            String[] parts = e.getKey().split("\\.");
            Map<String, Object> node = root;
            for (int i = 0; i < parts.length - 1; i++) {
                Object child = node.get(parts[i]);
                if (child == null || child instanceof String) {
                    Map<String, Object> branch = new TreeMap<>();
                    node.put(parts[i], branch);
                    child = branch;
                }
                node = (Map<String, Object>) child;
            }
            if (!(node.get(parts[parts.length - 1]) instanceof Map)) {
                node.put(parts[parts.length - 1], e.getValue());
            }
        }
        return root;
    }

    /** A message or parameter the templates lack: a defect of the templates, reported by name. */
    public static final class MissingMessageException extends IllegalStateException {
        private static final long serialVersionUID = 1L;

        public MissingMessageException(String message) {
            super(message);
        }
    }
}

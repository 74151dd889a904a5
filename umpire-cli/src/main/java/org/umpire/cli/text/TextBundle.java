package org.umpire.cli.text;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.umpire.cli.base.UserException;
import org.umpire.cli.base.WordedException;
import org.umpire.cli.store.GameFiles;
import org.umpire.engine.model.Language;

/**
 * Words people read, per language, from UTF-8 {@code .properties} files under {@code templates/}
 * (packaged in the jar; a club's folder may override them). Placeholders are {@code {name}}, or
 * {@code {name:prefix}} for the wording of the value under a prefix ({@code {side:side}} inserts the
 * text of {@code side.JP} for the value {@code JP}, see docs/reports-and-mail.md). The filled text follows the language's
 * {@link Typography}. A missing key is a bug the bundle tests catch, shown as {@code ??key??} rather
 * than a crash.
 */
public final class TextBundle {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-zA-Z0-9_.-]+)(?::([a-zA-Z0-9_.-]+))?}");

    /** The umpire's console words (templates/cli/umpire_*.properties). */
    public static final String UMPIRE = "cli/umpire";

    private final Language language;
    private final Map<String, String> texts;

    private TextBundle(Language language, Map<String, String> texts) {
        this.language = language;
        this.texts = texts;
    }

    /**
     * Loads {@code templates/<name>_<lang>.properties}: from {@code overrideDir} when it holds the
     * file, else from the jar.
     */
    public static TextBundle load(String name, Language language, Path overrideDir) {
        String file = name + "_" + language.code() + ".properties";
        if (overrideDir != null && Files.isRegularFile(overrideDir.resolve(file))) {
            // a club's file: read each time, so that an edit counts at the next mail
            try {
                return new TextBundle(
                        language,
                        parse(
                                file,
                                new String(
                                        GameFiles.readBounded(overrideDir.resolve(file), 4 << 20, "a wording file"),
                                        StandardCharsets.UTF_8)));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
            }
        }
        // the program's own files never change while it runs: parsed once (a receipt used to parse them again)
        return new TextBundle(
                language,
                PACKAGED.computeIfAbsent(
                        file,
                        f -> parse(
                                f,
                                new String(
                                        PackagedFiles.read("templates/" + f)
                                                .orElseThrow(() -> new IllegalStateException(
                                                        "templates/" + f + " is missing from the program")),
                                        StandardCharsets.UTF_8))));
    }

    /** A pure cache (NoStaticMutableStateTest): the packaged wording files already parsed, by file name; read-only once made. */
    private static final Map<String, Map<String, String>> PACKAGED = new ConcurrentHashMap<>();

    private static Map<String, String> parse(String file, String text) {
        Properties p = new Properties();
        try {
            p.load(new StringReader(text));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
        Map<String, String> m = new TreeMap<>();
        for (String k : p.stringPropertyNames()) {
            m.put(k, p.getProperty(k));
        }
        return Collections.unmodifiableMap(m);
    }

    public Language language() {
        return language;
    }

    public boolean has(String key) {
        return texts.containsKey(key);
    }

    public Set<String> keys() {
        return texts.keySet();
    }

    /**
     * The message of {@code e} in this bundle's language: a {@link org.umpire.cli.base.WordedException} worded by
     * its key, any other its own message.
     */
    public String message(UserException e) {
        if (e instanceof WordedException w && texts.containsKey(w.key())) {
            return get(w.key(), w.namesAndValues());
        }
        return e.getMessage();
    }

    /** {@code e} with its message worded in this bundle's language (its exit code and cause kept). */
    public UserException worded(UserException e) {
        return e instanceof WordedException ? new UserException(e.exitCode(), message(e), e) : e;
    }

    /** The text of {@code key} with {@code {name}} placeholders filled from name/value pairs. */
    public String get(String key, Object... namesAndValues) {
        String t = texts.get(key);
        if (t == null) {
            return "??" + key + "??";
        }
        if (namesAndValues.length == 0) {
            return t;
        }
        Map<String, String> values = new TreeMap<>();
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            values.put(String.valueOf(namesAndValues[i]), String.valueOf(namesAndValues[i + 1]));
        }
        Matcher m = PLACEHOLDER.matcher(t);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String v = values.get(m.group(1));
            if (v != null && m.group(2) != null) {
                v = get(m.group(2) + "." + v);
            } else if (v != null) {
                v = Typography.value(v, language);
            }
            m.appendReplacement(sb, Matcher.quoteReplacement(v == null ? m.group() : v));
        }
        m.appendTail(sb);
        return Typography.sentence(sb.toString(), language);
    }
}

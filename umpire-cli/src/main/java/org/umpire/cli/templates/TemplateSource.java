package org.umpire.cli.templates;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.store.GameFiles;
import org.umpire.cli.text.PackagedFiles;
import org.umpire.engine.model.Language;

/**
 * Where report templates and wording come from: the {@code templates/} folder packaged in the jar,
 * optionally overridden file by file from a folder given on the command line ({@code --templates DIR}).
 *
 * <p>A template {@code NAME} in language {@code fr} is the first of {@code DIR/fr/NAME},
 * {@code DIR/NAME}, jar {@code templates/fr/NAME}, jar {@code templates/NAME}. Messages are
 * {@code messages_fr.properties} from the jar with the keys of {@code DIR/messages_fr.properties}
 * laid over them, so an override file may hold only the lines a club wants to change.
 */
public final class TemplateSource {

    private static final String JAR_FOLDER = "templates/";

    private final Optional<Path> overrideDir;
    private final Map<Language, Messages> messages = new EnumMap<>(Language.class);

    private TemplateSource(Optional<Path> overrideDir) {
        this.overrideDir = overrideDir;
    }

    /** The templates packaged in the jar. */
    public static TemplateSource builtIn() {
        return new TemplateSource(Optional.empty());
    }

    /** The packaged templates, overridden by the files present in {@code dir}. */
    public static TemplateSource withOverrides(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new UserException(
                    ExitCode.NOT_FOUND,
                    "templates folder " + dir
                            + " does not exist or is not a folder: give a folder holding the templates to override");
        }
        return new TemplateSource(Optional.of(dir));
    }

    /** Built-in when {@code dir} is null, else with overrides. */
    public static TemplateSource of(Path dir) {
        return dir == null ? builtIn() : withOverrides(dir);
    }

    public Optional<Path> overrideDir() {
        return overrideDir;
    }

    /** The text of template {@code name} for {@code language}. */
    public String template(String name, Language language) {
        if (overrideDir.isPresent()) {
            for (Path p : new Path[] {
                overrideDir.get().resolve(language.code()).resolve(name),
                overrideDir.get().resolve(name)
            }) {
                if (Files.isRegularFile(p)) {
                    return readFile(p);
                }
            }
        }
        for (String r : new String[] {JAR_FOLDER + language.code() + "/" + name, JAR_FOLDER + name}) {
            Optional<String> text = readResource(r);
            if (text.isPresent()) {
                return text.get();
            }
        }
        throw new IllegalStateException("template " + name + " is missing from the jar's templates/ folder");
    }

    /** Where template {@code name} for {@code language} comes from: the club's file, or the program's own. */
    public String origin(String name, Language language) {
        if (overrideDir.isPresent()) {
            for (Path p : new Path[] {
                overrideDir.get().resolve(language.code()).resolve(name),
                overrideDir.get().resolve(name)
            }) {
                if (Files.isRegularFile(p)) {
                    return p.toString();
                }
            }
        }
        return "the program's own templates/" + name;
    }

    /** The wording of {@code language}, loaded once. */
    public synchronized Messages messages(Language language) {
        return messages.computeIfAbsent(language, this::loadMessages);
    }

    private Messages loadMessages(Language language) {
        String file = "messages_" + language.code() + ".properties";
        Map<String, String> entries = new LinkedHashMap<>();
        String builtIn = readResource(JAR_FOLDER + file)
                .orElseThrow(() -> new IllegalStateException(file + " is missing from the jar's templates/ folder"));
        entries.putAll(parse(builtIn));
        if (overrideDir.isPresent()) {
            Path p = overrideDir.get().resolve(file);
            if (Files.isRegularFile(p)) {
                entries.putAll(parse(readFile(p)));
            }
        }
        // docs/orders.md: an order the engine refuses when its phase comes
        // reads as on the receipt, worded by
        // the receipt's own messages (problem.<key> and the value.<param>.<value> words they use)
        String orders = "orders/messages_" + language.code() + ".properties";
        Map<String, String> receipt = new LinkedHashMap<>(parse(readResource(JAR_FOLDER + orders)
                .orElseThrow(
                        () -> new IllegalStateException(orders + " is missing from the jar's templates/ folder"))));
        if (overrideDir.isPresent() && Files.isRegularFile(overrideDir.get().resolve(orders))) {
            receipt.putAll(parse(readFile(overrideDir.get().resolve(orders))));
        }
        receipt.forEach((k, v) -> {
            if (k.startsWith("problem.") || k.startsWith("value.")) {
                entries.putIfAbsent(k, v);
            }
        });
        return new Messages(language, entries);
    }

    private static Map<String, String> parse(String text) {
        Properties p = new Properties();
        try (Reader r = new StringReader(text)) {
            p.load(r);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, String> m = new LinkedHashMap<>();
        for (String k : p.stringPropertyNames()) {
            m.put(k, p.getProperty(k));
        }
        return m;
    }

    private static String readFile(Path p) {
        try {
            return new String(GameFiles.readBounded(p, 4 << 20, "a template"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserException(ExitCode.IO, "cannot read template " + p + ": " + e.getMessage(), e);
        }
    }

    private static Optional<String> readResource(String name) {
        return PackagedFiles.read(name).map(b -> new String(b, StandardCharsets.UTF_8));
    }
}

package org.umpire.cli.scenario;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Pattern;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.store.GameFiles;
import org.umpire.cli.text.PackagedFiles;

/**
 * Where a scenario's files are read from: the data packaged with the program ({@code rules/<name>/}
 * on the classpath) or a folder on disk (a club's edited copy).
 */
public sealed interface ScenarioSource permits ScenarioSource.BuiltIn, ScenarioSource.Folder {

    /** The scenario shipped with the program. */
    String DEFAULT_NAME = "victory-at-midway";

    /** For people: {@code built-in scenario victory-at-midway} or {@code scenario folder /x/y}. */
    String describe();

    /** The bytes of one scenario file, or empty when the file does not exist. */
    Optional<byte[]> read(String fileName) throws IOException;

    /**
     * The built-in scenario {@code name}.
     *
     * @throws UserException {@link ExitCode#NOT_FOUND} when the program has no such scenario
     */
    static BuiltIn builtIn(String name) {
        BuiltIn b = new BuiltIn(name);
        if (!PackagedFiles.exists(b.resource(ScenarioFiles.SCENARIO))) {
            throw new UserException(
                    ExitCode.NOT_FOUND,
                    "there is no built-in scenario \"" + name + "\" — the built-in one is " + DEFAULT_NAME);
        }
        return b;
    }

    /**
     * A scenario folder on disk.
     *
     * @throws UserException {@link ExitCode#NOT_FOUND} when {@code dir} is not an existing folder
     */
    static Folder folder(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new UserException(
                    ExitCode.NOT_FOUND,
                    (Files.exists(dir) ? dir + " is not a folder" : "folder " + dir + " does not exist")
                            + " — give a folder holding " + String.join(", ", ScenarioFiles.ALL));
        }
        return new Folder(dir);
    }

    /**
     * The scenario a command uses: without {@code rulesDir} the built-in scenario {@code name};
     * with it, that folder overrides the built-in data as a whole. {@code rulesDir} may be the
     * scenario folder itself (it holds {@code scenario.yaml}) or a folder holding {@code <name>/}.
     *
     * @param rulesDir the {@code --rules} folder, or {@code null}
     * @param name     scenario name ({@link #DEFAULT_NAME})
     */
    static ScenarioSource resolve(Path rulesDir, String name) {
        if (rulesDir == null) {
            return builtIn(name);
        }
        Folder outer = folder(rulesDir);
        if (Files.exists(rulesDir.resolve(ScenarioFiles.SCENARIO))
                || !BuiltIn.NAME.matcher(name).matches()) {
            return outer;
        }
        Path inner = rulesDir.resolve(name);
        return Files.isDirectory(inner) ? new Folder(inner) : outer;
    }

    /** Data packaged in the program's jar under {@code rules/<name>/}. */
    record BuiltIn(String name) implements ScenarioSource {
        static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,63}");

        public BuiltIn {
            if (name == null || !NAME.matcher(name).matches()) {
                throw new UserException(
                        ExitCode.NOT_FOUND,
                        "\"" + name + "\" is not a scenario name — use lower-case" + " letters, digits and '-', e.g. "
                                + DEFAULT_NAME);
            }
        }

        String resource(String fileName) {
            return "/rules/" + name + "/" + fileName;
        }

        @Override
        public String describe() {
            return "built-in scenario " + name;
        }

        @Override
        public Optional<byte[]> read(String fileName) throws IOException {
            return PackagedFiles.read(resource(fileName));
        }
    }

    /** A folder holding the scenario files. */
    record Folder(Path dir) implements ScenarioSource {
        @Override
        public String describe() {
            return "scenario folder " + dir;
        }

        @Override
        public Optional<byte[]> read(String fileName) throws IOException {
            Path file = dir.resolve(fileName);
            return Files.isRegularFile(file)
                    ? Optional.of(GameFiles.readBounded(file, 16 << 20, "a scenario file"))
                    : Optional.empty();
        }
    }
}

package org.umpire.cli.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.umpire.cli.base.Problem;
import org.umpire.engine.scenario.Scenario;

/**
 * A copy of the built-in scenario in a temporary folder, to break on purpose. Every edit checks
 * that it changed the file, so a test cannot silently test the intact data.
 */
final class ScenarioCopy {

    static final Path BUILT_IN = Path.of("..", "rules", "victory-at-midway");

    final Path dir;

    private ScenarioCopy(Path dir) {
        this.dir = dir;
    }

    static ScenarioCopy of(Path tempDir) {
        try {
            for (String f : ScenarioFiles.ALL) {
                Files.copy(BUILT_IN.resolve(f), tempDir.resolve(f));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new ScenarioCopy(tempDir);
    }

    String read(String file) {
        try {
            return Files.readString(dir.resolve(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    ScenarioCopy write(String file, String text) {
        try {
            Files.writeString(dir.resolve(file), text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    ScenarioCopy writeBytes(String file, byte[] bytes) {
        try {
            Files.write(dir.resolve(file), bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    /** Replaces the one occurrence of {@code from}. */
    ScenarioCopy replace(String file, String from, String to) {
        String text = read(file);
        int at = text.indexOf(from);
        assertThat(at).as("%s holds %s", file, from).isNotNegative();
        assertThat(text.indexOf(from, at + 1))
                .as("%s holds %s once", file, from)
                .isNegative();
        return write(file, text.substring(0, at) + to + text.substring(at + from.length()));
    }

    /** Removes the one line holding {@code text}. */
    ScenarioCopy removeLine(String file, String text) {
        return replace(file, lineHolding(file, text) + "\n", "");
    }

    ScenarioCopy append(String file, String line) {
        return write(file, read(file) + line + "\n");
    }

    ScenarioCopy delete(String file) {
        try {
            Files.delete(dir.resolve(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    private String lineHolding(String file, String text) {
        List<String> hits = new ArrayList<>();
        for (String l : read(file).split("\n", -1)) {
            if (l.contains(text)) {
                hits.add(l);
            }
        }
        assertThat(hits).as("lines of %s holding %s", file, text).hasSize(1);
        return hits.get(0);
    }

    /** The 1-based line of the one line of {@code file} holding {@code text}. */
    int lineOf(String file, String text) {
        String[] lines = read(file).split("\n", -1);
        int found = 0;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(text)) {
                assertThat(found).as("%s holds %s once", file, text).isZero();
                found = i + 1;
            }
        }
        assertThat(found).as("%s holds %s", file, text).isPositive();
        return found;
    }

    Scenario load() {
        return new ScenarioLoader().load(dir);
    }

    /** Every problem the loader reports (it must report at least one). */
    List<Problem> problems() {
        ScenarioException e = catchThrowableOfType(this::load, ScenarioException.class);
        assertThat(e).as("the loader rejects the broken copy").isNotNull();
        return e.problems();
    }

    static byte[] latin1(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }
}

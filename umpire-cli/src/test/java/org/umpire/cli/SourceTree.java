package org.umpire.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The repository's own sources, as the tests that read the code (layers, static state, citations) see them. */
public final class SourceTree {

    private SourceTree() {}

    /** The repository's root: the first folder above the working directory that holds {@code umpire-engine/pom.xml}. */
    public static Path repo() {
        Path p = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        while (p != null && !Files.isRegularFile(p.resolve("umpire-engine/pom.xml"))) {
            p = p.getParent();
        }
        if (p == null) {
            throw new IllegalStateException("no repository above " + System.getProperty("user.dir"));
        }
        return p;
    }

    /** Every {@code .java} file below {@code dir}, sorted. */
    public static List<Path> javaFiles(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A source file's text (UTF-8). */
    public static String read(Path f) {
        try {
            return Files.readString(f, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

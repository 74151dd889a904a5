package org.umpire.cli.text;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The files packaged with the program (scenario data, templates, wording): read from the program's
 * jar as zip entries when it runs from one — the class loader's resource path builds a URL and a
 * jar connection for each file, some 5 ms of a short command's start (docs/startup.md) — else (tests,
 * an IDE) through the class loader.
 */
public final class PackagedFiles {

    /** The program's jar, opened once (the JDK shares its central directory with the class loader's). */
    private static final class Jar {
        static final Optional<ZipFile> FILE = open();

        private static Optional<ZipFile> open() {
            try {
                CodeSource source = PackagedFiles.class.getProtectionDomain().getCodeSource();
                if (source == null) {
                    return Optional.empty();
                }
                Path p = Path.of(source.getLocation().toURI());
                return Files.isRegularFile(p) ? Optional.of(new ZipFile(p.toFile())) : Optional.empty();
            } catch (IOException | URISyntaxException | IllegalArgumentException | SecurityException e) {
                return Optional.empty(); // the class loader's way still works
            }
        }
    }

    private PackagedFiles() {}

    /** The bytes of packaged file {@code path} ({@code rules/victory-at-midway/ships.csv}), if the program has it. */
    public static Optional<byte[]> read(String path) {
        String name = path.startsWith("/") ? path.substring(1) : path;
        try {
            if (Jar.FILE.isPresent()) {
                ZipEntry e = Jar.FILE.get().getEntry(name);
                if (e == null || e.isDirectory()) {
                    return Optional.empty();
                }
                try (InputStream in = Jar.FILE.get().getInputStream(e)) {
                    return Optional.of(in.readAllBytes());
                }
            }
            try (InputStream in = PackagedFiles.class.getClassLoader().getResourceAsStream(name)) {
                return in == null ? Optional.empty() : Optional.of(in.readAllBytes());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + name + " from the program: " + e.getMessage(), e);
        }
    }

    /** Whether the program has packaged file {@code path}. */
    public static boolean exists(String path) {
        String name = path.startsWith("/") ? path.substring(1) : path;
        if (Jar.FILE.isPresent()) {
            ZipEntry e = Jar.FILE.get().getEntry(name);
            return e != null && !e.isDirectory();
        }
        return PackagedFiles.class.getClassLoader().getResource(name) != null;
    }
}

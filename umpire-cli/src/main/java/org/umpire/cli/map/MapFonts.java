package org.umpire.cli.map;

import java.awt.Font;
import java.awt.FontFormatException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The fonts of the map, loaded from the jar (DejaVu Sans Condensed, see
 * {@code fonts/LICENSE-DejaVu.txt}) so that a snapshot is the same on every machine and needs no
 * fonts installed on the server.
 */
final class MapFonts {

    private static final Font REGULAR = load("fonts/DejaVuSansCondensed.ttf");
    private static final Font BOLD = load("fonts/DejaVuSansCondensed-Bold.ttf");

    private MapFonts() {
    }

    static Font regular(float size) {
        return REGULAR.deriveFont(note(size));
    }

    static Font bold(float size) {
        return BOLD.deriveFont(note(size));
    }

    static Font italic(float size) {
        return REGULAR.deriveFont(Font.ITALIC, note(size));
    }

    /** The text sizes asked for on this thread while {@link #sizes} runs, each times the zoom it is drawn at. */
    private static final ThreadLocal<java.util.List<Double>> ASKED = new ThreadLocal<>();
    private static final ThreadLocal<Double> ZOOM = ThreadLocal.withInitial(() -> 1.0);

    private static float note(float size) {
        java.util.List<Double> asked = ASKED.get();
        if (asked != null) {
            asked.add(size * ZOOM.get());
        }
        return size;
    }

    /** Runs {@code drawing}, whose text is shown at {@code zoom} times its size (the phone map's zoomed window). */
    static void zoomed(double zoom, Runnable drawing) {
        double before = ZOOM.get();
        ZOOM.set(before * zoom);
        try {
            drawing.run();
        } finally {
            ZOOM.set(before);
        }
    }

    /** The size of every text {@code drawing} draws, as shown (for tests: the phone map's smallest text). */
    static java.util.List<Double> sizes(Runnable drawing) {
        java.util.List<Double> asked = new java.util.ArrayList<>();
        ASKED.set(asked);
        try {
            drawing.run();
        } finally {
            ASKED.remove();
        }
        return asked;
    }

    /**
     * Loads a bundled font without leaving anything behind: {@code Font.createFont(InputStream)}
     * copies the font to a temporary file of its own that stays in the temporary folder whenever
     * the JVM does not end normally. Instead the font is written once to the user's cache folder
     * ({@code $XDG_CACHE_HOME/umpire/fonts} or {@code ~/.cache/umpire/fonts}, owner-only), named
     * after its content, and read from there; where that folder cannot be written, from a
     * temporary file of ours that is removed as soon as the font is in memory.
     */
    private static Font load(String resource) {
        MapPainter.ensureHeadless();
        byte[] bytes;
        try (InputStream in = MapFonts.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the jar");
            }
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
        try {
            java.util.Optional<java.nio.file.Path> cached = cached(resource, bytes);
            if (cached.isPresent()) {
                return Font.createFont(Font.TRUETYPE_FONT, cached.get().toFile());
            }
            java.nio.file.Path tmp = java.nio.file.Files.createTempFile("umpire-font-", ".ttf");
            try {
                java.nio.file.Files.write(tmp, bytes);
                Font f = Font.createFont(Font.TRUETYPE_FONT, tmp.toFile());
                f.canDisplayUpTo("ABCabc0123éè");   // makes the JDK read the file now
                new java.awt.image.BufferedImage(1, 1, java.awt.image.BufferedImage.TYPE_INT_RGB).createGraphics()
                        .getFontMetrics(f.deriveFont(12f)).stringWidth("Midway");
                return f;
            } finally {
                java.nio.file.Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load " + resource, e);
        } catch (FontFormatException e) {
            throw new IllegalStateException(resource + " is not a TrueType font", e);
        }
    }

    /** The font in the user's cache folder, written there once (atomically) when missing. */
    private static java.util.Optional<java.nio.file.Path> cached(String resource, byte[] bytes) {
        try {
            String xdg = System.getenv("XDG_CACHE_HOME");
            String home = System.getProperty("user.home");
            java.nio.file.Path base = xdg != null && !xdg.isBlank() ? java.nio.file.Path.of(xdg)
                    : home == null || home.isBlank() ? null : java.nio.file.Path.of(home, ".cache");
            if (base == null) {
                return java.util.Optional.empty();
            }
            java.nio.file.Path dir = base.resolve("umpire").resolve("fonts");
            String hash = java.util.HexFormat.of().formatHex(
                    java.security.MessageDigest.getInstance("SHA-256").digest(bytes), 0, 8);
            String name = resource.substring(resource.lastIndexOf('/') + 1);
            java.nio.file.Path file = dir.resolve(name.replace(".ttf", "-" + hash + ".ttf"));
            if (java.nio.file.Files.isRegularFile(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)
                    && java.nio.file.Files.size(file) == bytes.length) {
                return java.util.Optional.of(file);
            }
            java.nio.file.Files.createDirectories(dir);
            java.nio.file.Path tmp = java.nio.file.Files.createTempFile(dir, "." + name, ".tmp");
            try {
                java.nio.file.Files.write(tmp, bytes);
                java.nio.file.Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                        java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            } finally {
                java.nio.file.Files.deleteIfExists(tmp);
            }
            return java.util.Optional.of(file);
        } catch (IOException | java.security.NoSuchAlgorithmException | RuntimeException e) {
            return java.util.Optional.empty();
        }
    }
}

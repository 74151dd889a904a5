package org.umpire.cli.map;

import java.awt.Font;
import java.awt.FontFormatException;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * The fonts of the map, loaded from the jar (DejaVu Sans Condensed, see
 * {@code fonts/LICENSE-DejaVu.txt}) so that a snapshot is the same on every machine and needs no
 * fonts installed on the server.
 */
final class MapFonts {

    private static final Font REGULAR = load("fonts/DejaVuSansCondensed.ttf");
    private static final Font BOLD = load("fonts/DejaVuSansCondensed-Bold.ttf");

    private MapFonts() {}

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
    private static final ThreadLocal<List<Double>> ASKED = new ThreadLocal<>();

    private static final ThreadLocal<Double> ZOOM = ThreadLocal.withInitial(() -> 1.0);

    private static float note(float size) {
        List<Double> asked = ASKED.get();
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
    static List<Double> sizes(Runnable drawing) {
        List<Double> asked = new ArrayList<>();
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
            Optional<Path> cached = cached(resource, bytes);
            if (cached.isPresent()) {
                return Font.createFont(Font.TRUETYPE_FONT, cached.get().toFile());
            }
            Path tmp = Files.createTempFile("umpire-font-", ".ttf");
            try {
                Files.write(tmp, bytes);
                Font f = Font.createFont(Font.TRUETYPE_FONT, tmp.toFile());
                f.canDisplayUpTo("ABCabc0123éè"); // makes the JDK read the file now
                new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB)
                        .createGraphics()
                        .getFontMetrics(f.deriveFont(12f))
                        .stringWidth("Midway");
                return f;
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load " + resource, e);
        } catch (FontFormatException e) {
            throw new IllegalStateException(resource + " is not a TrueType font", e);
        }
    }

    /** The font in the user's cache folder, written there once (atomically) when missing. */
    private static Optional<Path> cached(String resource, byte[] bytes) {
        try {
            String xdg = System.getenv("XDG_CACHE_HOME");
            String home = System.getProperty("user.home");
            Path base = xdg != null && !xdg.isBlank()
                    ? Path.of(xdg)
                    : home == null || home.isBlank() ? null : Path.of(home, ".cache");
            if (base == null) {
                return Optional.empty();
            }
            Path dir = base.resolve("umpire").resolve("fonts");
            String hash = HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(bytes), 0, 8);
            String name = resource.substring(resource.lastIndexOf('/') + 1);
            Path file = dir.resolve(name.replace(".ttf", "-" + hash + ".ttf"));
            if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) && Files.size(file) == bytes.length) {
                return Optional.of(file);
            }
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, "." + name, ".tmp");
            try {
                Files.write(tmp, bytes);
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(tmp);
            }
            return Optional.of(file);
        } catch (IOException | NoSuchAlgorithmException | RuntimeException e) {
            return Optional.empty();
        }
    }
}

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
        return REGULAR.deriveFont(size);
    }

    static Font bold(float size) {
        return BOLD.deriveFont(size);
    }

    static Font italic(float size) {
        return REGULAR.deriveFont(Font.ITALIC, size);
    }

    private static Font load(String resource) {
        MapPainter.ensureHeadless();
        try (InputStream in = MapFonts.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the jar");
            }
            return Font.createFont(Font.TRUETYPE_FONT, in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        } catch (FontFormatException e) {
            throw new IllegalStateException(resource + " is not a TrueType font", e);
        }
    }
}

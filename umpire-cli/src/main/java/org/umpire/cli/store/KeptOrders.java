package org.umpire.cli.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.umpire.engine.model.Side;

/**
 * The text a side mailed while the game was not waiting for it (I-ORD-25), kept for its next decision:
 * {@code orders/kept-US.txt}.
 */
final class KeptOrders {

    private final Path gameDir;
    private final Path dir;

    KeptOrders(Path gameDir, Path ordersDir) {
        this.gameDir = gameDir;
        this.dir = ordersDir;
    }

    /** The side's kept text; empty when there is none. */
    Optional<String> of(Side side) {
        Path f = dir.resolve(name(side));
        return Files.isRegularFile(f)
                ? Optional.of(new String(GameFiles.readStoreFile(f), StandardCharsets.UTF_8))
                : Optional.empty();
    }

    /** Keeps {@code text}, replacing a text kept before. */
    void save(Side side, String text) {
        GameFiles.requireNoLinks(gameDir, dir);
        if (!Files.isDirectory(dir)) {
            AtomicFiles.createDirectory(dir, false);
        }
        AtomicFiles.write(dir.resolve(name(side)), text.getBytes(StandardCharsets.UTF_8));
    }

    /** Forgets the side's kept text. */
    void drop(Side side) {
        try {
            Files.deleteIfExists(dir.resolve(name(side)));
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot remove " + name(side) + " in " + dir + ": " + e.getMessage()
                            + "; check the folder's permissions",
                    e);
        }
    }

    private static String name(Side side) {
        return "kept-" + side.name() + ".txt";
    }
}

package org.umpire.cli.store;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * The {@code orders/} folder of a game: the orders each side submitted for each phase, as text.
 * {@code T02-P2-US.txt} holds the current orders; when a side submits again, the earlier text is
 * first kept as {@code T02-P2-US.1.txt} (then {@code .2.txt}...; 1 is the oldest) and the current
 * file is replaced atomically. A crash in between leaves both copies, never neither.
 */
final class OrdersFolder {

    static final String DIR = "orders";

    private final Path dir;

    OrdersFolder(Path gameDir) {
        this.dir = gameDir.resolve(DIR);
    }

    Path dir() {
        return dir;
    }

    static String fileName(int turn, Phase phase, Side side) {
        return PhaseNames.turnAndPhase(turn, phase) + "-" + side.name() + ".txt";
    }

    /**
     * Stores {@code text} as the current orders of {@code side}.
     *
     * @return true when it replaced earlier orders (kept as {@code .N.txt})
     */
    boolean save(int turn, Phase phase, Side side, String text) {
        if (!Files.isDirectory(dir)) {
            AtomicFiles.createDirectory(dir, false);
        }
        Path current = dir.resolve(fileName(turn, phase, side));
        boolean replacing = Files.exists(current);
        if (replacing) {
            byte[] old = read(current);
            SortedMap<Integer, Path> earlier = earlierFiles(turn, phase, side);
            // A rerun after a crash between the two writes finds its copy made already.
            if (earlier.isEmpty() || !Arrays.equals(read(earlier.get(earlier.lastKey())), old)) {
                int n = earlier.isEmpty() ? 1 : earlier.lastKey() + 1;
                AtomicFiles.write(dir.resolve(base(turn, phase, side) + "." + n + ".txt"), old);
            }
        }
        AtomicFiles.write(current, text.getBytes(StandardCharsets.UTF_8));
        return replacing;
    }

    /** The current orders of each side that sent some, US first. */
    Map<Side, String> current(int turn, Phase phase) {
        EnumMap<Side, String> result = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            Path p = dir.resolve(fileName(turn, phase, side));
            if (Files.exists(p)) {
                result.put(side, new String(read(p), StandardCharsets.UTF_8));
            }
        }
        return Collections.unmodifiableMap(result);
    }

    /** The orders a side sent before its current ones, oldest first. */
    List<String> earlier(int turn, Phase phase, Side side) {
        List<String> result = new ArrayList<>();
        for (Path p : earlierFiles(turn, phase, side).values()) {
            result.add(new String(read(p), StandardCharsets.UTF_8));
        }
        return result;
    }

    private static String base(int turn, Phase phase, Side side) {
        return PhaseNames.turnAndPhase(turn, phase) + "-" + side.name();
    }

    private SortedMap<Integer, Path> earlierFiles(int turn, Phase phase, Side side) {
        SortedMap<Integer, Path> result = new TreeMap<>();
        if (!Files.isDirectory(dir)) {
            return result;
        }
        Pattern p = Pattern.compile(Pattern.quote(base(turn, phase, side)) + "\\.([0-9]{1,6})\\.txt");
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path f : ds) {
                Matcher m = p.matcher(f.getFileName().toString());
                if (m.matches()) {
                    result.put(Integer.parseInt(m.group(1)), f);
                }
            }
        } catch (IOException e) {
            throw StoreIo.failure("listing", dir, e);
        }
        return result;
    }

    private static byte[] read(Path p) {
        return GameFiles.readStoreFile(p);
    }
}

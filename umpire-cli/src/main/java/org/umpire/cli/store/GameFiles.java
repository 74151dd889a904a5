package org.umpire.cli.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;

/**
 * Safe file access for everything inside a game folder and for every file the program reads:
 * <ul>
 * <li>nothing below the game folder is reached through a symbolic link (a link there could send
 *     a write anywhere): a link is refused with its place, exit 1;</li>
 * <li>folders are created owner-only (0700), files owner-only (0600), temporary files with
 *     unpredictable names and exclusively ({@code CREATE_NEW}, links not followed);</li>
 * <li>every read is bounded, from files, pipes and devices alike ({@link #readBounded}).</li>
 * </ul>
 */
public final class GameFiles {

    /** The largest file of a game folder the program reads (state, journal, orders, logs). */
    public static final long MAX_STORE_FILE = 32L << 20;

    private GameFiles() {}

    /**
     * Refuses a path below {@code gameDir} any of whose parts ({@code target} included, when it
     * exists) is a symbolic link. The game folder itself may be reached through a link.
     *
     * @throws UserException {@link ExitCode#INVALID}
     */
    public static void requireNoLinks(Path gameDir, Path target) {
        Path base = gameDir.toAbsolutePath().normalize();
        Path t = target.toAbsolutePath().normalize();
        if (!t.startsWith(base)) {
            throw new IllegalArgumentException(target + " is not inside " + gameDir);
        }
        Path p = base;
        for (Path part : base.relativize(t)) {
            if (part.toString().isEmpty()) {
                continue;
            }
            p = p.resolve(part);
            if (Files.isSymbolicLink(p)) {
                throw new UserException(
                        ExitCode.INVALID,
                        p + " is a symbolic link: inside a game folder the program"
                                + " never follows links (a link could send its writes anywhere). Replace it with a real "
                                + (Files.isDirectory(p) ? "folder" : "file")
                                + " (move the linked content there), then run the"
                                + " command again. Nothing was changed.");
            }
        }
    }

    /** Creates {@code dir} (and its missing parents below {@code gameDir}) owner-only; refuses links. */
    public static Path createDirectories(Path gameDir, Path dir) {
        requireNoLinks(gameDir, dir);
        Path base = gameDir.toAbsolutePath().normalize();
        Path p = base;
        for (Path part : base.relativize(dir.toAbsolutePath().normalize())) {
            if (part.toString().isEmpty()) {
                continue;
            }
            p = p.resolve(part);
            if (!Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                AtomicFiles.createDirectory(p, true);
            }
        }
        return dir;
    }

    /**
     * Replaces {@code target} (below {@code gameDir}) with {@code bytes} atomically: an exclusive
     * owner-only temporary file with an unpredictable name, forced to disk, renamed over it.
     */
    public static void writeAtomically(Path gameDir, Path target, byte[] bytes) {
        requireNoLinks(gameDir, target);
        AtomicFiles.write(target, bytes);
    }

    /**
     * Appends {@code bytes} to {@code file} (below {@code gameDir}, created owner-only when
     * missing, never through a link) and forces it to disk.
     *
     * @param endLine when true and the file does not end with a newline (a line cut by a crash), one is written first
     */
    public static void append(Path gameDir, Path file, byte[] bytes, boolean endLine) throws IOException {
        requireNoLinks(gameDir, file);
        AtomicFiles.writePoint();
        Set<StandardOpenOption> opts =
                EnumSet.of(StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.READ);
        try (FileChannel ch = FileChannel.open(file, withNoFollow(opts), AtomicFiles.ownerOnly(file, false))) {
            long size = ch.size();
            ByteBuffer buf = ByteBuffer.wrap(bytes);
            if (endLine && size > 0) {
                ByteBuffer last = ByteBuffer.allocate(1);
                ch.read(last, size - 1);
                if (last.get(0) != '\n') {
                    byte[] with = new byte[bytes.length + 1];
                    with[0] = '\n';
                    System.arraycopy(bytes, 0, with, 1, bytes.length);
                    buf = ByteBuffer.wrap(with);
                }
            }
            long pos = size;
            while (buf.hasRemaining()) {
                pos += ch.write(buf, pos);
            }
            ch.force(true);
        }
    }

    private static Set<OpenOption> withNoFollow(Set<StandardOpenOption> opts) {
        Set<OpenOption> all = new HashSet<>(opts);
        all.add(LinkOption.NOFOLLOW_LINKS);
        return all;
    }

    /** A new file (it must not exist, links not followed), owner-only, forced to disk. */
    public static void writeNew(Path file, byte[] bytes) {
        AtomicFiles.writeNew(file, bytes, true);
    }

    /**
     * Reads at most {@code max} bytes of {@code file}; a longer file, pipe or device is refused
     * unread beyond the limit (a size asked of the file system says nothing for pipes and devices).
     *
     * @param what what the file should be, for the message ("orders", "a dice file")
     * @throws UserException {@link ExitCode#INVALID} when longer, {@link ExitCode#NOT_FOUND} when missing
     * @throws IOException   for other failures
     */
    public static byte[] readBounded(Path file, long max, String what) throws IOException {
        if (Files.isDirectory(file)) {
            throw new UserException(ExitCode.USAGE, file + " is a folder, not " + what + "; give a file");
        }
        try (InputStream in = Files.newInputStream(file)) {
            return bounded(in, max, file.toString(), what);
        }
    }

    /** Reads at most {@code max} bytes of a stream; more is refused (exit 1) without reading on. */
    public static byte[] bounded(InputStream in, long max, String name, String what) throws IOException {
        int limit = (int) Math.min(max, Integer.MAX_VALUE - 16);
        byte[] b = in.readNBytes(limit + 1);
        if (b.length > limit) {
            throw new UserException(
                    ExitCode.INVALID,
                    name + " is longer than " + human(limit) + ": it cannot be " + what
                            + " (nothing was read beyond that); check the file name");
        }
        return b;
    }

    /**
     * docs/mail-in.md: a file of a game folder is read only when it is no symbolic link, and neither is the folder
     * holding it inside the game (writes already refuse them): a link planted there (orders, deadlines,
     * secrets) would copy a file of the machine into the game, or print it.
     */
    public static void refuseLink(Path p) {
        for (Path q = p; q != null && q.getFileName() != null; q = q.getParent()) {
            if (Files.isSymbolicLink(q)) {
                throw new UserException(
                        ExitCode.INVALID,
                        q + " is a symbolic link: a game folder holds no links, and"
                                + " none is followed; replace it with the file or folder itself (nothing was read)");
            }
            if (q.getParent() != null
                    && Files.isRegularFile(q.getParent().resolve(GameStore.CONFIG), LinkOption.NOFOLLOW_LINKS)) {
                break; // the game folder itself: the games folder above may be reached through a link
            }
        }
    }

    /** The lines of a file of a game folder, read as {@link #refuseLink} allows ({@code List.of()} when absent). */
    public static List<String> readLinesNoLink(Path p) throws IOException {
        if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
            return List.of();
        }
        refuseLink(p);
        return Files.readAllLines(p, StandardCharsets.UTF_8);
    }

    /** {@link #readBounded} for files of a game folder: I/O failures are exit 5 with the action and path. */
    public static byte[] readStoreFile(Path p) {
        refuseLink(p);
        try {
            return readBounded(p, MAX_STORE_FILE, "a file of a game folder");
        } catch (IOException e) {
            throw StoreIo.failure("reading", p, e);
        }
    }

    private static String human(long bytes) {
        return bytes >= 1 << 20 ? (bytes >> 20) + " MB" : bytes >= 1 << 10 ? (bytes >> 10) + " kB" : bytes + " bytes";
    }
    /**
     * docs/mail-in.md: the intake's folder and logs are the owner's only whatever the umask (they name who
     * wrote to the umpire and when): made 0700, and an existing one brought back to it.
     */
    public static void ownerOnlyFolder(Path dir) throws IOException {
        if (Files.isSymbolicLink(dir)) {
            throw new IOException(dir + " is a symbolic link: the intake's folder is never reached through one");
        }
        boolean posix = dir.getFileSystem().supportedFileAttributeViews().contains("posix");
        Set<PosixFilePermission> rwx = PosixFilePermissions.fromString("rwx------");
        if (!Files.isDirectory(dir)) {
            Files.createDirectories(dir.getParent());
            if (posix) {
                Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(rwx));
            } else {
                Files.createDirectory(dir);
            }
        }
        if (posix) {
            Files.setPosixFilePermissions(dir, rwx);
        }
    }
}

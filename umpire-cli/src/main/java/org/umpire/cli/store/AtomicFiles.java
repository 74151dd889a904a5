package org.umpire.cli.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;

/**
 * Crash-safe file writes. A file is written to a temporary sibling ({@code .state.yaml.tmp-1a2b...}),
 * forced to disk, renamed over its target in one atomic step, and the folder is forced too (where
 * the OS supports it), so after a crash the target holds either the old or the new bytes, never a
 * mix. Temporary names start with a dot and contain {@code .tmp-}; {@link #removeTemporaries}
 * clears those a crash left behind.
 */
public final class AtomicFiles {

    private static final String TEMP_MARK = ".tmp-";
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");
    private static final Set<PosixFilePermission> OWNER_ONLY_DIR = PosixFilePermissions.fromString("rwx------");

    /** Temporary names nobody can guess (a guessed name could be planted as a link beforehand). */
    private static final SecureRandom RANDOM = new SecureRandom();

    /**
     * Fault injection for the crash tests: with {@code -Dumpire.fault.haltAtWrite=N} the process
     * halts (as a kill would: no shutdown hook, nothing flushed) just before its N-th write of a
     * game file. Never set in use.
     */
    private static final int HALT_AT_WRITE = Integer.getInteger("umpire.fault.haltAtWrite", 0);

    private static int writes;

    private AtomicFiles() {}

    /**
     * Called before every write of a file or rename in a game folder, and of the intake's own logs (see
     * {@link #HALT_AT_WRITE}).
     */
    public static synchronized void writePoint() {
        if (HALT_AT_WRITE > 0 && ++writes == HALT_AT_WRITE) {
            Runtime.getRuntime().halt(99);
        }
    }

    /** Replaces {@code target} with {@code bytes} atomically. */
    public static void write(Path target, byte[] bytes) {
        replace(target, bytes, false);
    }

    /** Like {@link #write}, readable and writable by the owner only where the file system has POSIX permissions. */
    public static void writeSecret(Path target, byte[] bytes) {
        replace(target, bytes, true);
    }

    private static void replace(Path target, byte[] bytes, boolean ownerOnly) {
        Path dir = target.toAbsolutePath().getParent();
        Path tmp = dir.resolve(tempName(target.getFileName().toString()));
        try {
            writeNew(tmp, bytes, ownerOnly);
            move(tmp, target);
        } catch (RuntimeException e) {
            deleteQuietly(tmp);
            throw e;
        }
        syncDirectory(dir);
    }

    /** Writes a new file (it must not exist) and forces it to disk; for files of a folder renamed into place later. */
    static void writeNew(Path file, byte[] bytes, boolean ownerOnly) {
        writePoint();
        Set<OpenOption> opts = new HashSet<>(EnumSet.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE));
        opts.add(LinkOption.NOFOLLOW_LINKS);
        try (FileChannel ch = FileChannel.open(file, opts, attributes(file, true, false))) {
            ByteBuffer buf = ByteBuffer.wrap(bytes);
            while (buf.hasRemaining()) {
                ch.write(buf);
            }
            ch.force(true);
        } catch (IOException e) {
            throw StoreIo.failure("writing", file, e);
        }
    }

    /** Creates a folder (it must not exist), owner-only when asked and supported. */
    static void createDirectory(Path dir, boolean ownerOnly) {
        try {
            Files.createDirectory(dir, attributes(dir, true, true));
        } catch (IOException e) {
            throw StoreIo.failure("creating folder", dir, e);
        }
    }

    /** Renames {@code from} to {@code to} atomically, or, where the file system cannot, as a plain replacing move. */
    static void move(Path from, Path to) {
        writePoint();
        try {
            try {
                Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw StoreIo.failure("renaming " + from.getFileName() + " to", to, e);
        }
    }

    /**
     * Forces a folder's entries (new names, renames) to disk. Only POSIX systems can open a folder
     * for this; elsewhere it is skipped.
     */
    static void syncDirectory(Path dir) {
        if (!isPosix(dir)) {
            return;
        }
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException e) {
            throw StoreIo.failure("forcing to disk the folder", dir, e);
        }
    }

    /** A fresh temporary name for {@code name}, in the same folder. */
    static String tempName(String name) {
        byte[] r = new byte[12];
        RANDOM.nextBytes(r);
        return "." + name + TEMP_MARK + HexFormat.of().formatHex(r);
    }

    static boolean isTemporary(String fileName) {
        return fileName.startsWith(".") && fileName.contains(TEMP_MARK);
    }

    /** Deletes the temporary files and folders a crash may have left directly in {@code dir}; returns their names. */
    static List<String> removeTemporaries(Path dir) {
        List<String> removed = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return removed;
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path p : ds) {
                if (isTemporary(p.getFileName().toString())) {
                    deleteTree(p);
                    removed.add(p.getFileName().toString());
                }
            }
        } catch (IOException e) {
            throw StoreIo.failure("cleaning temporary files in", dir, e);
        }
        removed.sort(null);
        return removed;
    }

    /** Deletes a file or a folder with everything in it; links are removed, never followed. */
    public static void deleteTree(Path root) {
        try {
            if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
                return;
            }
            Files.walkFileTree(root, new SimpleFileVisitor<Path>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Files.delete(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path d, IOException exc) throws IOException {
                    if (exc != null) {
                        throw exc;
                    }
                    Files.delete(d);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw StoreIo.failure("deleting", root, e);
        }
    }

    static boolean isPosix(Path p) {
        return p.getFileSystem().supportedFileAttributeViews().contains("posix");
    }

    /** Owner-only permissions for a new file or folder, where the file system has POSIX permissions. */
    static FileAttribute<?>[] ownerOnly(Path p, boolean dir) {
        return attributes(p, true, dir);
    }

    private static FileAttribute<?>[] attributes(Path p, boolean ownerOnly, boolean dir) {
        if (!ownerOnly || !isPosix(p)) {
            return new FileAttribute<?>[0];
        }
        return new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(dir ? OWNER_ONLY_DIR : OWNER_ONLY)};
    }

    private static void deleteQuietly(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            // Left behind: the next locked open of the game removes it (removeTemporaries).
        }
    }
}

package org.umpire.cli.mail.out;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * A short exclusive section over a file several umpire processes share (two {@code watch} loops on one games
 * folder): an exclusive OS lock ({@link FileChannel#tryLock()}) on a lock file beside it, the same kind as the
 * intake's lock ({@code mail.in.IntakeLock}), released by the OS when its process ends, killed or not. Within one
 * JVM the threads take turns first (a Java file lock belongs to the whole JVM, and closing any channel of a locked
 * file drops the process's lock on POSIX systems), so a second channel is never opened while one is locked.
 */
final class FileMutex {

    /**
     * The turns of this JVM's threads, one for every such file (the sections are a few file operations long):
     * file locks are the process's, so they are taken in turn before any channel is opened.
     */
    private static final ReentrantLock IN_THIS_JVM = new ReentrantLock();

    private static final long POLL_MILLIS = 5;

    private FileMutex() {}

    /**
     * Runs {@code work} holding the lock of {@code lockFile} (created owner-only if missing), waiting at most
     * {@code patience} for it.
     *
     * @return what {@code work} returned, or empty when the lock stayed taken that long (nothing was run)
     * @throws UncheckedIOException when the lock file cannot be made or locked
     */
    static <T> Optional<T> with(Path lockFile, Duration patience, Supplier<T> work) {
        Path key = lockFile.toAbsolutePath().normalize();
        ReentrantLock jvm = IN_THIS_JVM;
        if (jvm.isHeldByCurrentThread()) {
            return Optional.of(work.get()); // this thread holds the file already: a second channel would drop it
        }
        long deadline = System.nanoTime() + patience.toNanos();
        try {
            if (!jvm.tryLock(patience.toNanos(), TimeUnit.NANOSECONDS)) {
                return Optional.empty();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
        try (FileChannel ch = open(key)) {
            FileLock lock = tryLock(ch);
            while (lock == null) {
                if (System.nanoTime() - deadline > 0) {
                    return Optional.empty();
                }
                Thread.sleep(POLL_MILLIS);
                lock = tryLock(ch);
            }
            try {
                return Optional.of(work.get());
            } finally {
                lock.release();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot lock " + key + ": " + e.getMessage() + "; check that the games folder is writable by this"
                            + " user",
                    e);
        } finally {
            jvm.unlock();
        }
    }

    private static FileLock tryLock(FileChannel ch) throws IOException {
        try {
            return ch.tryLock();
        } catch (OverlappingFileLockException e) {
            return null; // another channel of this JVM: not reached while the threads take turns
        }
    }

    private static FileChannel open(Path key) throws IOException {
        Set<OpenOption> opts = Set.of(StandardOpenOption.CREATE, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        try {
            return FileChannel.open(
                    key, opts, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } catch (UnsupportedOperationException e) {
            return FileChannel.open(key, opts);
        }
    }
}

package org.umpire.cli.store;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The right to change one game, held from {@link GameStore#lock()} until {@link #close()}: an
 * exclusive OS lock ({@link FileChannel#tryLock()}) on {@code games/<id>/.lock}, so two umpire
 * processes (a watch loop and a manual resolve) never change a game at once. The OS releases it
 * when the process dies, so a crash never leaves a game locked.
 *
 * <p>Within one JVM a second attempt is refused before any file is opened: on POSIX systems
 * closing any channel of a locked file would drop the process's lock on it.
 */
public final class GameLock implements AutoCloseable {

    /** Lock files held by this JVM (absolute, normalised paths): process-wide, as the OS's locks are (NoStaticMutableStateTest). */
    private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();

    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;
    private volatile boolean held = true;

    private GameLock(Path file, FileChannel channel, FileLock lock) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Takes the lock at once or fails.
     *
     * @throws StoreException.GameBusy when another process, or another part of
     *                       this one, holds it
     */
    static GameLock acquire(Path lockFile, GameId id) {
        Path key = lockFile.toAbsolutePath().normalize();
        if (!HELD.add(key)) {
            throw busy(id);
        }
        FileChannel ch = null;
        boolean acquired = false;
        try {
            Set<OpenOption> opts =
                    Set.of(StandardOpenOption.CREATE, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
            ch = FileChannel.open(key, opts, AtomicFiles.ownerOnly(key, false));
            FileLock l;
            try {
                l = ch.tryLock();
            } catch (OverlappingFileLockException e) {
                l = null;
            }
            if (l == null) {
                throw busy(id);
            }
            acquired = true;
            return new GameLock(key, ch, l);
        } catch (IOException e) {
            throw StoreIo.failure("locking", key, e);
        } finally {
            if (!acquired) {
                closeQuietly(ch);
                HELD.remove(key);
            }
        }
    }

    private static StoreException busy(GameId id) {
        return new StoreException.GameBusy(id);
    }

    /** True until {@link #close()}. */
    public boolean isHeld() {
        return held && lock.isValid();
    }

    /** Releases the lock; closing twice is harmless. The lock file stays (removing it would race). */
    @Override
    public void close() {
        if (!held) {
            return;
        }
        held = false;
        try {
            lock.release();
            channel.close();
        } catch (IOException e) {
            throw StoreIo.failure("unlocking", file, e);
        } finally {
            HELD.remove(file);
        }
    }

    private static void closeQuietly(FileChannel ch) {
        if (ch == null) {
            return;
        }
        try {
            ch.close();
        } catch (IOException e) {
            // Nothing more to release: the channel is gone either way.
        }
    }
}

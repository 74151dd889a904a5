package org.umpire.cli.mail.in;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.umpire.cli.store.GameFiles;
import org.umpire.cli.store.GamesHome;

/**
 * The right to read the players' mailbox (see docs/mail-in.md): one intake at a time per games folder, whoever runs it
 * (two {@code watch} loops, a {@code watch} and a {@code receive --imap}, a cron round that overran). Two
 * intakes at once would fetch the same mails: each mail is stored once all the same (the game's lock and
 * its {@code received.log}), but the second finds the mails the first filed gone from under it and fails
 * its round. So an intake first takes this lock, and when another process holds it, reads nothing this
 * time: its mails are being read by the other.
 *
 * <p>It is an exclusive OS lock ({@link FileChannel#tryLock()}) on {@code games/.mail-in/intake.lock}: the OS
 * releases it when its process ends, killed or not, so a watch killed with {@code kill -9} never leaves the
 * intake locked. The file also names its holder (pid, command, since when), for the message of the one
 * that finds it taken; a file naming a process that no longer runs, with no lock on it, is what a killed
 * watch left: the next intake takes it over and says so. Within one JVM a second attempt is refused before
 * any file is opened (closing any channel of a locked file would drop the process's lock on POSIX systems).
 */
public final class IntakeLock implements AutoCloseable {

    /** The lock file, in the intake's folder. */
    public static final String FILE = "intake.lock";

    /** Lock files held by this JVM, with what their file says: process-wide, as the OS's locks are (NoStaticMutableStateTest). */
    private static final Map<Path, String> HELD = new ConcurrentHashMap<>();

    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;
    private final Optional<String> takenOver;
    private boolean held = true;

    private IntakeLock(Path file, FileChannel channel, FileLock lock, Optional<String> takenOver) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
        this.takenOver = takenOver;
    }

    /** Who holds the lock, as its file says ({@code process 4242 (umpire watch) since 2026-06-03T08:00:00Z}). */
    public record Busy(Path file, String holder) {
        /** For the log and the error output: where, who, and what to do. */
        public String describe() {
            return "another umpire process is reading the mailbox: " + file + " is held by " + holder
                    + "; its mails are left to it (if no umpire watch or receive runs, that process is stuck: stop it)";
        }
    }

    /** Either the lock, or who holds it. */
    public record Attempt(Optional<IntakeLock> lock, Optional<Busy> busy) {}

    /** The lock file of the games folder {@code home}. */
    public static Path file(GamesHome home) {
        return home.root().resolve(IntakeLog.FOLDER).resolve(FILE);
    }

    /**
     * Takes the intake's lock at once, or says who holds it.
     *
     * @param command what this process is, for the one that finds it taken ({@code umpire watch})
     * @param now     when it took it (the program's clock)
     * @throws UncheckedIOException when the folder or the file cannot be made or opened
     */
    public static Attempt tryTake(GamesHome home, String command, Instant now) {
        Path key = file(home).toAbsolutePath().normalize();
        String mine = "pid: " + ProcessHandle.current().pid() + "\ncommand: " + command + "\nsince: " + now + "\n";
        if (HELD.putIfAbsent(key, mine) != null) {
            return busy(key, describe(HELD.getOrDefault(key, ""), false));
        }
        FileChannel ch = null;
        boolean acquired = false;
        try {
            GameFiles.ownerOnlyFolder(key.getParent());
            ch = open(key);
            FileLock l;
            try {
                l = ch.tryLock();
            } catch (OverlappingFileLockException e) {
                l = null;
            }
            if (l == null) {
                return busy(key, describe(read(ch), true));
            }
            String before = read(ch);
            Optional<String> stale = before.isBlank()
                    ? Optional.empty()
                    : Optional.of(describe(before, false) + ", which no longer holds it"
                            + (pidOf(before)
                                            .map(p -> ProcessHandle.of(p)
                                                    .map(ProcessHandle::isAlive)
                                                    .orElse(false))
                                            .orElse(false)
                                    ? ""
                                    : " (it no longer runs: killed or crashed)"));
            ch.truncate(0);
            ch.write(ByteBuffer.wrap(mine.getBytes(StandardCharsets.UTF_8)), 0);
            ch.force(false);
            acquired = true;
            return new Attempt(Optional.of(new IntakeLock(key, ch, l, stale)), Optional.empty());
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot lock " + key + ": " + e.getMessage()
                            + "; check that the games folder is writable by this user",
                    e);
        } finally {
            if (!acquired) {
                if (ch != null) {
                    try {
                        ch.close();
                    } catch (IOException e) {
                        // nothing more to release
                    }
                }
                HELD.remove(key);
            }
        }
    }

    private static Attempt busy(Path file, String holder) {
        return new Attempt(Optional.empty(), Optional.of(new Busy(file, holder)));
    }

    private static FileChannel open(Path key) throws IOException {
        Set<OpenOption> opts = Set.of(
                StandardOpenOption.CREATE,
                StandardOpenOption.READ,
                StandardOpenOption.WRITE,
                LinkOption.NOFOLLOW_LINKS);
        try {
            return FileChannel.open(
                    key, opts, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } catch (UnsupportedOperationException e) {
            return FileChannel.open(key, opts);
        }
    }

    /** What the lock file says (at most 1 KB: it is never larger unless someone else wrote it). */
    private static String read(FileChannel ch) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(1024);
        ch.read(b, 0);
        return new String(b.array(), 0, b.position(), StandardCharsets.UTF_8);
    }

    private static Optional<Long> pidOf(String text) {
        for (String line : text.split("\n")) {
            if (line.startsWith("pid: ")) {
                try {
                    return Optional.of(Long.parseLong(line.substring(5).strip()));
                } catch (NumberFormatException e) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    private static String field(String text, String name) {
        for (String line : text.split("\n")) {
            if (line.startsWith(name + ": ")) {
                return line.substring(name.length() + 2).strip().replaceAll("[^\\p{Print}]", "?");
            }
        }
        return "";
    }

    /** {@code process 4242 (umpire watch) since …}, or what is known when the file says nothing readable. */
    private static String describe(String text, boolean otherProcess) {
        Optional<Long> pid = pidOf(text);
        if (pid.isEmpty()) {
            return otherProcess
                    ? "a process that did not write its name in it (not an umpire process: see fuser or lsof)"
                    : "this process";
        }
        String command = field(text, "command");
        String since = field(text, "since");
        return "process " + pid.get() + (command.isEmpty() ? "" : " (" + command + ")")
                + (since.isEmpty() ? "" : " since " + since);
    }

    /** When the file named a holder that had gone (a watch killed mid-round): that holder, for the log. */
    public Optional<String> takenOver() {
        return takenOver;
    }

    /** Releases the lock; the file is emptied first (it then names nobody) and stays. Closing twice is harmless. */
    @Override
    public void close() {
        if (!held) {
            return;
        }
        held = false;
        try {
            channel.truncate(0);
            lock.release();
            channel.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot unlock " + file + ": " + e.getMessage(), e);
        } finally {
            HELD.remove(file);
        }
    }
}

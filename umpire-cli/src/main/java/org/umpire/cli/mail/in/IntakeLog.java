package org.umpire.cli.mail.in;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/**
 * The intake's own records, in {@code games/.mail-in/} (not a game: its name is not a game id):
 * {@code handled.log}, one line per mail handled (time, a hash of its Message-ID, the outcome), so
 * a mail seen twice (a retried pipe, an IMAP move that did not finish) is handled once; and
 * {@code failures.log}, one line per refused sender (time, a hash of the address), for the rate
 * limit. Neither holds an address, a subject or a secret. Lines are appended and forced to disk.
 */
final class IntakeLog {

    static final String FOLDER = ".mail-in";
    /** Refusals answered per address and day; later ones are not answered (they still go to failed). */
    static final int ANSWERS_PER_DAY = 5;

    private final Path dir;
    /** Each mail handled (the hash of its Message-ID) and what became of it: {@code processed club-42 US}, {@code failed}. */
    private final java.util.Map<String, String> handled = new java.util.HashMap<>();
    private final List<String[]> failures = new ArrayList<>();

    IntakeLog(Path gamesRoot) {
        this.dir = gamesRoot.resolve(FOLDER);
        for (String line : lines("handled.log")) {
            String[] f = line.split("\t");
            if (f.length >= 2) {
                handled.putIfAbsent(f[1], f.length >= 3 ? f[2] : "");
            }
        }
        for (String line : lines("failures.log")) {
            String[] f = line.split("\t");
            if (f.length >= 2) {
                failures.add(f);
            }
        }
    }

    Path dir() {
        return dir;
    }

    boolean handled(String messageId) {
        return handled.containsKey(hash(messageId));
    }

    /** What became of a mail handled before: {@code processed club-42 US}, {@code failed}; empty if never handled. */
    java.util.Optional<String> handledAs(String messageId) {
        return java.util.Optional.ofNullable(handled.get(hash(messageId)));
    }

    void recordHandled(String messageId, String outcome, Instant at) {
        String h = hash(messageId);
        append("handled.log", at + "\t" + h + "\t" + outcome);
        handled.putIfAbsent(h, outcome);
    }

    /** Records a refusal from {@code address}, a player of a game; true when it may still be answered today. */
    boolean recordFailure(String address, Instant at) {
        return recordFailure(address, at, false);
    }

    /**
     * Records a refusal from {@code address}; true when it may still be answered today: a player up to
     * {@link #ANSWERS_PER_DAY} times, a sender who plays no game of the folder once a day, and strangers
     * {@link #STRANGER_ANSWERS_PER_DAY} times a day in all (issue 22: no backscatter to forged senders).
     */
    boolean recordFailure(String address, Instant at, boolean stranger) {
        String h = hash(address.toLowerCase(Locale.ROOT));
        Instant since = at.minus(Duration.ofDays(1));
        long recent = 0;
        long strangers = 0;
        for (String[] f : failures) {
            if (Instant.parse(f[0]).isAfter(since)) {
                recent += f[1].equals(h) ? 1 : 0;
                strangers += f.length > 2 && f[2].equals("answered-stranger") ? 1 : 0;
            }
        }
        boolean answer = stranger ? recent == 0 && strangers < STRANGER_ANSWERS_PER_DAY : recent < ANSWERS_PER_DAY;
        String mark = stranger && answer ? "answered-stranger" : stranger ? "stranger" : "player";
        append("failures.log", at + "\t" + h + "\t" + mark);
        failures.add(new String[] {at.toString(), h, mark});
        return answer;
    }

    /** Answers to senders who play no game, all addresses together, in a day. */
    static final int STRANGER_ANSWERS_PER_DAY = 20;

    private List<String> lines(String name) {
        Path f = dir.resolve(name);
        try {
            return Files.exists(f) ? Files.readAllLines(f, StandardCharsets.UTF_8) : List.of();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + f + ": " + e.getMessage(), e);
        }
    }

    private void append(String name, String line) {
        Path f = dir.resolve(name);
        try {
            org.umpire.cli.store.GameFiles.ownerOnlyFolder(dir);
            org.umpire.cli.store.AtomicFiles.writePoint();
            java.util.Set<java.nio.file.OpenOption> opts = java.util.Set.of(StandardOpenOption.CREATE,
                    StandardOpenOption.READ, StandardOpenOption.WRITE, java.nio.file.LinkOption.NOFOLLOW_LINKS);
            boolean posix = dir.getFileSystem().supportedFileAttributeViews().contains("posix");
            try (FileChannel ch = posix ? FileChannel.open(f, opts, java.nio.file.attribute.PosixFilePermissions
                    .asFileAttribute(java.nio.file.attribute.PosixFilePermissions.fromString("rw-------")))
                    : FileChannel.open(f, opts)) {
                long size = ch.size();
                String text = line + "\n";
                if (size > 0) {
                    java.nio.ByteBuffer last = java.nio.ByteBuffer.allocate(1);
                    ch.read(last, size - 1);
                    if (last.get(0) != '\n') {
                        text = "\n" + text; // end a line cut short by a stop
                    }
                }
                ch.write(java.nio.ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)), size);
                ch.force(false);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + f + ": " + e.getMessage(), e);
        }
    }

    static String hash(String s) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", e);
        }
    }
}

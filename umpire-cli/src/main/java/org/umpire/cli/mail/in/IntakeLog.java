package org.umpire.cli.mail.in;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.GameFiles;

/**
 * The intake's own records, in {@code games/.mail-in/} (not a game: its name is not a game id):
 * {@code handled.log}, one line per mail handled (time, the mail's key, the outcome), so a mail seen
 * twice (a retried pipe, an IMAP move that did not finish, fetchmail run twice) is handled once; and
 * {@code failures.log}, one line per refused sender (time, a hash of the address), for the rate
 * limit. Neither holds an address, a subject or a secret. Lines are appended and forced to disk.
 *
 * <p>A mail's key ({@link #mailKey}) is a digest of the mail itself: its Message-ID, sender, subject and
 * text, not its Message-ID alone (see docs/mail-in.md): a stranger who sends a mail under a player's coming Message-ID
 * has it handled (and refused) as a mail of its own, and the player's mail is handled all the same. Lines
 * written before, keyed by a hash of the Message-ID only, still count for that Message-ID when the mail was
 * processed for a player (then it was the genuine mail); their refusals ({@code failed}) no longer count.
 */
final class IntakeLog {

    static final String FOLDER = ".mail-in";
    /** Refusals answered per address and day; later ones are not answered (they still go to failed). */
    static final int ANSWERS_PER_DAY = 5;

    private final Path dir;
    /** Each mail handled (the hash of its Message-ID) and what became of it: {@code processed club-42 US}, {@code failed}. */
    private final Map<String, String> handled = new HashMap<>();
    /** Lines of the earlier format (a hash of the Message-ID alone) of mails processed for a player. */
    private final Map<String, String> processedByMessageId = new HashMap<>();

    private final List<String[]> failures = new ArrayList<>();

    IntakeLog(Path gamesRoot) {
        this.dir = gamesRoot.resolve(FOLDER);
        for (String line : lines("handled.log")) {
            String[] f = line.split("\t");
            if (f.length >= 2) {
                remember(f[1], f.length >= 3 ? f[2] : "");
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

    private void remember(String key, String outcome) {
        if (key.length() == MAIL_KEY_HEX) {
            handled.putIfAbsent(key, outcome);
        } else if (outcome.startsWith("processed ")) {
            processedByMessageId.putIfAbsent(key, outcome);
        }
    }

    /**
     * What became of this mail, handled before: {@code processed club-42 US}, {@code failed}; empty if never
     * handled. The same mail delivered again has the same key; another mail under the same Message-ID does not.
     */
    Optional<String> handledAs(IncomingMail mail) {
        return Optional.ofNullable(handled.get(mailKey(mail)))
                .or(() -> Optional.ofNullable(processedByMessageId.get(hash(mail.messageId()))));
    }

    void recordHandled(IncomingMail mail, String outcome, Instant at) {
        String key = mailKey(mail);
        append("handled.log", at + "\t" + key + "\t" + outcome);
        handled.putIfAbsent(key, outcome);
    }

    /** Hex digits of a {@link #mailKey}; the earlier keys, a hash of the Message-ID alone, have 24. */
    static final int MAIL_KEY_HEX = 32;

    /**
     * The key of the mail itself (see docs/mail-in.md): a digest of its Message-ID, sender, subject and text as read, so
     * that the same mail delivered twice (its transport headers differ) has the same key, and another mail
     * that only borrows its Message-ID has another. {@value #MAIL_KEY_HEX} hex digits, a file name's part.
     */
    static String mailKey(IncomingMail mail) {
        String whole = mail.messageId() + "\n" + mail.from().toLowerCase(Locale.ROOT) + "\n" + mail.subject() + "\n"
                + mail.text();
        return digest(whole, MAIL_KEY_HEX / 2);
    }

    /** Records a refusal from {@code address}, a player of a game; true when it may still be answered today. */
    boolean recordFailure(String address, Instant at) {
        return recordFailure(address, at, false);
    }

    /**
     * Records a refusal from {@code address}; true when it may still be answered today: a player up to
     * {@link #ANSWERS_PER_DAY} times, a sender who plays no game of the folder once a day, and strangers
     * {@link #STRANGER_ANSWERS_PER_DAY} times a day in all (see docs/mail-in.md: no backscatter to forged senders).
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
            GameFiles.ownerOnlyFolder(dir);
            AtomicFiles.writePoint();
            Set<OpenOption> opts = Set.of(
                    StandardOpenOption.CREATE,
                    StandardOpenOption.READ,
                    StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS);
            boolean posix = dir.getFileSystem().supportedFileAttributeViews().contains("posix");
            try (FileChannel ch = posix
                    ? FileChannel.open(
                            f, opts, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")))
                    : FileChannel.open(f, opts)) {
                long size = ch.size();
                String text = line + "\n";
                if (size > 0) {
                    ByteBuffer last = ByteBuffer.allocate(1);
                    ch.read(last, size - 1);
                    if (last.get(0) != '\n') {
                        text = "\n" + text; // end a line cut short by a stop
                    }
                }
                ch.write(ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)), size);
                ch.force(false);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + f + ": " + e.getMessage(), e);
        }
    }

    /** The earlier key of a mail, a hash of its Message-ID alone (24 hex digits). */
    static String hash(String s) {
        return digest(s, 12);
    }

    private static String digest(String s, int bytes) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", e);
        }
    }
}

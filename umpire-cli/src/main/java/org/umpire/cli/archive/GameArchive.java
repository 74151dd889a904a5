package org.umpire.cli.archive;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.JournalRecord;

/**
 * The archive of a finished game ({@code umpire export}): everything needed to check it with the
 * program alone — {@code game.yaml}, the revealed {@code seed.secret}, {@code state.yaml}, every
 * committed journal entry, the scenario data the game was played with ({@code rules/}), and a
 * {@link #MANIFEST} naming the chain's head and the SHA-256 of every file — under a folder named
 * after the game, as a {@link CanonicalZip}.
 */
public final class GameArchive {

    /** The manifest's name, in the game's folder of the archive. */
    public static final String MANIFEST = "archive.txt";
    /** The manifest's first line. */
    static final String MAGIC = "umpire archive 1";

    private GameArchive() {}

    /**
     * The archive of {@code store}'s game, with the scenario files {@code rules}.
     *
     * @throws UserException {@link ExitCode#CONFLICT} while the game is on: the seed is secret until its end
     */
    public static byte[] export(GameStore store, Map<String, byte[]> rules) {
        if (!store.state().isOver()) {
            throw new UserException(
                    ExitCode.CONFLICT,
                    "game " + store.id() + " is not over: its dice seed stays secret"
                            + " until the end, so its archive cannot be checked yet. Export it once the game has ended; to keep"
                            + " a copy meanwhile, copy the folder " + store.dir() + ".");
        }
        String root = store.id().value() + "/";
        SortedMap<String, byte[]> files = new TreeMap<>();
        for (String name : List.of(GameStore.CONFIG, GameStore.SEED, GameStore.STATE)) {
            files.put(root + name, store.gameFile(name));
        }
        List<JournalRecord> journal = store.journal();
        for (JournalRecord entry : journal) {
            store.journalFiles(entry)
                    .forEach((name, bytes) -> files.put(root + "journal/" + entry.folder() + "/" + name, bytes));
        }
        rules.forEach((name, bytes) -> files.put(root + "rules/" + name, bytes));
        files.put(root + MANIFEST, manifest(store, journal.size(), files));
        return CanonicalZip.write(files);
    }

    private static byte[] manifest(GameStore store, int entries, SortedMap<String, byte[]> files) {
        StringBuilder sb = new StringBuilder(MAGIC).append('\n');
        sb.append("game: ").append(store.id().value()).append('\n');
        sb.append("scenario: ").append(store.config().scenario()).append('\n');
        sb.append("commitment: ").append(store.config().seedSha256()).append('\n');
        sb.append("entries: ").append(entries).append('\n');
        sb.append("head: ").append(store.chainHead()).append('\n');
        files.forEach((name, bytes) -> sb.append("file: ")
                .append(sha256(bytes))
                .append(' ')
                .append(bytes.length)
                .append(' ')
                .append(name)
                .append('\n'));
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", e);
        }
    }
}

package org.umpire.cli.store;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.umpire.engine.model.Side;

/**
 * The order mails a game has read (see docs/mail-in.md), in {@code mail/}: {@code received.log}, one line per mail
 * (time, the hash of its Message-ID, the phase it was read for, the side, what became of it); the work of
 * a mail being stored, written ahead as {@code receiving-<hash>.pending}; and the replies waiting to go,
 * in {@code queue/}. A mail's changes are applied in this order: written ahead, orders stored, reply
 * queued, recorded, the note ahead removed. A stop anywhere in between leaves the note ahead, and the next
 * lock of the game finishes that work (the same orders again, for the same phase) before anything else.
 */
final class ReceivedMails {

    static final String LOG = "received.log";
    static final String QUEUE = "queue";
    private static final String PENDING_PREFIX = "receiving-";
    private static final String PENDING_SUFFIX = ".pending";

    private final Path gameDir;
    private final Path mailDir;

    ReceivedMails(Path gameDir) {
        this.gameDir = gameDir;
        this.mailDir = gameDir.resolve("mail");
    }

    Path queueDir() {
        return mailDir.resolve(QUEUE);
    }

    /** True when the mail whose key is {@code mailKey} was read for this game (whatever it stored). */
    boolean received(String mailKey) {
        return outcome(mailKey).isPresent();
    }

    /** {@code T03-P1 US stored}: what became of the mail, when this game read it. */
    Optional<String> outcome(String mailKey) {
        for (String line : lines()) {
            String[] f = line.split("\t");
            if (f.length >= 5 && f[1].equals(mailKey)) {
                return Optional.of(f[2] + " " + f[3] + " " + f[4]);
            }
        }
        return Optional.empty();
    }

    /** How many mails of {@code side} this game has read (each recorded once, whatever became of it). */
    int readFrom(Side side) {
        int n = 0;
        for (String line : lines()) {
            String[] f = line.split("\t");
            if (f.length >= 5 && f[3].equals(side.name())) {
                n++;
            }
        }
        return n;
    }

    /** Stores what a mail changes, records it and queues its reply; the game's lock is held. */
    void receive(GameStore store, MailChanges mail) {
        Path ahead = pendingFile(mail.mailKey());
        GameFiles.createDirectories(gameDir, mailDir);
        GameFiles.writeAtomically(gameDir, ahead, mail.bytes());
        finish(store, mail, ahead, false);
    }

    /**
     * Finishes the mails a stop left half stored (called with the lock just taken, before anything reads
     * the orders): each note ahead is applied again to the phase it was read for, or, if the game has left
     * that phase (a state put back by hand), recorded as dropped without storing anything.
     *
     * @return one line per mail finished, for the umpire
     */
    List<String> finishPending(GameStore store) {
        List<String> notes = new ArrayList<>();
        for (Path ahead : pendingFiles()) {
            MailChanges mail = MailChanges.read(ahead.toString(), GameFiles.readStoreFile(ahead));
            if (received(mail.mailKey())) {
                delete(ahead);
                continue;
            }
            if (store.state().turn() == mail.turn() && store.state().phase() == mail.phase()) {
                finish(store, mail, ahead, true);
                notes.add("note: the program stopped while it stored a mail of " + mail.side() + " for "
                        + mail.phaseKey() + " in game " + store.id() + "; its orders are stored now, and its receipt "
                        + "queued");
            } else {
                record(mail, "dropped");
                delete(ahead);
                notes.add("note: a mail of " + mail.side() + " to game " + store.id() + " was being stored for "
                        + mail.phaseKey() + ", but the game is now at "
                        + PhaseNames.turnAndPhase(
                                store.state().turn(), store.state().phase())
                        + " (state.yaml put back by hand?): nothing of it was stored; its "
                        + "work is in " + mailDir.resolve(LOG) + " as dropped; the player may send it again");
            }
        }
        return notes;
    }

    private void finish(GameStore store, MailChanges mail, Path ahead, boolean again) {
        for (MailChanges.Change c : mail.changes()) {
            apply(store, mail, c, again);
        }
        GameFiles.createDirectories(gameDir, queueDir());
        GameFiles.writeAtomically(gameDir, queueDir().resolve(mail.replyFile()), mail.reply());
        record(mail, "stored");
        delete(ahead);
    }

    private static void apply(GameStore store, MailChanges mail, MailChanges.Change c, boolean again) {
        if (c instanceof MailChanges.SaveOrders s) {
            String now = store.orders(mail.turn(), s.phase()).get(mail.side());
            if (!(again && s.text().equals(now))) { // a second pass leaves what the first one stored
                store.saveOrders(mail.turn(), s.phase(), mail.side(), s.text());
            }
        } else if (c instanceof MailChanges.Keep k) {
            store.saveKept(mail.side(), k.text());
        } else {
            store.dropKept(mail.side());
        }
    }

    private void record(MailChanges mail, String outcome) {
        String line =
                mail.at() + "\t" + mail.mailKey() + "\t" + mail.phaseKey() + "\t" + mail.side() + "\t" + outcome + "\n";
        try {
            GameFiles.createDirectories(gameDir, mailDir);
            GameFiles.append(gameDir, mailDir.resolve(LOG), line.getBytes(StandardCharsets.UTF_8), true);
        } catch (IOException e) {
            throw StoreIo.failure("appending to", mailDir.resolve(LOG), e);
        }
    }

    private List<String> lines() {
        Path log = mailDir.resolve(LOG);
        if (!Files.isRegularFile(log, LinkOption.NOFOLLOW_LINKS)) {
            return List.of();
        }
        String text = new String(GameFiles.readStoreFile(log), StandardCharsets.UTF_8);
        List<String> out = new ArrayList<>(List.of(text.split("\n")));
        if (!text.endsWith("\n") && !out.isEmpty()) {
            out.remove(out.size() - 1); // a line cut short by a stop: not a record
        }
        return out;
    }

    private Path pendingFile(String mailKey) {
        return mailDir.resolve(PENDING_PREFIX + mailKey + PENDING_SUFFIX);
    }

    private List<Path> pendingFiles() {
        List<Path> out = new ArrayList<>();
        if (!Files.isDirectory(mailDir, LinkOption.NOFOLLOW_LINKS)) {
            return out;
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(mailDir, PENDING_PREFIX + "*" + PENDING_SUFFIX)) {
            ds.forEach(out::add);
        } catch (IOException e) {
            throw StoreIo.failure("listing", mailDir, e);
        }
        out.sort(null);
        return out;
    }

    private static void delete(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            throw StoreIo.failure("removing", p, e);
        }
    }
}

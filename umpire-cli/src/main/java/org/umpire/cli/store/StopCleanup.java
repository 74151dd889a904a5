package org.umpire.cli.store;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What a stop (a kill, a crash, a full disk) may leave in a game folder, cleared when the lock is taken: temporary
 * files, and a journal entry written but never committed (set aside whole in {@code journal/uncommitted/}, with a
 * notice), then a stale {@code journal/index.tsv}.
 */
final class StopCleanup {

    private StopCleanup() {}

    static void run(GameId id, Path dir, GameJournal journal, Path ordersDir, ProgramRun run) {
        AtomicFiles.removeTemporaries(dir);
        AtomicFiles.removeTemporaries(journal.folder().dir());
        AtomicFiles.removeTemporaries(ordersDir);
        for (String mailFolder : new String[] {"outbox", "mail", "mail/" + ReceivedMails.QUEUE
        }) { // OutboxDelivery.FOLDER, SentLog.FOLDER
            if (!Files.isSymbolicLink(dir.resolve(mailFolder))) { // a link is refused where it is written
                AtomicFiles.removeTemporaries(dir.resolve(mailFolder));
            }
        }
        journal.setAsideUncommitted()
                .ifPresent(aside -> run.notice("note: journal entry " + aside.getKey() + " of game " + id
                        + " was never committed (" + GameFolder.STATE
                        + " is still its state before: the program stopped in between, or "
                        + GameFolder.STATE + " was put back by hand); it does not count and was moved, whole, to "
                        + aside.getValue()));
        journal.reindexIfStale(dir);
    }
}

package org.umpire.cli.store;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The links of a game's journal hash chain ({@link JournalChain}, docs/game-store.md): each committed entry's link
 * (what its report mails carry), computed once per store from the entry's files and the seed's nonce.
 */
final class JournalLinks {

    private final GameFolder folder;
    private final GameJournal journal;
    private final Map<String, String> links = new HashMap<>();

    JournalLinks(GameFolder folder, GameJournal journal) {
        this.folder = folder;
        this.journal = journal;
    }

    /** Forgets the links computed (the game was read again). */
    void clear() {
        links.clear();
    }

    /** The link of a committed entry. */
    String link(JournalRecord entry) {
        return links.computeIfAbsent(
                entry.folder(),
                f -> JournalChain.link(folder.seed().nonce(), journal.folder().files(f)));
    }

    /** The link an entry names for the one before it, if it names one (entries made before the chain do not). */
    Optional<String> previous(JournalRecord entry) {
        return journal.folder().previous(entry.folder());
    }

    /** The link of the last committed entry, or the chain's start before any entry. */
    String head() {
        return journal.last()
                .map(this::link)
                .orElseGet(() -> JournalChain.start(folder.config().seedSha256()));
    }
}

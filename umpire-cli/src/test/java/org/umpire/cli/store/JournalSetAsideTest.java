package org.umpire.cli.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.engine.model.Side;

/** A journal entry is never deleted: one that does not count is moved aside, whole, and the umpire told. */
class JournalSetAsideTest {

    @TempDir
    Path tmp;

    private final List<String> notices = new ArrayList<>();

    @Test
    void an_entry_that_looks_uncommitted_is_moved_to_journal_uncommitted_whole_and_reported_never_deleted()
            throws Exception {
        GamesHome home = GamesHome.of(tmp.resolve("games")).in(ProgramRun.of(null, notices::add));
        GameStore store = StoreFixtures.newGame(home, "g1");
        JournalRecord rec;
        try (GameLock lock = store.lock()) {
            rec = store.commit(
                    JournalEntry.resolve(Instant.parse("2026-06-02T10:00:00Z"))
                            .withOrders(Side.US, "search D4\n")
                            .withEvents("[]\n".getBytes(StandardCharsets.UTF_8)),
                    StoreFixtures.step(store.state(), 1));
        }
        Path entry = store.dir().resolve("journal").resolve(rec.folder());
        // the umpire puts the state before back by hand: the entry no longer counts
        Files.copy(
                entry.resolve("state-before.yaml"),
                store.dir().resolve("state.yaml"),
                StandardCopyOption.REPLACE_EXISTING);

        GameStore again = GameStore.open(home, GameId.parse("g1"));
        try (GameLock lock = again.lock()) {
            assertThat(again.journal()).isEmpty();
        }
        Path aside = store.dir().resolve("journal").resolve("uncommitted").resolve(rec.folder());
        assertThat(aside.resolve("orders-US.txt")).hasContent("search D4\n");
        assertThat(aside.resolve("state-after.yaml")).exists();
        assertThat(notices).singleElement().asString().contains(rec.folder(), "never committed", aside.toString());
        assertThat(GameStore.open(home, GameId.parse("g1")).journal()).isEmpty();
    }
}

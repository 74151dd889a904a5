package org.umpire.cli.leak;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.umpire.cli.report.SideChains;
import org.umpire.cli.report.SideSpans;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;

/**
 * I-REP-15: the links kept in {@code mail/side-links.txt}, so that mailing the latest report does not read the
 * whole journal again, are always the links computed from the journal: through an undo and the mails that
 * replace the undone ones, and never read from a file of another game.
 */
@Tag("slow")
class SideLinksKeptTest {

    @Test
    void I_REP_15_the_links_kept_are_the_links_of_the_journal_through_an_undo_and_never_another_games()
            throws Exception {
        Map<Side, TwinGames.Player1> players = new EnumMap<>(Side.class);
        players.put(Side.US, new TwinGames.Player1("nimitz@pearl.example", Language.EN, "us-kept", null));
        players.put(Side.JP, new TwinGames.Player1("yamamoto@kure.example", Language.FR, "jp-kept", 7L));
        Path root = TwinGames.scratch("links-kept");
        try {
            TwinGames.Game game = TwinGames.Game.start(root, new TwinGames.Setting(1942, players))
                    .playTo(2);
            Path file = game.gameDir().resolve("mail").resolve(SideChains.KEPT);
            assertThat(file).exists();
            assertSameAsJournal(game);
            int kept = Files.readAllLines(file).size();

            GameStore store = GameStore.open(game.home(), GameId.parse(TwinGames.GAME));
            try (GameLock lock = store.lock()) {
                store.undoLast(TwinGames.CLOCK);
                store.undoLast(TwinGames.CLOCK);
            }
            game.playTo(3);
            assertSameAsJournal(game);
            assertThat(Files.readAllLines(file).size()).isGreaterThan(kept);

            // a file of another game (another commitment) with this game's keys and other links is not read
            List<String> lines = Files.readAllLines(file);
            StringBuilder forged = new StringBuilder("# side\tmail\tlast entry\tlink; start 00\n");
            lines.subList(1, lines.size())
                    .forEach(l -> forged.append(l, 0, l.lastIndexOf('\t'))
                            .append("\t")
                            .append("ab".repeat(32))
                            .append('\n'));
            Files.writeString(file, forged.toString(), StandardCharsets.UTF_8);
            assertSameAsJournal(game);
        } finally {
            AtomicFiles.deleteTree(root);
        }
    }

    private static void assertSameAsJournal(TwinGames.Game game) {
        GameStore store = GameStore.open(game.home(), GameId.parse(TwinGames.GAME));
        for (Side side : Side.values()) {
            List<SideSpans.SideSpan> spans = SideSpans.of(store, side);
            assertThat(spans.size()).isGreaterThan(2);
            assertThat(SideChains.linksKept(store, side, spans, false))
                    .as(side.name())
                    .isEqualTo(SideChains.links(store, side, spans));
        }
    }
}

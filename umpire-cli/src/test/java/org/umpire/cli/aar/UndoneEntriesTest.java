package org.umpire.cli.aar;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.fixtures.DemoGame;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;

/** The report tells only the phases that no {@code umpire undo} took back (docs/game-store.md, Undo), and nothing before the first. */
class UndoneEntriesTest {

    @TempDir
    Path dir;

    @Test
    void a_search_phase_undone_is_not_in_the_story() {
        GameStore store = DemoGame.play(dir, 2);
        TurnStory before = AfterActionReportBuilder.build(store, DemoGame.scenario())
                .turns()
                .get(2);
        assertThat(before.located()).isNotEmpty();
        try (GameLock lock = store.lock()) {
            // turn 2, searches: the US located B7, beyond its aircraft's reach, so the raid declarations were
            // not asked (I-ENG-45) and the searches are the turn's last entry
            store.undoLast(Instant.EPOCH);
        }
        GameStore reopened = GameStore.open(store.home(), store.id());
        assertThat(JournalHistory.read(reopened, DemoGame.scenario()))
                .extracting(Step::phase)
                .last()
                .isEqualTo(Phase.MOVEMENT);
        AfterActionReport after = AfterActionReportBuilder.build(reopened, DemoGame.scenario());
        TurnStory turn2 = after.turns().get(2);
        assertThat(turn2.turn()).isEqualTo(2);
        assertThat(turn2.located()).isEmpty();
        assertThat(turn2.searchedEmpty().values()).allMatch(Set::isEmpty);
        assertThat(turn2.moves()).isEqualTo(before.moves());
    }

    @Test
    void a_game_with_nothing_resolved_yet_says_so_and_is_still_a_whole_page() {
        GameStore store = DemoGame.created(dir);
        AfterActionReport r = AfterActionReportBuilder.build(store, DemoGame.scenario());
        assertThat(r.turns()).isEmpty();
        assertThat(r.vp()).hasSize(1);
        String html = new AarHtml(TemplateSource.builtIn()).html(r, Language.EN);
        assertThat(html).contains("No phase has been resolved yet").contains("<svg");
        assertThat(AarPages.unbalancedTags(html)).isEmpty();
    }
}

package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.report.ReportContextsAccess;

/**
 * A side asked for its searches reads, under "what to send next", which search sources it may use this
 * turn and how far each reaches (SRCH-4, KURE-3), from its own view of the game.
 */
class SearchOffersReportTest {

    @TempDir
    Path root;

    @Test
    void SRCH_4_the_report_before_the_search_phase_lists_the_sources_each_side_may_use() {
        TestGames t = new TestGames(root);
        t.newGame("g1", 42);
        t.ok("resolve", "g1", "--defaults", "--no-send"); // set-up
        t.ok("resolve", "g1", "--defaults", "--no-send"); // turn 1 movement: phase 2 awaited
        String us = t.ok("report", "g1", "--side", "US", "--lang", "en").out;
        String jp = t.ok("report", "g1", "--side", "JP").out;
        assertThat(us).contains("Search sources you may use this turn: johnston (1, within 2 hexes of ");
        assertThat(us).contains("midway-area (3, within 6 hexes of H6)");
        assertThat(jp)
                .contains("Sources de recherche utilisables ce tour : wake (1, à 2 hexagones au plus d'A11).")
                .doesNotContain("floatplanes") // no carrier at sea yet
                .doesNotContain("kure"); // the Kure base is not operational on turn 1 (KURE-3)
        // SRCH-6: the ready air units able to fly a search, by base, with how far they reach (see
        // docs/orders.md)
        assertThat(us)
                .contains("Ready aircraft that may fly a search instead of another mission (e.g. \"YD1 searches"
                        + " J5\"): Enterprise in N5: ED1-4, EF1-3, ET1-2 (up to 2 hexes); Hornet in N5: HD1-4, HF1-3, HT1-2 (up to 2"
                        + " hexes); MID in H6: MD1-3, MF1-3, MT1 (up to 2 hexes); MID in H6: MM1 (up to 3 hexes); MID in H6: MH1-2"
                        + " (up to 5 hexes);");
        assertThat(jp).doesNotContain("Avions prêts"); // its carriers have not entered yet
    }

    @Test
    void runs_of_ids_are_written_short() {
        assertThat(ReportContextsAccess.runs(List.of("ED1", "ED2", "ED3", "EF1", "MH1", "MH3", "Zero")))
                .isEqualTo("ED1-3, EF1, MH1, MH3, Zero");
    }
}

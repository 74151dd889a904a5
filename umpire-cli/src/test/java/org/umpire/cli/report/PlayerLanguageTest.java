package org.umpire.cli.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;

/** Issue 12, item 6: everything a player reads in the player's language, place names included. */
class PlayerLanguageTest {

    @Test
    void an_island_the_engine_names_is_named_in_the_readers_language() {
        EventLine e = EventLine.of("search.island-lost", "island", "Pearl and Hermes Reef", "hex", "I7");
        String fr = EventLines.text(e, TemplateSource.builtIn().messages(Language.FR));
        String en = EventLines.text(e, TemplateSource.builtIn().messages(Language.EN));
        assertThat(fr).contains("Récif Pearl et Hermes (I7)").doesNotContain("Reef");
        assertThat(en).contains("Pearl and Hermes Reef (I7)");
        // the scenario's names ("Lisianski Island") find their wording too
        EventLine l = EventLine.of("search.made.naval-island", "island", "Lisianski Island", "hex", "J8");
        assertThat(EventLines.text(l, TemplateSource.builtIn().messages(Language.FR))).contains("Lisianski")
                .doesNotContain("Island");
    }
}

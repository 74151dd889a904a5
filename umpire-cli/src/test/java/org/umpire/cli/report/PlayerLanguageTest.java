package org.umpire.cli.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;

/** see docs/orders.md: everything a player reads in the player's language, place names included. */
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
        assertThat(EventLines.text(l, TemplateSource.builtIn().messages(Language.FR)))
                .contains("Lisianski")
                .doesNotContain("Island");
    }

    @Test
    void names_from_the_scenario_data_are_given_in_the_readers_language() {
        Messages fr = TemplateSource.builtIn().messages(Language.FR);
        Messages en = TemplateSource.builtIn().messages(Language.EN);
        assertThat(fr.placeName("Kure Atoll")).isEqualTo("Kure");
        assertThat(fr.placeName("Pearl and Hermes Reef")).isEqualTo("Récif Pearl et Hermes");
        assertThat(fr.placeName("Johnston Island")).isEqualTo("Johnston Island"); // no wording: as the data says
        assertThat(fr.unitName("Zero (reserve)")).isEqualTo("Zero (réserve)");
        assertThat(fr.unitName("Marine company C")).isEqualTo("Compagnie de Marines C");
        assertThat(fr.unitName("Akagi")).isEqualTo("Akagi");
        assertThat(en.unitName("Zero (reserve)")).isEqualTo("Zero (reserve)");
        assertThat(fr.sourceName("floatplanes")).isEqualTo("hydravions");
        assertThat(fr.sourceName("midway-area")).isEqualTo("zone-midway");
        assertThat(en.sourceName("midway-area")).isEqualTo("midway-area");
        assertThat(fr.sourceName("a-club-source")).isEqualTo("a-club-source");
        // search sources as French reports write them are read back by the orders reader
        EventLine made = EventLine.of("search.made.air-source", "source", "floatplanes", "target", "D4", "hexes", "D4");
        assertThat(EventLines.text(made, fr)).contains("hydravions").doesNotContain("floatplanes");
    }
}

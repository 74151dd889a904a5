package org.umpire.cli.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.umpire.cli.fixtures.Situations;
import org.umpire.cli.report.SideReportBuilder;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;

/** The text map: HexGrid's geometry in characters, with the same markers as the PNG. */
class AsciiMapTest {

    private static final Messages EN = TemplateSource.builtIn().messages(Language.EN);

    private static List<String> lines(String map) {
        return List.of(map.split("\n"));
    }

    /** The text at a hex: row r's first line holds A, C, E...; its second line B, D, F... */
    private static String cell(String map, String hexName) {
        List<String> l = lines(map);
        int header = 2;
        int column = hexName.charAt(0) - 'A';
        int row = Integer.parseInt(hexName.substring(1));
        String line = l.get(header + 1 + 2 * (row - 1) + (column % 2));
        int centre = 7 + 4 * column;
        String padded = line + " ".repeat(8);
        return padded.substring(centre - 3, centre + 5).trim();
    }

    @Test
    void GAME_6_markers_islands_fog_and_searches_sit_in_their_hexes() {
        MapView us = SideReportBuilder.build(Situations.usAfterSearches(Situations.turn3(), List.of()))
                .map();
        String map = AsciiMap.render(us, EN);
        assertThat(lines(map).get(2)).startsWith("       A   B   C   D");
        assertThat(cell(map, "H6")).isEqualTo("Mid");
        assertThat(cell(map, "G6")).isEqualTo("Kur");
        assertThat(cell(map, "A1")).isEqualTo(":");
        assertThat(cell(map, "F5")).isEqualTo(":");
        assertThat(cell(map, "A6")).isEqualTo(".");
        assertThat(cell(map, "E6")).isEqualTo("<C>");
        assertThat(cell(map, "H3")).isEqualTo("o");
        assertThat(cell(map, "M5")).matches("\\[\\d]!");
        assertThat(cell(map, "N6")).matches("\\[\\d]");
        assertThat(cell(map, "B9")).isEqualTo(".");
        assertThat(map).contains("M5   TF16", "N6   TF17", "L7   New Orleans").doesNotContain("Kido Butai");
    }

    @Test
    void row_numbers_are_on_the_left_for_high_columns_and_on_the_right_for_low_ones() {
        MapView jp = SideReportBuilder.build(Situations.jpAfterSearches(Situations.turn3(), List.of()))
                .map();
        String map = AsciiMap.render(jp, EN);
        List<String> l = lines(map);
        assertThat(l.get(3)).startsWith("  1 ");
        assertThat(l.get(4)).endsWith(" 1");
        assertThat(l.get(3 + 2 * 11)).startsWith(" 12 ");
        assertThat(cell(map, "B9")).matches("\\[\\d]");
        assertThat(cell(map, "E6")).matches("\\[\\d]!");
        assertThat(cell(map, "M5")).isEqualTo("<C>");
    }
}

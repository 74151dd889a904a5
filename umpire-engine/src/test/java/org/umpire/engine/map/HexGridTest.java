package org.umpire.engine.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Collection;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class HexGridTest {

    private static final HexGrid MAP = new HexGrid(16, 12);

    private static List<String> names(Collection<Hex> hexes) {
        return hexes.stream().map(Hex::toString).collect(Collectors.toList());
    }

    @Test
    void SRCH_5_search_on_B4_covers_exactly_the_rules_example() {
        assertThat(names(MAP.neighbours(Hex.parse("B4")))).containsExactly("A4", "A5", "B3", "B5", "C4", "C5");
    }

    @Test
    void high_column_neighbours_use_rows_above() {
        assertThat(names(MAP.neighbours(Hex.parse("C4")))).containsExactly("B3", "B4", "C3", "C5", "D3", "D4");
    }

    @Test
    void corner_and_edge_hexes_have_fewer_neighbours() {
        assertThat(names(MAP.neighbours(Hex.parse("A1")))).containsExactly("A2", "B1");
        assertThat(names(MAP.neighbours(Hex.parse("P12")))).containsExactly("O12", "P11");
        assertThat(MAP.isEdge(Hex.parse("A7"))).isTrue();
        assertThat(MAP.isEdge(Hex.parse("H1"))).isTrue();
        assertThat(MAP.isEdge(Hex.parse("H12"))).isTrue();
        assertThat(MAP.isEdge(Hex.parse("H6"))).isFalse();
    }

    @Test
    void RAID_7_raid_from_F6_on_H6_arrives_from_G6_or_G7() {
        assertThat(names(MAP.arrivalHexes(Hex.parse("F6"), Hex.parse("H6")))).containsExactly("G6", "G7");
    }

    @Test
    void RAID_7_raid_along_a_column_arrives_from_one_hex() {
        assertThat(names(MAP.arrivalHexes(Hex.parse("H2"), Hex.parse("H6")))).containsExactly("H5");
        assertThat(MAP.arrivalHexes(Hex.parse("H6"), Hex.parse("H6"))).isEmpty();
    }

    @ParameterizedTest(name = "distance {0} -> {1} = {2}")
    @CsvSource({
        "H6, H6, 0",
        "B4, A4, 1",
        "B4, A5, 1",
        "B4, C5, 1",
        "B4, A3, 2",
        "F6, H6, 2",
        "A1, A12, 11",
        "A1, P1, 15",
        "H6, N5, 6",
        "A11, K12, 10",
        "H6, L5, 4",
        "N5, N10, 5",
        "A1, P12, 19"
    })
    void distances_match_hand_worked_cases(String a, String b, int d) {
        assertThat(HexGrid.distance(Hex.parse(a), Hex.parse(b))).isEqualTo(d);
        assertThat(HexGrid.distance(Hex.parse(b), Hex.parse(a))).isEqualTo(d);
    }

    @Test
    void radius_one_is_the_hex_and_its_neighbours() {
        assertThat(MAP.within(Hex.parse("B4"), 1))
                .hasSize(7)
                .contains(Hex.parse("B4"))
                .containsAll(MAP.neighbours(Hex.parse("B4")));
    }

    @Test
    void radius_counts_match_hand_counts() {
        assertThat(MAP.within(Hex.parse("H6"), 2)).hasSize(19);
        assertThat(MAP.within(Hex.parse("H6"), 0)).containsExactly(Hex.parse("H6"));
        // K12 lies on the bottom edge: K10-12, J10-12, L10-12, I11-12, M11-12 remain
        assertThat(names(MAP.within(Hex.parse("K12"), 2)))
                .containsExactly(
                        "I11", "I12", "J10", "J11", "J12", "K10", "K11", "K12", "L10", "L11", "L12", "M11", "M12");
        assertThat(MAP.within(Hex.parse("A1"), 1)).hasSize(3);
    }

    @Test
    void neighbours_are_symmetric_and_at_distance_one_on_random_hexes() {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        for (int i = 0; i < 500; i++) {
            Hex h = new Hex(random.nextInt(16), 1 + random.nextInt(12));
            for (Hex n : MAP.neighbours(h)) {
                assertThat(HexGrid.distance(h, n))
                        .as("seed %d: %s-%s", seed, h, n)
                        .isEqualTo(1);
                assertThat(MAP.neighbours(n)).as("seed %d: %s-%s", seed, h, n).contains(h);
            }
            Hex o = new Hex(random.nextInt(16), 1 + random.nextInt(12));
            int d = HexGrid.distance(h, o);
            if (d > 0) {
                assertThat(MAP.arrivalHexes(h, o))
                        .as("seed %d: %s->%s", seed, h, o)
                        .isNotEmpty()
                        .allSatisfy(x -> assertThat(HexGrid.distance(h, x)).isEqualTo(d - 1));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"H6", "h6", " H06 ", "P12"})
    void hex_names_parse_and_print(String text) {
        assertThat(Hex.parse(text).toString())
                .isEqualTo(text.trim().toUpperCase().replace("06", "6"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "6H", "H", "HH6", "H-1", "H0", "12"})
    void bad_hex_names_are_refused_with_a_hint(String text) {
        assertThat(Hex.tryParse(text)).isEmpty();
        assertThatThrownBy(() -> Hex.parse(text)).hasMessageContaining("e.g. H6");
    }

    @Test
    void the_grid_knows_its_bounds() {
        assertThat(MAP.contains(Hex.parse("P12"))).isTrue();
        assertThat(MAP.contains(Hex.parse("Q1"))).isFalse();
        assertThat(MAP.contains(Hex.parse("A13"))).isFalse();
        assertThat(MAP.allHexes()).hasSize(192);
        assertThat(MAP.bounds()).isEqualTo("A1..P12");
    }
}

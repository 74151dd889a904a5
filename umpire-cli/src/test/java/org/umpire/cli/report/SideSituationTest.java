package org.umpire.cli.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.umpire.cli.fixtures.MidwayFixture;
import org.umpire.cli.fixtures.Situations;
import org.umpire.cli.map.GroupMarker;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.SightingLevel;
import org.umpire.engine.state.UnitState;

class SideSituationTest {

    @Test
    void GAME_5_a_side_situation_holds_its_own_units_only() {
        SideSituation us = Situations.usAfterSearches(Situations.turn3(), List.of());
        assertThat(us.ownUnits().keySet())
                .contains(UnitId.of("Enterprise"), UnitId.of("MarA"), UnitId.of("YF1"))
                .doesNotContain(UnitId.of("Kaga"), UnitId.of("I-168"), UnitId.of("KFR"));
        assertThat(us.kureBase()).isEmpty();
        assertThat(us.airfield()).isPresent();
        SideSituation jp = Situations.jpAfterSearches(Situations.turn3(), List.of());
        assertThat(jp.ownUnits()).containsKey(UnitId.of("Kaga")).doesNotContainKey(UnitId.of("Enterprise"));
        assertThat(jp.airfield()).isEmpty();
        assertThat(jp.kureBase()).isPresent();
    }

    @Test
    void GAME_1_an_enemy_unit_cannot_enter_a_side_situation_or_force_table() {
        GameState s = Situations.turn3();
        Map<UnitId, UnitState> mixed = new TreeMap<>();
        mixed.put(UnitId.of("Enterprise"), s.unitOrThrow(UnitId.of("Enterprise")));
        mixed.put(UnitId.of("Kaga"), s.unitOrThrow(UnitId.of("Kaga")));
        assertThatThrownBy(() -> new ForceTable(MidwayFixture.scenario(), Side.US, mixed))
                .hasMessageContaining("Kaga");
        assertThatThrownBy(() -> new SideSituation(
                        MidwayFixture.scenario(),
                        Situations.AFTER_SEARCHES,
                        Side.US,
                        false,
                        new TreeMap<>(mixed),
                        s.knowledgeOf(Side.US),
                        Optional.empty(),
                        Optional.empty(),
                        List.of(),
                        Optional.empty(),
                        Optional.empty()))
                .hasMessageContaining("Kaga");
    }

    @Test
    void GAME_6_the_map_shows_groups_by_name_then_ships_in_no_group() {
        GameState s = Situations.sea(Situations.turn3(), null, "M5", "NewOrleans");
        s = Situations.sea(s, null, "M5", "SS4");
        SideReport r = SideReportBuilder.build(Situations.usAfterSearches(s, List.of()));
        GroupMarker m5 = r.map().groups().stream()
                .filter(g -> g.hex().equals(Hex.parse("M5")))
                .findFirst()
                .orElseThrow();
        assertThat(m5.labels()).containsExactly("TF16", "New Orleans", "SS4");
        assertThat(r.map().groups()).extracting(GroupMarker::side).containsOnly(Side.US);
        assertThat(r.map().located()).containsOnlyKeys(Hex.parse("E6")).containsValue(SightingLevel.CARRIERS);
        assertThat(r.map().searchedEmpty()).containsExactly(Hex.parse("H3"), Hex.parse("L7"));
        assertThat(r.map().locatedByEnemy()).containsExactly(Hex.parse("M5"));
    }

    @Test
    void SRCH_7_only_this_turns_search_results_are_reported() {
        SideReport r = SideReportBuilder.build(Situations.usAfterSearches(Situations.turn3(), List.of()));
        assertThat(r.searches()).extracting(x -> x.hex().toString()).containsExactly("E6", "H3", "L7");
        assertThat(r.enemySeen()).isEmpty(); // the Nagara report is from turn 2
    }

    @Test
    void BOMB_3_a_damaged_carrier_has_no_room_and_its_capacity_is_counted_in_halves() {
        SideReport jp = SideReportBuilder.build(Situations.jpAfterSearches(Situations.turn3(), List.of()));
        BaseRow kaga = jp.bases().stream()
                .filter(b -> b.id().equals("Kaga"))
                .findFirst()
                .orElseThrow();
        assertThat(kaga.capacityHalves()).isZero();
        BaseRow hiryu = jp.bases().stream()
                .filter(b -> b.id().equals("Hiryu"))
                .findFirst()
                .orElseThrow();
        assertThat(hiryu.capacityHalves()).isEqualTo(13);
        assertThat(hiryu.usedHalves()).isEqualTo(12);
    }

    @Test
    void GAME_5_the_force_table_csv_has_one_row_per_unit_with_accented_headers() throws IOException {
        SideReport r = SideReportBuilder.build(Situations.usAfterSearches(Situations.turn3(), List.of()));
        byte[] csv = ForceTableCsv.write(r.forces(), TemplateSource.builtIn().messages(Language.FR));
        List<CSVRecord> rows = CSVFormat.RFC4180
                .builder()
                .setHeader()
                .setSkipHeaderRecord(true)
                .build()
                .parse(new StringReader(new String(csv, StandardCharsets.UTF_8)))
                .getRecords();
        assertThat(rows).hasSize(r.forces().size());
        CSVRecord ed2 = rows.stream()
                .filter(x -> x.get("Code").equals("ED2"))
                .findFirst()
                .orElseThrow();
        assertThat(ed2.get("Pas")).isEqualTo("1");
        assertThat(ed2.get("Pas au départ")).isEqualTo("2");
        assertThat(ed2.get("État")).isEqualTo("prêt");
        assertThat(ed2.get("Hexagone")).isEqualTo("M5");
        CSVRecord mm1 = rows.stream()
                .filter(x -> x.get("Code").equals("MM1"))
                .findFirst()
                .orElseThrow();
        assertThat(mm1.get("Où")).isEqualTo("éliminé au tour 2");
        assertThat(new String(csv, StandardCharsets.UTF_8)).doesNotContain("Kaga");
    }
}

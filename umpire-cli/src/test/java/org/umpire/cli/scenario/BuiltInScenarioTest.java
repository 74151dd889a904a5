package org.umpire.cli.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Speed;
import org.umpire.engine.model.UnitCategory;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.model.Vp;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.NamedHex;
import org.umpire.engine.scenario.NamedHexes;
import org.umpire.engine.scenario.PlacementZone;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.scenario.TurnSlot;
import org.umpire.engine.scenario.UnitDef;

/** The built-in scenario matches SCENARIO.md and the French rules. */
class BuiltInScenarioTest {

    private static Scenario scenario;

    @BeforeAll
    static void load() {
        scenario = new ScenarioLoader().loadBuiltIn(ScenarioLoader.DEFAULT_SCENARIO);
    }

    private static UnitDef unit(String id) {
        return scenario.unitOrThrow(UnitId.of(id));
    }

    private static long count(Side side, UnitCategory category) {
        return scenario.unitsOf(side).stream()
                .filter(u -> u.type().category() == category)
                .count();
    }

    private static List<String> ids(Stream<UnitDef> units) {
        return units.map(u -> u.id().value()).collect(Collectors.toList());
    }

    @Test
    void identity() {
        assertThat(scenario.id()).isEqualTo("victory-at-midway");
        assertThat(scenario.title()).contains("Victory at Midway");
    }

    @Test
    void SET_1_JP_order_of_battle_counts() {
        assertThat(count(Side.JP, UnitCategory.SHIP)).isEqualTo(32);
        assertThat(count(Side.JP, UnitCategory.SUBMARINE)).isEqualTo(1);
        assertThat(count(Side.JP, UnitCategory.AIRCRAFT)).isEqualTo(28 + 4);
        assertThat(count(Side.JP, UnitCategory.LAND)).isEqualTo(4);
    }

    @Test
    void SET_3_US_order_of_battle_counts() {
        assertThat(count(Side.US, UnitCategory.SHIP)).isEqualTo(11);
        assertThat(count(Side.US, UnitCategory.SUBMARINE)).isEqualTo(4);
        assertThat(count(Side.US, UnitCategory.AIRCRAFT)).isEqualTo(37);
        assertThat(count(Side.US, UnitCategory.LAND)).isEqualTo(6);
    }

    @Test
    void SET_1_JP_groups_hold_the_ships_of_SCENARIO_md() {
        Map<String, List<String>> byArrival = scenario.unitsOf(Side.JP).stream()
                .filter(u -> u.type().isNaval())
                .collect(Collectors.groupingBy(
                        u -> u.arrival().toString(),
                        TreeMap::new,
                        Collectors.mapping(u -> u.id().value(), Collectors.toList())));
        assertThat(byArrival).containsOnlyKeys("on_map", "1", "2", "3", "4", "11", "13");
        assertThat(byArrival.get("on_map")).containsExactly("I168");
        assertThat(byArrival.get("1")).containsExactly("Akagi", "Kaga", "HarunaKirishima", "Nagara", "DesRon10a");
        assertThat(byArrival.get("2")).containsExactly("Hiryu", "Soryu", "ToneChikuma", "DesRon10b");
        assertThat(byArrival.get("3"))
                .containsExactly("TT1", "TT2", "TT3", "TT4", "SFT", "Jintsu", "DesRon2a", "DesRon2b");
        assertThat(byArrival.get("4"))
                .containsExactly(
                        "Zuiho",
                        "KongoHiei",
                        "AtagoChokai",
                        "MyokoHaguro",
                        "KumanoSuzuya",
                        "MikumaMogami",
                        "Yura",
                        "DesRon4");
        assertThat(byArrival.get("11")).containsExactly("ST11", "Hayashio");
        assertThat(byArrival.get("13")).containsExactly("Yamato", "NagatoMutsu", "Hosho", "Sendai", "DesRon3");
    }

    @Test
    void US_ships_are_set_up_before_turn_1() {
        assertThat(ids(scenario.unitsOf(Side.US).stream().filter(u -> u.type().isNaval())))
                .containsExactly(
                        "Enterprise",
                        "Hornet",
                        "Yorktown",
                        "NorthamptonPensacola",
                        "VincennesMinneapolis",
                        "AstoriaPortland",
                        "NewOrleans",
                        "Atlanta",
                        "DesRon1",
                        "DesRon6",
                        "DesRon2",
                        "SS1",
                        "SS2",
                        "SS3",
                        "SS4");
        assertThat(scenario.unitsOf(Side.US).stream().filter(u -> u.type().isNaval()))
                .allMatch(u -> u.arrival().kind() == Arrival.Kind.SETUP);
    }

    @ParameterizedTest(name = "{0}: {1} {2}-{3}-{4}, {5} steps")
    @CsvSource({
        "I168, SS, 4, 0, 1/2, 1",
        "Akagi, CV, 0, 2, 1, 2",
        "HarunaKirishima, BB, 5, 2, 1, 2",
        "Nagara, CL, 2, 1, 1, 1",
        "DesRon10a, DD, 3, 1, 1, 2",
        "ToneChikuma, CA, 4, 2, 1, 2",
        "TT3, TT, 0, 1, 1/3, 2",
        "SFT, SFT, 0, 1, 1/2, 2",
        "Zuiho, CVL, 0, 1, 1, 1",
        "ST11, ST, 0, 1, 1/2, 2",
        "Hayashio, DD, 3, 1, 1, 1",
        "Yamato, BB, 6, 3, 1, 2",
        "Hosho, CVL, 0, 1, 1, 1",
        "Enterprise, CV, 0, 3, 1, 2",
        "NewOrleans, CA, 3, 2, 1, 1",
        "Atlanta, CL, 2, 4, 1, 1",
        "DesRon2, DD, 2, 2, 1, 2",
        "SS1, SS, 3, 0, 1/2, 2",
        "SS4, SS, 3, 0, 1/2, 1"
    })
    void ship_values_follow_SCENARIO_md(String id, UnitType type, int combat, int aa, String movement, int steps) {
        UnitDef u = unit(id);
        assertThat(u.type()).isEqualTo(type);
        assertThat(u.combat()).isEqualTo(combat);
        assertThat(u.aa()).isEqualTo(aa);
        assertThat(u.speed()).isEqualTo(Speed.tryParse(movement).orElseThrow());
        assertThat(u.steps()).isEqualTo(steps);
        assertThat(u.baseId()).isEmpty();
    }

    @ParameterizedTest(name = "{0} ({1}) holds {2}")
    @CsvSource({
        "Enterprise, E, 9",
        "Hornet, H, 9",
        "Yorktown, Y, 9",
        "Akagi, A, 8",
        "Kaga, K, 8",
        "Hiryu, Hi, 6.5",
        "Soryu, S, 6.5",
        "Hosho, Ho, 2",
        "Zuiho, Z, 3"
    })
    void REC_4_carrier_letters_and_capacities(String id, String letter, double capacity) {
        assertThat(unit(id).letter()).isEqualTo(letter);
        assertThat(unit(id).capacity()).isEqualTo(capacity);
    }

    @Test
    void REC_4_Midway_airfield_holds_8() {
        assertThat(scenario.airfields()).hasSize(1);
        var mid = scenario.airfields().get(0);
        assertThat(mid.id()).isEqualTo(UnitId.of("MID"));
        assertThat(mid.letter()).isEqualTo("M");
        assertThat(mid.side()).isEqualTo(Side.US);
        assertThat(mid.hex()).isEqualTo(Hex.parse("H6"));
        assertThat(mid.capacity()).isEqualTo(8.0);
    }

    @Test
    void REC_4_starting_air_loads_fit_every_base_and_reserves_fill_the_big_four() {
        Map<String, Integer> aboard = scenario.units().stream()
                .filter(u -> u.type().isAircraft() && u.arrival().kind() == Arrival.Kind.ABOARD)
                .collect(Collectors.groupingBy(u -> u.base().value(), Collectors.summingInt(UnitDef::steps)));
        assertThat(aboard)
                .containsExactlyInAnyOrderEntriesOf(Map.of(
                        "Akagi",
                        12,
                        "Kaga",
                        14,
                        "Hiryu",
                        12,
                        "Soryu",
                        12,
                        "Zuiho",
                        4,
                        "Hosho",
                        1,
                        "Enterprise",
                        17,
                        "Hornet",
                        17,
                        "Yorktown",
                        16,
                        "MID",
                        16));
        Map<String, Integer> reserve = scenario.units().stream()
                .filter(u -> u.arrival().kind() == Arrival.Kind.RESERVE)
                .collect(Collectors.toMap(u -> u.base().value(), UnitDef::steps));
        assertThat(reserve).containsExactlyInAnyOrderEntriesOf(Map.of("Kaga", 2, "Akagi", 1, "Hiryu", 1, "Soryu", 1));
        for (String carrier : reserve.keySet()) {
            assertThat(aboard.get(carrier) + reserve.get(carrier))
                    .isLessThanOrEqualTo(unit(carrier).capacityHalves());
        }
    }

    @Test
    void JP_air_groups_have_stable_ids() {
        assertThat(ids(scenario.units().stream()
                        .filter(u -> u.type().isAircraft()
                                && u.side() == Side.JP
                                && u.arrival().kind() == Arrival.Kind.ABOARD)))
                .containsExactly(
                        "AF1", "AF2", "AD1", "AD2", "AT1", "AT2", "KF1", "KF2", "KD1", "KD2", "KT1", "KT2", "KT3",
                        "HiF1", "HiF2", "HiD1", "HiD2", "HiT1", "HiT2", "SF1", "SF2", "SD1", "SD2", "ST1", "ST2", "ZF1",
                        "ZT1", "HoT1");
    }

    @Test
    void US_air_groups_have_stable_ids_and_the_reduced_units_of_SCENARIO_md() {
        List<String> reduced = ids(
                scenario.units().stream().filter(u -> u.type().isAircraft() && u.side() == Side.US && u.steps() == 1));
        assertThat(reduced).containsExactly("ET2", "HT2", "YF3", "YT2", "MF3", "MD3", "MT1", "MM1");
        assertThat(ids(scenario.units().stream()
                        .filter(u ->
                                u.type().isAircraft() && "MID".equals(u.base().value()))))
                .containsExactly("MF1", "MF2", "MF3", "MD1", "MD2", "MD3", "MT1", "MM1", "MH1", "MH2");
        assertThat(ids(scenario.units().stream()
                        .filter(u -> u.type().isAircraft()
                                && "Yorktown".equals(u.base().value()))))
                .containsExactly("YF1", "YF2", "YF3", "YD1", "YD2", "YD3", "YD4", "YT1", "YT2");
    }

    @ParameterizedTest(name = "{0}: {1} {2}-{3}-{4}, {5} steps")
    @CsvSource({
        "AF1, F, 7, 0, 5, 2",
        "KD1, D, 3, 5, 5, 2",
        "HiT2, T, 2, 5, 5, 2",
        "HoT1, T, 1, 3, 4, 1",
        "EF1, F, 5, 0, 4, 2",
        "YD4, D, 3, 6, 5, 2",
        "ET2, T, 1, 3, 4, 1",
        "MF1, F, 3, 0, 4, 2",
        "MD3, D, 2, 3, 5, 1",
        "MT1, T, 2, 4, 5, 1",
        "MM1, M, 1, 3, 7, 1",
        "MH2, H, 2, 2, 10, 2"
    })
    void aircraft_values_follow_SCENARIO_md(String id, UnitType type, int combat, int bombing, int range, int steps) {
        UnitDef u = unit(id);
        assertThat(u.type()).isEqualTo(type);
        assertThat(u.combat()).isEqualTo(combat);
        assertThat(u.bombing()).isEqualTo(bombing);
        assertThat(u.range()).isEqualTo(range);
        assertThat(u.steps()).isEqualTo(steps);
        assertThat(u.speed()).isNull();
    }

    @ParameterizedTest(name = "reserve {0} on {1}: F {2}-0-2, {3} steps")
    @CsvSource({"KFR, Kaga, 7, 2", "AFR, Akagi, 7, 1", "HiFR, Hiryu, 3, 1", "SFR, Soryu, 3, 1"})
    void RES_1_reserve_fighters(String id, String carrier, int combat, int steps) {
        UnitDef u = unit(id);
        assertThat(u.arrival()).isEqualTo(Arrival.of(Arrival.Kind.RESERVE));
        assertThat(u.type()).isEqualTo(UnitType.F);
        assertThat(u.base()).isEqualTo(UnitId.of(carrier));
        assertThat(u.combat()).isEqualTo(combat);
        assertThat(u.bombing()).isZero();
        assertThat(u.range()).isEqualTo(2);
        assertThat(u.steps()).isEqualTo(steps);
        assertThat(u.source()).isEqualTo("rules-fr");
    }

    @Test
    void SET_2_JP_land_units_each_on_their_own_transport() {
        Map<String, String> transport = scenario.unitsOf(Side.JP).stream()
                .filter(u -> u.type() == UnitType.LAND)
                .collect(Collectors.toMap(u -> u.id().value(), u -> u.base().value()));
        assertThat(transport)
                .containsExactlyInAnyOrderEntriesOf(
                        Map.of("SNLFKure", "TT1", "SNLFYokosuka", "TT2", "Ichiki1", "TT3", "Ichiki2", "TT4"));
        assertThat(unit("SNLFKure").combat()).isEqualTo(5);
        assertThat(unit("SNLFKure").aa()).isEqualTo(1);
    }

    @Test
    void SET_3_six_Marine_companies_ashore_at_Midway() {
        List<UnitDef> marines = scenario.unitsOf(Side.US).stream()
                .filter(u -> u.type() == UnitType.LAND)
                .collect(Collectors.toList());
        assertThat(ids(marines.stream())).containsExactly("MarA", "MarB", "MarC", "MarD", "MarE", "MarF");
        assertThat(marines)
                .allMatch(u -> u.base().equals(UnitId.of("MID"))
                        && u.combat() == 3
                        && u.aa() == 4
                        && u.steps() == 2
                        && u.vpPerStep().equals(Vp.ZERO));
    }

    @ParameterizedTest(name = "{0} scores {1} a step")
    @CsvSource({
        "Akagi, 5",
        "Zuiho, 4",
        "HarunaKirishima, 4",
        "Yamato, 5",
        "ToneChikuma, 2",
        "TT1, 2",
        "SFT, 2",
        "ST11, 2",
        "Nagara, 1",
        "DesRon4, 1",
        "I168, 1",
        "SS2, 1",
        "Enterprise, 5",
        "NewOrleans, 2",
        "Atlanta, 1",
        "AF1, 1/2",
        "MH1, 1/2",
        "KFR, 1/2",
        "MarA, 0",
        "Ichiki2, 0"
    })
    void VP_1_per_step_values(String id, String vp) {
        assertThat(unit(id).vpPerStep()).isEqualTo(Vp.tryParse(vp).orElseThrow());
    }

    @Test
    void VP_2_VP_3_RES_2_table() {
        var vp = scenario.vp();
        assertThat(vp.midwayControl()).isEqualTo(Vp.of(11));
        assertThat(vp.kureBase()).isEqualTo(Vp.of(1));
        assertThat(vp.sftAtMidway()).isEqualTo(Vp.of(1));
        assertThat(vp.ditchedPerStep())
                .containsExactlyInAnyOrderEntriesOf(Map.of(Side.US, Vp.quarter(), Side.JP, Vp.half()));
        assertThat(vp.reserveFighterPerStep().times(2)).isEqualTo(Vp.of(1));
        assertThat(vp.reserveFighterPerStep().times(1)).isEqualTo(Vp.half());
    }

    @Test
    void GAME_2_schedule_has_25_turns_from_3_June_0430_to_6_June_1500() {
        List<TurnSlot> s = scenario.schedule();
        assertThat(s).hasSize(25);
        assertThat(scenario.lastTurn()).isEqualTo(25);
        assertThat(s.get(0).time()).isEqualTo(LocalDateTime.of(1942, 6, 3, 4, 30));
        assertThat(scenario.turn(7).time()).isEqualTo(LocalDateTime.of(1942, 6, 4, 1, 0));
        assertThat(scenario.turn(14).time()).isEqualTo(LocalDateTime.of(1942, 6, 5, 1, 0));
        assertThat(scenario.turn(21).time()).isEqualTo(LocalDateTime.of(1942, 6, 6, 1, 0));
        assertThat(scenario.turn(25).time()).isEqualTo(LocalDateTime.of(1942, 6, 6, 15, 0));
        List<String> times =
                s.stream().map(t -> t.time().toLocalTime().toString()).collect(Collectors.toList());
        for (int i = 0; i < 25; i++) {
            assertThat(times.get(i))
                    .isEqualTo(List.of("04:30", "08:00", "11:30", "15:00", "18:00", "21:30", "01:00")
                            .get(i % 7));
            assertThat(s.get(i).turn()).isEqualTo(i + 1);
        }
    }

    @Test
    void GAME_2_night_turns_are_6_7_13_14_20_21() {
        assertThat(scenario.schedule().stream().filter(TurnSlot::night).map(TurnSlot::turn))
                .containsExactly(6, 7, 13, 14, 20, 21);
    }

    @Test
    void named_hexes_of_the_rules() {
        Map<String, String> named = scenario.map().namedHexes().stream()
                .collect(Collectors.toMap(NamedHex::key, n -> n.hex().toString()));
        assertThat(named)
                .containsExactlyInAnyOrderEntriesOf(Map.of(
                        "midway",
                        "H6",
                        "kure",
                        "G6",
                        "pearl-and-hermes",
                        "I7",
                        "lisianski",
                        "J8",
                        "laysan",
                        "L8",
                        "gardner",
                        "N9",
                        "us-setup-centre",
                        "N5",
                        "johnston-search",
                        "K12",
                        "wake-search",
                        "A11"));
        assertThat(named.keySet()).containsAll(NamedHexes.REQUIRED);
        assertThat(scenario.map().midway()).isEqualTo(Hex.parse("H6"));
    }

    @Test
    void FOG_1_map_is_16_by_12_with_a_fog_zone_of_30_hexes() {
        assertThat(scenario.map().grid()).isEqualTo(new HexGrid(16, 12));
        assertThat(scenario.map().fog()).hasSize(30);
        assertThat(scenario.map().isFogZone(Hex.parse("A1"))).isTrue();
        assertThat(scenario.map().isFogZone(Hex.parse("F5"))).isTrue();
        assertThat(scenario.map().isFogZone(Hex.parse("G5"))).isFalse();
        assertThat(scenario.map().isFogZone(Hex.parse("F6"))).isFalse();
    }

    @Test
    void SET_4_SET_6_SET_7_entry_and_exit_hexes() {
        assertThat(scenario.map().entryHexes(false)).hasSize(12).allMatch(h -> h.column() == 0);
        assertThat(scenario.map().entryHexes(true).stream().map(Hex::toString)).containsExactly("A1", "A2", "A3", "A4");
        assertThat(scenario.map().isExitHex(Side.JP, Hex.parse("F1"))).isTrue();
        assertThat(scenario.map().isExitHex(Side.JP, Hex.parse("G1"))).isFalse();
        assertThat(scenario.map().isExitHex(Side.US, Hex.parse("G12"))).isTrue();
        assertThat(scenario.map().isExitHex(Side.US, Hex.parse("P6"))).isTrue();
        assertThat(scenario.map().isExitHex(Side.US, Hex.parse("F12"))).isFalse();
    }

    @Test
    void SET_3_US_placement_zones() {
        Map<String, PlacementZone> zones =
                scenario.placement().stream().collect(Collectors.toMap(PlacementZone::id, z -> z));
        assertThat(zones.get("us-surface").centre()).isEqualTo(Hex.parse("N5"));
        assertThat(zones.get("us-surface").radius()).isEqualTo(5);
        assertThat(zones.get("us-surface").types()).contains(UnitType.CV, UnitType.CA, UnitType.CL, UnitType.DD);
        assertThat(zones.get("us-submarines-midway").units())
                .containsExactlyInAnyOrder(UnitId.of("SS1"), UnitId.of("SS2"), UnitId.of("SS3"));
        assertThat(zones.get("us-submarines-midway").centre()).isEqualTo(Hex.parse("H6"));
        assertThat(zones.get("us-submarines-midway").radius()).isEqualTo(2);
        assertThat(zones.get("us-submarine-l5").units()).containsExactly(UnitId.of("SS4"));
        assertThat(zones.get("us-submarine-l5").centre()).isEqualTo(Hex.parse("L5"));
        assertThat(zones.get("us-submarine-l5").radius()).isZero();
    }

    @Test
    void SRCH_4_KURE_3_search_sources() {
        Map<String, SearchSource> us =
                scenario.searchSourcesOf(Side.US).stream().collect(Collectors.toMap(SearchSource::id, s -> s));
        Map<String, SearchSource> jp =
                scenario.searchSourcesOf(Side.JP).stream().collect(Collectors.toMap(SearchSource::id, s -> s));
        assertThat(us.get("johnston"))
                .isEqualTo(
                        new SearchSource("johnston", Side.US, SearchSource.Anchor.HEX, Hex.parse("K12"), 2, 1, false));
        assertThat(us.get("midway"))
                .isEqualTo(new SearchSource("midway", Side.US, SearchSource.Anchor.HEX, Hex.parse("H6"), 0, 1, true));
        assertThat(us.get("midway-area"))
                .isEqualTo(new SearchSource(
                        "midway-area", Side.US, SearchSource.Anchor.HEX, Hex.parse("H6"), 6, 3, false));
        assertThat(jp.get("wake"))
                .isEqualTo(new SearchSource("wake", Side.JP, SearchSource.Anchor.HEX, Hex.parse("A11"), 2, 1, false));
        assertThat(jp.get("floatplanes"))
                .isEqualTo(new SearchSource(
                        "floatplanes", Side.JP, SearchSource.Anchor.INTACT_CARRIER, null, 2, 2, false));
        assertThat(jp.get("kure"))
                .isEqualTo(
                        new SearchSource("kure", Side.JP, SearchSource.Anchor.KURE_BASE, Hex.parse("G6"), 0, 1, false));
        assertThat(jp.get("kure-area"))
                .isEqualTo(new SearchSource(
                        "kure-area", Side.JP, SearchSource.Anchor.KURE_BASE, Hex.parse("G6"), 2, 2, false));
        for (Map<String, SearchSource> side : List.of(us, jp)) {
            assertThat(side.get("carriers").anchor()).isEqualTo(SearchSource.Anchor.INTACT_CARRIER);
            assertThat(side.get("carriers").automatic()).isTrue();
            assertThat(side.get("carriers").radius()).isZero();
        }
    }

    @Test
    void SRCH_2_US_island_searches_SET_6_late_group_KURE_1_delay() {
        assertThat(scenario.usIslandSearches())
                .containsExactly("kure", "pearl-and-hermes", "lisianski", "laysan", "gardner");
        assertThat(scenario.lateGroup()).isEqualTo(13);
        assertThat(scenario.lateGroupDelay()).isEqualTo(5);
        assertThat(scenario.kureBaseDelay()).isEqualTo(3);
    }

    @Test
    void every_row_says_where_its_values_come_from() {
        assertThat(scenario.units())
                .allMatch(u -> u.source().equals("rules-fr") || u.source().equals("reconstruction"));
    }

    @Test
    void the_built_in_scenario_loads_the_same_from_its_folder() {
        Scenario fromFolder = new ScenarioLoader().load(Path.of("..", "rules", "victory-at-midway"));
        assertThat(fromFolder.units()).isEqualTo(scenario.units());
        assertThat(fromFolder.schedule()).isEqualTo(scenario.schedule());
        assertThat(fromFolder.map()).isEqualTo(scenario.map());
    }

    @Test
    void an_unknown_built_in_scenario_is_not_found() {
        assertThatThrownBy(() -> new ScenarioLoader().loadBuiltIn("coral-sea"))
                .isInstanceOf(UserException.class)
                .hasMessageContaining("no built-in scenario \"coral-sea\"")
                .extracting(e -> ((UserException) e).exitCode())
                .isEqualTo(ExitCode.NOT_FOUND);
        assertThatThrownBy(() -> new ScenarioLoader().loadBuiltIn("../etc"))
                .isInstanceOf(UserException.class)
                .extracting(e -> ((UserException) e).exitCode())
                .isEqualTo(ExitCode.NOT_FOUND);
    }
}

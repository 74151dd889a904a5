package org.umpire.engine.phase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.umpire.engine.model.Phase.SEARCH;
import static org.umpire.engine.testkit.TestScenario.h;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.umpire.engine.dice.ScriptedDice;
import org.umpire.engine.event.SearchResult;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.SearchOrder;
import org.umpire.engine.scenario.NamedHexes;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.MidwayRaidDeclaration;
import org.umpire.engine.state.MidwayState;
import org.umpire.engine.testkit.KeyedDice;
import org.umpire.engine.testkit.Play;
import org.umpire.engine.testkit.Position;
import org.umpire.engine.testkit.TestScenario;

/**
 * Rules cases for phase 2 (RULES section 5, FOG-2). Each case: a position, the orders, the dice,
 * what each side reads. Turn 3 is a day turn, turn 6 a night turn; the fog has lifted unless the
 * case is about fog (so the end-of-turn fog roll does not come in).
 */
class SearchPhaseTest {

    private static final Scenario SC = TestScenario.small();
    private static final String MIDWAY_COVER = "G6, G7, H5, H6, H7, I6, I7";

    private static Position day() {
        return Position.of(SC).turn(3, SEARCH).fogLifted(1);
    }

    private static Position night() {
        return Position.of(SC).turn(6, SEARCH).fogLifted(1);
    }

    private static SearchOrder.SourceSearch source(String id, String target) {
        return new SearchOrder.SourceSearch(id, h(target));
    }

    private static SearchOrder.AircraftSearch aircraft(String id, String target) {
        return new SearchOrder.AircraftSearch(UnitId.of(id), h(target));
    }

    private static List<String> ignored(Play.Outcome o) {
        return o.ignored();
    }

    // --- SRCH-1, SRCH-2: automatic searches ---------------------------------------------------

    @Test
    void SRCH_1_automatic_searches_are_made_without_any_order() {
        GameState s = day().at("Astoria", "N5").build();

        Play.Outcome o = Play.of(SC, s).resolve();

        assertThat(o.seenBy(Audience.US, "search.made"))
                .containsExactly(
                        "search.made.naval-island hex=G6 island=Kure",
                        "search.made.naval-garrison hex=H6",
                        "search.made.naval-island hex=I7 island=Pearl and Hermes Reef",
                        "search.made.naval-island hex=J8 island=Lisianski",
                        "search.made.naval-island hex=L8 island=Laysan",
                        "search.made.naval hex=N5",
                        "search.made.naval-island hex=N9 island=Gardner Pinnacles",
                        "search.made.air-source hexes=" + MIDWAY_COVER + " source=midway target=H6");
        assertThat(o.us()).contains("search.result.none.naval hex=N5 turn=3", "search.result.none.air hex=I6 turn=3");
    }

    @Test
    void SRCH_2_a_submarine_searches_its_hex_and_is_never_located() {
        GameState s = day().at("SS1", "E8").at("Nagara", "E8").build();

        Play.Outcome o = Play.of(SC, s).resolve();

        assertThat(o.us()).contains("search.made.naval hex=E8", "search.result.ships.naval hex=E8 turn=3");
        assertThat(o.jp())
                .contains(
                        "search.made.naval hex=E8",
                        "search.result.none.naval hex=E8 turn=3",
                        "search.located.naval hex=E8 turn=3");
    }

    @Test
    void SRCH_2_land_units_ashore_search_Midway_and_a_hex_covered_twice_gives_one_result() {
        GameState s = day().at("Nagara", "H6").build();

        Play.Outcome o = Play.of(SC, s).resolve();

        assertThat(o.seenBy(Audience.US, "search.result"))
                .filteredOn(v -> v.contains("hex=H6 "))
                .containsExactly("search.result.ships.naval hex=H6 turn=3");
        assertThat(o.seenBy(Audience.JP, "search.located"))
                .containsExactly("search.located.naval hex=H6 turn=3", "search.located.air hex=H6 turn=3");
    }

    @Test
    void SET_8_land_units_aboard_a_transport_make_no_garrison_search() {
        GameState aboard = day().at("TT1", "H6").build();
        GameState ashore = day().at("TT1", "H7").ashore("SNLF1", "H6").build();

        assertThat(Play.of(SC, aboard).resolve().jp())
                .contains("search.made.naval hex=H6")
                .doesNotContain("search.made.naval-garrison hex=H6");
        assertThat(Play.of(SC, ashore).resolve().jp()).contains("search.made.naval-garrison hex=H6");
    }

    @Test
    void SRCH_2_an_island_search_locates_the_JP_ships_that_come_and_is_then_lost_for_good() {
        GameState s = day().at("Nagara", "J8").build();

        Play.Outcome o = Play.of(SC, s).resolve();

        assertThat(o.us())
                .contains("search.result.ships.naval hex=J8 turn=3", "search.island-lost hex=J8 island=Lisianski");
        assertThat(o.umpire()).contains("umpire.search.island-lost hex=J8 island=Lisianski ships=Nagara");
        assertThat(o.jp()).noneMatch(v -> v.contains("island"));
        assertThat(o.next().lostIslandSearches()).containsExactly(NamedHexes.LISIANSKI);

        GameState later = Position.of(SC)
                .turn(4, SEARCH)
                .fogLifted(1)
                .islandSearchLost(NamedHexes.LISIANSKI)
                .build();
        assertThat(Play.of(SC, later).resolve().us())
                .doesNotContain("search.made.naval-island hex=J8 island=Lisianski");
    }

    @Test
    void SRCH_2_a_submarine_does_not_take_an_island_search() {
        GameState s = day().at("I-168", "J8").build();

        Play.Outcome o = Play.of(SC, s).resolve();

        assertThat(o.next().lostIslandSearches()).isEmpty();
        assertThat(o.us()).contains("search.result.none.naval hex=J8 turn=3");
    }

    @Test
    void I_17_an_island_search_lost_at_night_to_a_failed_roll_is_told_at_the_next_search_phase_only() {
        GameState s = night().at("Nagara", "J8").build();
        Play.Outcome missed = Play.of(SC, s)
                .dice(KeyedDice.of("T6/P2/night-naval-search/US/J8", 6))
                .resolve();

        // the roll failed: the US reads "no ships", nothing of the loss; the umpire reads both
        assertThat(missed.us())
                .contains("search.result.none.naval hex=J8 turn=6")
                .noneMatch(v -> v.contains("island-lost"));
        assertThat(missed.umpire()).contains("umpire.search.island-lost hex=J8 island=Lisianski ships=Nagara");
        assertThat(missed.next().lostIslandSearches()).containsExactly(NamedHexes.LISIANSKI);
        // the US reads exactly what it reads of an empty J8 (the failed roll hides the ships)
        GameState empty = night().at("Nagara", "B10").build();
        assertThat(missed.us())
                .containsExactlyElementsOf(Play.of(SC, empty).resolve().us());

        // next turn's search phase: "the observers no longer report", once
        Play.Outcome later = Play.of(SC, missed.next().at(7, SEARCH)).resolve();
        assertThat(later.us()).contains("search.island-lost hex=J8 island=Lisianski");
        assertThat(later.jp()).noneMatch(v -> v.contains("island"));
        Play.Outcome after = Play.of(SC, later.next().at(8, SEARCH)).resolve();
        assertThat(after.us()).noneMatch(v -> v.contains("island-lost"));
    }

    @Test
    void I_17_an_island_search_that_located_the_ships_at_night_is_told_lost_at_once() {
        GameState s = night().at("Nagara", "J8").build();
        Play.Outcome found = Play.of(SC, s)
                .dice(KeyedDice.of("T6/P2/night-naval-search/US/J8", 3))
                .resolve();
        assertThat(found.us())
                .contains("search.result.ships.naval hex=J8 turn=6", "search.island-lost hex=J8 island=Lisianski");
        assertThat(Play.of(SC, found.next().at(7, SEARCH)).resolve().us()).noneMatch(v -> v.contains("island-lost"));
    }

    // --- SRCH-3: night naval searches ----------------------------------------------------------

    @Test
    void SRCH_3_a_night_naval_search_locates_on_1_to_5() {
        GameState s = night().at("Astoria", "E8").at("Nagara", "E8").build();

        Play.Outcome o = Play.of(SC, s)
                .dice(KeyedDice.of("T6/P2/night-naval-search/US/E8", 5).and("T6/P2/night-naval-search/JP/E8", 9))
                .resolve();

        assertThat(o.us())
                .contains("search.result.ships.naval hex=E8 turn=6")
                .doesNotContain("search.located.naval hex=E8 turn=6");
        assertThat(o.jp()).contains("search.result.none.naval hex=E8 turn=6", "search.located.naval hex=E8 turn=6");
        assertThat(o.umpire())
                .contains(
                        "umpire.search.night-roll.located hex=E8 roll=5 side=US turn=6",
                        "umpire.search.night-roll.missed hex=E8 roll=9 side=JP turn=6");
    }

    @Test
    void SRCH_3_a_failed_night_search_reads_exactly_like_an_empty_hex() {
        GameState withShip = night().at("Astoria", "E8").at("Nagara", "E8").build();
        GameState empty = night().at("Astoria", "E8").at("Nagara", "B10").build();

        Play.Outcome missed = Play.of(SC, withShip)
                .dice(KeyedDice.of("T6/P2/night-naval-search/US/E8", 6).and("T6/P2/night-naval-search/JP/E8", 6))
                .resolve();
        Play.Outcome nothing = Play.of(SC, empty).resolve();

        assertThat(missed.us()).isEqualTo(nothing.us());
        assertThat(missed.next().knowledgeOf(Side.US)).isEqualTo(nothing.next().knowledgeOf(Side.US));
    }

    @Test
    void SRCH_3_one_roll_per_searching_side_and_hex_however_many_searchers() {
        GameState s = night().at("Astoria", "E8")
                .at("SS1", "E8")
                .at("Nagara", "E8")
                .at("TT1", "E8")
                .build();
        ScriptedDice dice = ScriptedDice.of(2, 7);

        Play.Outcome o = Play.of(SC, s).dice(dice).resolve();

        assertThat(dice.log())
                .extracting(r -> r.key())
                .containsExactly("T6/P2/night-naval-search/US/E8", "T6/P2/night-naval-search/JP/E8");
        assertThat(o.us()).contains("search.result.ships.naval hex=E8 turn=6");
        assertThat(o.jp()).contains("search.result.none.naval hex=E8 turn=6");
    }

    @Test
    void SRCH_3_no_roll_where_only_submarines_are() {
        GameState s = night().at("Astoria", "E8").at("I-168", "E8").build();
        KeyedDice dice = KeyedDice.of("T6/P2/night-naval-search/JP/E8", 3);

        Play.Outcome o = Play.of(SC, s).dice(dice).resolve();

        assertThat(o.us()).contains("search.result.none.naval hex=E8 turn=6");
        assertThat(dice.log()).extracting(r -> r.key()).containsExactly("T6/P2/night-naval-search/JP/E8");
    }

    // --- SRCH-4: air searches -------------------------------------------------------------------

    @Test
    void SRCH_4_air_searches_happen_by_day_only() {
        GameState s = night().at("Enterprise", "L5").build();

        Play.Outcome o = Play.of(SC, s)
                .us(source("johnston", "K11"), aircraft("ED1", "L6"))
                .resolve();

        assertThat(o.us()).noneMatch(v -> v.startsWith("search.made.air"));
        assertThat(ignored(o)).containsExactly("US refused night [air]", "US refused night [air]");
    }

    @Test
    void SRCH_4_Johnston_searches_within_2_hexes_of_K12() {
        GameState s = day().build();

        Play.Outcome o = Play.of(SC, s)
                .us(source("johnston", "K10"), source("johnston", "K9"))
                .resolve();

        assertThat(o.us())
                .contains("search.made.air-source hexes=J9, J10, K9, K10, K11, L9, L10 source=johnston target=K10");
        assertThat(ignored(o)).containsExactly("US refused search-out-of-radius [K12, K9, 2, johnston]");
    }

    @Test
    void SRCH_4_one_Johnston_search_a_turn() {
        Play.Outcome o = Play.of(SC, day().build())
                .us(source("johnston", "K10"), source("johnston", "K12"))
                .resolve();

        assertThat(ignored(o)).containsExactly("US refused too-many-searches [1, johnston]");
    }

    @Test
    void SRCH_4_Midway_searches_its_own_hex_and_up_to_3_more_within_6() {
        Play.Outcome o = Play.of(SC, day().build())
                .us(
                        source("midway-area", "H1"),
                        source("midway-area", "B6"),
                        source("midway-area", "N6"),
                        source("midway-area", "H12"),
                        source("midway-area", "P12"))
                .resolve();

        assertThat(o.seenBy(Audience.US, "search.made.air-source"))
                .extracting(v -> v.replaceAll(".*source=", ""))
                .containsExactly(
                        "midway target=H6", "midway-area target=H1", "midway-area target=B6", "midway-area target=N6");
        assertThat(o.ignored())
                .containsExactly(
                        "US refused too-many-searches [3, midway-area]",
                        "US refused search-out-of-radius [H6, P12, 6, midway-area]");
    }

    @Test
    void I_ENG_7_ordering_an_automatic_search_is_the_automatic_search_itself() {
        Play.Outcome o = Play.of(SC, day().at("Enterprise", "L5").build())
                .us(source("midway", "H6"), source("carriers", "L5"), source("midway", "H5"))
                .resolve();

        assertThat(o.seenBy(Audience.US, "search.made.air"))
                .extracting(v -> v.replaceAll(".*target=", ""))
                .containsExactly("H6", "L5");
        assertThat(o.ignored()).containsExactly("US refused search-out-of-radius [H6, H5, 0, midway]");
    }

    @Test
    void MID_2_I_9_lost_Midway_searches_go_long_range_first_the_island_one_last() {
        GameState two = day().midway(new MidwayState(2, 2, false)).build();
        GameState three = day().midway(new MidwayState(3, 3, false)).build();
        GameState four = day().midway(new MidwayState(4, 4, false)).build();

        Play.Outcome o2 = Play.of(SC, two)
                .us(source("midway-area", "H1"), source("midway-area", "B6"))
                .resolve();
        Play.Outcome o3 = Play.of(SC, three).us(source("midway-area", "H1")).resolve();
        Play.Outcome o4 = Play.of(SC, four).resolve();

        assertThat(o2.seenBy(Audience.US, "search.made.air-source"))
                .extracting(v -> v.replaceAll(".*target=", ""))
                .containsExactly("H6", "H1");
        assertThat(o2.ignored()).containsExactly("US refused too-many-searches [1, midway-area]");
        assertThat(o3.seenBy(Audience.US, "search.made.air-source"))
                .containsExactly("search.made.air-source hexes=" + MIDWAY_COVER + " source=midway target=H6");
        assertThat(o3.ignored()).containsExactly("US refused search-source-unavailable [midway-lost, midway-area]");
        assertThat(o4.seenBy(Audience.US, "search.made.air-source")).isEmpty();
    }

    @Test
    void I_ENG_7_a_single_automatic_source_searches_its_anchor_only() {
        Scenario single = TestScenario.builder()
                .us("Astoria", UnitType.CA, 2, "1")
                .usLand("MarA")
                .withoutSource("midway")
                .withoutSource("midway-area")
                .source(new SearchSource("midway", Side.US, SearchSource.Anchor.HEX, h("H6"), 6, 4, true))
                .build();
        GameState s = Position.of(single).turn(3, SEARCH).fogLifted(1).build();

        Play.Outcome o = Play.of(single, s)
                .us(new SearchOrder.SourceSearch("midway", h("H1")))
                .resolve();

        assertThat(o.seenBy(Audience.US, "search.made.air-source"))
                .containsExactly("search.made.air-source hexes=" + MIDWAY_COVER + " source=midway target=H6");
        assertThat(o.ignored()).containsExactly("US source-exhausted [midway]");
    }

    @Test
    void SRCH_4_Midway_air_searches_end_once_a_JP_land_unit_has_landed() {
        GameState s = day().ashore("SNLF1", "H6").build();

        Play.Outcome o = Play.of(SC, s).us(source("midway-area", "H1")).resolve();

        assertThat(o.seenBy(Audience.US, "search.made.air-source")).isEmpty();
        assertThat(ignored(o)).containsExactly("US refused search-source-unavailable [midway-lost, midway-area]");
    }

    @Test
    void SRCH_4_Wake_searches_within_2_hexes_of_A11() {
        Play.Outcome o = Play.of(SC, day().build())
                .jp(source("wake", "C11"), source("johnston", "K12"))
                .resolve();

        assertThat(o.jp())
                .contains("search.made.air-source hexes=B10, B11, C10, C11, C12, D10, D11 source=wake target=C11");
        assertThat(ignored(o)).containsExactly("JP refused unknown-search-source [johnston]");
    }

    @Test
    void SRCH_4_floatplanes_fly_up_to_2_searches_within_2_hexes_of_an_intact_carrier() {
        GameState s = day().at("Akagi", "G9").build();

        Play.Outcome o = Play.of(SC, s)
                .jp(
                        source("floatplanes", "I9"),
                        source("floatplanes", "J9"),
                        source("floatplanes", "G7"),
                        source("floatplanes", "G11"))
                .resolve();

        assertThat(o.seenBy(Audience.JP, "search.made.air-source"))
                .extracting(v -> v.replaceAll(".*target=", ""))
                .containsExactly("I9", "G7");
        assertThat(ignored(o))
                .containsExactly(
                        "JP refused search-out-of-radius [carrier, J9, 2, floatplanes]",
                        "JP refused too-many-searches [2, floatplanes]");
    }

    @Test
    void SRCH_4_no_floatplanes_without_an_intact_carrier_out_of_fog() {
        GameState damaged = day().at("Akagi", "G9").steps("Akagi", 1).build();
        GameState inFog = Position.of(SC).turn(3, SEARCH).at("Akagi", "D4").build();

        Play.Outcome o1 = Play.of(SC, damaged).jp(source("floatplanes", "G9")).resolve();
        Play.Outcome o2 = Play.of(SC, inFog)
                .jp(source("floatplanes", "D6"))
                .dice(KeyedDice.of("T3/P11/fog-lift", 10))
                .resolve();

        assertThat(ignored(o1)).containsExactly("JP refused search-source-unavailable [no-carrier, floatplanes]");
        assertThat(ignored(o2)).containsExactly("JP refused search-source-unavailable [no-carrier, floatplanes]");
    }

    @Test
    void SRCH_4_one_automatic_air_search_on_each_hex_with_intact_own_carriers() {
        GameState s = day().at("Enterprise", "L5").at("Akagi", "B9").build();
        GameState damaged = day().at("Enterprise", "L5").steps("Enterprise", 1).build();

        Play.Outcome o = Play.of(SC, s).resolve();

        assertThat(o.us())
                .contains("search.made.air-carrier carriers=Enterprise hexes=K5, K6, L4, L5, L6, M5, M6 target=L5");
        assertThat(o.jp())
                .contains("search.made.air-carrier carriers=Akagi hexes=A9, A10, B8, B9, B10, C9, C10 target=B9");
        assertThat(Play.of(SC, damaged).resolve().us()).noneMatch(v -> v.startsWith("search.made.air-carrier"));
    }

    @Test
    void SRCH_4_a_ready_air_unit_may_fly_a_search_and_then_counts_as_having_flown() {
        GameState s = day().at("Enterprise", "L5").build();

        Play.Outcome o = Play.of(SC, s).us(aircraft("ED1", "J5")).resolve();

        assertThat(o.us())
                .contains(
                        "search.made.air-aircraft aircraft=ED1 base=Enterprise hexes=I5, I6, J4, J5, J6, K5, K6 target=J5",
                        "readiness.not-ready aircraft=ED1");
        assertThat(o.next().unitOrThrow(UnitId.of("ED1")).readiness()).isEqualTo(Readiness.NOT_READY);
        assertThat(o.next().unitOrThrow(UnitId.of("ED1")).lastFlightTurn()).isEqualTo(3);
    }

    @Test
    void SRCH_6_I_6_a_search_flight_must_be_able_to_fly_out_and_back() {
        GameState s = day().at("Enterprise", "L5").build();

        // EF1 range 4: 2 x 2 = 4 is in range; ED1 range 5: 2 x 3 = 6 is not
        Play.Outcome o =
                Play.of(SC, s).us(aircraft("EF1", "J5"), aircraft("ED1", "I5")).resolve();

        assertThat(o.us()).anyMatch(v -> v.startsWith("search.made.air-aircraft aircraft=EF1"));
        assertThat(ignored(o)).containsExactly("US refused search-out-of-range [3, L5, 5, I5, ED1]");
    }

    @Test
    void SRCH_4_at_most_one_US_heavy_bomber_searches_a_turn() {
        Play.Outcome o = Play.of(SC, day().build())
                .us(aircraft("MH1", "L6"), aircraft("MH2", "D6"))
                .resolve();

        assertThat(o.us()).anyMatch(v -> v.startsWith("search.made.air-aircraft aircraft=MH1"));
        assertThat(ignored(o)).containsExactly("US refused one-heavy-bomber-search [MH2]");
    }

    @Test
    void REC_3_an_air_unit_that_flew_last_turn_is_not_ready_and_cannot_search() {
        GameState s = day().flew("MD1", 2).build();

        Play.Outcome o =
                Play.of(SC, s).us(aircraft("MD1", "H4"), aircraft("MD1", "H5")).resolve();

        assertThat(ignored(o))
                .containsExactly("US refused aircraft-not-ready [MD1]", "US refused aircraft-not-ready [MD1]");
    }

    @Test
    void SRCH_4_an_air_unit_searches_once_a_turn() {
        Play.Outcome o = Play.of(SC, day().build())
                .us(aircraft("MD1", "H4"), aircraft("MD1", "H5"))
                .resolve();

        assertThat(ignored(o)).containsExactly("US refused aircraft-two-missions [MD1]");
    }

    @Test
    void RAID_4_aircraft_declared_on_a_Midway_raid_fly_no_search() {
        GameState s = day().at("Akagi", "E6")
                .build()
                .withMidwayRaid(new MidwayRaidDeclaration(3, Side.JP, List.of(UnitId.of("AD1")), Optional.empty()));

        Play.Outcome o =
                Play.of(SC, s).jp(aircraft("AD1", "F6"), aircraft("AT1", "F6")).resolve();

        assertThat(ignored(o)).containsExactly("JP refused committed-to-midway-raid [AD1]");
        assertThat(o.jp()).anyMatch(v -> v.startsWith("search.made.air-aircraft aircraft=AT1"));
    }

    // --- SRCH-5, SRCH-7: coverage and results ----------------------------------------------------

    @Test
    void SRCH_5_a_search_on_B4_covers_A4_A5_B3_B4_B5_C4_C5_and_nothing_else() {
        Scenario sc = TestScenario.builder()
                .jp("Akagi", UnitType.CV, 2, "1", 1)
                .jp("Nagara", UnitType.CL, 1, "1", 1)
                .jp("TT1", UnitType.TT, 2, "1/3", 3)
                .jp("SFT", UnitType.SFT, 2, "1/2", 3)
                .jp("ST11", UnitType.ST, 2, "1/2", 11)
                .jp("Yamato", UnitType.BB, 2, "1", 13)
                .source(new SearchSource("pby", Side.US, SearchSource.Anchor.HEX, h("H6"), 9, 1, false))
                .build();
        GameState s = Position.of(sc)
                .turn(3, SEARCH)
                .fogLifted(1)
                .at("Akagi", "A4")
                .at("Nagara", "A5")
                .at("TT1", "B3")
                .at("SFT", "B5")
                .at("ST11", "C4")
                .at("Yamato", "A3")
                .build();

        Play.Outcome o = Play.of(sc, s).us(source("pby", "B4")).resolve();

        assertThat(o.seenBy(Audience.US, "search.result"))
                .filteredOn(v -> v.matches(".*hex=[A-C][0-9]+ .*"))
                .containsExactly(
                        "search.result.carriers.air hex=A4 turn=3",
                        "search.result.ships.air hex=A5 turn=3",
                        "search.result.ships.air hex=B3 turn=3",
                        "search.result.none.air hex=B4 turn=3",
                        "search.result.ships.air hex=B5 turn=3",
                        "search.result.ships.air hex=C4 turn=3",
                        "search.result.none.air hex=C5 turn=3");
    }

    @Test
    void SRCH_7_a_result_gives_the_level_only_never_counts_names_or_types() {
        GameState s = day().at("Akagi", "G7")
                .at("Nagara", "G7")
                .at("TT1", "G7")
                .at("I-168", "G7")
                .build();

        Play.Outcome o = Play.of(SC, s).resolve();

        assertThat(o.us()).contains("search.result.carriers.air hex=G7 turn=3");
        assertThat(o.resolution().viewsFor(Audience.US))
                .filteredOn(v -> v.key().startsWith("search.result"))
                .allSatisfy(v -> assertThat(v.params().keySet()).containsExactly("hex", "turn"));
        assertThat(o.umpire())
                .contains("umpire.search.result.carriers.air hex=G7 ships=Akagi, Nagara, TT1 side=US turn=3");
    }

    // --- SRCH-8, I-7: located notices ------------------------------------------------------------

    @Test
    void SRCH_8_I_7_the_located_side_learns_the_hex_and_the_kind_never_the_searcher() {
        GameState s = day().at("Nagara", "G7").build();

        Play.Outcome o = Play.of(SC, s).resolve();

        assertThat(o.seenBy(Audience.JP, "search.located")).containsExactly("search.located.air hex=G7 turn=3");
        assertThat(o.seenBy(Audience.US, "search.located")).isEmpty();
        assertThat(o.umpire()).contains("umpire.search.located.air hex=G7 ships=Nagara side=JP turn=3");
    }

    // --- SRCH-9, FOG-2: fog ------------------------------------------------------------------------

    @Test
    void SRCH_9_FOG_2_no_search_from_a_fog_hex_and_nothing_located_in_fog() {
        GameState s = Position.of(SC)
                .turn(3, SEARCH)
                .at("Enterprise", "F5")
                .at("Astoria", "F5")
                .at("Akagi", "F4")
                .at("Nagara", "G5")
                .build();

        Play.Outcome o = Play.of(SC, s)
                .us(aircraft("ED1", "G4"), source("midway-area", "G5"))
                .dice(KeyedDice.of("T3/P11/fog-lift", 10))
                .resolve();

        assertThat(o.us())
                .doesNotContain("search.made.naval hex=F5")
                .noneMatch(v -> v.startsWith("search.made.air-carrier"))
                .contains(
                        "search.result.fog hex=F4 turn=3",
                        "search.result.fog hex=F5 turn=3",
                        "search.result.ships.air hex=G5 turn=3");
        assertThat(ignored(o)).containsExactly("US refused search-from-fog [F5, -, ED1]");
        assertThat(o.jp())
                .contains("search.located.air hex=G5 turn=3")
                .noneMatch(v -> v.contains("hex=F4 turn=3") && v.startsWith("search.located"));
        assertThat(o.jp()).noneMatch(v -> v.startsWith("search.made.air-carrier"));
        assertThat(o.events(SearchResult.class))
                .filteredOn(r -> r.fog())
                .allSatisfy(r -> assertThat(r.located()).isEmpty());
    }

    // --- SRCH-10, SRCH-11, I-8 ---------------------------------------------------------------------

    @Test
    void SRCH_10_located_hexes_are_known_for_the_turn_they_were_found() {
        GameState s = day().at("Akagi", "G6").at("Nagara", "H2").build();

        GameState next = Play.of(SC, s).resolve().next();

        assertThat(next.knowledgeOf(Side.US).locatedHexes(3)).containsExactly(h("G6"));
        assertThat(next.knowledgeOf(Side.US).locatedHexes(4)).isEmpty();
        assertThat(next.knowledgeOf(Side.JP).noticesOn(3)).containsExactly(h("G6"));
    }

    @Test
    void SRCH_11_I_8_JP_locating_a_US_carrier_starts_the_wait_of_group_13() {
        GameState s = day().at("Akagi", "G7").at("Enterprise", "H7").build();

        Play.Outcome o = Play.of(SC, s).resolve();

        assertThat(o.next().usCarrierFirstLocatedTurn()).isEqualTo(3);
        assertThat(o.jp())
                .contains(
                        "search.result.carriers.air hex=H7 turn=3",
                        "arrival.late-group earliest-turn=13 group=13 located-turn=3");
        assertThat(o.us()).noneMatch(v -> v.startsWith("arrival"));
    }

    @Test
    void SET_6_late_group_waits_5_turns_after_a_late_first_location() {
        GameState s = Position.of(SC)
                .turn(10, SEARCH)
                .fogLifted(1)
                .at("Akagi", "G7")
                .at("Enterprise", "H7")
                .build();

        Play.Outcome o = Play.of(SC, s).resolve();

        assertThat(o.jp()).contains("arrival.late-group earliest-turn=15 group=13 located-turn=10");
    }

    @Test
    void SRCH_11_only_the_first_location_counts_and_ships_without_carriers_do_not() {
        GameState already = day().usCarrierFirstLocated(2)
                .at("Akagi", "G7")
                .at("Enterprise", "H7")
                .build();
        GameState noCarrier = day().at("Akagi", "G7").at("Astoria", "H7").build();

        Play.Outcome o1 = Play.of(SC, already).resolve();
        Play.Outcome o2 = Play.of(SC, noCarrier).resolve();

        assertThat(o1.next().usCarrierFirstLocatedTurn()).isEqualTo(2);
        assertThat(o1.jp()).noneMatch(v -> v.startsWith("arrival"));
        assertThat(o2.next().usCarrierFirstLocatedTurn()).isZero();
    }

    // --- KURE-3 ----------------------------------------------------------------------------------

    @Test
    void KURE_3_the_operational_base_searches_Kure_and_two_hexes_within_2() {
        GameState s = Position.of(SC)
                .turn(4, SEARCH)
                .fogLifted(1)
                .kureStarted(1)
                .at("ST11", "G6")
                .build();

        Play.Outcome o = Play.of(SC, s)
                .jp(
                        source("kure", "G6"),
                        source("kure-area", "G8"),
                        source("kure-area", "E6"),
                        source("kure-area", "I6"))
                .resolve();

        assertThat(o.seenBy(Audience.JP, "search.made.air-source"))
                .extracting(v -> v.replaceAll(".*target=", ""))
                .containsExactly("G6", "G8", "E6");
        assertThat(ignored(o)).containsExactly("JP refused too-many-searches [2, kure-area]");
    }

    @Test
    void KURE_3_one_search_less_with_ST11_reduced_and_none_before_the_base_works() {
        GameState reduced = Position.of(SC)
                .turn(4, SEARCH)
                .fogLifted(1)
                .kureStarted(1)
                .at("ST11", "G6")
                .steps("ST11", 1)
                .build();
        GameState early = Position.of(SC)
                .turn(3, SEARCH)
                .fogLifted(1)
                .kureStarted(1)
                .at("ST11", "G6")
                .build();

        Play.Outcome o1 = Play.of(SC, reduced)
                .jp(source("kure-area", "G8"), source("kure-area", "E6"))
                .resolve();
        Play.Outcome o2 = Play.of(SC, early).jp(source("kure", "G6")).resolve();

        assertThat(ignored(o1)).containsExactly("JP refused too-many-searches [1, kure-area]");
        assertThat(ignored(o2)).containsExactly("JP refused search-source-unavailable [kure-not-operational, kure]");
    }

    // --- SEQ-1 -------------------------------------------------------------------------------------

    @Test
    void SEQ_1_nobody_is_asked_for_searches_at_night_by_day_both_sides_are() {
        assertThat(TurnEngine.awaiting(SC, night().at("Astoria", "N5").build())).isEmpty();
        assertThat(TurnEngine.awaiting(SC, day().at("Astoria", "N5").build())).containsExactly(Side.US, Side.JP);
    }
}

package org.umpire.cli.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.umpire.cli.scenario.ScenarioFiles.AIRCRAFT;
import static org.umpire.cli.scenario.ScenarioFiles.LAND;
import static org.umpire.cli.scenario.ScenarioFiles.SCENARIO;
import static org.umpire.cli.scenario.ScenarioFiles.SHIPS;

import org.junit.jupiter.api.Test;
import org.umpire.engine.model.UnitId;

/** Checks across rows and files: ids, names, letters, bases, transports, loads, groups, set-up zones. */
class OrderOfBattleValidationTest extends BrokenScenarioTest {

    private static final String LOAD_FIX = " — base this unit elsewhere, or raise the capacity (REC-4: a reduced"
            + " unit counts 1/2; reserve fighters count only once brought in)";

    private String at(String file, String rowText) {
        return file + ":" + copy().lineOf(file, rowText);
    }

    @Test
    void duplicate_ids_across_files_case_ignored() {
        copy().append(AIRCRAFT, "Kaga,JP,F,Zero,Kaga,aboard,2,7,0,5,1/2,club")
                .append(LAND, "mara,US,Marine company G,MID,2,3,4,0,club");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                AIRCRAFT,
                                "Kaga,JP,F",
                                "id",
                                "Kaga is already the id of the unit at " + at(SHIPS, "Kaga,JP,CV")
                                        + " (ids are compared ignoring case) — give each unit its own id"),
                        problem(
                                LAND,
                                "mara,US",
                                "id",
                                "mara is already the id of the unit at " + at(LAND, "MarA,US")
                                        + " (ids are compared ignoring case) — give each unit its own id"));
    }

    @Test
    void an_id_may_not_be_the_airfield_id() {
        copy().replace(AIRCRAFT, "MF1,US,", "MID,US,");
        assertThat(copy.problems())
                .containsExactly(problem(
                        AIRCRAFT,
                        "MID,US,F",
                        "id",
                        "MID is already the id of the" + " unit at " + at(SCENARIO, "- {id: MID")
                                + " (ids are compared ignoring case) — give each unit its own id"));
    }

    @Test
    void ship_names_are_unique_per_side_accents_and_case_ignored() {
        copy().replace(SHIPS, "DesRon6,US,DD,DesRon 6,", "DesRon6,US,DD,desron 1,")
                .replace(SHIPS, "Sendai,JP,CL,Sendai,", "Sendai,JP,CL,Yúra,");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                SHIPS,
                                "Sendai,JP",
                                "name",
                                "\"Yúra\" is already the name of Yura (" + at(SHIPS, "Yura,JP")
                                        + ") — orders name ships by name, so each JP ship needs its own (accents and case are ignored)"),
                        problem(
                                SHIPS,
                                "DesRon6,US",
                                "name",
                                "\"desron 1\" is already the name of DesRon1 ("
                                        + at(SHIPS, "DesRon1,US")
                                        + ") — orders name ships by name, so each US ship needs its own"
                                        + " (accents and case are ignored)"));
    }

    @Test
    void ORD_3_carrier_and_base_letters_are_unique_per_side() {
        copy().replace(SHIPS, "Hornet,US,CV,Hornet,H,", "Hornet,US,CV,Hornet,E,")
                .replace(SHIPS, "Yorktown,US,CV,Yorktown,Y,", "Yorktown,US,CV,Yorktown,M,")
                .replace(SHIPS, "Zuiho,JP,CVL,Zuiho,Z,", "Zuiho,JP,CVL,Zuiho,E,");
        String fix = " — each US carrier and base needs its own letter for raid orders (ORD-3)";
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                SHIPS,
                                "Hornet,US",
                                "letter",
                                "letter E is already used by Enterprise (" + at(SHIPS, "Enterprise,US") + ")" + fix),
                        problem(
                                SHIPS,
                                "Yorktown,US",
                                "letter",
                                "letter M is already used by MID (" + at(SCENARIO, "- {id: MID") + ")" + fix));
    }

    @Test
    void unknown_base_or_carrier() {
        copy().replace(AIRCRAFT, "AF1,JP,F,Zero,Akagi,", "AF1,JP,F,Zero,Akagy,")
                .replace(AIRCRAFT, "AF2,JP,F,Zero,Akagi,", "AF2,JP,F,Zero,Enterprise,")
                .replace(AIRCRAFT, "AD1,JP,D,Val,Akagi,", "AD1,JP,D,Val,Nagara,")
                .replace(AIRCRAFT, "MH1,US,H,Flying Fortress,MID,", "MH1,US,H,Flying Fortress,Midway,")
                .replace(AIRCRAFT, "SFR,JP,F,Zero (reserve),Soryu,", "SFR,JP,F,Zero (reserve),Soryuu,");
        String jp = " is not a JP carrier or airfield — use one of Akagi, Kaga, Hiryu, Soryu, Zuiho, Hosho";
        assertThat(copy.problems())
                .containsExactly(
                        problem(AIRCRAFT, "AF1,JP", "base", "Akagy" + jp),
                        problem(AIRCRAFT, "AF2,JP", "base", "Enterprise" + jp),
                        problem(AIRCRAFT, "AD1,JP", "base", "Nagara" + jp),
                        problem(
                                AIRCRAFT,
                                "SFR,JP",
                                "base",
                                "Soryuu is not a JP carrier — use one of Akagi, Kaga, Hiryu, Soryu,"
                                        + " Zuiho, Hosho (reserve fighters wait on a carrier, RES-1)"),
                        problem(
                                AIRCRAFT,
                                "MH1,US",
                                "base",
                                "Midway is not a US carrier or airfield — use one of Enterprise,"
                                        + " Hornet, Yorktown, MID"));
    }

    @Test
    void REC_4_air_load_over_a_carrier_capacity() {
        copy().append(AIRCRAFT, "HoT2,JP,T,Jean,Hosho,aboard,2,1,3,4,1/2,club")
                .append(AIRCRAFT, "HoT3,JP,T,Jean,Hosho,aboard,2,1,3,4,1/2,club");
        assertThat(copy.problems())
                .containsExactly(problem(
                        AIRCRAFT,
                        "HoT3,JP",
                        "base",
                        "Hosho would carry 2 1/2 air" + " units at start with HoT3, over its capacity of 2 ("
                                + at(SHIPS, "Hosho,JP") + ")" + LOAD_FIX));
    }

    @Test
    void REC_4_air_load_over_Midway_capacity() {
        copy().replace(SCENARIO, "hex: midway, capacity: 8}", "hex: midway, capacity: 7}");
        assertThat(copy.problems())
                .containsExactly(problem(
                        AIRCRAFT,
                        "MH2,US",
                        "base",
                        "MID would carry 8 air units" + " at start with MH2, over its capacity of 7 ("
                                + at(SCENARIO, "- {id: MID") + ")" + LOAD_FIX));
    }

    @Test
    void REC_4_reduced_units_count_half() {
        copy().replace(
                        SHIPS,
                        "Yorktown,US,CV,Yorktown,Y,setup,2,0,3,1,9,",
                        "Yorktown,US,CV,Yorktown,Y,setup,2,0,3,1,8,");
        assertThat(copy.load().unitOrThrow(UnitId.of("Yorktown")).capacity()).isEqualTo(8.0);
        copy.replace(
                SHIPS, "Yorktown,US,CV,Yorktown,Y,setup,2,0,3,1,8,", "Yorktown,US,CV,Yorktown,Y,setup,2,0,3,1,7.5,");
        assertThat(copy.problems())
                .containsExactly(problem(
                        AIRCRAFT,
                        "YT2,US",
                        "base",
                        "Yorktown would carry 8 air" + " units at start with YT2, over its capacity of 7 1/2 ("
                                + at(SHIPS, "Yorktown,US") + ")" + LOAD_FIX));
    }

    @Test
    void RES_1_reserve_fighters_do_not_count_against_capacity_until_brought_in() {
        copy().replace(SHIPS, "Hiryu,JP,CV,Hiryu,Hi,2,2,0,2,1,6.5,", "Hiryu,JP,CV,Hiryu,Hi,2,2,0,2,1,6,");
        assertThat(copy.load().unitOrThrow(UnitId.of("Hiryu")).capacity()).isEqualTo(6.0);
        copy.replace(SHIPS, "Hiryu,JP,CV,Hiryu,Hi,2,2,0,2,1,6,", "Hiryu,JP,CV,Hiryu,Hi,2,2,0,2,1,5.5,");
        assertThat(copy.problems())
                .containsExactly(problem(
                        AIRCRAFT,
                        "HiT2,JP",
                        "base",
                        "Hiryu would carry 6 air" + " units at start with HiT2, over its capacity of 5 1/2 ("
                                + at(SHIPS, "Hiryu,JP") + ")" + LOAD_FIX));
    }

    @Test
    void SET_2_a_JP_land_unit_starts_on_a_transport() {
        copy().replace(LAND, "SNLFKure,JP,SNLF Kure,TT1,", "SNLFKure,JP,SNLF Kure,Akagi,")
                .replace(LAND, "SNLFYokosuka,JP,SNLF Yokosuka,TT2,", "SNLFYokosuka,JP,SNLF Yokosuka,,");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                LAND,
                                "SNLFKure,JP",
                                "base",
                                "Akagi is not a JP transport — JP land units start embarked on"
                                        + " a transport (SET-2): use one of TT1, TT2, TT3, TT4"),
                        problem(
                                LAND,
                                "SNLFYokosuka,JP",
                                "base",
                                "is empty — give the transport the unit starts embarked on"
                                        + " (JP, e.g. TT1) or the Midway airfield (US, MID)"));
    }

    @Test
    void SET_8_a_transport_carries_one_land_unit() {
        copy().replace(LAND, "Ichiki2,JP,Ichiki 2,TT4,", "Ichiki2,JP,Ichiki 2,TT3,");
        assertThat(copy.problems())
                .containsExactly(problem(
                        LAND,
                        "Ichiki2,JP",
                        "base",
                        "TT3 already carries Ichiki1 (" + at(LAND, "Ichiki1,JP")
                                + ") — a transport carries one land unit (SET-8): use another transport"));
    }

    @Test
    void SET_3_US_land_units_start_at_Midway() {
        copy().replace(LAND, "MarC,US,Marine company C,MID,", "MarC,US,Marine company C,Enterprise,");
        assertThat(copy.problems())
                .containsExactly(problem(
                        LAND,
                        "MarC,US",
                        "base",
                        "Enterprise is not the Midway"
                                + " airfield — US land units start ashore at Midway (SET-3): use MID"));
    }

    @Test
    void SET_1_wrong_group_numbers() {
        copy().replace(SHIPS, "DesRon4,JP,DD,DesRon 4,,4,", "DesRon4,JP,DD,DesRon 4,,5,")
                .replace(SHIPS, "ST11,JP,ST,ST11,,11,", "ST11,JP,ST,ST11,,13,")
                .replace(SHIPS, "Hayashio,JP,DD,Hayashio,,11,", "Hayashio,JP,DD,Hayashio,,13,");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                SCENARIO,
                                "jp-groups:",
                                "jp-groups",
                                "group 11 has no ship in ships.csv — give it ships (arrival 11) or remove it from jp-groups"),
                        problem(
                                SHIPS,
                                "DesRon4,JP",
                                "arrival",
                                "group 5 is not one of the jp-groups 1, 2, 3, 4, 11, 13 of"
                                        + " scenario.yaml — use one of them (or on-map), or add the group there (SET-1)"));
    }

    @Test
    void SET_6_the_late_group_is_a_declared_group() {
        copy().replace(SCENARIO, "late-group: {group: 13, delay: 5}", "late-group: {group: 12, delay: -1}");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                SCENARIO,
                                "late-group:",
                                "late-group.group",
                                "12 is not one of the jp-groups 1, 2, 3, 4, 11, 13 — pick one of them or add it to jp-groups"),
                        problem(
                                SCENARIO,
                                "late-group:",
                                "late-group.delay",
                                "-1 is negative — give the turns the late group"
                                        + " waits after a US carrier is located (SET-6)"));
    }

    @Test
    void SET_3_every_US_ship_falls_in_a_set_up_zone() {
        copy().replace(
                        SCENARIO,
                        "types: [CV, CVL, BB, CA, CL, DD, TT, SFT, ST]",
                        "types: [CV, CVL, BB, CL, DD, TT, SFT, ST]");
        String fix = " — add its id or its type (CA) to a US zone of placement in scenario.yaml (SET-3)";
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                SHIPS,
                                "NorthamptonPensacola,US",
                                "arrival",
                                "no set-up zone covers NorthamptonPensacola" + fix),
                        problem(
                                SHIPS,
                                "VincennesMinneapolis,US",
                                "arrival",
                                "no set-up zone covers VincennesMinneapolis" + fix),
                        problem(SHIPS, "AstoriaPortland,US", "arrival", "no set-up zone covers AstoriaPortland" + fix),
                        problem(SHIPS, "NewOrleans,US", "arrival", "no set-up zone covers NewOrleans" + fix));
    }

    @Test
    void SET_3_zones_name_real_units_of_their_side_once() {
        copy().replace(SCENARIO, "units: [SS1, SS2, SS3]", "units: [SS1, SS2, SS9, I168]")
                .replace(SCENARIO, "units: [SS4]", "units: [SS4, SS1]");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                SCENARIO,
                                "id: us-submarines-midway",
                                "placement.units",
                                "I168 is a JP unit, not a US one — move it to a JP zone"),
                        problem(
                                SCENARIO,
                                "id: us-submarines-midway",
                                "placement.units",
                                "SS9 is not a ship or submarine of ships.csv — name units by their id"),
                        problem(
                                SCENARIO,
                                "id: us-submarine-l5",
                                "placement.units",
                                "SS1 is already in zone us-submarines-midway — name each unit in one zone only"),
                        problem(
                                SHIPS,
                                "SS3,US",
                                "arrival",
                                "no set-up zone covers SS3 — add its id or its type (SS) to a US"
                                        + " zone of placement in scenario.yaml (SET-3)"));
    }

    @Test
    void a_broken_carrier_row_does_not_make_its_aircraft_report_an_unknown_base() {
        copy().replace(SHIPS, "Akagi,JP,CV,Akagi,A,1,2,0,2,1,8,5,reconstruction", "Akagi,JP,CV,Akagi,A,1,2,0,2,1,8,5");
        assertThat(copy.problems())
                .containsExactly(problem(
                        SHIPS,
                        "Akagi,JP",
                        "",
                        "the row has 12 values but the"
                                + " header (line " + copy.lineOf(SHIPS, "id,side,type")
                                + ") has 13 columns — check for a missing or extra"
                                + " comma (a value holding one goes in double quotes)"));
    }
}

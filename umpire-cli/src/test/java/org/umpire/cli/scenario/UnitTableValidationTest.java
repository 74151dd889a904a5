package org.umpire.cli.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.umpire.cli.scenario.ScenarioFiles.AIRCRAFT;
import static org.umpire.cli.scenario.ScenarioFiles.LAND;
import static org.umpire.cli.scenario.ScenarioFiles.SHIPS;

import org.junit.jupiter.api.Test;
import org.umpire.engine.model.UnitId;

/** Values of single rows of ships.csv, aircraft.csv and land.csv. */
class UnitTableValidationTest extends BrokenScenarioTest {

    private static final String VALUES = "values are d10 scores from 0 to 10 (a roll ≤ the value hits)";

    @Test
    void steps_other_than_1_or_2_are_refused_with_the_fix() {
        copy().replace(SHIPS, "Nagara,JP,CL,Nagara,,1,1,", "Nagara,JP,CL,Nagara,,1,3,");
        assertThat(copy.problems())
                .containsExactly(problem(SHIPS, "Nagara,JP", "steps", "3 is not 1 or 2 — use 1 (reduced) or 2 (full)"));
        assertThat(copy.problems().get(0).format())
                .isEqualTo("ships.csv:" + copy.lineOf(SHIPS, "Nagara,JP")
                        + ": field \"steps\": 3 is not 1 or 2 — use 1 (reduced) or 2 (full)");
    }

    @Test
    void unknown_ship_type() {
        copy().replace(SHIPS, "Yura,JP,CL,", "Yura,JP,CX,");
        assertThat(copy.problems())
                .containsExactly(problem(
                        SHIPS,
                        "Yura,JP",
                        "type",
                        "CX is not a ship or submarine type — use one of CV CVL BB CA CL DD TT SFT ST SS"));
    }

    @Test
    void an_aircraft_type_in_the_ship_table_is_unknown_there_and_vice_versa() {
        copy().replace(SHIPS, "Yura,JP,CL,", "Yura,JP,F,").replace(AIRCRAFT, "AD1,JP,D,", "AD1,JP,CV,");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                SHIPS,
                                "Yura,JP",
                                "type",
                                "F is not a ship or submarine type — use one of CV CVL BB CA CL DD TT SFT ST SS"),
                        problem(AIRCRAFT, "AD1,JP", "type", "CV is not an aircraft type — use one of F D T M H"));
    }

    @Test
    void MOV_1_ship_movement_is_1_half_or_third() {
        copy().replace(SHIPS, "TT1,JP,TT,Transports 1,,3,2,0,1,1/3,", "TT1,JP,TT,Transports 1,,3,2,0,1,2,")
                .replace(SHIPS, "TT2,JP,TT,Transports 2,,3,2,0,1,1/3,", "TT2,JP,TT,Transports 2,,3,2,0,1,1/4,");
        String fix = " — use 1, 1/2 or 1/3 (MOV-1: a hex every turn, every 2nd or every 3rd turn)";
        assertThat(copy.problems())
                .containsExactly(
                        problem(SHIPS, "TT1,JP", "movement", "2 is not a ship's movement" + fix),
                        problem(SHIPS, "TT2,JP", "movement", "1/4 is not a ship's movement" + fix));
    }

    @Test
    void RAID_3_aircraft_movement_is_a_whole_number_of_hexes() {
        copy().replace(AIRCRAFT, "AF1,JP,F,Zero,Akagi,aboard,2,7,0,5,", "AF1,JP,F,Zero,Akagi,aboard,2,7,0,1/2,")
                .replace(AIRCRAFT, "AF2,JP,F,Zero,Akagi,aboard,2,7,0,5,", "AF2,JP,F,Zero,Akagi,aboard,2,7,0,0,");
        String fix = " — an air unit's movement is the whole number of hexes it flies in a turn, out and back"
                + " (RAID-3), e.g. 5";
        assertThat(copy.problems())
                .containsExactly(
                        problem(AIRCRAFT, "AF1,JP", "movement", "1/2 is not a whole number" + fix),
                        problem(AIRCRAFT, "AF2,JP", "movement", "0 is out of range: 1 to 99" + fix));
    }

    @Test
    void negative_and_too_high_combat_values() {
        copy().replace(SHIPS, "Akagi,JP,CV,Akagi,A,1,2,0,2,", "Akagi,JP,CV,Akagi,A,1,2,0,-1,")
                .replace(LAND, "MarA,US,Marine company A,MID,2,3,", "MarA,US,Marine company A,MID,2,11,")
                .replace(AIRCRAFT, "KD1,JP,D,Val,Kaga,aboard,2,3,5,", "KD1,JP,D,Val,Kaga,aboard,2,3,x,");
        assertThat(copy.problems())
                .containsExactly(
                        problem(SHIPS, "Akagi,JP", "aa", "-1 is negative — " + VALUES),
                        problem(AIRCRAFT, "KD1,JP", "bombing", "x is not a whole number — " + VALUES),
                        problem(LAND, "MarA,US", "combat", "11 is out of range: 0 to 10 — " + VALUES));
    }

    @Test
    void VP_1_bad_vp_per_step() {
        copy().replace(SHIPS, "Kaga,JP,CV,Kaga,K,1,2,0,2,1,8,5,", "Kaga,JP,CV,Kaga,K,1,2,0,2,1,8,five,")
                .replace(
                        AIRCRAFT,
                        "MH1,US,H,Flying Fortress,MID,aboard,2,2,2,10,1/2,",
                        "MH1,US,H,Flying Fortress,MID,aboard,2,2,2,10,1/3,")
                .replace(LAND, "MarB,US,Marine company B,MID,2,3,4,0,", "MarB,US,Marine company B,MID,2,3,4,,");
        String fix = " — write a whole number or quarters: 5, 1/2, 1/4, 3/4, 2.5 (0 for none)";
        assertThat(copy.problems())
                .containsExactly(
                        problem(SHIPS, "Kaga,JP", "vp_per_step", "five is not a VP value" + fix),
                        problem(AIRCRAFT, "MH1,US", "vp_per_step", "1/3 is not a VP value" + fix),
                        problem(LAND, "MarB,US", "vp_per_step", "is empty" + fix));
    }

    @Test
    void REC_4_capacity_takes_halves_with_a_point_or_a_comma() {
        copy().replace(SHIPS, "Hiryu,JP,CV,Hiryu,Hi,2,2,0,2,1,6.5,", "Hiryu,JP,CV,Hiryu,Hi,2,2,0,2,1,\"6,5\",");
        assertThat(copy.load().unitOrThrow(UnitId.of("Hiryu")).capacityHalves()).isEqualTo(13);
    }

    @Test
    void REC_4_bad_capacities() {
        copy().replace(SHIPS, "Soryu,JP,CV,Soryu,S,2,2,0,2,1,6.5,", "Soryu,JP,CV,Soryu,S,2,2,0,2,1,6.4,")
                .replace(SHIPS, "Hosho,JP,CVL,Hosho,Ho,13,1,0,1,1,2,", "Hosho,JP,CVL,Hosho,Ho,13,1,0,1,1,0,")
                .replace(SHIPS, "Nagara,JP,CL,Nagara,,1,1,2,1,1,,", "Nagara,JP,CL,Nagara,,1,1,2,1,1,2,")
                .replace(SHIPS, "Zuiho,JP,CVL,Zuiho,Z,4,1,0,1,1,3,", "Zuiho,JP,CVL,Zuiho,Z,4,1,0,1,1,,");
        String fix = " — write the number of full air units it holds, halves allowed: 8, 6.5 (REC-4)";
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                SHIPS,
                                "Nagara,JP",
                                "capacity",
                                "a CL has no capacity — only carriers (CV, CVL) have a capacity; leave it empty"),
                        problem(SHIPS, "Soryu,JP", "capacity", "6.4 is not a capacity" + fix),
                        problem(SHIPS, "Zuiho,JP", "capacity", "is empty" + fix),
                        problem(
                                SHIPS,
                                "Hosho,JP",
                                "capacity",
                                "a carrier's capacity is more than 0 — give the full air units it holds, e.g. 9 (REC-4)"));
    }

    @Test
    void ORD_3_carriers_need_a_letter_and_other_ships_have_none() {
        copy().replace(SHIPS, "Zuiho,JP,CVL,Zuiho,Z,", "Zuiho,JP,CVL,Zuiho,,")
                .replace(SHIPS, "Jintsu,JP,CL,Jintsu,,", "Jintsu,JP,CL,Jintsu,J,")
                .replace(SHIPS, "Hosho,JP,CVL,Hosho,Ho,", "Hosho,JP,CVL,Hosho,HO,");
        String fix = " — use a capital letter, optionally followed by a small one: E, Y, Hi, Ho (ORD-3)";
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                SHIPS,
                                "Jintsu,JP",
                                "letter",
                                "a CL has no letter — only carriers (CV, CVL) have a letter; leave it empty"),
                        problem(SHIPS, "Zuiho,JP", "letter", "is empty" + fix),
                        problem(SHIPS, "Hosho,JP", "letter", "HO is not a base letter" + fix));
    }

    @Test
    void unknown_side_in_a_table() {
        copy().replace(SHIPS, "DesRon1,US,", "DesRon1,USA?,").replace(LAND, "Ichiki1,JP,", "Ichiki1,,");
        assertThat(copy.problems())
                .containsExactly(
                        problem(SHIPS, "DesRon1,", "side", "\"USA?\" is not a side — use US or JP"),
                        problem(LAND, "Ichiki1,", "side", "is empty — use US or JP"));
    }

    @Test
    void ids_must_be_short_words() {
        copy().replace(SHIPS, "DesRon3,JP,", "Des Ron 3,JP,");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                SHIPS,
                                "Des Ron 3,JP",
                                "id",
                                "\"Des Ron 3\" is not an id — use 1 to 32 letters, digits, '-' or '_', starting with a letter"));
    }

    @Test
    void provenance_marker_is_one_of_three() {
        copy().replace(
                        LAND,
                        "MarF,US,Marine company F,MID,2,3,4,0,reconstruction",
                        "MarF,US,Marine company F,MID,2,3,4,0,wikipedia");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                LAND,
                                "MarF,US",
                                "source",
                                "wikipedia is not a source — say where the row's values come from: rules-fr, reconstruction or club"));
    }

    @Test
    void SET_1_SET_3_ship_arrivals_by_side() {
        copy().replace(SHIPS, "DesRon6,US,DD,DesRon 6,,setup,", "DesRon6,US,DD,DesRon 6,,3,")
                .replace(SHIPS, "Sendai,JP,CL,Sendai,,13,", "Sendai,JP,CL,Sendai,,setup,")
                .replace(SHIPS, "Yura,JP,CL,Yura,,4,", "Yura,JP,CL,Yura,,later,");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                SHIPS,
                                "Yura,JP",
                                "arrival",
                                "later is not an arrival — write setup (US), on-map or a JP group number (SET-1)"),
                        problem(
                                SHIPS,
                                "Sendai,JP",
                                "arrival",
                                "setup is not a JP arrival — write on-map (placed anywhere at"
                                        + " start, like I-168) or the number of the group the ship enters with (SET-1)"),
                        problem(
                                SHIPS,
                                "DesRon6,US",
                                "arrival",
                                "3 is not a US arrival — US ships are placed before turn 1: write setup (SET-3)"));
    }

    @Test
    void RES_1_only_JP_fighters_start_in_reserve() {
        copy().replace(AIRCRAFT, "EF1,US,F,Wildcat,Enterprise,aboard,", "EF1,US,F,Wildcat,Enterprise,reserve,")
                .replace(AIRCRAFT, "KD2,JP,D,Val,Kaga,aboard,", "KD2,JP,D,Val,Kaga,reserve,")
                .replace(AIRCRAFT, "KT1,JP,T,Kate,Kaga,aboard,", "KT1,JP,T,Kate,Kaga,ready,");
        assertThat(copy.problems())
                .containsExactly(
                        problem(
                                AIRCRAFT,
                                "KD2,JP",
                                "arrival",
                                "only JP fighters (F) may start in reserve (RES-1) — write aboard"),
                        problem(
                                AIRCRAFT,
                                "KT1,JP",
                                "arrival",
                                "ready is not an air unit's arrival — write aboard (ready on its"
                                        + " base at start) or reserve (JP reserve fighters, RES-1)"),
                        problem(
                                AIRCRAFT,
                                "EF1,US",
                                "arrival",
                                "only JP fighters (F) may start in reserve (RES-1) — write aboard"));
    }

    @Test
    void a_blank_name_defaults_to_the_id() {
        copy().replace(SHIPS, "Atlanta,US,CL,Atlanta,", "Atlanta,US,CL,,");
        assertThat(copy.load().unitOrThrow(UnitId.of("Atlanta")).name()).isEqualTo("Atlanta");
    }
}
